import type { Knex } from 'knex';
import { loadSealKey, type SealKey, type SealKeySource } from './seal-key';
import { sealPdf } from './pdf-seal';
import { sha256Hex } from './signature-document';
import { renderSignedPdf } from './signed-pdf-render';
import type { EnvelopeRecord, SignaturesRepository } from './signatures-repository';

/** Produces, seals and stores the signed PDF of a completed envelope (in the completing transaction). */
export class SignedPdfService {
  private key: Promise<SealKey> | undefined;

  constructor(private readonly deps: { repo: SignaturesRepository; seal: SealKeySource }) {}

  /** The seal is read (or generated) once, at the first completed envelope. */
  private sealKey(): Promise<SealKey> {
    this.key ??= loadSealKey(this.deps.seal).catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  async produce(envelope: EnvelopeRecord, completedAt: Date, trx: Knex): Promise<Buffer> {
    const signers = await this.deps.repo.signers(envelope.id, trx);
    const events = await this.deps.repo.events(envelope.id, trx);
    const names = new Map(signers.map((s) => [s.id, s.name]));
    const doc = await renderSignedPdf({
      envelopeId: envelope.id,
      contractName: envelope.contractName,
      contractNumber: envelope.contractNumber,
      documentSha256: envelope.documentSha256,
      completedAt,
      text: envelope.documentText,
      signers,
      events: events.map((e) => ({ ...e, signerName: e.signerId ? (names.get(e.signerId) ?? '') : '' })),
    });
    const pdf = await sealPdf(doc, await this.sealKey(), { envelopeId: envelope.id, signedAt: completedAt });
    await this.deps.repo.storeSignedPdf(envelope.id, pdf, sha256Hex(pdf), trx);
    return pdf;
  }
}
