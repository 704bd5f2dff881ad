import type { Knex } from 'knex';

// Synced collections carry change_id: the id of the transaction that last wrote the row, set by a
// trigger. Pulls only return rows whose transaction is below the snapshot's xmin, so a writer that
// commits late is never skipped (see DESIGN "Sync protocol"). Deletes are tombstones (deleted=true).
const SYNCED_TABLES = ['contracts', 'chat_messages', 'contract_reviews'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function set_change_id() returns trigger language plpgsql as $$
    begin
      new.change_id := pg_current_xact_id()::text::bigint;
      return new;
    end $$;
  `);

  await knex.schema.createTable('contracts', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('contract_number').notNullable();
    t.text('name').notNullable();
    t.text('type');
    t.text('status').notNullable().defaultTo('draft');
    t.integer('ai_confidence');
    t.text('content');
    t.jsonb('placeholders');
    t.text('document_type');
    t.timestamp('downloaded_at', { useTz: true });
    t.timestamp('finalized_at', { useTz: true });
    t.jsonb('field_updated_at').notNullable().defaultTo('{}');
    t.boolean('deleted').notNullable().defaultTo(false);
    t.bigInteger('change_id').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.check("status in ('draft', 'in-progress', 'completed', 'finalized')", [], 'contracts_status_check');
    t.index(['user_id', 'change_id', 'id']);
    t.index(['user_id', 'updated_at']);
  });

  await knex.schema.createTable('chat_messages', (t) => {
    t.uuid('id').primary();
    // No foreign key to contracts: contracts and messages replicate independently, so a message can
    // arrive before its contract. Ownership is checked on write; user_id cascades on account deletion.
    t.uuid('contract_id').notNullable();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.text('content').notNullable();
    t.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.boolean('deleted').notNullable().defaultTo(false);
    t.bigInteger('change_id').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.check("role in ('user', 'assistant')", [], 'chat_messages_role_check');
    t.index(['contract_id', 'timestamp']);
    t.index(['user_id', 'change_id', 'id']);
  });

  await knex.schema.createTable('contract_reviews', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name');
    t.text('original_text').notNullable();
    t.jsonb('review_data').notNullable();
    t.boolean('is_paid').notNullable().defaultTo(false);
    t.timestamp('report_downloaded_at', { useTz: true });
    t.jsonb('field_updated_at').notNullable().defaultTo('{}');
    t.boolean('deleted').notNullable().defaultTo(false);
    t.bigInteger('change_id').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index(['user_id', 'change_id', 'id']);
    t.index(['user_id', 'updated_at']);
  });

  // Live sync: every committed change wakes the event streams of its owner, on every server instance.
  await knex.raw(`
    create function notify_sync_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('clausecraft_sync', json_build_object('userId', new.user_id, 'table', tg_table_name)::text);
      return null;
    end $$;
  `);
  for (const table of SYNCED_TABLES) {
    await knex.raw(
      `create trigger ${table}_change_id before insert or update on ${table} for each row execute function set_change_id()`,
    );
    await knex.raw(
      `create trigger ${table}_notify after insert or update on ${table} for each row execute function notify_sync_change()`,
    );
  }

  // A retried guest transfer returns the first result instead of creating duplicates.
  await knex.schema.createTable('guest_transfers', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('transfer_key').notNullable();
    t.uuid('contract_id');
    t.uuid('review_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'transfer_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('guest_transfers');
  for (const table of [...SYNCED_TABLES].reverse()) await knex.schema.dropTable(table);
  await knex.raw('drop function set_change_id()');
  await knex.raw('drop function notify_sync_change()');
}
