// Server start time (fresh and existing data directory) and GET /api/credits under load.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { round, type BenchRow } from './bench-row';
import { freePort } from '../scripts/free-port';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 30);

async function startAndTime(env: Record<string, string>): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${env.PORT}/api/maintenance-status`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('npm start exited');
    if (
      await fetch(url).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return { child, ms: performance.now() - started };
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stop(child: ChildProcess, dataDir: string): Promise<void> {
  // npm start runs the server in a child; signal the whole process group as a terminal would.
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  // PostgreSQL got the signal too and may still be finishing its shutdown.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100));
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-bench-'));
  const env = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
  };
  try {
    // The PWA build is made once before timing, so both figures measure the server start.
    const warmup = await startAndTime(env);
    await stop(warmup.child, dataDir);
    await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });

    const fresh = await startAndTime(env);
    await stop(fresh.child, dataDir);
    const existing = await startAndTime(env);

    const base = `http://127.0.0.1:${env.PORT}`;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'Bench!Passw0rd' }),
    });
    const { idToken } = z.object({ idToken: z.string() }).parse(await signup.json());
    const result = await autocannon({
      url: `${base}/api/credits`,
      connections: 50,
      duration: DURATION_SECONDS,
      headers: { authorization: `Bearer ${idToken}` },
    });
    await stop(existing.child, dataDir);
    return [
      {
        benchmark: 'npm start -> first 200, fresh data dir',
        value: round(fresh.ms / 1000, 2),
        unit: 's',
        target: '-',
      },
      {
        benchmark: 'npm start -> first 200, existing data dir',
        value: round(existing.ms / 1000, 2),
        unit: 's',
        target: '<= 3 s',
      },
      {
        benchmark: `GET /api/credits throughput (${DURATION_SECONDS}s, 50 conns)`,
        value: round(result.requests.average, 0),
        unit: 'req/s',
        target: '>= 3000',
      },
      { benchmark: 'GET /api/credits latency p50', value: result.latency.p50, unit: 'ms', target: '-' },
      {
        benchmark: 'GET /api/credits latency p99',
        value: result.latency.p99,
        unit: 'ms',
        target: '<= 50 ms',
      },
      { benchmark: 'GET /api/credits non-2xx responses', value: result.non2xx, unit: 'count', target: '0' },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
