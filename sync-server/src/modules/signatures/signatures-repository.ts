import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ENVELOPE_STATUSES,
  SIGNATURE_EVENT_TYPES,
  SIGNER_STATUSES,
  type EnvelopeStatus,
  type SignatureEventType,
  type SignerStatus,
} from '@shared-schema';
import { CHAIN_START, eventHash, type ChainedEvent, type StoredEvent } from './signature-chain';

// knex for the three signature tables (migration 20261128002000_esign): rows <-> records, nothing else.

const iso = z.date().transform((d) => d.toISOString());

const envelopeRow = z
  .object({
    id: z.string(),
    contract_id: z.string(),
    user_id: z.string(),
    status: z.enum(ENVELOPE_STATUSES),
    contract_name: z.string(),
    contract_number: z.string(),
    document_text: z.string(),
    document_sha256: z.string(),
    ordered: z.boolean(),
    message: z.string(),
    void_reason: z.string().nullable(),
    signed_pdf_sha256: z.string().nullable(),
    created_at: iso,
    completed_at: iso.nullable(),
  })
  .transform((r) => ({
    id: r.id,
    contractId: r.contract_id,
    userId: r.user_id,
    status: r.status,
    contractName: r.contract_name,
    contractNumber: r.contract_number,
    documentText: r.document_text,
    documentSha256: r.document_sha256,
    ordered: r.ordered,
    message: r.message,
    voidReason: r.void_reason,
    signedPdfSha256: r.signed_pdf_sha256,
    createdAt: r.created_at,
    completedAt: r.completed_at,
  }));
export type EnvelopeRecord = z.output<typeof envelopeRow>;

const signerRow = z
  .object({
    id: z.string(),
    envelope_id: z.string(),
    position: z.number(),
    name: z.string(),
    email: z.string(),
    party: z.string(),
    status: z.enum(SIGNER_STATUSES),
    token_hash: z.string().nullable(),
    token_expires_at: z.date().nullable(),
    signature_kind: z.enum(['typed', 'drawn']).nullable(),
    signature_value: z.string().nullable(),
    signed_at: iso.nullable(),
    decline_reason: z.string().nullable(),
  })
  .transform((r) => ({
    id: r.id,
    envelopeId: r.envelope_id,
    position: r.position,
    name: r.name,
    email: r.email,
    party: r.party,
    status: r.status,
    tokenHash: r.token_hash,
    tokenExpiresAt: r.token_expires_at,
    signatureKind: r.signature_kind,
    signatureValue: r.signature_value,
    signedAt: r.signed_at,
    declineReason: r.decline_reason,
  }));
export type SignerRecord = z.output<typeof signerRow>;

const eventRow = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    envelope_id: z.string(),
    signer_id: z.string().nullable(),
    type: z.enum(SIGNATURE_EVENT_TYPES),
    at: z.date(),
    ip: z.string(),
    user_agent: z.string(),
    document_sha256: z.string(),
    details: z.string(),
    prev_hash: z.string(),
    hash: z.string(),
  })
  .transform((r): StoredEvent => ({
    id: r.id,
    envelopeId: r.envelope_id,
    signerId: r.signer_id,
    type: r.type,
    at: r.at,
    ip: r.ip,
    userAgent: r.user_agent,
    documentSha256: r.document_sha256,
    details: r.details,
    prevHash: r.prev_hash,
    hash: r.hash,
  }));

export type NewEnvelope = Pick<
  EnvelopeRecord,
  | 'id'
  | 'contractId'
  | 'userId'
  | 'contractName'
  | 'contractNumber'
  | 'documentText'
  | 'documentSha256'
  | 'ordered'
  | 'message'
>;
export type NewSigner = Pick<SignerRecord, 'id' | 'envelopeId' | 'position' | 'name' | 'email' | 'party'>;

const ENVELOPES = 'signature_envelopes';
const SIGNERS = 'signature_signers';
const EVENTS = 'signature_events';
/** Every envelope column but the PDF bytes, which only the download and the seal read. */
const ENVELOPE_COLUMNS = [
  'id',
  'contract_id',
  'user_id',
  'status',
  'contract_name',
  'contract_number',
  'document_text',
  'document_sha256',
  'ordered',
  'message',
  'void_reason',
  'signed_pdf_sha256',
  'created_at',
  'completed_at',
];

export class SignaturesRepository {
  constructor(private readonly db: Knex) {}

  async insertEnvelope(envelope: NewEnvelope, signers: NewSigner[], trx: Knex): Promise<void> {
    await trx(ENVELOPES).insert({
      id: envelope.id,
      contract_id: envelope.contractId,
      user_id: envelope.userId,
      status: 'out_for_signature',
      contract_name: envelope.contractName,
      contract_number: envelope.contractNumber,
      document_text: envelope.documentText,
      document_sha256: envelope.documentSha256,
      ordered: envelope.ordered,
      message: envelope.message,
    });
    await trx(SIGNERS).insert(
      signers.map((s) => ({
        id: s.id,
        envelope_id: s.envelopeId,
        position: s.position,
        name: s.name,
        email: s.email,
        party: s.party,
      })),
    );
  }

  /** The envelope, locked for the caller's transaction when `lock`: events and status changes are serialized. */
  async envelope(id: string, trx: Knex = this.db, lock = false): Promise<EnvelopeRecord | undefined> {
    const query = trx(ENVELOPES).where({ id }).first(ENVELOPE_COLUMNS);
    const row: unknown = lock ? await query.forUpdate() : await query;
    return row ? envelopeRow.parse(row) : undefined;
  }

