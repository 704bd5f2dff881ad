import type { Knex } from 'knex';
import type { SignBody, SigningView } from '@shared-schema';
import { AppError, ConflictError } from '../../errors';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { UsersRepository } from '../users/users-repository';
import type { ContractsService } from '../contracts/contracts-service';
import { documentText, sha256Hex, type RequestMeta } from './signature-document';
import { completedMail, declinedMail } from './signature-mails';
import { hashToken, looksLikeToken } from './signature-tokens';
import { signersDue, type SigningLinks } from './signing-links';
import { invalidLink, REFUSALS } from './signing-refusals';
import type { SignedPdfService } from './signed-pdf-service';
import type { SignaturesService } from './signatures-service';
import type { EnvelopeRecord, SignerRecord, SignaturesRepository } from './signatures-repository';

export const CONTRACT_CHANGED =
  'The contract was changed after it was sent, so this signature request was voided.';

type Resolved = { envelope: EnvelopeRecord; signer: SignerRecord };
/** What a locked step decided: done, or an error to throw after the transaction kept what it wrote. */
type Outcome<T> = { ok: true; value: T; mails: MailMessage[] } | { ok: false; error: AppError };

/**
 * The signer's side, by personal link only (no account): read the envelope, sign, decline. Each step runs
 * under the envelope's row lock, so concurrent signers complete an envelope exactly once.
 */
export class SigningService {
  constructor(
    private readonly deps: {
      db: Knex;
      repo: SignaturesRepository;
      contracts: ContractsService;
      users: UsersRepository;
      owner: SignaturesService;
      links: SigningLinks;
      pdf: SignedPdfService;
      publicUrl: string;
    },
  ) {}

  async view(token: string, meta: RequestMeta): Promise<SigningView> {
    return this.locked(token, meta, async ({ envelope, signer }, trx) => {
      await this.deps.repo.appendStep(
        envelope,
        { signerId: signer.id, type: 'opened', meta, details: '' },
        trx,
      );
      const sender = await this.deps.users.findById(envelope.userId, trx);
      const value: SigningView = {
        envelopeId: envelope.id,
        status: envelope.status,
        contractName: envelope.contractName,
        contractNumber: envelope.contractNumber,
        text: envelope.documentText,
        message: envelope.message,
        senderEmail: sender?.email ?? '',
        documentSha256: envelope.documentSha256,
        signer: { name: signer.name, party: signer.party, status: signer.status },
      };
      return { ok: true, value, mails: [] };
    });
  }

  async sign(token: string, body: SignBody, meta: RequestMeta): Promise<{ completed: boolean }> {
    return this.locked<{ completed: boolean }>(token, meta, async ({ envelope, signer }, trx) => {
      const { repo, links, pdf } = this.deps;
      const all = await repo.signers(envelope.id, trx);
      if (!signersDue(envelope, all).some((s) => s.id === signer.id))
        return {
          ok: false,
          error: new ConflictError(
            'It is not your turn to sign yet: you will get an e-mail when it is.',
            'not-your-turn',
          ),
        };
      const now = new Date();
      const value = body.signature.kind === 'typed' ? body.signature.name : body.signature.image;
      await this.deps.repo.appendStep(
        envelope,
        { signerId: signer.id, type: 'consented', meta, details: 'agreed to sign electronically' },
        trx,
      );
      await repo.markSigned(signer.id, { kind: body.signature.kind, value }, now, trx);
      await this.deps.repo.appendStep(
        envelope,
        { signerId: signer.id, type: 'signed', meta, details: `${body.signature.kind} signature` },
        trx,
      );
      const after = await repo.signers(envelope.id, trx);
      const sender = await this.deps.users.findById(envelope.userId, trx);
      const senderEmail = sender?.email ?? '';
      if (after.some((s) => s.status !== 'signed')) {
        const next = envelope.ordered
          ? await links.issue(
              envelope,
              signersDue(envelope, after),
              'sent',
              { email: senderEmail, meta },
              trx,
            )
          : [];
        return { ok: true, value: { completed: false }, mails: next };
      }
      await repo.setStatus(envelope.id, 'completed', trx, { completedAt: now });
      await this.deps.repo.appendStep(
        envelope,
        { signerId: null, type: 'completed', meta, details: 'every signer signed' },
        trx,
      );
      const file = await pdf.produce(envelope, now, trx);
      const verifyUrl = `${this.deps.publicUrl}/verify-signature`;
      const recipients = [...after.map((s) => s.email), ...(senderEmail ? [senderEmail] : [])];
      const mails = [...new Set(recipients)].map((to) =>
        completedMail(to, envelope.contractName, envelope.id, verifyUrl, file),
      );
      return { ok: true, value: { completed: true }, mails };
    });
  }

