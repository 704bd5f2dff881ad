import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases.ts';

// Three projects: pure TypeScript units, server integration on real PostgreSQL, and the PWA in jsdom.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared-schema/**/*.test.ts', 'contract-engine/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
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
          include: ['pwa/**/*.test.{ts,tsx}'],
          setupFiles: ['pwa/src/test/setup.ts'],
        },
      },
    ],
  },
});
