// npm test: typecheck, lint, Prettier's check, every vitest project (unit, server on real PostgreSQL, PWA in jsdom) and the
// Playwright browser tests in Debian's Chromium. Ends with one line 'N passed, N failed' over all of them.
//
// The browser tests are the longest stage, so they start first (building the app for their server) and run beside
// the others, which run one after another: the checks, then vitest. When those end and free a core, a second browser
// run starts on its own server, port and data, and the two share the remaining spec files as a queue (each takes the
// next file nobody has taken: e2e/fixtures.ts). Each test stage starts its own PostgreSQL on its own port. The browser
// runs' output goes to files printed when everything has finished, so the log reads in order.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Counted = { passed: number; failed: number };

type Stage = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Its tests' counts from its report; undefined when the report is missing (it crashed first). */
  count?: () => Counted | undefined;
  /** Output kept in this file and printed when everything has ended (a stage running beside others). */
  log?: string;
};

const vitestJson = path.join(reports, 'vitest.json');
const vitestReport = z.object({ numPassedTests: z.number(), numFailedTests: z.number() });
const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
});

const claimsDir = path.join(reports, 'e2e-claims');

function browserRun(run: 'first' | 'second', env: Record<string, string>): Stage & { json: string } {
  const json = path.join(reports, `playwright-${run}.json`);
  return {
    name: `browser tests, ${run} run (Playwright, Chromium)`,
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json, E2E_CLAIMS_DIR: claimsDir, E2E_RUN_ID: run, ...env },
    log: path.join(reports, `playwright-${run}.log`),
    json,
  };
}

const checks: Stage[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format (Prettier check)', command: ['npx', 'prettier', '--check', '.'] },
  {
    name: 'unit, server and PWA tests (vitest)',
    command: [
      'npx',
      'vitest',
      'run',
      // One test file at a time, so the browser tests running beside it keep a core: with both stages competing for
      // two cores the app's first paint in a fresh browser context passed the browser tests' 5 s waits.
      '--maxWorkers=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    count: () => {
      if (!existsSync(vitestJson)) return undefined;
      const r = vitestReport.parse(JSON.parse(readFileSync(vitestJson, 'utf8')));
      return { passed: r.numPassedTests, failed: r.numFailedTests };
    },
  },
];

const firstBrowserRun = browserRun('first', {});
// Its own port, PostgreSQL, data, server bundle and output folder; the app the first run built (PWA_DIST_DIR: no
// second build).
const secondBrowserRun = browserRun('second', {
  E2E_PORT: '18182',
  E2E_PG_PORT: '55492',
  E2E_DATA_DIR: '.tmp/e2e-data-second',
  SERVER_BUNDLE_DIR: 'dist/server-second',
  PWA_DIST_DIR: './dist/pwa',
  E2E_OUTPUT_DIR: '.tmp/test-results-second',
});

let passed = 0;
let failed = 0;
const failedStages: string[] = [];

function record(stage: Stage, ok: boolean, counted = stage.count?.()): void {
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
  } else if (ok) passed += 1;
  else failed += 1;
  if (!ok) failedStages.push(stage.name);
}

/** Runs a stage to its end: its output to the console, or to its log file when it has one. */
function run(stage: Stage): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(stage.command[0] ?? 'npx', stage.command.slice(1), {
      cwd: root,
      stdio: stage.log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env },
    });
    if (stage.log) {
      const file = createWriteStream(stage.log);
      child.stdout?.pipe(file);
      child.stderr?.pipe(file);
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Runs the stages one after another, their output to the console; resolves with each stage's result. */
async function runChain(chain: Stage[]): Promise<boolean[]> {
  const results: boolean[] = [];
  for (const stage of chain) {
    console.log(`\n=== ${stage.name}: ${stage.command.join(' ')}`);
    results.push(await run(stage));
  }
  return results;
}

console.log(
  `\n=== ${firstBrowserRun.name}: ${firstBrowserRun.command.join(' ')} (started now, output below when done)`,
);
let firstDone = false;
const first = run(firstBrowserRun).then((ok) => {
  firstDone = true;
  return ok;
});
const checkResults = await runChain(checks);
const browserDone: Array<{ stage: Stage & { json: string }; ok: boolean }> = [];
if (!firstDone) {
  console.log(`\n=== ${secondBrowserRun.name}: started now beside the first, output below when done`);
  browserDone.push({ stage: secondBrowserRun, ok: await run(secondBrowserRun) });
}
browserDone.unshift({ stage: firstBrowserRun, ok: await first });
checks.forEach((stage, i) => record(stage, checkResults[i] ?? false));

let testsInSuite = 0;
let testsRun = 0;
for (const { stage, ok } of browserDone) {
  if (stage.log && existsSync(stage.log)) {
    console.log(`\n=== ${stage.name}: output`);
    process.stdout.write(readFileSync(stage.log));
  }
  if (!existsSync(stage.json)) {
    record(stage, ok, { passed: 0, failed: 1 });
    continue;
  }
  const { stats } = playwrightReport.parse(JSON.parse(readFileSync(stage.json, 'utf8')));
  testsInSuite = Math.max(testsInSuite, stats.expected + stats.unexpected + stats.flaky + stats.skipped);
  testsRun += stats.expected + stats.unexpected + stats.flaky;
  record(stage, ok, { passed: stats.expected + stats.flaky, failed: stats.unexpected });
}
// Every browser test runs in exactly one of the two runs; one that ran in neither is a failure, not a silent gap.
if (testsRun < testsInSuite) {
  console.log(`\n${testsInSuite - testsRun} browser tests ran in neither browser run`);
  failed += testsInSuite - testsRun;
  failedStages.push('browser tests (coverage of the two runs)');
}

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStages.length > 0 ? 1 : 0);
