import type { Knex } from 'knex';

// Super-admin dashboard (spec 001): user search by substring must stay fast with 100,000 users (trigram
// index), and the overview's counts must not scan 1,000,000 contracts per request: statement-level triggers
// append one delta row per statement (no shared row to lock, so concurrent writers never wait on each other)
// and the overview sums and compacts them.
const COUNTED_TABLES = ['contracts', 'contract_reviews'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw(
    `create index users_search_trgm_idx on users using gin (
       (lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) gin_trgm_ops)`,
  );
  await knex.raw('create index users_last_login_at_idx on users (last_login_at)');
  await knex.raw('create index users_created_at_asc_idx on users (created_at)');
  // The user list's order (newest first, id as tie-breaker) read straight from an index, no sort.
  await knex.raw('create index users_created_at_id_idx on users (created_at desc, id desc)');

  // First touch wins: one attribution per account.
  await knex.raw('drop index if exists campaign_attributions_user_id_index');
  await knex.raw('create unique index campaign_attributions_user_unique on campaign_attributions (user_id)');
  await knex.raw('create index campaign_attributions_created_at_idx on campaign_attributions (created_at)');

  await knex.schema.createTable('admin_counter_deltas', (t) => {
    t.bigIncrements('id');
    t.text('name').notNullable();
    t.bigInteger('delta').notNullable();
    t.index(['name']);
  });
  await knex.raw(`
    create function count_live_rows() returns trigger language plpgsql as $$
    declare delta bigint := 0;
    begin
      if tg_op = 'INSERT' then
        select count(*) into delta from new_rows where not deleted;
      elsif tg_op = 'DELETE' then
        select -count(*) into delta from old_rows where not deleted;
      else
        select (select count(*) from new_rows where not deleted) - (select count(*) from old_rows where not deleted)
          into delta;
      end if;
      if delta <> 0 then
        insert into admin_counter_deltas (name, delta) values (tg_table_name, delta);
      end if;
      return null;
    end $$;
  `);
  // Users have no tombstones: every row counts.
  await knex.raw(`
    create function count_all_rows() returns trigger language plpgsql as $$
    declare delta bigint;
    begin
      if tg_op = 'INSERT' then
        select count(*) into delta from new_rows;
      else
        select -count(*) into delta from old_rows;
      end if;
      if delta <> 0 then
        insert into admin_counter_deltas (name, delta) values (tg_table_name, delta);
      end if;
      return null;
    end $$;
  `);
  await knex.raw('lock table users in share mode');
  await knex.raw(`insert into admin_counter_deltas (name, delta) select 'users', count(*) from users`);
  await knex.raw(
    `create trigger users_count_ins after insert on users referencing new table as new_rows
     for each statement execute function count_all_rows()`,
  );
  await knex.raw(
    `create trigger users_count_del after delete on users referencing old table as old_rows
     for each statement execute function count_all_rows()`,
  );

  for (const table of COUNTED_TABLES) {
    // Lock out writers while the initial count is taken, so no change falls between count and trigger.
    await knex.raw(`lock table ${table} in share mode`);
    await knex.raw(
      `insert into admin_counter_deltas (name, delta) select ?, count(*) from ${table} where not deleted`,
      [table],
    );
    await knex.raw(
      `create trigger ${table}_count_ins after insert on ${table} referencing new table as new_rows
       for each statement execute function count_live_rows()`,
    );
    await knex.raw(
      `create trigger ${table}_count_upd after update on ${table} referencing old table as old_rows new table as new_rows
       for each statement execute function count_live_rows()`,
    );
    await knex.raw(
      `create trigger ${table}_count_del after delete on ${table} referencing old table as old_rows
       for each statement execute function count_live_rows()`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of COUNTED_TABLES) {
    for (const op of ['ins', 'upd', 'del']) await knex.raw(`drop trigger ${table}_count_${op} on ${table}`);
  }
  await knex.raw('drop function count_live_rows()');
  await knex.raw('drop trigger users_count_ins on users');
  await knex.raw('drop trigger users_count_del on users');
  await knex.raw('drop function count_all_rows()');
  await knex.schema.dropTable('admin_counter_deltas');
  await knex.raw('drop index campaign_attributions_created_at_idx');
  await knex.raw('drop index campaign_attributions_user_unique');
  await knex.raw('create index campaign_attributions_user_id_index on campaign_attributions (user_id)');
  await knex.raw('drop index users_created_at_id_idx');
  await knex.raw('drop index users_created_at_asc_idx');
  await knex.raw('drop index users_last_login_at_idx');
  await knex.raw('drop index users_search_trgm_idx');
}
