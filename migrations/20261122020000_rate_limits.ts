import type { Knex } from 'knex';

/**
 * Request counters per policy and caller (rate-limiter-flexible's PostgreSQL store: key, points used,
 * window end in epoch ms), shared by every server instance on the database.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    t.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
