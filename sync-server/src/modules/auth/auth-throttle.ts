import type { Knex } from 'knex';
import { z } from 'zod';
import { AUTH_ERROR_MESSAGES } from '@shared-schema';
import { TooManyRequestsError } from '../../errors';
import type { ActivityService } from '../activity/activity-service';

const failureCountSchema = z.object({ key: z.string(), failures: z.number() });
const idSchema = z.object({ id: z.coerce.string() });

// First key of the two-part advisory locks this class takes (the second is the hashed throttle key).
const THROTTLE_LOCK_CLASS = 4015;

/**
 * An attempt counted as a failure until release() (a successful or not-a-password sign-in); failed() says
 * the password was wrong, so a burst that reaches the account's limit is shown to the operator.
 */
export type AttemptReservation = { release: () => Promise<void>; failed: () => Promise<void> };

export type ThrottleLimits = { perAccount: number; perIp: number; windowMinutes: number };
export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perIp: 30, windowMinutes: 15 };

/** Failed sign-ins per account and per IP within a window; kept in PostgreSQL so every instance sees them. */
export class AuthThrottle {
  private readonly db: Knex;

  private readonly activity: ActivityService;
  private readonly limits: ThrottleLimits;

  constructor(deps: { db: Knex; activity: ActivityService; limits?: ThrottleLimits | undefined }) {
    this.db = deps.db;
    this.activity = deps.activity;
    this.limits = deps.limits ?? DEFAULT_THROTTLE;
  }

  /**
   * Counts this attempt before the slow password hash, atomically: the attempt is stored as a failure
   * under an advisory lock per key, so concurrent attempts see each other and the sixth is refused even
   * when 25 arrive at once. A successful sign-in then releases it (release()).
   */
  async reserveAttempt(email: string, ip: string): Promise<AttemptReservation> {
    const keys = [accountKey(email), ipKey(ip)];
    const since = new Date(Date.now() - this.limits.windowMinutes * 60_000);
    return this.db.transaction(async (trx) => {
      for (const key of [...keys].sort())
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [THROTTLE_LOCK_CLASS, key]);
      const rows: unknown[] = await trx('auth_failures')
        .whereIn('key', keys)
        .andWhere('failed_at', '>', since)
        .groupBy('key')
        .select('key', trx.raw('count(*)::int as failures'));
      const counts = new Map(
        rows.map((r) => {
          const row = failureCountSchema.parse(r);
          return [row.key, row.failures];
        }),
      );
      if (
        (counts.get(accountKey(email)) ?? 0) >= this.limits.perAccount ||
        (counts.get(ipKey(ip)) ?? 0) >= this.limits.perIp
      ) {
        throw new TooManyRequestsError(AUTH_ERROR_MESSAGES['too-many-requests'] ?? 'Too many requests');
      }
      const inserted: unknown[] = await trx('auth_failures')
        .insert(keys.map((key) => ({ key })))
        .returning('id');
      const ids = inserted.map((r) => idSchema.parse(r).id);
      // Keep the table small: drop what is outside every window.
      await trx('auth_failures')
        .where('failed_at', '<', new Date(Date.now() - 24 * 3_600_000))
        .delete();
      return { release: () => this.release(ids), failed: () => this.recordBurst(email, ip) };
    });
  }

  private async release(ids: readonly string[]): Promise<void> {
    await this.db('auth_failures').whereIn('id', ids).delete();
  }

  /** The failure that reaches the account's limit is a burst an operator should see (once per window). */
  private async recordBurst(email: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - this.limits.windowMinutes * 60_000);
    const row: unknown = await this.db('auth_failures')
      .where({ key: accountKey(email) })
      .andWhere('failed_at', '>', since)
      .first(this.db.raw('count(*)::int as failures'));
    const { failures } = z.object({ failures: z.number() }).parse(row);
    if (failures !== this.limits.perAccount) return;
    await this.activity.record({
      action: 'sign_in_failures',
      userEmail: email.toLowerCase(),
      details: `${failures} failed sign-ins within ${this.limits.windowMinutes} minutes, last from ${ip}`,
    });
  }

  async clearAccount(email: string): Promise<void> {
    await this.db('auth_failures')
      .where({ key: accountKey(email) })
      .delete();
  }
}

const accountKey = (email: string) => `email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
