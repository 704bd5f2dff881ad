import { rm, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../test/test-users';
import { exitCode, freshMainEnv, postJson, startMain, waitFor } from '../test/main-process';

describe('npm start on the embedded defaults', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts on a fresh data directory, stops cleanly on SIGINT, and reuses the data on the next start', async () => {
    const fresh = await freshMainEnv('clausecraft-main-');
    dataDir = fresh.dataDir;
    const { env, base } = fresh;
    const answers = async () => (await fetch(`${base}/api/maintenance-status`)).ok;

    const first = startMain(env);
    await waitFor(answers, 'the first start', { child: first });
    const email = 'persist@example.com';
    const signup = await postJson(base, '/api/auth/signup', { email, password: GOOD_PASSWORD });
    expect(signup.status).toBe(201);
    // A request in flight when the signal arrives still gets its answer.
    const inFlight = postJson(base, '/api/auth/login', { email, password: GOOD_PASSWORD });
    await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGINT');
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    // The answer closes its connection, so the stop does not wait out the keep-alive timeout of its socket.
    expect(answered.headers.get('connection')).toBe('close');
    expect(await exitCode(first)).toBe(0);
    expect(await readdir(path.join(dataDir, 'postgres'))).not.toContain('postmaster.pid');

    const second = startMain(env);
    try {
      await waitFor(answers, 'the second start', { child: second });
      const login = await postJson(base, '/api/auth/login', { email, password: GOOD_PASSWORD });
      expect(login.status).toBe(200);
    } finally {
      second.kill('SIGTERM');
      expect(await exitCode(second)).toBe(0);
    }
  }, 240_000);
});
