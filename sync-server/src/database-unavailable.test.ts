import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from './db/knex';
import { startTestServer, type TestServer } from '../test/test-server';
import { GOOD_PASSWORD } from '../test/test-users';

// PostgreSQL made unreachable for real: the server's database refuses new connections and its open ones are ended.
let server: TestServer;
let dist = '';
const admin = createDb(inject('pgAdminUrl'), 1);
const databaseName = () => new URL(server.databaseUrl).pathname.slice(1);

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<html><head><title>Shell</title></head><body>shell</body></html>',
  );
  await writeFile(
    path.join(dist, 'landing.html'),
    '<html><head><title>Land</title></head><body>landing</body></html>',
  );
  server = await startTestServer({ env: { PWA_DIST_DIR: dist } });
  await admin.raw(`alter database ${databaseName()} allow_connections false`);
  await admin.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = ?', [
    databaseName(),
  ]);
});
afterAll(async () => {
  await admin.raw(`alter database ${databaseName()} allow_connections true`);
  await admin.destroy();
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('while PostgreSQL is unavailable', () => {
  it.each(['/', '/contract-review'])('still serves the app shell at %s', async (pathname) => {
    const res = await fetch(`${server.url}${pathname}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/shell|landing/);
  });

  it('answers the blog with a 503 page and Retry-After, not a 500', async () => {
    const res = await fetch(`${server.url}/blog`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('answers API calls 503 with Retry-After and a clear message', async () => {
    const res = await server.request('/api/auth/login', {
      body: { email: 'someone@example.com', password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.body).toMatchObject({ code: 'database-unavailable' });
  });
});
