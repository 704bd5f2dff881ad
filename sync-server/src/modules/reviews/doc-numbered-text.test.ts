import { describe, expect, it } from 'vitest';
import { analyzeContract } from '@contract-engine';
import { ListNumberer, type DocListTables } from './doc-lists';
import { docNumberedText } from './doc-numbered-text';
import { OleFormatError } from './ole-compound-file';
import {
  numberedContractDocx,
  numberedContractFodt,
  numberedContractText,
} from './test-support/numbered-contract';
import { convertToDoc, soffice } from './test-support/upload-fixtures';
import { extractText } from './text-extractor';

// Word 97-2003 .doc files keep list numbers out of the text, as .docx files do: the reader of the
// binary format puts them back, so .txt, .docx and .doc of one contract are reviewed alike.

const level = (format: string, label: ReadonlyArray<string | number>, start = 1) => ({
  start,
  format,
  legal: false,
  label,
});

const TABLES: DocListTables = {
  lists: [
    {
      lsid: 1,
      levels: [
        level('decimal', [0, '.']),
        level('decimal', [0, '.', 1]),
        level('lowerLetter', ['(', 2, ')']),
      ],
    },
    { lsid: 2, levels: [level('upperRoman', ['Article ', 0], 3)] },
    { lsid: 3, levels: [level('bullet', ['\u2022'])] },
  ],
  overrides: [
    { list: 0, startAt: new Map() },
    { list: 1, startAt: new Map() },
    { list: 2, startAt: new Map() },
    { list: 0, startAt: new Map([[0, 7]]) },
  ],
};

describe('ListNumberer (numbers of .doc list paragraphs)', () => {
  it('numbers levels as Word shows them and restarts deeper levels when a shallower one advances', () => {
    const n = new ListNumberer(TABLES);
    expect([n.label(1, 0), n.label(1, 1), n.label(1, 1), n.label(1, 2), n.label(1, 2)]).toEqual([
      '1.',
      '1.1',
      '1.2',
      '(a)',
      '(b)',
    ]);
    expect([n.label(1, 0), n.label(1, 1), n.label(1, 2)]).toEqual(['2.', '2.1', '(a)']);
    expect([n.label(2, 0), n.label(2, 0)]).toEqual(['Article III', 'Article IV']);
  });

  it('shows no number for bullets, unknown list instances or levels, and honours start overrides', () => {
    const n = new ListNumberer(TABLES);
    expect(n.label(3, 0)).toBeNull();
    expect(n.label(9, 0)).toBeNull();
    expect(n.label(2, 5)).toBeNull();
    expect([n.label(4, 0), n.label(4, 0)]).toEqual(['7.', '8.']);
  });
});

describe('.doc reader on files that are not Word 97-2003 documents', () => {
  it('refuses them with a format error', () => {
    expect(() => docNumberedText(Buffer.from('plain text, not a compound file'))).toThrow(OleFormatError);
    const header = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
    header.writeUInt16LE(9, 0x1e);
    header.writeUInt16LE(6, 0x20);
    header.writeUInt32LE(1, 0x2c);
    header.writeUInt32LE(0, 0x4c);
    // The only FAT sector is sector 0, whose chain points at itself: a loop, not a hang.
    header.writeUInt32LE(0, 512);
    header.writeUInt32LE(0, 0x30);
    expect(() => docNumberedText(header)).toThrow(OleFormatError);
  });
});

describe.skipIf(!soffice)('Word list numbering in uploaded .doc files (LibreOffice makes the .doc)', () => {
  it('gives the same text, findings, locations and score as the .txt and the .docx', async () => {
    const doc = await convertToDoc('contract.fodt', numberedContractFodt());
    const fromDoc = await extractText(doc, 'contract.doc');
    const fromTxt = await extractText(Buffer.from(numberedContractText()), 'contract.txt');
    const fromDocx = await extractText(await numberedContractDocx(), 'contract.docx');
    expect(fromDoc).toContain('1.2 The Provider shall make any changes');
    expect(fromDoc).toContain('(a) the Company fails to pay');
    expect(fromDoc).toBe(fromTxt);
    expect(fromDoc).toBe(fromDocx);
    const reviews = [fromTxt, fromDocx, fromDoc].map((t) => analyzeContract(t, { party: 'Provider' }));
    for (const r of reviews.slice(1)) {
      expect(r.redFlags).toEqual(reviews[0]?.redFlags);
      expect(r.missingClauses).toEqual(reviews[0]?.missingClauses);
      expect(r.contractInfo.overallScore).toBe(reviews[0]?.contractInfo.overallScore);
    }
    expect(reviews[2]?.redFlags[0]?.location).toBe('Section 3.1 Limitation of Liability');
  }, 180_000);
});
