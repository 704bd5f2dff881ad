import type { AppMiddleware } from '../app-context';
import { TooManyRequestsError } from '../errors';

export type EngineAdmissionLimits = {
  /** Anonymous engine calls one address may have in flight. */
  perAddress: number;
  /** Anonymous engine calls in flight from everyone together. */
  global: number;
  /** What Retry-After tells a refused caller. */
  retryAfterSeconds: number;
};

/**
 * Enough for a guest with two tabs and a retry; the global figure keeps guests to a share of the engine
 * threads' queue (engine-pool.ts), so signed-in users always find room.
 */
export const DEFAULT_ENGINE_ADMISSION: EngineAdmissionLimits = {
  perAddress: 3,
  global: 24,
  retryAfterSeconds: 5,
};

/** The endpoints anyone may call that run the assistant or the reviewer. */
const ANONYMOUS_ENGINE_PATH = /^\/api\/guest\/(chat|review)$/;

/**
 * Concurrency limits for anonymous engine calls, in this process: the rate limits count calls per minute,
 * this counts calls running now, so a burst of slow calls cannot fill the engine. Refused calls get 429
 * with Retry-After before their body is read.
 */
export function anonymousEngineAdmission(
  limits: EngineAdmissionLimits = DEFAULT_ENGINE_ADMISSION,
): AppMiddleware {
  const perAddress = new Map<string, number>();
  let total = 0;
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || !ANONYMOUS_ENGINE_PATH.test(ctx.path)) return next();
    const address = ctx.ip;
    const mine = perAddress.get(address) ?? 0;
    if (mine >= limits.perAddress || total >= limits.global) {
      ctx.set('Retry-After', String(limits.retryAfterSeconds));
      throw new TooManyRequestsError(
        mine >= limits.perAddress
          ? `At most ${limits.perAddress} assistant requests at a time from one address. Please wait for the answers and try again.`
          : `The assistant is answering many guests right now (at most ${limits.global} at a time). Please try again in ${limits.retryAfterSeconds} seconds, or sign in.`,
      );
    }
    perAddress.set(address, mine + 1);
    total += 1;
    try {
      await next();
    } finally {
      total -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    }
  };
}
