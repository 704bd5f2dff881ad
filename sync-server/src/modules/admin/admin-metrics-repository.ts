import type { Knex } from 'knex';
import { z } from 'zod';
import type { Metrics } from '@shared-schema';

/** "Active" users: signed in or signed up within this many days (README). */
export const ACTIVE_USER_DAYS = 30;

const countsSchema = z.object({
  total_users: z.coerce.number().int().nullable(),
  active_users: z.coerce.number().int(),
  contracts: z.coerce.number().int().nullable(),
  reviews: z.coerce.number().int().nullable(),
});

/**
 * The System Overview cards. Contracts and reviews come from trigger-maintained counters (no scan of the
 * tables); active users are counted with the (created_at) and (last_login_at) indexes.
 */
export class AdminMetricsRepository {
  constructor(private readonly db: Knex) {}

  async metrics(now = new Date()): Promise<Metrics> {
    const since = new Date(now.getTime() - ACTIVE_USER_DAYS * 86_400_000);
    const result = await this.db.raw(
      `select
         (select value from admin_counters where name = 'users') as total_users,
         (select count(*) from users where last_login_at >= :since or created_at >= :since) as active_users,
         (select value from admin_counters where name = 'contracts') as contracts,
         (select value from admin_counters where name = 'contract_reviews') as reviews`,
      { since },
    );
    const row = countsSchema.parse(z.object({ rows: z.array(z.unknown()) }).parse(result).rows[0]);
    return {
      totalUsers: row.total_users ?? 0,
      totalContracts: row.contracts ?? 0,
      totalReviews: row.reviews ?? 0,
      activeUsers: row.active_users,
    };
  }
}
