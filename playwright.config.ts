import { defineConfig, devices } from '@playwright/test';

// Overridable so two runs (two developers, or a developer and CI) can share a machine.
const PORT = Number(process.env.E2E_PORT ?? 18181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: a few browser tests race the app's own timers (sync, refresh) on a slow machine and fail one
  // run in several; a retried pass is reported as "flaky" in the list, so it stays visible.
  retries: 1,
  timeout: 60_000,
  // A first paint in a fresh browser context can pass 5 s when the machine is busy (vitest runs beside these
  // tests in npm test); waits that pass cost nothing, so the default wait is longer than Playwright's 5 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Each run empties its output folder when it starts: a second run beside the first (npm test) needs its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    // Each new browser context would install the service worker and precache the whole app (about 60 files): CPU
    // that tests which never go offline do not need. The specs that go offline allow it (test.use in the file).
    serviceWorkers: 'block',
  },
  webServer: {
    // Playwright starts the web server before any globalSetup, so the fresh data directory is made here.
    command: `node -e "require('fs').rmSync('${E2E_DATA_DIR}',{recursive:true,force:true})" && node --enable-source-maps scripts/start.mjs`,
    url: `http://localhost:${PORT}/api/maintenance-status`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Every browser test signs up from 127.0.0.1, far more often than one person would: limits scaled up.
    env: {
      PORT: String(PORT),
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '55491',
      DATA_DIR: E2E_DATA_DIR,
      RATE_LIMIT_MULTIPLIER: '100',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
