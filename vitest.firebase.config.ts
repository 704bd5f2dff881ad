import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

/*
 * Server tests against the Firebase Auth emulator: run through scripts/test-firebase-emulator.sh, which
 * starts the emulator and sets FIREBASE_AUTH_EMULATOR_HOST. Same setup as the 'server' project of
 * vitest.config.ts (embedded PostgreSQL, one database copy per file), emulator tests only.
 */

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'server-firebase-emulator',
    environment: 'node',
    include: ['sync-server/**/*.emulator.test.ts'],
    globalSetup: ['sync-server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
