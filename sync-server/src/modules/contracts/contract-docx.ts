import {
  AlignmentType,
  Document,
  Footer,
  HighlightColor,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import { parseContractContent } from '@contract-engine';
import { fillPlaceholders } from '@shared-schema';
import type { ContractParagraph, ParsedContract } from '@shared-schema';

// The Word file of a contract: parsed from the shared plain-text format (parseContractContent), so the
// preview and the download read the same. Unfilled [INSERT KEY] markers are highlighted yellow.

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export { fillPlaceholders };

export const NOT_LEGAL_ADVICE =
  'Generated with Clausecraft. This document is not legal advice; have it reviewed by a qualified attorney before signing.';

const MARKER = /\[INSERT ([A-Z0-9]+(?: [A-Z0-9]+)*)\]/g;

export type ContractDocxInput = {
  content: string;
  contractNumber: string;
  /** Values the user filled in after generation; only non-empty strings replace their marker. */
  placeholders?: Record<string, string> | null;
  /** Title when the content has none. */
  name?: string;
};

/** Text runs with every remaining marker highlighted. */
function runs(text: string, style: { bold?: boolean; size?: number } = {}): TextRun[] {
  const result: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const start = match.index;
    if (start > last) result.push(new TextRun({ text: text.slice(last, start), ...style }));
    result.push(new TextRun({ text: match[0], highlight: HighlightColor.YELLOW, ...style }));
    last = start + match[0].length;
  }
  if (last < text.length || result.length === 0)
    result.push(new TextRun({ text: text.slice(last), ...style }));
  return result;
}

/** `keep`: the paragraph stays whole and on the page of the next one (the last clause, with the signatures). */
function clause(paragraph: ContractParagraph, keep = false): Paragraph {
  const together = keep ? { keepNext: true, keepLines: true } : {};
  if (!paragraph.label)
    return new Paragraph({
      children: runs(paragraph.text),
      alignment: AlignmentType.JUSTIFIED,
      spacing: { after: 120 },
      ...together,
    });
  return new Paragraph({
    children: [new TextRun({ text: `(${paragraph.label})\t` }), ...runs(paragraph.text)],
    alignment: AlignmentType.JUSTIFIED,
    indent: { left: 720, hanging: 360 },
    tabStops: [{ type: 'left', position: 720 }],
    spacing: { after: 120 },
    ...together,
  });
}

function body(model: ParsedContract, contractNumber: string, fallbackTitle: string): Paragraph[] {
  const paragraphs: Paragraph[] = [
    new Paragraph({
      children: runs(model.title || fallbackTitle.toUpperCase(), { bold: true, size: 32 }),
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
    }),
    new Paragraph({
      children: [new TextRun({ text: `Contract No. ${contractNumber}`, size: 18, color: '555555' })],
      alignment: AlignmentType.CENTER,
      spacing: { after: 360 },
    }),
    ...model.preamble.map(
      (text) =>
        new Paragraph({ children: runs(text), alignment: AlignmentType.JUSTIFIED, spacing: { after: 160 } }),
    ),
  ];
  const { intro, parties } = model.signatureBlock;
  const signed = Boolean(intro) || parties.length > 0;
  model.sections.forEach((section, sectionIndex) => {
    paragraphs.push(
      new Paragraph({
        children: runs(`${section.number}. ${section.heading.toUpperCase()}`, { bold: true }),
        keepNext: true,
        spacing: { before: 240, after: 120 },
      }),
    );
    // The last clause goes with the signatures: a signature block alone on the last page signs nothing visible.
    const lastSection = sectionIndex === model.sections.length - 1;
    paragraphs.push(
      ...section.paragraphs.map((p, index) =>
        clause(p, signed && lastSection && index === section.paragraphs.length - 1),
      ),
    );
  });
  if (intro)
    paragraphs.push(
      new Paragraph({ children: runs(intro), keepNext: true, spacing: { before: 360, after: 240 } }),
    );
  parties.forEach((party, partyIndex) => {
    const lastParty = partyIndex === parties.length - 1;
    // The whole signature section stays together, so the last signatory block never stands alone on a page.
    paragraphs.push(
      new Paragraph({
        children: runs(party.label, { bold: true }),
        keepNext: true,
        keepLines: true,
        spacing: { before: 240, after: 120 },
      }),
    );
    party.fields.forEach((field, index) => {
      paragraphs.push(
        new Paragraph({
          children: runs(`${field.label}: ${field.value}`),
          keepNext: !lastParty || index < party.fields.length - 1,
          spacing: { after: 120 },
        }),
      );
    });
  });
  return paragraphs;
}

function footer(contractNumber: string): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ text: `Contract No. ${contractNumber}  |  Page `, size: 16 }),
          new TextRun({ children: [PageNumber.CURRENT], size: 16 }),
          new TextRun({ text: ' of ', size: 16 }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 16 }),
        ],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: NOT_LEGAL_ADVICE, size: 14, italics: true, color: '555555' })],
      }),
    ],
  });
}

/** The .docx bytes of a contract: title, parties, numbered sections, signature block, footer. */
export async function buildContractDocx(input: ContractDocxInput): Promise<Buffer> {
  const model = parseContractContent(fillPlaceholders(input.content, input.placeholders));
  const document = new Document({
    creator: 'Clausecraft',
    title: model.title || input.name || 'Contract',
    description: `Contract No. ${input.contractNumber}`,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 22 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        footers: { default: footer(input.contractNumber) },
        children: body(model, input.contractNumber, input.name ?? 'Contract'),
      },
    ],
  });
  return Packer.toBuffer(document);
}
