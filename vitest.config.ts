import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases.ts';

// Three projects: pure TypeScript units, server integration on real PostgreSQL, and the PWA in jsdom.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // A guard against hangs, not a speed check: in npm test the files run beside the browser tests on a busy machine,
    // where engine-heavy tests (a guest simulation, a whole review) have passed Vitest's default 5 s.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions: one module registry for all files spares re-evaluating the engine and its model per
          // file (1m51s -> 41s on one core).
          isolate: false,
          include: ['shared-schema/**/*.test.ts', 'contract-engine/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Each file starts its own app on its own database copy; the modules are evaluated once per worker
          // instead of once per file (the project's import time was 14 s so, minutes isolated). The PWA projects
          // stay isolated: React, RxDB and jsdom state leak between their files (shuffled runs failed).
          isolate: false,
          include: ['sync-server/**/*.test.ts', 'migrations/**/*.test.ts'],
          // Run by scripts/test-firebase-emulator.sh, inside the Firebase Auth emulator.
          exclude: [...configDefaults.exclude, 'sync-server/**/*.emulator.test.ts'],
          globalSetup: ['sync-server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'pwa',
          environment: 'jsdom',
          include: ['pwa/**/*.test.tsx'],
          setupFiles: ['pwa/src/test/setup.ts'],
        },
      },
      // The PWA's .ts tests run in Node (jsdom costs about a second per file); those that need a browser's window,
      // storage or events say so with a `// @vitest-environment jsdom` first line.
      {
        extends: true,
        test: {
          name: 'pwa-logic',
          environment: 'node',
          include: ['pwa/**/*.test.ts'],
          setupFiles: ['pwa/src/test/setup.ts'],
        },
      },
    ],
  },
});
