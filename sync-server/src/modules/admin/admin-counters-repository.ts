import type { Knex } from 'knex';
import { z } from 'zod';

export type CounterName = 'users' | 'contracts' | 'contract_reviews';

const sumsSchema = z.object({
  rows: z.array(
    z.object({ name: z.string(), total: z.coerce.number().int(), parts: z.coerce.number().int() }),
  ),
});

/** Deltas per counter beyond which a read folds them into one row. */
const COMPACT_AFTER = 50;

/**
 * Row counts kept by the triggers of migration 20261123001000 as appended deltas (writers never share a row).
 * A read sums them; when they pile up it folds them, in one statement, into one row per counter, so
 * concurrent folds never count a delta twice.
 */
export class AdminCountersRepository {
  constructor(private readonly db: Knex) {}

  async counts(): Promise<Record<CounterName, number>> {
    const result = await this.db.raw(
      'select name, sum(delta) as total, count(*) as parts from admin_counter_deltas group by name',
    );
    const rows = sumsSchema.parse(result).rows;
    if (rows.some((r) => r.parts > COMPACT_AFTER)) await this.compact();
    const total = (name: CounterName) => rows.find((r) => r.name === name)?.total ?? 0;
    return {
      users: total('users'),
      contracts: total('contracts'),
      contract_reviews: total('contract_reviews'),
    };
  }

  private async compact(): Promise<void> {
    await this.db.raw(`
      with moved as (
        delete from admin_counter_deltas
         where id <= (select max(id) from admin_counter_deltas)
        returning name, delta
      )
      insert into admin_counter_deltas (name, delta) select name, sum(delta) from moved group by name`);
  }
}
