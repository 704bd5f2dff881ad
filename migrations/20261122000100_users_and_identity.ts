import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary();
    t.text('email').notNullable();
    t.text('password_hash');
    t.text('firebase_uid').unique();
    t.text('first_name');
    t.text('last_name');
    t.text('profile_image_url');
    t.text('role').notNullable().defaultTo('user');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.jsonb('preferences').notNullable().defaultTo('{}');
    t.timestamp('last_login_at', { useTz: true });
    t.timestamps(true, true);
    t.check("role in ('user', 'admin', 'super_admin')", [], 'users_role_check');
  });
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
  await knex.raw('create index users_created_at_idx on users (created_at desc)');

  // Rotating refresh tokens: one family per sign-in; a reused (already rotated) token revokes its family.
  await knex.schema.createTable('refresh_tokens', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('family_id').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('auth_time', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('rotated_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
    t.index(['family_id']);
  });

  // One-time codes e-mailed to users (password reset).
  await knex.schema.createTable('action_codes', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('code_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  // Failed sign-in attempts, keyed by 'email:<address>' or 'ip:<address>', for throttling.
  await knex.schema.createTable('auth_failures', (t) => {
    t.bigIncrements('id');
    t.text('key').notNullable();
    t.timestamp('failed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['key', 'failed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_failures');
  await knex.schema.dropTable('action_codes');
  await knex.schema.dropTable('refresh_tokens');
  await knex.schema.dropTable('users');
}
