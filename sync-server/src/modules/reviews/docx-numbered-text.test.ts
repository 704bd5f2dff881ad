import { AlignmentType, Document, LevelFormat, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '@contract-engine';
import { extractText } from './text-extractor';

// The same contract as typed text and as a Word file whose clause numbers are Word's automatic
// list numbering: the extracted text shows the numbers, and the review is the same.

const PREAMBLE =
  'This Services Agreement (the "Agreement") is made on June 1, 2025 between Cobalt Ridge Inc., a Nevada corporation (the "Company"), and Tern Harbour Services LLC, an Oregon limited liability company (the "Provider").';

const SECTIONS: ReadonlyArray<{ heading: string; clauses: readonly string[] }> = [
  {
    heading: 'SERVICES',
    clauses: [
      'The Provider shall provide the cleaning services described in Schedule 1.',
      'The Provider shall make any changes to the services that the Company requests at no additional cost.',
    ],
  },
  {
    heading: 'FEES',
    clauses: ['The Company shall pay each undisputed invoice within ninety (90) days of receipt.'],
  },
  {
    heading: 'LIMITATION OF LIABILITY',
    clauses: [
      "In no event shall the Company's aggregate liability under this Agreement exceed one hundred dollars ($100).",
    ],
  },
  {
    heading: 'TERMINATION',
    clauses: [
      'The Company may terminate this Agreement at any time, for any reason, upon written notice to the Provider.',
    ],
  },
  { heading: 'GOVERNING LAW', clauses: ['This Agreement is governed by the laws of the State of Oregon.'] },
];

function asText(): string {
  const lines = ['SERVICES AGREEMENT', PREAMBLE];
  SECTIONS.forEach((s, i) => {
    lines.push(`${i + 1}. ${s.heading}`);
    s.clauses.forEach((c, j) => lines.push(`${i + 1}.${j + 1} ${c}`));
  });
  return lines.join('\n\n');
}

async function asDocx(): Promise<Buffer> {
  const children = [new Paragraph({ text: 'SERVICES AGREEMENT' }), new Paragraph({ text: PREAMBLE })];
  for (const s of SECTIONS) {
    children.push(new Paragraph({ text: s.heading, numbering: { reference: 'clauses', level: 0 } }));
    for (const c of s.clauses)
      children.push(new Paragraph({ text: c, numbering: { reference: 'clauses', level: 1 } }));
  }
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'clauses',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
            { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

describe('Word list numbering in uploaded .docx files', () => {
  it('keeps the clause numbers Word displays', async () => {
    const text = await extractText(await asDocx(), 'contract.docx');
    expect(text).toContain('1. SERVICES');
    expect(text).toContain('1.2 The Provider shall make any changes');
    expect(text).toContain('3.1 In no event shall');
    expect(text).toBe(await extractText(Buffer.from(asText()), 'contract.txt'));
  });

  it('gives the same findings, locations and score as the typed text', async () => {
    const fromDocx = analyzeContract(await extractText(await asDocx(), 'contract.docx'), {
      party: 'Provider',
    });
    const fromTxt = analyzeContract(await extractText(Buffer.from(asText()), 'contract.txt'), {
      party: 'Provider',
    });
    expect(fromDocx.redFlags).toEqual(fromTxt.redFlags);
    expect(fromDocx.contractInfo.overallScore).toBe(fromTxt.contractInfo.overallScore);
    expect(fromDocx.redFlags[0]?.location).toBe('Section 3.1 Limitation of Liability');
  });
});
