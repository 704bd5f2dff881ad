// npm test: typecheck, lint, Prettier's check, every vitest project (unit, server on real PostgreSQL, PWA in jsdom) and the
// Playwright browser tests in Debian's Chromium. Ends with one line 'N passed, N failed' over all of them.
//
// The browser tests are the longest stage, so they start first (building the app for their server) and run beside
// the others, which run one after another: the checks, then vitest. Each test stage starts its own PostgreSQL on its
// own port. Playwright's output goes to a file and is printed when everything has finished, so the log reads in order.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Stage = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  count?: () => { passed: number; failed: number };
  /** Runs beside the chain of the other stages from the start, its output kept in this file until all end. */
  beside?: { log: string };
};

const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');

const vitestReport = z.object({ numPassedTests: z.number(), numFailedTests: z.number() });
const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number() }),
});

const stages: Stage[] = [
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
      const r = vitestReport.parse(JSON.parse(readFileSync(vitestJson, 'utf8')));
      return { passed: r.numPassedTests, failed: r.numFailedTests };
    },
  },
  {
    name: 'browser tests (Playwright, Chromium)',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    beside: { log: path.join(reports, 'playwright.log') },
    count: () => {
      const r = playwrightReport.parse(JSON.parse(readFileSync(playwrightJson, 'utf8')));
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
    },
  },
];

let passed = 0;
let failed = 0;
const failedStages: string[] = [];

function record(stage: Stage, ok: boolean): void {
  if (stage.count) {
    const file = stage.name.startsWith('browser') ? playwrightJson : vitestJson;
    if (existsSync(file)) {
      const counted = stage.count();
      passed += counted.passed;
      failed += counted.failed;
    } else if (!ok) failed += 1;
  } else if (ok) passed += 1;
  else failed += 1;
  if (!ok) failedStages.push(stage.name);
}

/** Runs a stage to its end: its output to the console, or to its log file when `log` is given. */
function run(stage: Stage, log = ''): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(stage.command[0] ?? 'npx', stage.command.slice(1), {
      cwd: root,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env },
    });
    if (log) {
      const file = createWriteStream(log);
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

const besides = stages.filter((s) => s.beside);
const chain = stages.filter((s) => !s.beside);
for (const stage of besides)
  console.log(`\n=== ${stage.name}: ${stage.command.join(' ')} (started now, output below when done)`);
const [chainResults, besideResults] = await Promise.all([
  runChain(chain),
  Promise.all(besides.map((stage) => run(stage, stage.beside?.log))),
]);
chain.forEach((stage, i) => record(stage, chainResults[i] ?? false));
besides.forEach((stage, i) => {
  const log = stage.beside?.log;
  if (log && existsSync(log)) {
    console.log(`\n=== ${stage.name}: output`);
    process.stdout.write(readFileSync(log));
  }
  record(stage, besideResults[i] ?? false);
});

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStages.length > 0 ? 1 : 0);
