import type { Knex } from 'knex';
import { z } from 'zod';
import { AUTH_ERROR_MESSAGES } from '@shared-schema';
import { TooManyRequestsError } from '../../errors';
import { ActivityLogRepository } from '../activity/activity-log-repository';

const failureCountSchema = z.object({ key: z.string(), failures: z.number() });

export type ThrottleLimits = { perAccount: number; perIp: number; windowMinutes: number };
export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perIp: 30, windowMinutes: 15 };

/** Failed sign-ins per account and per IP within a window; kept in PostgreSQL so every instance sees them. */
export class AuthThrottle {
  constructor(
    private readonly db: Knex,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - this.limits.windowMinutes * 60_000);
    const rows: unknown[] = await this.db('auth_failures')
      .whereIn('key', [accountKey(email), ipKey(ip)])
      .andWhere('failed_at', '>', since)
      .groupBy('key')
      .select('key', this.db.raw('count(*)::int as failures'));
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
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.db('auth_failures').insert([{ key: accountKey(email) }, { key: ipKey(ip) }]);
    await this.recordBurst(email, ip);
    // Keep the table small: drop what is outside every window.
    await this.db('auth_failures')
      .where('failed_at', '<', new Date(Date.now() - 24 * 3_600_000))
      .delete();
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
    await new ActivityLogRepository(this.db).record({
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
