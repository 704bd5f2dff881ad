import type { Knex } from 'knex';

/**
 * One row per paid grant (a checkout or a subscription renewal), so a refund event that only names the
 * payment (payment intent or invoice) finds whose credits to take back, and how many were already taken.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_grants', (t) => {
    t.uuid('id').primary();
    t.text('provider').notNullable();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('checkout_session_id').references('checkout_sessions.id').onDelete('SET NULL');
    t.text('payment_intent_id');
    t.text('invoice_id');
    t.integer('credits').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('package_name').notNullable();
    t.integer('credits_revoked').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(
    'create unique index payment_grants_intent_unique on payment_grants (provider, payment_intent_id) where payment_intent_id is not null',
  );
  await knex.raw(
    'create unique index payment_grants_invoice_unique on payment_grants (provider, invoice_id) where invoice_id is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_grants');
}
