import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import type { PDFDocument } from 'pdf-lib';
import type { SealKey } from './seal-key';

/**
 * Signs the finished document as a PDF digital signature (PKCS#7 detached, adbe.pkcs7.detached) with the
 * installation's seal: any change to the signed bytes afterwards makes readers and `pdfsig` report it.
 */
export async function sealPdf(
  doc: PDFDocument,
  key: SealKey,
  info: { envelopeId: string; signedAt: Date },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: `Electronic signatures of envelope ${info.envelopeId}`,
    contactInfo: 'Clausecraft',
    name: 'Clausecraft document seal',
    location: 'Clausecraft',
    signingTime: info.signedAt,
    signatureLength: 8192,
    appName: 'Clausecraft',
  });
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, new P12Signer(key.p12, { passphrase: key.passphrase }), info.signedAt);
}
