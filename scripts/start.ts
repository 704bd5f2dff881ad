// npm start: build the PWA when its sources are newer than the build, then run the server on the embedded defaults.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/pwa/index.html');
const sources = ['pwa', 'shared-schema/src', 'contract-engine/src', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p));

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const needsBuild = !process.env.PWA_DIST_DIR && (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < Math.max(...sources.map(newestMtime)));
if (needsBuild) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../sync-server/src/main');
