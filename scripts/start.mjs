// npm start: build the PWA when its sources are newer than the build, bundle the server with esbuild,
// and run it on the embedded defaults with plain Node. Plain JavaScript on purpose: the server loaded
// through a TypeScript loader started ~2.5 s later than its bundle (`npm run bench -- server`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/pwa/index.html');
const pwaSources = ['pwa', 'shared-schema/src', 'contract-engine/src', 'vite.config.ts', 'package.json'].map(
  (p) => path.join(root, p),
);
// A second server started beside a running one (npm test's second browser-test run) bundles into its own folder, so
// it never rewrites the worker files the first is loading.
const serverDir = path.resolve(root, process.env.SERVER_BUNDLE_DIR ?? 'dist/server');
const serverBundle = path.join(serverDir, 'main.mjs');

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const needsBuild =
  !process.env.PWA_DIST_DIR &&
  (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < Math.max(...pwaSources.map(newestMtime)));
if (needsBuild) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Bundling takes a fraction of a second, so the server is bundled on every start and never stale.
// Packages stay in node_modules; only our TypeScript (server, shared schema, engine, migrations) is bundled.
// The extraction and engine workers are their own entries: worker threads load a file, which must sit beside main.mjs.
await build({
  entryPoints: {
    main: path.join(root, 'sync-server/src/main.ts'),
    'extraction-worker': path.join(root, 'sync-server/src/modules/reviews/extraction-worker.ts'),
    'engine-worker': path.join(root, 'sync-server/src/adapters/engine/engine-worker.ts'),
  },
  outdir: serverDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
await import(pathToFileURL(serverBundle).href);
