import type { Knex } from 'knex';
import { z } from 'zod';
import type { Metrics } from '@shared-schema';

/** "Active" users: signed in or signed up within this many days (README). */
export const ACTIVE_USER_DAYS = 30;

const countsSchema = z.object({
  total_users: z.coerce.number().int(),
  active_users: z.coerce.number().int(),
  contracts: z.coerce.number().int().nullable(),
  reviews: z.coerce.number().int().nullable(),
});

/** A counter as of this statement's snapshot: its base plus the deltas not folded in yet. */
const counted = (name: 'contracts' | 'contract_reviews') =>
  `(select value + coalesce((select sum(delta) from admin_counter_deltas where name = '${name}'), 0)
      from admin_counters where name = '${name}')`;

/**
 * The System Overview cards. Contracts and reviews come from trigger-maintained counters (no scan of the
 * documents tables); users are counted with index-only scans on (created_at) and (last_login_at).
 */
export class AdminMetricsRepository {
  constructor(private readonly db: Knex) {}

  async metrics(now = new Date()): Promise<Metrics> {
    const since = new Date(now.getTime() - ACTIVE_USER_DAYS * 86_400_000);
    await this.foldCounterDeltas();
    const result = await this.db.raw(
      `select
         (select count(*) from users) as total_users,
         (select count(*) from users where last_login_at >= :since or created_at >= :since) as active_users,
         ${counted('contracts')} as contracts,
         ${counted('contract_reviews')} as reviews`,
      { since },
    );
    const row = countsSchema.parse(z.object({ rows: z.array(z.unknown()) }).parse(result).rows[0]);
    return {
      totalUsers: row.total_users,
      totalContracts: row.contracts ?? 0,
      totalReviews: row.reviews ?? 0,
      activeUsers: row.active_users,
    };
  }

  /**
   * Writers only append deltas (so they never wait on each other); this moves them into the base counters
   * in one statement, so a concurrent read sees either all of them folded or none.
   */
  private async foldCounterDeltas(): Promise<void> {
    await this.db.raw(
      `with moved as (delete from admin_counter_deltas returning name, delta)
       update admin_counters c set value = c.value + s.total
         from (select name, sum(delta) as total from moved group by name) s
        where c.name = s.name`,
    );
  }
}
