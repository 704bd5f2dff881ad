import type { Knex } from 'knex';

/**
 * The English a contract is written in (shared-schema contract-locale.ts). Contracts made before it existed
 * are 'en-US', the same default the devices' local migration fills in. The allowed values are checked by
 * the shared zod schemas at every edge, so a new locale needs no migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.text('locale').notNullable().defaultTo('en-US');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.dropColumn('locale');
  });
}
