import type { VerificationResult } from '@shared-schema';
import { sha256Hex } from './signature-document';
import type { SignaturesRepository } from './signatures-repository';

const ENVELOPE_MARK = /\/ClausecraftEnvelope \(([0-9a-f-]{36})\)/;

/**
 * The public check of a signed PDF: intact when its bytes are exactly those this installation produced and
 * sealed (their SHA-256 is kept with the envelope); a file that names one of our envelopes but differs was
 * changed after signing. Answers only what the file itself shows: names, parties and dates, no addresses.
 */
export class SignatureVerificationService {
  constructor(private readonly deps: { repo: SignaturesRepository }) {}

  async verify(pdf: Buffer): Promise<VerificationResult> {
    const exact = await this.deps.repo.envelopeBySignedPdf(sha256Hex(pdf));
    if (exact) {
      const signers = await this.deps.repo.signers(exact.id);
      return {
        intact: true,
        envelopeId: exact.id,
        contractName: exact.contractName,
        completedAt: exact.completedAt,
        signers: signers.map((s) => ({ name: s.name, party: s.party, signedAt: s.signedAt })),
        message: `This document is intact: it is the signed copy of envelope ${exact.id}${exact.status === 'voided' ? ', which its sender has since voided' : ''}.`,
      };
    }
    const claimed = ENVELOPE_MARK.exec(pdf.toString('latin1'))?.[1] ?? null;
    const known = claimed ? await this.deps.repo.envelope(claimed) : undefined;
    return {
      intact: false,
      envelopeId: known ? known.id : null,
      contractName: null,
      completedAt: null,
      signers: [],
      message: known
        ? `This file names envelope ${known.id}, but it is not the signed copy: it was changed after signing.`
        : 'This file is not a document signed here, or it was changed after signing.',
    };
  }
}
