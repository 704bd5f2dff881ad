import type { Logger } from 'pino';
import type { EngineRefusal } from './engine-admission';

/** How often refused anonymous engine calls are summed up in the access log. */
export const REFUSAL_SUMMARY_MS = 10_000;

/**
 * Refused anonymous engine calls go to the access log as one line per period (how many, by which limit),
 * not one line each: a flood answered at thousands of refusals a second would otherwise spend its event-loop
 * time on logging and push every real request out of the rotated files. Nothing is written while nobody is
 * refused; the last period is written when it ends (or by flush(), at shutdown).
 */
export function engineRefusalLog(
  logger: Logger,
  everyMs = REFUSAL_SUMMARY_MS,
): { record: (reason: EngineRefusal) => void; flush: () => void } {
  const counts: Record<EngineRefusal, number> = { address: 0, global: 0 };
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const refused = counts.address + counts.global;
    if (refused === 0) return;
    logger.info(
      {
        event: 'anonymous-engine-calls-refused',
        status: 429,
        refused,
        perAddressLimit: counts.address,
        globalLimit: counts.global,
        ms: Date.now() - since,
      },
      'anonymous engine calls refused',
    );
    counts.address = 0;
    counts.global = 0;
  };
  return {
    record(reason) {
      if (!timer) {
        since = Date.now();
        timer = setTimeout(flush, everyMs);
        // A pending summary must not keep a stopping process alive: flush() writes it at shutdown.
        timer.unref();
      }
      counts[reason] += 1;
    },
    flush,
  };
}
