import type { Knex } from 'knex';

/**
 * Contract versions (docs/decisions/0200-contract-versions.md): append-only, one row per version, synced like
 * the other collections (change_id by the shared trigger, NOTIFY to wake event streams). No foreign key to
 * contracts: versions and contracts replicate independently, so a version may arrive before its contract;
 * ownership is checked on write and user_id cascades on account deletion.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contract_versions', (t) => {
    t.uuid('id').primary();
    t.uuid('contract_id').notNullable();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('device_id').notNullable();
    t.text('author_kind').notNullable();
    t.text('cause').notNullable();
    t.text('content').notNullable();
    t.jsonb('placeholders');
    t.text('summary').notNullable();
    t.uuid('restored_from');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.boolean('deleted').notNullable().defaultTo(false);
    t.bigInteger('change_id').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("author_kind in ('person', 'assistant')", [], 'contract_versions_author_kind_check');
    t.index(['contract_id', 'created_at']);
    t.index(['user_id', 'change_id', 'id']);
  });
  await knex.raw(
    'create trigger contract_versions_change_id before insert or update on contract_versions for each row execute function set_change_id()',
  );
  await knex.raw(
    'create trigger contract_versions_notify after insert or update on contract_versions for each row execute function notify_sync_change()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contract_versions');
}
