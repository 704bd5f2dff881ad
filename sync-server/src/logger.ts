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
  const access = pino({ level: 'info' }, transportAccess);
  return {
    app,
    access,
    close: async () => {
      await Promise.all([endTransport(transportApp), endTransport(transportAccess)]);
    },
  };
}

function endTransport(stream: {
  end: () => void;
  once: (event: string, fn: () => void) => void;
}): Promise<void> {
  return new Promise((resolve) => {
    stream.once('close', resolve);
    stream.end();
  });
}

/** A logger that writes nothing, for tools and tests that do not look at logs. */
export function silentLoggers(): Loggers {
  const logger = pino({ level: 'silent' });
  return { app: logger, access: logger, close: async () => undefined };
}
