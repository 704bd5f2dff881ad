import http from 'node:http';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { createApp, type AppServices } from './app';
import { createLoggers, type Loggers } from './logger';
import { createDb, type Db } from './db/knex';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { migrateLatest } from './db/migrate';
import { watchEmbeddedDatabase } from './db/database-watchdog';
import { createMailAndSigner } from './adapters/create-mail-and-signer';

export type RunningServer = {
  url: string;
  db: Db;
  services: AppServices;
  loggers: Loggers;
  stop: () => Promise<void>;
  /** For a second signal during stop(): the embedded PostgreSQL is told to quit now, so it is not left behind. */
  abort: () => void;
};

/**
 * config -> database (embedded or DATABASE_URL) -> migrate -> listen. stop() drains requests, then closes
 * everything. A start that fails after the embedded PostgreSQL is up stops it again, so none is left behind.
 * onDatabaseLost: the embedded PostgreSQL died and could not be restarted (main.ts exits non-zero).
 */
export async function startServer(
  config: Config,
  options: { onDatabaseLost?: (error: unknown) => void } = {},
): Promise<RunningServer> {
  const loggers = createLoggers({
    logDir: path.join(config.dataDir, 'logs'),
    level: config.logLevel,
    toStdout: config.logToStdout,
  });
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl)
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (m) => loggers.app.warn(m),
    });
  const databaseUrl = config.databaseUrl ?? embedded?.url;
  if (!databaseUrl) throw new Error('No database: set DATABASE_URL or let the embedded PostgreSQL start');
  const db = createDb(databaseUrl);
  try {
    return await listen(config, {
      db,
      databaseUrl,
      embedded,
      loggers,
      onDatabaseLost: options.onDatabaseLost,
    });
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    await loggers.close();
    throw error;
  }
}

async function listen(
  config: Config,
  deps: {
    db: Db;
    databaseUrl: string;
    embedded: EmbeddedDatabase | undefined;
    loggers: Loggers;
    onDatabaseLost: ((error: unknown) => void) | undefined;
  },
): Promise<RunningServer> {
  const { db, databaseUrl, embedded, loggers } = deps;
  await migrateLatest(db);

  const { mailer, signer } = await createMailAndSigner(config);
  const { handler, services, start, close } = createApp({
    config,
    db,
    databaseUrl,
    loggers,
    mailer,
    signer,
  });

  await start();
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000;
  const streams = new Set<Socket>();
  // Responses still being written when a stop begins: each one closes its connection when it ends, so the server
  // drains as soon as they are answered instead of waiting out the keep-alive timeout of the sockets they used.
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (req, res) => {
    if (draining) closeAfterAnswer(res);
    unanswered.add(res);
    res.on('close', () => unanswered.delete(res));
    if (req.headers.accept?.includes('text/event-stream') || req.url?.startsWith('/api/sync/stream')) {
      streams.add(req.socket);
      res.on('close', () => streams.delete(req.socket));
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    });
  } catch (error) {
    // Port taken: the live-sync listener goes; startServer then stops the database it started.
    await close();
    throw error;
  }
  const watchdog = embedded
    ? watchEmbeddedDatabase({
        embedded,
        log: loggers.app,
        onLost: deps.onDatabaseLost ?? (() => undefined),
      })
    : undefined;
  const address = server.address();
  const port = typeof address === 'object' && address ? (address satisfies AddressInfo).port : config.port;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      draining = true;
      for (const res of unanswered) closeAfterAnswer(res);
      const drained = new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      watchdog?.stop();
      // Open event streams would keep the server from draining; clients reconnect to another instance.
      await close();
      for (const stream of streams) stream.destroy();
      await drained;
      await db.destroy();
      await embedded?.stop();
      await loggers.close();
    })();
    return stopping;
  };
  const abort = () => embedded?.kill();
  return { url: `http://localhost:${port}`, db, services, loggers, stop, abort };
}
