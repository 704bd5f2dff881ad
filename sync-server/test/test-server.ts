import http from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppServices } from '../src/app';
import type { EngineGate } from '../src/adapters/engine/engine-gate';
import { loadConfig, type Config } from '../src/config';
import { silentLoggers, createLoggers, type Loggers } from '../src/logger';
import type { TokenSigner } from '../src/adapters/identity/token-signer';
import { createMailAndSigner } from '../src/adapters/create-mail-and-signer';
import { createDb, type Db } from '../src/db/knex';
import { createTestDatabase } from './test-database';

export type ApiResponse = { status: number; body: unknown; text: string; headers: Headers };
export type RequestOptions = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  cookie?: string;
};

export type TestServer = {
  url: string;
  db: Db;
  databaseUrl: string;
  config: Config;
  services: AppServices;
  /** Every route the app registered (createApp). */
  routes: Array<{ method: string; path: string }>;
  signer: TokenSigner;
  dataDir: string;
  request: (pathname: string, options?: RequestOptions) => Promise<ApiResponse>;
  outbox: () => Promise<string[]>;
  close: () => Promise<void>;
};

/**
 * The real app over real HTTP on its own database copy and data directory. Request limits are scaled up
 * (every test calls from 127.0.0.1, far more often than a person would); rate-limit.test.ts tests them as set.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    realLogs?: boolean;
    shareDatabaseWith?: TestServer;
    engineGate?: EngineGate;
  } = {},
): Promise<TestServer> {
  const database = options.shareDatabaseWith
    ? await shareDatabase(options.shareDatabaseWith)
    : await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://localhost:8080',
    PWA_DIST_DIR: path.join(dataDir, 'no-pwa'),
    RATE_LIMIT_MULTIPLIER: '100',
    ...options.env,
  });
  const loggers: Loggers = options.realLogs
    ? createLoggers({ logDir: path.join(dataDir, 'logs'), level: 'info', toStdout: false })
    : silentLoggers();
  // Instances of one installation share the signing key, as they share DATA_DIR's keys in production.
  const { mailer, signer } = await createMailAndSigner(config, {
    keyDataDir: options.shareDatabaseWith?.dataDir,
  });
  const { handler, services, routes, start, close } = createApp({
    config,
    db: database.db,
    databaseUrl: database.url,
    loggers,
    mailer,
    signer,
    engineGate: options.engineGate,
  });
  await start();
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  const url = `http://127.0.0.1:${address.port}`;

  const request = async (pathname: string, opts: RequestOptions = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(url + pathname, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  };

  const outbox = async () => {
    const dir = path.join(dataDir, 'outbox');
    const files = (await readdir(dir).catch(() => [])).sort();
    return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  };

  return {
    url,
    db: database.db,
    databaseUrl: database.url,
    config,
    services,
    routes,
    signer,
    dataDir,
    request,
    outbox,
    close: async () => {
      await close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await loggers.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second server instance on the same database (its own pool; the first instance drops the database). */
async function shareDatabase(other: TestServer): Promise<{ url: string; db: Db; drop: () => Promise<void> }> {
  const db = createDb(other.databaseUrl, 10);
  return { url: other.databaseUrl, db, drop: () => db.destroy() };
}
