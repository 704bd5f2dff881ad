import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, type PDFImage } from 'pdf-lib';
import { samePartyLabel, signatureBlocks } from '@shared-schema';
import { drawCertificate, type CertificateInput } from './certificate-page';
import { encodable, MARGIN, PageWriter, type PdfFonts } from './pdf-layout';

export type SignedPdfInput = CertificateInput & { text: string };

const BODY = 10.5;
const HEADING = /^[A-Z0-9][A-Z0-9 ,.&'()/-]*$/;
const DATE_LINE = /^\s*Date:\s*_*\s*$/i;

/**
 * The signed document before its seal: the contract text as sent, each signer's signature written on their
 * party's signature block (typed names in a script face, drawn ones as their image) with the signing date,
 * then the certificate page. Unsigned copies are never rendered: this runs once, when the last signer signs.
 */
export async function renderSignedPdf(input: SignedPdfInput): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.contractName);
  doc.setSubject(`Signed through Clausecraft, envelope ${input.envelopeId}`);
  // Plain (literal) strings, unlike the hex ones above: the verification page finds the envelope in the bytes.
  // setTitle above created the Info dictionary.
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('ClausecraftEnvelope'), PDFString.of(input.envelopeId));
  info.set(PDFName.of('ClausecraftNote'), PDFString.of('Signed electronically through Clausecraft'));
  doc.setProducer('Clausecraft');
  doc.setCreationDate(input.completedAt);
  doc.setModificationDate(input.completedAt);
  const fonts: PdfFonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
    script: await doc.embedFont(StandardFonts.TimesRomanBoldItalic),
  };
  const writer = new PageWriter(doc, `${input.contractName} - envelope ${input.envelopeId}`, fonts.regular);
  const images = new Map<string, PDFImage>();
  for (const signer of input.signers) {
    if (signer.signatureKind === 'drawn' && signer.signatureValue)
      images.set(
        signer.id,
        await doc.embedPng(signer.signatureValue.replace(/^data:image\/png;base64,/, '')),
      );
  }

  const lines = input.text.split(/\r?\n/);
  const blocks = new Map(signatureBlocks(input.text).map((block) => [block.signatureLine, block]));
  let pendingDate: string | null = null;
  lines.forEach((line, index) => {
    const block = blocks.get(index);
    const signer = block && input.signers.find((s) => s.signedAt && samePartyLabel(s.party, block.party));
    if (signer) {
      writer.ensure(46);
      writer.y -= 40;
      writer.page.drawText('Signature:', { x: MARGIN, y: writer.y, size: BODY, font: fonts.regular });
      const image = images.get(signer.id);
      if (image) {
        const scale = Math.min(34 / image.height, 200 / image.width);
        writer.page.drawImage(image, {
          x: MARGIN + 60,
          y: writer.y - 4,
          width: image.width * scale,
          height: image.height * scale,
        });
      } else {
        const name = encodable(fonts.script, signer.signatureValue ?? signer.name);
        writer.page.drawText(name, { x: MARGIN + 60, y: writer.y, size: 20, font: fonts.script });
      }
      writer.y -= 6;
      pendingDate = signer.signedAt ? signer.signedAt.slice(0, 10) : null;
      return;
    }
    if (pendingDate && DATE_LINE.test(line)) {
      writer.paragraph(`Date: ${pendingDate}`, fonts.regular, BODY, 2);
      pendingDate = null;
      return;
    }
    if (line.trim() === '') {
      writer.y -= BODY * 0.7;
      return;
    }
    const heading = HEADING.test(line.trim()) && line.trim().length <= 80;
    writer.paragraph(line, heading ? fonts.bold : fonts.regular, BODY, 2);
  });

  drawCertificate(doc, input, fonts);
  return doc;
}
