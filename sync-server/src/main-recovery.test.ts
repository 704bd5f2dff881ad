import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../test/test-users';
import { freePort } from '../../scripts/free-port';
import {
  alive,
  exitCode,
  freshMainEnv,
  mainEnv,
  postgresPid,
  postJson as post,
  startMain as start,
  waitFor,
} from '../test/main-process';

// The server as `npm start` runs it (its own process, embedded PostgreSQL), killed the hard ways.

async function health(base: string): Promise<number> {
  return (await fetch(`${base}/api/health`)).status;
}

describe('recovery of the embedded PostgreSQL', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('restarts PostgreSQL that died under the server, and starts again after the server was killed with -9', async () => {
    const fresh = await freshMainEnv('clausecraft-recovery-');
    dataDir = fresh.dataDir;
    const { env, base } = fresh;
    const email = 'recover@example.com';

    const first = start(env);
    await waitFor(async () => (await health(base)) === 200, 'the first start');
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await post(base, '/api/auth/signup', { email, password: GOOD_PASSWORD })).status).toBe(201);

    // PostgreSQL dies under the running server: health says so or recovers, and the server restarts it.
    const killedPg = await postgresPid(dataDir);
    process.kill(killedPg, 'SIGKILL');
    await waitFor(async () => (await postgresPid(dataDir)) !== killedPg, 'a new PostgreSQL');
    await waitFor(async () => (await health(base)) === 200, 'health after the restart');
    await waitFor(
      async () => (await post(base, '/api/auth/login', { email, password: GOOD_PASSWORD })).status === 200,
      'sign-in after the restart',
    );
    const logs = await readdir(path.join(dataDir, 'logs'));
    const errorLog = (
      await Promise.all(
        logs.filter((f) => f.startsWith('error')).map((f) => readFile(path.join(dataDir, 'logs', f), 'utf8')),
      )
    ).join('');
    expect(errorLog).toMatch(/PostgreSQL stopped unexpectedly/);

    // The server itself killed with -9: its PostgreSQL is left running without a parent.
    const orphan = await postgresPid(dataDir);
    first.kill('SIGKILL');
    await exitCode(first);
    expect(alive(orphan)).toBe(true);

    const second = start(env);
    try {
      await waitFor(async () => (await health(base)) === 200, 'the start after kill -9');
      expect(alive(orphan)).toBe(false);
      expect((await post(base, '/api/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    } finally {
      second.kill('SIGTERM');
      expect(await exitCode(second)).toBe(0);
    }
  }, 240_000);

  it('a start that fails after PostgreSQL is up (port taken) exits non-zero and leaves no PostgreSQL behind', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve));
    try {
      const child = start(await mainEnv(dataDir, port));
      expect(await exitCode(child)).not.toBe(0);
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      if (existsSync(pidFile)) expect(alive(await postgresPid(dataDir))).toBe(false);
    } finally {
      blocker.close();
    }
  }, 240_000);
});
