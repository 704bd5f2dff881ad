import {
  AlignmentType,
  Document,
  Footer,
  PageNumber,
  Paragraph,
  TextRun,
  type IParagraphOptions,
  type ParagraphChild,
} from 'docx';
import { parseContractContent } from '@contract-engine';
import { fillPlaceholders, type ContractParagraph, type ParsedContract } from '@shared-schema';

// The layout of a contract's Word file, shared by the clean download and the one with tracked changes: each
// paragraph's text, its run style and its paragraph options, from the shared plain-text format
// (parseContractContent), so the preview and both downloads read the same.

export const NOT_LEGAL_ADVICE =
  'Generated with Clausecraft. This document is not legal advice; have it reviewed by a qualified attorney before signing.';

export type RunStyle = { bold?: boolean; size?: number; color?: string };

/** One paragraph of the file: its whole text (a paragraph never holds a line break), run style and options. */
export type LaidParagraph = {
  text: string;
  style: RunStyle;
  options: Omit<IParagraphOptions, 'children'>;
  /** Written as it is: no [INSERT KEY] highlighting (the contract number line). */
  plain?: boolean;
};

export type ContractDocxInput = {
  content: string;
  contractNumber: string;
  /** Values the user filled in after generation; only non-empty strings replace their marker. */
  placeholders?: Record<string, string> | null;
  /** Title when the content has none. */
  name?: string;
};

/** `keep`: the paragraph stays whole and on the page of the next one (the last clause, with the signatures). */
function clause(paragraph: ContractParagraph, keep: boolean): LaidParagraph {
  const together = keep ? { keepNext: true, keepLines: true } : {};
  if (!paragraph.label)
    return {
      text: paragraph.text,
      style: {},
      options: { alignment: AlignmentType.JUSTIFIED, spacing: { after: 120 }, ...together },
    };
  return {
    text: `(${paragraph.label})\t${paragraph.text}`,
    style: {},
    options: {
      alignment: AlignmentType.JUSTIFIED,
      indent: { left: 720, hanging: 360 },
      tabStops: [{ type: 'left', position: 720 }],
      spacing: { after: 120 },
      ...together,
    },
  };
}

function body(model: ParsedContract, contractNumber: string, fallbackTitle: string): LaidParagraph[] {
  const paragraphs: LaidParagraph[] = [
    {
      text: model.title || fallbackTitle.toUpperCase(),
      style: { bold: true, size: 32 },
      options: { alignment: AlignmentType.CENTER, spacing: { after: 120 } },
    },
    {
      text: `Contract No. ${contractNumber}`,
      style: { size: 18, color: '555555' },
      options: { alignment: AlignmentType.CENTER, spacing: { after: 360 } },
      plain: true,
    },
    ...model.preamble.map((text): LaidParagraph => ({
      text,
      style: {},
      options: { alignment: AlignmentType.JUSTIFIED, spacing: { after: 160 } },
    })),
  ];
  const { intro, parties } = model.signatureBlock;
  const signed = Boolean(intro) || parties.length > 0;
  model.sections.forEach((section, sectionIndex) => {
    paragraphs.push({
      text: `${section.number}. ${section.heading.toUpperCase()}`,
      style: { bold: true },
      options: { keepNext: true, spacing: { before: 240, after: 120 } },
    });
    // The last clause goes with the signatures: a signature block alone on the last page signs nothing visible.
    const lastSection = sectionIndex === model.sections.length - 1;
    paragraphs.push(
      ...section.paragraphs.map((p, index) =>
        clause(p, signed && lastSection && index === section.paragraphs.length - 1),
      ),
    );
  });
  if (intro)
    paragraphs.push({
      text: intro,
      style: {},
      options: { keepNext: true, spacing: { before: 360, after: 240 } },
    });
  parties.forEach((party, partyIndex) => {
    const lastParty = partyIndex === parties.length - 1;
    // The whole signature section stays together, so the last signatory block never stands alone on a page.
    paragraphs.push({
      text: party.label,
      style: { bold: true },
      options: { keepNext: true, keepLines: true, spacing: { before: 240, after: 120 } },
    });
    party.fields.forEach((field, index) => {
      paragraphs.push({
        text: `${field.label}: ${field.value}`,
        style: {},
        options: { keepNext: !lastParty || index < party.fields.length - 1, spacing: { after: 120 } },
      });
    });
  });
  return paragraphs;
}

/** The paragraphs of a contract's file, its placeholders filled in. */
export function layContract(input: ContractDocxInput): LaidParagraph[] {
  const model = parseContractContent(fillPlaceholders(input.content, input.placeholders));
  return body(model, input.contractNumber, input.name ?? 'Contract');
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

/** The Word document around the body: title, fonts, margins, and the footer with the number and disclaimer. */
export function contractDocument(
  input: ContractDocxInput,
  paragraphs: Array<{ laid: LaidParagraph; children: ParagraphChild[]; run?: IParagraphOptions['run'] }>,
): Document {
  const title = paragraphs[0]?.laid.text;
  return new Document({
    creator: 'Clausecraft',
    title: title || input.name || 'Contract',
    description: `Contract No. ${input.contractNumber}`,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 22 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        footers: { default: footer(input.contractNumber) },
        children: paragraphs.map(
          ({ laid, children, run }) => new Paragraph({ ...laid.options, children, ...(run ? { run } : {}) }),
        ),
      },
    ],
  });
}