  async decline(token: string, reason: string, meta: RequestMeta): Promise<void> {
    await this.locked(token, meta, async ({ envelope, signer }, trx) => {
      await this.deps.repo.markDeclined(signer.id, reason, trx);
      await this.deps.repo.setStatus(envelope.id, 'declined', trx);
      await this.deps.repo.appendStep(
        envelope,
        { signerId: signer.id, type: 'declined', meta, details: reason },
        trx,
      );
      const sender = await this.deps.users.findById(envelope.userId, trx);
      return {
        ok: true,
        value: undefined,
        mails: sender ? [declinedMail(sender.email, envelope.contractName, signer.name, reason)] : [],
      };
    });
  }

  /**
   * Resolves the link and locks its envelope; refuses unknown, altered, expired, used and closed links; voids
   * the envelope when the contract changed since sending (kept, then refused); runs `step`; mails after commit.
   */
  private async locked<T>(
    token: string,
    meta: RequestMeta,
    step: (r: Resolved, trx: Knex) => Promise<Outcome<T>>,
  ): Promise<T> {
    if (!looksLikeToken(token)) throw invalidLink();
    const found = await this.deps.repo.signerByTokenHash(hashToken(token));
    if (!found) throw invalidLink();
    const outcome = await this.deps.db.transaction(async (trx): Promise<Outcome<T>> => {
      const envelope = await this.deps.repo.envelope(found.envelopeId, trx, true);
      const signer = (await this.deps.repo.signers(found.envelopeId, trx)).find((s) => s.id === found.id);
      if (!envelope || !signer || signer.tokenHash !== found.tokenHash)
        return { ok: false, error: invalidLink() };
      if (envelope.status === 'voided') return { ok: false, error: REFUSALS.voided(envelope.voidReason) };
      if (signer.status === 'signed') return { ok: false, error: REFUSALS.signed() };
      if (signer.status === 'declined') return { ok: false, error: REFUSALS.declined() };
      if (envelope.status === 'declined') return { ok: false, error: REFUSALS.closedByDecline() };
      if (!signer.tokenExpiresAt || signer.tokenExpiresAt.getTime() <= Date.now())
        return { ok: false, error: REFUSALS.expired() };
      if (await this.contractChanged(envelope, trx)) {
        await this.deps.owner.closeAsVoided(envelope, CONTRACT_CHANGED, meta, trx);
        return { ok: false, error: REFUSALS.voided(CONTRACT_CHANGED) };
      }
      return step({ envelope, signer }, trx);
    });
    if (!outcome.ok) throw outcome.error;
    await this.deps.links.deliver(outcome.mails);
    return outcome.value;
  }

  /** Whether the contract was deleted or its text changed since it was sent (any write path, synced or not). */
  private async contractChanged(envelope: EnvelopeRecord, trx: Knex): Promise<boolean> {
    const contract = await this.deps.contracts
      .get(envelope.userId, envelope.contractId, trx)
      .catch(() => undefined);
    return !contract || sha256Hex(documentText(contract)) !== envelope.documentSha256;
  }
}
