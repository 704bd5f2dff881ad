// Server start time (fresh and existing data directory), and the authenticated hot path under load beside its
// floor: a bare Koa + pg server (floor-server.ts) answering the same reads against the same PostgreSQL in the
// same run. The ratio product/floor is the figure that counts on a shared machine; the load average is printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { signUpBenchAccount } from './bench-account';
import { percentile, round, type BenchRow } from './bench-row';
import { freePort } from '../scripts/free-port';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = 50;
const CONTRACTS = 20;

export async function startAndTime(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; ms: number }> {
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

export async function stop(child: ChildProcess, dataDir: string): Promise<void> {
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
    const { idToken, auth } = await signUpBenchAccount(base);
    for (let i = 0; i < CONTRACTS; i++) {
      const created = await fetch(`${base}/api/contracts`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench contract ${i + 1}` }),
      });
      if (created.status !== 201) throw new Error(`creating a contract answered ${created.status}`);
    }
    const floor = await startFloor(dataDir, env.EMBEDDED_PG_PORT, z.string().parse(decodeJwt(idToken).sub));
    const productPid = existing.child.pid === undefined ? undefined : serverPid(existing.child.pid);
    const rows: BenchRow[] = [];
    try {
      for (const route of ['/api/credits', '/api/contracts']) {
        const label = route === '/api/contracts' ? `GET ${route} (${CONTRACTS})` : `GET ${route}`;
        await assertSameAnswer(`${floor.base}${route}`, `${base}${route}`, auth);
        const { product, floor: floorResult } = await compare(
          { url: `${floor.base}${route}`, headers: {}, pid: floor.child.pid },
          { url: `${base}${route}`, headers: auth, pid: productPid },
        );
        rows.push(...loadRows(label, product, floorResult));
      }
    } finally {
      floor.child.kill('SIGTERM');
      await stop(existing.child, dataDir);
    }
    const [one, five] = os.loadavg();
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
      ...rows,
      {
        benchmark: `load average 1 min (${os.cpus().length} cores)`,
        value: round(one ?? 0, 2),
        unit: '-',
        target: '-',
      },
      { benchmark: 'load average 5 min', value: round(five ?? 0, 2), unit: '-', target: '-' },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  }
}

/** The floor is only a floor if it sends what the product sends: the same JSON for the same rows. */
async function assertSameAnswer(floorUrl: string, productUrl: string, auth: Record<string, string>) {
  const [floorBody, productBody] = await Promise.all([
    fetch(floorUrl).then((r) => r.text()),
    fetch(productUrl, { headers: auth }).then((r) => r.text()),
  ]);
  if (!isDeepStrictEqual(JSON.parse(floorBody), JSON.parse(productBody)))
    throw new Error(`The floor's answer differs from the product's:\n${floorBody}\n${productBody}`);
}

type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (user + system) per request; NaN where /proc cannot tell. */
  cpuMs: number;
  ratio?: number;
};
type Target = { url: string; headers: Record<string, string>; pid: number | undefined };
type Round = { result: autocannon.Result; cpuMs: number };

/** CPU time (user + system) of a process so far, in ms, from /proc (Linux); NaN elsewhere. */
function cpuTimeMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

/** The node process serving the product: npm start's descendant running scripts/start.mjs. */
function serverPid(rootPid: number): number | undefined {
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  try {
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (!Number.isInteger(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
        commands.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return undefined;
  }
  const descends = (pid: number): boolean => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parents.get(p))
      if (p === rootPid) return true;
    return false;
  };
  return [...commands].find(
    ([pid, cmd]) => cmd.includes('scripts/start.mjs') && descends(pid) && cmd.startsWith('node'),
  )?.[0];
}

const ROUND_SECONDS = 2;

/**
 * Floor and product take turns in short rounds (alternating which goes first), so a burst of load from
 * elsewhere on a shared machine hits both alike. Each figure is the median over the rounds; the ratio is
 * the median of the rounds' ratios.
 */
async function compare(floor: Target, product: Target): Promise<{ floor: LoadResult; product: LoadResult }> {
  const run = async (t: Target, duration: number): Promise<Round> => {
    const cpuBefore = cpuTimeMs(t.pid);
    const result = await autocannon({ url: t.url, connections: CONNECTIONS, duration, headers: t.headers });
    return { result, cpuMs: (cpuTimeMs(t.pid) - cpuBefore) / result.requests.total };
  };
  await run(floor, 1);
  await run(product, 1);
  const rounds = Math.max(1, Math.round(DURATION_SECONDS / ROUND_SECONDS));
  const f: Round[] = [];
  const p: Round[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      f.push(await run(floor, ROUND_SECONDS));
      p.push(await run(product, ROUND_SECONDS));
    } else {
      p.push(await run(product, ROUND_SECONDS));
      f.push(await run(floor, ROUND_SECONDS));
    }
  }
  const summary = (rounds: Round[]): LoadResult => {
    const results = rounds.map((r) => r.result);
    return {
      rps: median(results.map((r) => r.requests.average)),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      cpuMs: median(rounds.map((r) => r.cpuMs)),
    };
  };
  const ratio = median(
    p.map((r, i) => r.result.requests.average / (f[i]?.result.requests.average ?? Number.NaN)),
  );
  return { floor: summary(f), product: { ...summary(p), ratio } };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return percentile(sorted, 50);
}

function loadRows(label: string, product: LoadResult, floor: LoadResult): BenchRow[] {
  const conns = `${DURATION_SECONDS}s in ${ROUND_SECONDS}s rounds, ${CONNECTIONS} conns`;
  return [
    {
      benchmark: `${label} floor (bare Koa + pg) (${conns})`,
      value: round(floor.rps, 0),
      unit: 'req/s',
      target: '-',
    },
    { benchmark: `${label} product (${conns})`, value: round(product.rps, 0), unit: 'req/s', target: '-' },
    {
      benchmark: `${label} ratio product/floor`,
      value: round(product.ratio ?? product.rps / floor.rps, 2),
      unit: 'x',
      target: '>= 0.7',
    },
    {
      benchmark: `${label} floor latency p50 / p99`,
      value: floor.p50,
      unit: `ms / ${floor.p99} ms`,
      target: '-',
    },
    {
      // CPU time per request of each server process (not PostgreSQL's): less sensitive to other load than req/s.
      benchmark: `${label} server CPU per request, product / floor`,
      value: round(product.cpuMs, 3),
      unit: `ms / ${round(floor.cpuMs, 3)} ms`,
      target: '-',
    },
    { benchmark: `${label} product latency p50`, value: product.p50, unit: 'ms', target: '-' },
    { benchmark: `${label} product latency p99`, value: product.p99, unit: 'ms', target: '<= 25 ms' },
    {
      benchmark: `${label} product non-2xx + errors`,
      value: product.non2xx + product.errors,
      unit: 'count',
      target: '0',
    },
  ];
}

/** The floor server on the product's embedded PostgreSQL, reading as the bench user. */
async function startFloor(
  dataDir: string,
  pgPort: string,
  userId: string,
): Promise<{ child: ChildProcess; base: string }> {
  const credentials = z
    .object({ password: z.string() })
    .parse(JSON.parse(await readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8')));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/floor-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      FLOOR_USER_ID: userId,
      DATABASE_URL: `postgres://postgres:${credentials.password}@127.0.0.1:${pgPort}/clausecraft`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', () => reject(new Error('floor server exited')));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
