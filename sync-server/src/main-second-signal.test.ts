import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, exitCode, freshMainEnv, postgresPid, startMain, waitFor } from '../test/main-process';

describe('a second signal while npm start is stopping', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('exits 1 at once and does not leave the embedded PostgreSQL running', async () => {
    const fresh = await freshMainEnv('clausecraft-signal-');
    dataDir = fresh.dataDir;
    const child = startMain(fresh.env);
    await waitFor(async () => (await fetch(`${fresh.base}/api/maintenance-status`)).ok, 'the start', {
      child,
    });
    const pid = await postgresPid(dataDir);
    expect(alive(pid)).toBe(true);

    child.kill('SIGTERM');
    child.kill('SIGINT');
    expect(await exitCode(child)).toBe(1);
    await waitFor(() => Promise.resolve(!alive(pid)), 'PostgreSQL to quit', { timeoutMs: 20_000 });
  }, 180_000);
});
