import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';

// The server as `npm start` runs it: its own process on the embedded PostgreSQL, for the tests of main.ts.

const root = path.resolve(import.meta.dirname, '../..');

export type MainEnv = { DATA_DIR: string; PORT: string; EMBEDDED_PG_PORT: string; PWA_DIST_DIR: string };

/** A fresh data directory and free ports; `base` is the server's address. */
export async function freshMainEnv(prefix: string): Promise<{ dataDir: string; env: MainEnv; base: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const env = await mainEnv(dataDir);
  return { dataDir, env, base: `http://127.0.0.1:${env.PORT}` };
}

export async function mainEnv(dataDir: string, port?: number): Promise<MainEnv> {
  return {
    DATA_DIR: dataDir,
    PORT: String(port ?? (await freePort())),
    EMBEDDED_PG_PORT: String(await freePort()),
    PWA_DIST_DIR: path.join(dataDir, 'none'),
  };
}

/** captureOutput: the child's stdout and stderr are piped for the test to read (ignored otherwise). */
export function startMain(env: MainEnv, options: { captureOutput?: boolean } = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: options.captureOutput ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );
}

/** Polls `check` until it answers true; a check that throws counts as not yet. Fails early once `child` has exited. */
export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  options: { timeoutMs?: number; child?: ChildProcess } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null)
      throw new Error(`server exited with ${options.child.exitCode} while waiting for ${what}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export function postJson(base: string, pathname: string, body: unknown): Promise<Response> {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded PostgreSQL's process id, from its cluster's pid file. */
export async function postgresPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}
