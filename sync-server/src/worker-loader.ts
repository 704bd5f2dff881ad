import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Starts a worker thread from `bundled` when it exists (scripts/start.mjs bundles each worker beside
 * main.mjs), else from the TypeScript `source` through tsx's API: Node 20 does not apply `--import`
 * loaders inside worker threads, so tests and `npm run dev:server` load the sources this way.
 */
export function loadWorker(
  entry: { bundled: URL; source: URL },
  resourceLimits?: ResourceLimits,
  workerData?: unknown,
): Worker {
  if (existsSync(fileURLToPath(entry.bundled)))
    return new Worker(entry.bundled, { resourceLimits, workerData });
  const source = entry.source.href;
  // The ESM build of the API: require.resolve would pick its CommonJS build, which cannot be import()ed.
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`;
  return new Worker(code, { eval: true, resourceLimits, workerData });
}
