import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Envelope, SendForSignatureBody } from '@shared-schema';
import type { AuthUser } from '../../app-context';
import { ConflictError, NotFoundError } from '../../errors';
import type { ActivityService } from '../activity/activity-service';
import type { ContractsService } from '../contracts/contracts-service';
import { verifyChain, type ChainCheck, type StoredEvent } from './signature-chain';
import { documentText, sha256Hex, type RequestMeta } from './signature-document';
import { voidedMail } from './signature-mails';
import { signersDue, type SigningLinks } from './signing-links';
import type { EnvelopeRecord, SignerRecord, SignaturesRepository } from './signatures-repository';

const uuid = z.uuid();

export function envelopeNotFound(): NotFoundError {
  return new NotFoundError('Signature request not found', 'not-found');
}

export function toEnvelope(envelope: EnvelopeRecord, signers: SignerRecord[]): Envelope {
  return {
    id: envelope.id,
    contractId: envelope.contractId,
    contractName: envelope.contractName,
    status: envelope.status,
    documentSha256: envelope.documentSha256,
    ordered: envelope.ordered,
    message: envelope.message,
    createdAt: envelope.createdAt,
    completedAt: envelope.completedAt,
    voidReason: envelope.voidReason,
    hasSignedPdf: envelope.signedPdfSha256 !== null,
    signers: signers.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      party: s.party,
      position: s.position,
      status: s.status,
      signedAt: s.signedAt,
      declineReason: s.declineReason,
    })),
  };
}

/**
 * The sender's side of signature requests: send a finalized, paid contract (decisions 0240, 0241), list,
 * remind, void, download the signed PDF, read the trail. Every action is written to the activity log.
 */
export class SignaturesService {
  constructor(
    private readonly deps: {
      db: Knex;
      repo: SignaturesRepository;
      contracts: ContractsService;
      links: SigningLinks;
      activity: ActivityService;
    },
  ) {}

  async send(
    user: AuthUser,
    contractId: string,
    body: SendForSignatureBody,
    meta: RequestMeta,
  ): Promise<Envelope> {
    const { db, repo, contracts, links, activity } = this.deps;
    const { envelope, mails } = await db.transaction(async (trx) => {
      const contract = await contracts.get(user.id, contractId, trx, true);
      if (contract.status !== 'finalized' || !contract.content?.trim())
        throw new ConflictError('Finalize the contract before sending it for signature.', 'not-finalized');
      if (!contract.downloadedAt)
        throw new ConflictError(
          'Sending for signature is part of the paid download: download the contract first.',
          'download-required',
        );
      if (await repo.liveEnvelopeOf(contractId, trx))
        throw new ConflictError(
          'This contract is already out for signature or signed. Void that request first.',
          'signature-request-live',
        );
      const text = documentText(contract);
      const id = randomUUID();
      await repo.insertEnvelope(
        {
          id,
          contractId,
          userId: user.id,
          contractName: contract.name,
          contractNumber: contract.contractNumber,
          documentText: text,
          documentSha256: sha256Hex(text),
          ordered: body.ordered,
          message: body.message,
        },
        body.signers.map((s, position) => ({ ...s, id: randomUUID(), envelopeId: id, position })),
        trx,
      );
      const created = await this.requireOwn(user.id, id, trx);
      await repo.appendStep(
        created,
        { signerId: null, type: 'created', meta, details: `by ${user.email}` },
        trx,
      );
      const signers = await repo.signers(id, trx);
      const mails = await links.issue(
        created,
        signersDue(created, signers),
        'sent',
        { email: user.email, meta },
        trx,
      );
      await activity.record(
        {
          action: 'signature_request_sent',
          userId: user.id,
          userEmail: user.email,
          details: `${contract.name} (${id})`,
        },
        trx,
      );
      return { envelope: created, mails };
    });
    await links.deliver(mails);
    return toEnvelope(envelope, await repo.signers(envelope.id));
  }

  async list(userId: string): Promise<Envelope[]> {
    const envelopes = await this.deps.repo.envelopesOf(userId);
    const signers = await this.deps.repo.signersOf(envelopes.map((e) => e.id));
    return envelopes.map((e) =>
      toEnvelope(
        e,
        signers.filter((s) => s.envelopeId === e.id),
      ),
    );
  }

