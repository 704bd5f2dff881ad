import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../test/test-users';
import { freePort } from '../../scripts/free-port';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );
}

describe('npm start on the embedded defaults', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts on a fresh data directory, stops cleanly on SIGINT, and reuses the data on the next start', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-main-'));
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      PWA_DIST_DIR: path.join(dataDir, 'none'),
    };
    const base = `http://127.0.0.1:${env.PORT}`;

    const first = start(env);
    await waitForOk(`${base}/api/maintenance-status`, first);
    const email = 'persist@example.com';
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(signup.status).toBe(201);
    // A request in flight when the signal arrives still gets its answer.
    const inFlight = fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGINT');
    expect((await inFlight).status).toBe(200);
    expect(await exitCode(first)).toBe(0);
    expect(await readdir(path.join(dataDir, 'postgres'))).not.toContain('postmaster.pid');

    const second = start(env);
    try {
      await waitForOk(`${base}/api/maintenance-status`, second);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: GOOD_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      second.kill('SIGTERM');
      expect(await exitCode(second)).toBe(0);
    }
  }, 120_000);
});
