import type { Knex } from 'knex';

/**
 * Electronic signatures (issue 29, docs/architecture.md 'Signatures'): an envelope per sending of a contract,
 * its signers (the signing link is kept only as a SHA-256), and an append-only, hash-chained event trail.
 * The signed PDF is kept in the envelope row, so backups and restores carry it with the rest of the data.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('signature_envelopes', (t) => {
    t.uuid('id').primary();
    t.uuid('contract_id').notNullable().references('contracts.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('status').notNullable();
    t.text('contract_name').notNullable();
    t.text('contract_number').notNullable();
    // The filled contract text as sent: what every signer sees and signs, whatever happens to the contract.
    t.text('document_text').notNullable();
    t.text('document_sha256').notNullable();
    t.boolean('ordered').notNullable().defaultTo(false);
    t.text('message').notNullable().defaultTo('');
    t.text('void_reason');
    t.binary('signed_pdf');
    t.text('signed_pdf_sha256');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.index(['user_id', 'created_at']);
    t.index(['contract_id']);
    t.index(['signed_pdf_sha256']);
  });
  await knex.raw(
    `alter table signature_envelopes add constraint signature_envelopes_status_check
     check (status in ('out_for_signature', 'completed', 'declined', 'voided'))`,
  );
  // One open or completed envelope per contract: a second send is refused until the first is voided or declined.
  await knex.raw(
    `create unique index signature_envelopes_one_live on signature_envelopes (contract_id)
     where status in ('out_for_signature', 'completed')`,
  );
  await knex.schema.createTable('signature_signers', (t) => {
    t.uuid('id').primary();
    t.uuid('envelope_id').notNullable().references('signature_envelopes.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('party').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('token_hash').unique();
    t.timestamp('token_expires_at', { useTz: true });
    t.text('signature_kind');
    t.text('signature_value');
    t.timestamp('signed_at', { useTz: true });
    t.text('decline_reason');
    t.index(['envelope_id', 'position']);
  });
  await knex.schema.createTable('signature_events', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('envelope_id').notNullable().references('signature_envelopes.id').onDelete('CASCADE');
    t.uuid('signer_id');
    t.text('type').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.text('ip').notNullable().defaultTo('');
    t.text('user_agent').notNullable().defaultTo('');
    t.text('document_sha256').notNullable();
    t.text('details').notNullable().defaultTo('');
    t.text('prev_hash').notNullable();
    t.text('hash').notNullable();
    t.index(['envelope_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('signature_events');
  await knex.schema.dropTable('signature_signers');
  await knex.schema.dropTable('signature_envelopes');
}
