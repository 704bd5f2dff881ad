import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';

// A small styled contract written for the tracked-change tests (not from any data set): a heading, a numbered
// list and a clause whose words are split over runs of different formatting, as Word leaves them after editing.

export const STYLED_CLAUSES = {
  payment: 'The Client shall pay each invoice within ninety (90) days of receipt.',
  termination: 'The Client may end this Agreement at any time without notice.',
  law: 'This Agreement is governed by the laws of Oregon.',
} as const;

/** The text a review of this file reads (the upload's extraction: numbers of the list included). */
export const STYLED_TEXT = [
  'SERVICES AGREEMENT',
  'This Agreement is made between Cobalt Ridge Inc. (the "Client") and Tern Harbour LLC (the "Provider").',
  `1. ${STYLED_CLAUSES.payment}`,
  `2. ${STYLED_CLAUSES.termination}`,
  STYLED_CLAUSES.law,
].join('\n\n');

/** `linkedTermination`: the termination clause is the text of a hyperlink, where no edit can be tracked. */
export async function styledContractDocx(options: { linkedTermination?: boolean } = {}): Promise<Buffer> {
  const termination = new TextRun(STYLED_CLAUSES.termination);
  const doc = new Document({
    creator: 'tests',
    numbering: {
      config: [
        {
          reference: 'clauses',
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'SERVICES AGREEMENT', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun(
                'This Agreement is made between Cobalt Ridge Inc. (the "Client") and Tern Harbour LLC (the "Provider").',
              ),
            ],
          }),
          new Paragraph({
            numbering: { reference: 'clauses', level: 0 },
            // Split runs: the edit must cross them and keep the bold of "ninety (90) days".
            children: [
              new TextRun('The Client shall pay each invoice within '),
              new TextRun({ text: 'ninety (90) days', bold: true }),
              new TextRun(' of receipt.'),
            ],
          }),
          new Paragraph({
            numbering: { reference: 'clauses', level: 0 },
            children: [
              options.linkedTermination
                ? new ExternalHyperlink({ link: 'https://example.com/terms', children: [termination] })
                : termination,
            ],
          }),
          new Paragraph({ children: [new TextRun(STYLED_CLAUSES.law)] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A .docx of one plain paragraph. */
export async function plainDocx(text: string): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));
}