  async envelopesOf(userId: string): Promise<EnvelopeRecord[]> {
    const rows: unknown[] = await this.db(ENVELOPES)
      .where({ user_id: userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select(ENVELOPE_COLUMNS);
    return rows.map((row) => envelopeRow.parse(row));
  }

  /** The envelope of a contract that is out for signature or signed, if any. */
  async liveEnvelopeOf(contractId: string, trx: Knex = this.db): Promise<EnvelopeRecord | undefined> {
    const row: unknown = await trx(ENVELOPES)
      .where({ contract_id: contractId })
      .whereIn('status', ['out_for_signature', 'completed'])
      .first(ENVELOPE_COLUMNS);
    return row ? envelopeRow.parse(row) : undefined;
  }

  async envelopeBySignedPdf(sha256: string): Promise<EnvelopeRecord | undefined> {
    const row: unknown = await this.db(ENVELOPES)
      .where({ signed_pdf_sha256: sha256 })
      .first(ENVELOPE_COLUMNS);
    return row ? envelopeRow.parse(row) : undefined;
  }

  async setStatus(
    id: string,
    status: EnvelopeStatus,
    trx: Knex,
    extra: { voidReason?: string; completedAt?: Date } = {},
  ): Promise<void> {
    await trx(ENVELOPES)
      .where({ id })
      .update({
        status,
        ...(extra.voidReason !== undefined && { void_reason: extra.voidReason }),
        ...(extra.completedAt && { completed_at: extra.completedAt }),
      });
  }

  async storeSignedPdf(id: string, pdf: Buffer, sha256: string, trx: Knex): Promise<void> {
    await trx(ENVELOPES).where({ id }).update({ signed_pdf: pdf, signed_pdf_sha256: sha256 });
  }

  async signedPdf(id: string): Promise<Buffer | undefined> {
    const row: unknown = await this.db(ENVELOPES).where({ id }).first('signed_pdf');
    return z.object({ signed_pdf: z.instanceof(Buffer) }).safeParse(row).data?.signed_pdf;
  }

  async signers(envelopeId: string, trx: Knex = this.db): Promise<SignerRecord[]> {
    const rows: unknown[] = await trx(SIGNERS).where({ envelope_id: envelopeId }).orderBy('position');
    return rows.map((row) => signerRow.parse(row));
  }

  async signersOf(envelopeIds: string[]): Promise<SignerRecord[]> {
    if (envelopeIds.length === 0) return [];
    const rows: unknown[] = await this.db(SIGNERS).whereIn('envelope_id', envelopeIds).orderBy('position');
    return rows.map((row) => signerRow.parse(row));
  }

  async signerByTokenHash(tokenHash: string): Promise<SignerRecord | undefined> {
    const row: unknown = await this.db(SIGNERS).where({ token_hash: tokenHash }).first();
    return row ? signerRow.parse(row) : undefined;
  }

  async setToken(signerId: string, tokenHash: string, expiresAt: Date, trx: Knex): Promise<void> {
    await trx(SIGNERS).where({ id: signerId }).update({ token_hash: tokenHash, token_expires_at: expiresAt });
  }

  async markSigned(
    signerId: string,
    signature: { kind: 'typed' | 'drawn'; value: string },
    at: Date,
    trx: Knex,
  ): Promise<void> {
    await trx(SIGNERS).where({ id: signerId }).update({
      status: 'signed',
      signature_kind: signature.kind,
      signature_value: signature.value,
      signed_at: at,
    });
  }

  async markDeclined(signerId: string, reason: string, trx: Knex): Promise<void> {
    await trx(SIGNERS)
      .where({ id: signerId })
      .update({ status: 'declined' satisfies SignerStatus, decline_reason: reason });
  }

  async events(envelopeId: string, trx: Knex = this.db): Promise<StoredEvent[]> {
    const rows: unknown[] = await trx(EVENTS).where({ envelope_id: envelopeId }).orderBy('id');
    return rows.map((row) => eventRow.parse(row));
  }

  /** One step of an envelope's trail, now, from where the request came (`meta`). */
  appendStep(
    envelope: Pick<EnvelopeRecord, 'id' | 'documentSha256'>,
    step: {
      signerId: string | null;
      type: SignatureEventType;
      meta: { ip: string; userAgent: string };
      details: string;
    },
    trx: Knex,
  ): Promise<void> {
    return this.appendEvent(
      {
        envelopeId: envelope.id,
        signerId: step.signerId,
        type: step.type,
        at: new Date(),
        ip: step.meta.ip,
        userAgent: step.meta.userAgent,
        documentSha256: envelope.documentSha256,
        details: step.details,
      },
      trx,
    );
  }

  /** Appends to the trail, linked to the last event; the caller holds the envelope's row lock. */
  async appendEvent(event: ChainedEvent, trx: Knex): Promise<void> {
    const last: unknown = await trx(EVENTS)
      .where({ envelope_id: event.envelopeId })
      .orderBy('id', 'desc')
      .first('hash');
    const prevHash = z.object({ hash: z.string() }).safeParse(last).data?.hash ?? CHAIN_START;
    await trx(EVENTS).insert({
      envelope_id: event.envelopeId,
      signer_id: event.signerId,
      type: event.type,
      at: event.at,
      ip: event.ip,
      user_agent: event.userAgent,
      document_sha256: event.documentSha256,
      details: event.details,
      prev_hash: prevHash,
      hash: eventHash(event, prevHash),
    });
  }
}
