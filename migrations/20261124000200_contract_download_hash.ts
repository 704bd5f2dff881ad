import type { Knex } from 'knex';

/**
 * What a paid contract download covered: a hash of the document (content and filled placeholders) as it
 * was downloaded. 'Download Again' is free for that document; a changed one costs again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.text('downloaded_content_hash').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.dropColumn('downloaded_content_hash');
  });
}
