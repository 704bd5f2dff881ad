import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('support_requests', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('message').notNullable();
    t.timestamp('emailed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });

  await knex.schema.createTable('campaign_attributions', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.jsonb('attribution').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  // Small singletons: maintenance mode, backup schedule.
  await knex.schema.createTable('app_settings', (t) => {
    t.text('key').primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('activity_logs', (t) => {
    t.uuid('id').primary();
    t.text('action').notNullable();
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.text('user_email');
    t.text('details').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });

  await knex.schema.createTable('seo_content', (t) => {
    t.uuid('id').primary();
    t.text('page').notNullable().unique();
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('keywords').notNullable().defaultTo('');
    t.text('content').notNullable().defaultTo('');
    t.text('canonical_url').notNullable().defaultTo('');
    t.text('og_title').notNullable().defaultTo('');
    t.text('og_description').notNullable().defaultTo('');
    t.text('og_image').notNullable().defaultTo('');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('blog_posts', (t) => {
    t.uuid('id').primary();
    t.text('title').notNullable();
    t.text('slug').notNullable().unique();
    t.text('excerpt').notNullable().defaultTo('');
    t.text('content').notNullable().defaultTo('');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.boolean('published').notNullable().defaultTo(false);
    t.timestamp('published_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['published', 'published_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'blog_posts',
    'seo_content',
    'activity_logs',
    'app_settings',
    'campaign_attributions',
    'support_requests',
  ]) {
    await knex.schema.dropTable(table);
  }
}
