// The `test` every spec uses: Playwright's own, plus one automatic fixture that lets two browser-test runs share the
// spec files as a queue (npm test starts a second run on its own server when its other stages finish and cores free
// up; scripts/run-tests.ts). Each run takes the next spec file nobody has taken yet; a file taken by the other run is
// skipped here. Without E2E_CLAIMS_DIR (a developer's `npx playwright test`), every test runs as usual.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

const claimsDir = process.env.E2E_CLAIMS_DIR;
const runId = process.env.E2E_RUN_ID ?? 'only';

/** What this worker learnt of each spec file's holder: a claim never changes hands, so it is read once per file. */
const holders = new Map<string, string>();

/** Which run holds the spec file: this one takes it when it is free. The hard link makes the claim atomic and whole. */
function holderOf(file: string): string {
  if (!claimsDir) return runId;
  const known = holders.get(file);
  if (known) return known;
  mkdirSync(claimsDir, { recursive: true });
  const claim = path.join(claimsDir, `${path.basename(file)}.claim`);
  const draft = `${claim}.${runId}.${process.pid}`;
  writeFileSync(draft, runId);
  try {
    linkSync(draft, claim);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const holder = readFileSync(claim, 'utf8');
  holders.set(file, holder);
  return holder;
}

export const test = base.extend<{ specFileClaim: void }>({
  specFileClaim: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, testInfo) => {
      const holder = holderOf(testInfo.file);
      testInfo.skip(holder !== runId, `run by the other browser-test run (${holder})`);
      await use();
    },
    { auto: true },
  ],
});
