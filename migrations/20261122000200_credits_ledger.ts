import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The balance row is the guard (credits >= 0, updated atomically); the ledger is the history.
  await knex.schema.createTable('credit_balances', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.integer('credits').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('credits >= 0', [], 'credit_balances_non_negative');
  });

  await knex.schema.createTable('credit_ledger', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('type').notNullable();
    t.integer('amount').notNullable();
    t.integer('balance_after').notNullable();
    t.text('description').notNullable();
    t.uuid('contract_id');
    t.text('package_name');
    t.text('idempotency_key');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'idempotency_key']);
    t.index(['user_id', 'created_at']);
    t.index(['user_id', 'amount']);
    t.check(
      "type in ('purchase', 'spend', 'credit_card', 'bonus', 'refund')",
      [],
      'credit_ledger_type_check',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('credit_ledger');
  await knex.schema.dropTable('credit_balances');
}
