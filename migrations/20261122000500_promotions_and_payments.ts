import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('promotions', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.integer('credits_amount').notNullable();
    t.timestamp('start_date', { useTz: true });
    t.timestamp('end_date', { useTz: true });
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_for_new_users_only').notNullable().defaultTo(true);
    t.integer('max_redemptions');
    t.boolean('auto_apply').notNullable().defaultTo(true);
    t.text('promotion_code');
    t.text('terms_and_conditions').notNullable().defaultTo('');
    t.integer('current_redemptions').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.check('credits_amount >= 1', [], 'promotions_credits_positive');
  });
  await knex.raw(
    'create unique index promotions_code_unique on promotions (upper(promotion_code)) where promotion_code is not null',
  );
  await knex.raw('create index promotions_auto_apply_idx on promotions (auto_apply, is_active)');

  await knex.schema.createTable('promotion_redemptions', (t) => {
    t.uuid('id').primary();
    t.uuid('promotion_id').notNullable().references('promotions.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('credits_awarded').notNullable();
    t.timestamp('redeemed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['promotion_id', 'user_id']);
    t.index(['promotion_id', 'redeemed_at']);
  });

  await knex.schema.createTable('checkout_sessions', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('package_id').notNullable();
    t.text('provider').notNullable();
    t.text('provider_session_id').unique();
    t.text('provider_subscription_id');
    t.text('status').notNullable().defaultTo('open');
    t.integer('credits').notNullable();
    t.integer('amount_cents').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
    t.index(['provider_subscription_id']);
  });

  // Exactly-once processing of payment provider events.
  await knex.schema.createTable('payment_events', (t) => {
    t.text('provider').notNullable();
    t.text('event_id').notNullable();
    t.text('type').notNullable();
    t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['provider', 'event_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['payment_events', 'checkout_sessions', 'promotion_redemptions', 'promotions']) {
    await knex.schema.dropTable(table);
  }
}
