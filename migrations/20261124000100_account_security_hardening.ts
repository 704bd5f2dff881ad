import type { Knex } from 'knex';

/**
 * Account security: when a user proved their e-mail address (the super-admin role waits for it), from
 * when ID tokens of the account count again (sign-out everywhere, password reset), and what an e-mailed
 * action code is for beyond its purpose (the new address of an e-mail change).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).nullable();
    t.timestamp('tokens_valid_after', { useTz: true }).nullable();
  });
  await knex.schema.alterTable('action_codes', (t) => {
    t.text('payload').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('action_codes', (t) => {
    t.dropColumn('payload');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('tokens_valid_after');
    t.dropColumn('email_verified_at');
  });
}
