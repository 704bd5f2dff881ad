import type { Logger } from 'pino';
import type { EmbeddedDatabase } from './embedded-postgres';

/**
 * Watches the embedded PostgreSQL: if its process dies under a running server (killed, out of memory),
 * the server says so in its log and starts it again; if that fails it calls onLost, and main.ts exits
 * non-zero so a supervisor can restart the whole server instead of it answering 500 forever.
 */
export function watchEmbeddedDatabase(options: {
  embedded: EmbeddedDatabase;
  log: Logger;
  onLost: (error: unknown) => void;
  intervalMs?: number;
}): { stop: () => void } {
  let restarting = false;
  // The backends of a killed postmaster take a moment to exit; until then a new one refuses to start.
  const restart = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await options.embedded.restart();
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        options.log.warn({ err: error }, `PostgreSQL restart attempt ${attempt} failed; retrying`);
        await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      }
    }
  };
  const timer = setInterval(() => {
    if (restarting || options.embedded.isRunning()) return;
    restarting = true;
    options.log.error('PostgreSQL stopped unexpectedly; restarting it');
    restart().then(
      () => {
        options.log.warn('PostgreSQL is running again');
        restarting = false;
      },
      (error: unknown) => {
        options.log.fatal({ err: error }, 'PostgreSQL could not be restarted');
        clearInterval(timer);
        options.onLost(error);
      },
    );
  }, options.intervalMs ?? 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
