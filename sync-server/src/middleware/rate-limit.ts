import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext, AppMiddleware } from '../app-context';
import { TooManyRequestsError } from '../errors';
import { RATE_LIMIT_POLICIES, type RateLimitPolicy } from './rate-limit-policies';

const TABLE = 'rate_limits';
const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Counts calls per policy and caller in PostgreSQL (rate-limiter-flexible), so the limits hold across
 * server instances. A caller over the limit gets 429 with Retry-After and the request does nothing.
 */
export function rateLimit(
  db: Knex,
  options: { multiplier: number; policies?: readonly RateLimitPolicy[] },
): AppMiddleware {
  const limiters = (options.policies ?? RATE_LIMIT_POLICIES).map((policy) => ({
    policy,
    limiter: new RateLimiterPostgres({
      storeClient: db,
      storeType: 'knex',
      tableName: TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: policy.name,
      points: Math.max(1, Math.round(policy.points * options.multiplier)),
      duration: policy.durationSeconds,
    }),
  }));
  let lastCleanup = Date.now();

  return async (ctx, next) => {
    const match = limiters.find(({ policy }) => policy.method === ctx.method && policy.path.test(ctx.path));
    if (match) {
      try {
        await match.limiter.consume(callerKey(ctx, match.policy));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        ctx.set('Retry-After', String(seconds));
        throw new TooManyRequestsError(`Too many requests. Please wait ${waitText(seconds)} and try again.`);
      }
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now();
        await db(TABLE)
          .where('expire', '<', Date.now() - CLEANUP_EVERY_MS)
          .delete();
      }
    }
    await next();
  };
}

function callerKey(ctx: AppContext, policy: RateLimitPolicy): string {
  const user = ctx.state.user;
  return policy.per === 'user-or-ip' && user ? `user:${user.id}` : `ip:${ctx.ip}`;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
