// Super-admin dashboard at scale: 100,000 users and 1,000,000 contracts seeded with SQL (generate_series),
// then the overview (GET /api/admin/metrics) and the user search (GET /api/admin/users?search=) over real HTTP.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { percentile, round, type BenchRow } from './bench-row';
import { freePort } from '../scripts/free-port';
import { createApp } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import { silentLoggers } from '../sync-server/src/logger';
import { createMailAndSigner } from '../sync-server/src/adapters/create-mail-and-signer';
import { createDb } from '../sync-server/src/db/knex';
import { startEmbeddedPostgres } from '../sync-server/src/db/embedded-postgres';
import { migrateLatest } from '../sync-server/src/db/migrate';
import { authSessionSchema } from '../shared-schema/src/auth';

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const CONTRACTS = Number(process.env.BENCH_ADMIN_CONTRACTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function p95(urls: () => string, token: string): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await timed(urls(), token);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await timed(urls(), token));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-admin-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const db = createDb(pg.url, 20);
  try {
    await migrateLatest(db);
    const seedStarted = performance.now();
    await db.raw(
      `insert into users (id, email, first_name, last_name, created_at, last_login_at)
       select gen_random_uuid(), 'user' || g || '@bench.example', 'First' || (g % 5000), 'Last' || (g % 7919),
              now() - (g % 365) * interval '1 day', case when g % 3 = 0 then now() - (g % 90) * interval '1 day' end
         from generate_series(1, ?) g`,
      [USERS],
    );
    // Contracts spread over the first 1,000 users (ids picked from an array, not a per-row subquery).
    await db.raw(
      `with owners as (select array_agg(id) as ids from (select id from users limit 1000) s)
       insert into contracts (id, user_id, contract_number, name, status)
       select gen_random_uuid(), owners.ids[1 + g % array_length(owners.ids, 1)],
              'CB-2026-' || lpad((g % 1000000)::text, 6, '0'), 'Contract ' || g, 'draft'
         from generate_series(1, ?) g, owners`,
      [CONTRACTS],
    );
    // As autovacuum would after a bulk load: statistics and the visibility map (index-only scans).
    await db.raw('vacuum analyze');
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      DATABASE_URL: pg.url,
      PWA_DIST_DIR: path.join(dataDir, 'no-pwa'),
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    const { mailer, signer } = await createMailAndSigner(config);
    const { app, start, close } = createApp({
      config,
      db,
      databaseUrl: pg.url,
      loggers: silentLoggers(),
      mailer,
      signer,
    });
    await start();
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: config.superAdminEmail, password: 'Bench!Passw0rd' }),
      });
      const { idToken } = authSessionSchema.parse(await signup.json());
      const metrics = await p95(() => `${base}/api/admin/metrics`, idToken);
      let n = 0;
      const searches = ['user4242', 'first12', 'LAST79', 'bench.example', 'nobody-here'];
      const search = await p95(
        () => `${base}/api/admin/users?search=${encodeURIComponent(searches[n++ % searches.length] ?? '')}`,
        idToken,
      );
      const list = await p95(() => `${base}/api/admin/users?page=${1 + (n++ % 50)}`, idToken);
      return [
        {
          benchmark: `seed ${USERS} users + ${CONTRACTS} contracts (SQL)`,
          value: round(seedSeconds),
          unit: 's',
          target: '-',
        },
        { benchmark: 'GET /api/admin/metrics p50', value: round(metrics.p50), unit: 'ms', target: '-' },
        { benchmark: 'GET /api/admin/metrics p95', value: round(metrics.p95), unit: 'ms', target: '<= 100' },
        { benchmark: 'GET /api/admin/users?search= p50', value: round(search.p50), unit: 'ms', target: '-' },
        {
          benchmark: 'GET /api/admin/users?search= p95',
          value: round(search.p95),
          unit: 'ms',
          target: '<= 100',
        },
        { benchmark: 'GET /api/admin/users?page= p95', value: round(list.p95), unit: 'ms', target: '<= 100' },
      ];
    } finally {
      await close();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await db.destroy();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
