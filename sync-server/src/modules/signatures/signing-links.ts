import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { RequestMeta } from './signature-document';
import { signingLink, signingRequestMail } from './signature-mails';
import { newSigningToken } from './signature-tokens';
import type { EnvelopeRecord, SignerRecord, SignaturesRepository } from './signatures-repository';

/** Signers whose turn it is: with a signing order the first one still pending, otherwise every pending one. */
export function signersDue(
  envelope: Pick<EnvelopeRecord, 'ordered'>,
  signers: SignerRecord[],
): SignerRecord[] {
  const pending = signers.filter((s) => s.status === 'pending');
  return envelope.ordered ? pending.slice(0, 1) : pending;
}

/**
 * Issues personal links: a fresh token per signer (a reminder replaces the old link, whose hash is gone), a
 * 'sent' or 'reminded' event, and the e-mail, sent only after the caller's transaction committed.
 */
export class SigningLinks {
  constructor(
    private readonly deps: { repo: SignaturesRepository; mailer: Mailer; publicUrl: string; logger: Logger },
  ) {}

  async issue(
    envelope: EnvelopeRecord,
    signers: SignerRecord[],
    kind: 'sent' | 'reminded',
    sender: { email: string; meta: RequestMeta },
    trx: Knex,
  ): Promise<MailMessage[]> {
    const mails: MailMessage[] = [];
    for (const signer of signers) {
      const { token, hash, expiresAt } = newSigningToken();
      await this.deps.repo.setToken(signer.id, hash, expiresAt, trx);
      await this.deps.repo.appendStep(
        envelope,
        { signerId: signer.id, type: kind, meta: sender.meta, details: `to ${signer.email}` },
        trx,
      );
      mails.push(
        signingRequestMail(
          signer,
          { contractName: envelope.contractName, message: envelope.message, senderEmail: sender.email },
          signingLink(this.deps.publicUrl, token),
          kind === 'reminded',
        ),
      );
    }
    return mails;
  }

  /** Sends after commit; a failed e-mail is logged (the sender can remind), never undoes the request. */
  async deliver(mails: MailMessage[]): Promise<void> {
    for (const mail of mails) {
      await this.deps.mailer.send(mail).catch((error: unknown) => {
        this.deps.logger.error({ err: error, to: mail.to }, 'signature e-mail failed');
      });
    }
  }
}
