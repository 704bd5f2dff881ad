import path from 'node:path';
import pino, { type Logger } from 'pino';

export type Loggers = { app: Logger; access: Logger; close: () => Promise<void> };

/**
 * Two rotated log files under `<dataDir>/logs`: error-*.log (warnings, errors, crashes) and
 * access-*.log (one line per HTTP request). The admin dashboard offers both for download.
 */
export function createLoggers(options: { logDir: string; level: string; toStdout: boolean }): Loggers {
  const roll = (name: string): pino.TransportTargetOptions => ({
    target: 'pino-roll',
    options: {
      file: path.join(options.logDir, name),
      frequency: 'daily',
      size: '20m',
      mkdir: true,
      extension: '.log',
      limit: { count: 14 },
    },
  });
  const appTargets: pino.TransportTargetOptions[] = [{ ...roll('error'), level: 'warn' }];
  const transportApp = pino.transport({
    targets: options.toStdout
      ? [...appTargets, { target: 'pino/file', options: { destination: 1 }, level: options.level }]
      : appTargets,
  });
  const transportAccess = pino.transport(roll('access'));
  const app = pino({ level: options.level === 'silent' ? 'silent' : 'info' }, transportApp);
  const batched = batchedWrites(transportAccess);
  const access = pino({ level: 'info' }, batched);
  return {
    app,
    access,
    close: async () => {
      batched.flush();
      await Promise.all([endTransport(transportApp), endTransport(transportAccess)]);
    },
  };
}

const BATCH_MS = 50;
const CLOSE_WAIT_MS = 5_000;
const BATCH_MAX_CHARS = 64 * 1024;

/**
 * The access log's lines gathered in memory and handed to the log worker together, at most BATCH_MS later:
 * each write to the worker's stream wakes the worker thread (Atomics.notify), which cost about a tenth of an
 * authenticated read's CPU when done once per request (`npm run bench -- server`). The line is still built
 * (pino) during the request; close() writes what is pending.
 */
function batchedWrites(target: { write: (chunk: string) => boolean }): {
  write: (line: string) => boolean;
  flush: () => void;
} {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    target.write(chunk);
  };
  return {
    write(line) {
      pending += line;
      if (pending.length >= BATCH_MAX_CHARS) flush();
      else if (!timer) timer = setTimeout(flush, BATCH_MS);
      return true;
    },
    flush,
  };
}

function endTransport(stream: {
  end: () => void;
  once: (event: string, fn: () => void) => void;
}): Promise<void> {
  return new Promise((resolve) => {
    // pino unrefs the log worker: with nothing else left (a start that failed) the process would quit before the
    // worker's 'close', leaving this await unsettled (exit status 13). The timer keeps it alive, and bounds the wait.
    const keepAlive = setTimeout(resolve, CLOSE_WAIT_MS);
    stream.once('close', () => {
      clearTimeout(keepAlive);
      resolve();
    });
    stream.end();
  });
}

/** A logger that writes nothing, for tools and tests that do not look at logs. */
export function silentLoggers(): Loggers {
  const logger = pino({ level: 'silent' });
  return { app: logger, access: logger, close: async () => undefined };
}
