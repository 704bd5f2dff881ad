import { AlignmentType, Document, LevelFormat, Packer, Paragraph } from 'docx';

// One contract written for the Word-numbering tests (not from any data set), in three forms: typed
// text with its clause numbers, a .docx and a flat OpenDocument file whose numbers are Word's (or
// Writer's) automatic list numbering. LibreOffice turns the OpenDocument file into a Word 97 .doc.

const PREAMBLE =
  'This Services Agreement (the "Agreement") is made on June 1, 2025 between Cobalt Ridge Inc., a Nevada corporation (the "Company"), and Tern Harbour Services LLC, an Oregon limited liability company (the "Provider").';

interface Clause {
  readonly text: string;
  /** Lettered sub-clauses: (a), (b), ... */
  readonly items?: readonly string[];
}

const SECTIONS: ReadonlyArray<{ heading: string; clauses: readonly Clause[] }> = [
  {
    heading: 'SERVICES',
    clauses: [
      { text: 'The Provider shall provide the cleaning services described in Schedule 1.' },
      {
        text: 'The Provider shall make any changes to the services that the Company requests at no additional cost.',
      },
    ],
  },
  {
    heading: 'FEES',
    clauses: [{ text: 'The Company shall pay each undisputed invoice within ninety (90) days of receipt.' }],
  },
  {
    heading: 'LIMITATION OF LIABILITY',
    clauses: [
      {
        text: "In no event shall the Company's aggregate liability under this Agreement exceed one hundred dollars ($100).",
      },
    ],
  },
  {
    heading: 'TERMINATION',
    clauses: [
      {
        text: 'The Company may terminate this Agreement at any time, for any reason, upon written notice to the Provider.',
      },
      {
        text: 'The Provider may terminate this Agreement on thirty (30) days written notice if:',
        items: [
          'the Company fails to pay an undisputed invoice when due; or',
          'the Company becomes insolvent or makes an assignment for the benefit of its creditors.',
        ],
      },
    ],
  },
  {
    heading: 'GOVERNING LAW',
    clauses: [{ text: 'This Agreement is governed by the laws of the State of Oregon.' }],
  },
];

const letter = (k: number): string => String.fromCharCode(97 + k);

export function numberedContractText(): string {
  const lines = ['SERVICES AGREEMENT', PREAMBLE];
  SECTIONS.forEach((s, i) => {
    lines.push(`${i + 1}. ${s.heading}`);
    s.clauses.forEach((c, j) => {
      lines.push(`${i + 1}.${j + 1} ${c.text}`);
      (c.items ?? []).forEach((item, k) => lines.push(`(${letter(k)}) ${item}`));
    });
  });
  return lines.join('\n\n');
}

const LEVELS = [
  { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
  { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', alignment: AlignmentType.START },
  { level: 2, format: LevelFormat.LOWER_LETTER, text: '(%3)', alignment: AlignmentType.START },
];

/**
 * The contract as a .docx numbered by Word's list numbering, on each paragraph or (byStyle) through
 * paragraph styles that carry the numbering, as Word's numbered headings do.
 */
export async function numberedContractDocx(byStyle = false): Promise<Buffer> {
  const STYLES = ['Heading', 'Clause', 'Item'];
  const numbered = (text: string, level: number): Paragraph =>
    byStyle
      ? new Paragraph({ text, style: STYLES[level] ?? 'Item' })
      : new Paragraph({ text, numbering: { reference: 'clauses', level } });
  const children = [new Paragraph({ text: 'SERVICES AGREEMENT' }), new Paragraph({ text: PREAMBLE })];
  for (const s of SECTIONS) {
    children.push(numbered(s.heading, 0));
    for (const c of s.clauses) {
      children.push(numbered(c.text, 1));
      for (const item of c.items ?? []) children.push(numbered(item, 2));
    }
  }
  const doc = new Document({
    numbering: { config: [{ reference: 'clauses', levels: LEVELS }] },
    ...(byStyle
      ? {
          styles: {
            paragraphStyles: STYLES.map((id, level) => ({
              id,
              name: id,
              basedOn: 'Normal',
              paragraph: { numbering: { reference: 'clauses', level } },
            })),
          },
        }
      : {}),
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const p = (text: string): string => `<text:p>${escapeXml(text)}</text:p>`;

/**
 * The contract as a flat OpenDocument text with one three-level list (1. / 1.1 / (a)). Converted
 * from this, LibreOffice writes a .doc as Word does: one list instance for the whole list. (Its
 * .doc export of a .docx instead gives each list's first paragraph a list instance of its own,
 * which Word and LibreOffice itself then number apart from the rest.)
 */
export function numberedContractFodt(): string {
  const items = SECTIONS.map(
    (s) =>
      `<text:list-item>${p(s.heading)}<text:list>${s.clauses
        .map(
          (c) =>
            `<text:list-item>${p(c.text)}${
              c.items
                ? `<text:list>${c.items.map((i) => `<text:list-item>${p(i)}</text:list-item>`).join('')}</text:list>`
                : ''
            }</text:list-item>`,
        )
        .join('')}</text:list></text:list-item>`,
  ).join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">',
    '<office:automatic-styles><text:list-style style:name="L1">',
    '<text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1"/>',
    '<text:list-level-style-number text:level="2" style:num-format="1" text:display-levels="2"/>',
    '<text:list-level-style-number text:level="3" style:num-prefix="(" style:num-suffix=")" style:num-format="a"/>',
    '</text:list-style></office:automatic-styles>',
    '<office:body><office:text>',
    p('SERVICES AGREEMENT'),
    p(PREAMBLE),
    `<text:list text:style-name="L1">${items}</text:list>`,
    '</office:text></office:body></office:document>',
  ].join('');
}
