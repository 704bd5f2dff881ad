import type { Knex } from 'knex';

// The overview's counters follow inserts, updates and deletes by triggers; a TRUNCATE (a restore that
// replaces every table) fires none of those, so it forgets the truncated table's deltas instead.
const COUNTED_TABLES = ['users', 'contracts', 'contract_reviews'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function forget_counted_rows() returns trigger language plpgsql as $$
    begin
      delete from admin_counter_deltas where name = tg_table_name;
      return null;
    end $$;
  `);
  for (const table of COUNTED_TABLES)
    await knex.raw(
      `create trigger ${table}_count_truncate after truncate on ${table}
       for each statement execute function forget_counted_rows()`,
    );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of COUNTED_TABLES) await knex.raw(`drop trigger ${table}_count_truncate on ${table}`);
  await knex.raw('drop function forget_counted_rows()');
}
