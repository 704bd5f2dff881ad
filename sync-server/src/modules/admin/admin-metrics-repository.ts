import type { Knex } from 'knex';
import { z } from 'zod';
import type { Metrics } from '@shared-schema';
import { AdminCountersRepository } from './admin-counters-repository';

/** "Active" users: signed in or signed up within this many days (docs/decisions/0043-active-users-and-counters.md). */
export const ACTIVE_USER_DAYS = 30;

/**
 * The System Overview cards. Users, contracts and reviews come from trigger-kept counters (no scan of the
 * tables); active users are counted with the (created_at) and (last_login_at) indexes.
 */
export class AdminMetricsRepository {
  private readonly counters: AdminCountersRepository;

  constructor(private readonly db: Knex) {
    this.counters = new AdminCountersRepository(db);
  }

  async metrics(now = new Date()): Promise<Metrics> {
    const since = new Date(now.getTime() - ACTIVE_USER_DAYS * 86_400_000);
    const [counts, active] = await Promise.all([
      this.counters.counts(),
      this.db('users')
        .where('last_login_at', '>=', since)
        .orWhere('created_at', '>=', since)
        .count<{ count: string }[]>({ count: '*' })
        .first(),
    ]);
    return {
      totalUsers: counts.users,
      totalContracts: counts.contracts,
      totalReviews: counts.contract_reviews,
      activeUsers: z.coerce
        .number()
        .int()
        .parse(active?.count ?? 0),
    };
  }
}
