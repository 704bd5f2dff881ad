import type { PDFDocument } from 'pdf-lib';
import type { SignatureEventType } from '@shared-schema';
import { PageWriter, type PdfFonts } from './pdf-layout';

export type CertificateSigner = {
  id: string;
  name: string;
  email: string;
  party: string;
  signedAt: string | null;
  signatureKind: 'typed' | 'drawn' | null;
  signatureValue: string | null;
};

export type CertificateEvent = {
  type: SignatureEventType;
  at: Date;
  signerName: string;
  ip: string;
  userAgent: string;
  documentSha256: string;
  hash: string;
};

export type CertificateInput = {
  envelopeId: string;
  contractName: string;
  contractNumber: string;
  documentSha256: string;
  completedAt: Date;
  signers: CertificateSigner[];
  events: CertificateEvent[];
};

/**
 * The certificate of completion appended to the signed document: who signed for which party, and every step
 * of the trail with its time, address, device, the document's hash at that step and the chained event hash.
 */
export function drawCertificate(doc: PDFDocument, input: CertificateInput, fonts: PdfFonts): void {
  const writer = new PageWriter(
    doc,
    `Certificate of completion - envelope ${input.envelopeId}`,
    fonts.regular,
  );
  writer.paragraph('Certificate of completion', fonts.bold, 16, 10);
  writer.paragraph(`Envelope: ${input.envelopeId}`, fonts.regular, 9, 1);
  writer.paragraph(
    `Document: ${input.contractName} (Contract No. ${input.contractNumber})`,
    fonts.regular,
    9,
    1,
  );
  writer.paragraph(`Document SHA-256 when sent: ${input.documentSha256}`, fonts.mono, 8, 1);
  writer.paragraph(`Completed: ${input.completedAt.toISOString()}`, fonts.regular, 9, 10);

  writer.paragraph('Signers', fonts.bold, 11, 4);
  for (const signer of input.signers) {
    const method = signer.signatureKind === 'drawn' ? 'drawn signature' : 'typed signature';
    writer.paragraph(
      `${signer.name} <${signer.email}> for ${signer.party}: signed ${signer.signedAt ?? '-'} (${method})`,
      fonts.regular,
      9,
      3,
    );
  }

  writer.y -= 6;
  writer.paragraph('Audit trail', fonts.bold, 11, 4);
  for (const event of input.events) {
    writer.ensure(48);
    writer.paragraph(
      `${event.at.toISOString()}  ${event.type}${event.signerName ? `  ${event.signerName}` : ''}`,
      fonts.bold,
      8.5,
      1,
    );
    writer.paragraph(`IP ${event.ip || '-'}  Device ${event.userAgent || '-'}`, fonts.regular, 8, 1);
    writer.paragraph(`Document SHA-256 ${event.documentSha256}`, fonts.mono, 7, 1);
    writer.paragraph(`Event hash ${event.hash}`, fonts.mono, 7, 5);
  }

  writer.y -= 6;
  writer.paragraph(
    'These are simple electronic signatures under the U.S. ESIGN Act and UETA and the EU eIDAS Regulation, not ' +
      'qualified electronic signatures. This file is sealed with the digital signature of the Clausecraft ' +
      'installation that collected them; any change to it breaks that seal. Each event carries the hash of the ' +
      'one before it, so the trail cannot be edited unseen.',
    fonts.regular,
    8,
    2,
  );
}