  async remind(user: AuthUser, envelopeId: string, meta: RequestMeta): Promise<Envelope> {
    const { db, repo, links, activity } = this.deps;
    const { envelope, mails } = await db.transaction(async (trx) => {
      const envelope = await this.requireOwn(user.id, envelopeId, trx);
      if (envelope.status !== 'out_for_signature')
        throw new ConflictError(
          'Only a request that is out for signature can be reminded.',
          'not-out-for-signature',
        );
      const due = signersDue(envelope, await repo.signers(envelope.id, trx));
      const mails = await links.issue(envelope, due, 'reminded', { email: user.email, meta }, trx);
      await activity.record(
        {
          action: 'signature_request_reminded',
          userId: user.id,
          userEmail: user.email,
          details: envelope.id,
        },
        trx,
      );
      return { envelope, mails };
    });
    await links.deliver(mails);
    return toEnvelope(envelope, await repo.signers(envelope.id));
  }

  /** Voids a request that is out or completed (a signed contract is changed or deleted only after this). */
  async void(user: AuthUser, envelopeId: string, reason: string, meta: RequestMeta): Promise<Envelope> {
    const { db, repo, links, activity } = this.deps;
    const { envelope, notify } = await db.transaction(async (trx) => {
      const envelope = await this.requireOwn(user.id, envelopeId, trx);
      if (envelope.status !== 'out_for_signature' && envelope.status !== 'completed')
        throw new ConflictError('This signature request is already closed.', 'already-closed');
      await this.closeAsVoided(envelope, reason, meta, trx);
      await activity.record(
        {
          action: 'signature_request_voided',
          userId: user.id,
          userEmail: user.email,
          details: `${envelope.id}: ${reason}`,
        },
        trx,
      );
      const signers = await repo.signers(envelope.id, trx);
      return { envelope, notify: signers.filter((s) => s.status === 'pending' && s.tokenHash) };
    });
    await links.deliver(notify.map((s) => voidedMail(s, envelope.contractName, reason)));
    const closed = await this.requireOwn(user.id, envelope.id);
    return toEnvelope(closed, await repo.signers(envelope.id));
  }

  /** Marks the envelope voided with its reason and a 'voided' event; the caller holds the row lock. */
  async closeAsVoided(envelope: EnvelopeRecord, reason: string, meta: RequestMeta, trx: Knex): Promise<void> {
    await this.deps.repo.setStatus(envelope.id, 'voided', trx, { voidReason: reason });
    await this.deps.repo.appendStep(envelope, { signerId: null, type: 'voided', meta, details: reason }, trx);
  }

  async signedPdf(userId: string, envelopeId: string): Promise<{ envelope: EnvelopeRecord; pdf: Buffer }> {
    const envelope = await this.requireOwn(userId, envelopeId);
    const pdf = envelope.signedPdfSha256 ? await this.deps.repo.signedPdf(envelope.id) : undefined;
    if (!pdf) throw new ConflictError('The signed PDF exists once everyone has signed.', 'not-completed');
    return { envelope, pdf };
  }

  async trail(userId: string, envelopeId: string): Promise<{ events: StoredEvent[]; chain: ChainCheck }> {
    const envelope = await this.requireOwn(userId, envelopeId);
    const events = await this.deps.repo.events(envelope.id);
    return { events, chain: verifyChain(events) };
  }

  /** The contract delete guard: a contract out for signature or signed is deleted only after voiding. */
  async assertDeletable(userId: string, contractId: string): Promise<void> {
    if (!uuid.safeParse(contractId).success) return;
    const live = await this.deps.repo.liveEnvelopeOf(contractId);
    if (live && live.userId === userId)
      throw new ConflictError(
        live.status === 'completed'
          ? 'This contract is signed. Void the signature request before deleting it.'
          : 'This contract is out for signature. Void the signature request before deleting it.',
        'signature-request-live',
      );
  }

  /** The owner's envelope, locked when in a transaction; another user's or an unknown id is the same 404. */
  private async requireOwn(userId: string, envelopeId: string, trx?: Knex): Promise<EnvelopeRecord> {
    if (!uuid.safeParse(envelopeId).success) throw envelopeNotFound();
    const envelope = await this.deps.repo.envelope(envelopeId, trx, Boolean(trx));
    if (!envelope || envelope.userId !== userId) throw envelopeNotFound();
    return envelope;
  }
}
