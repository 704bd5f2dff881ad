import { describe, expect, it } from 'vitest';
import { analyzeContract } from '@contract-engine';
import { ListNumberer, type DocListTables } from './doc-lists';
import { readStyleLists } from './doc-styles';
import { docNumberedText, docStyleLists } from './doc-numbered-text';
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

/** A paragraph style (STD) with a 10-byte base, a one-letter name and one paragraph UPX. */
function styleEntry(base: number, grpprl: readonly number[]): Buffer {
  const head = Buffer.alloc(10);
  head.writeUInt16LE(1 | (base << 4), 2);
  const name = Buffer.from([1, 0, 0x41, 0, 0, 0]);
  const upx = Buffer.alloc(4 + grpprl.length + (grpprl.length % 2));
  upx.writeUInt16LE(2 + grpprl.length, 0);
  Buffer.from(grpprl).copy(upx, 4);
  const std = Buffer.concat([head, name, upx]);
  const size = Buffer.alloc(2);
  size.writeUInt16LE(std.length, 0);
  return Buffer.concat([size, std]);
}

describe('readStyleLists (numbering carried by .doc paragraph styles)', () => {
  it('gives each style its own list and level, else those of its base style', () => {
    const stshi = Buffer.from([6, 0, 3, 0, 10, 0, 0, 0]);
    const stsh = Buffer.concat([
      stshi,
      Buffer.from([0, 0]),
      // Style 1: list instance 2, level 1 (sprmPIlfo 0x460B, sprmPIlvl 0x260A); no base style.
      styleEntry(0xfff, [0x0b, 0x46, 2, 0, 0x0a, 0x26, 1]),
      // Style 2, based on style 1: level 3 only.
      styleEntry(1, [0x0a, 0x26, 3]),
    ]);
    const lists = readStyleLists(stsh);
    expect(lists.get(1)).toEqual({ ilfo: 2, ilvl: 1 });
    expect(lists.get(2)).toEqual({ ilfo: 2, ilvl: 3 });
    expect(lists.has(0)).toBe(false);
    expect(readStyleLists(Buffer.alloc(3)).size).toBe(0);
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

    // Damaged copies (bytes overwritten, or cut short) end in a format or range error, never in
    // another failure or a hang; the upload route turns both into its 422 for unreadable files.
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let k = 0; k < 300; k += 1) {
      const copy = Buffer.from(doc);
      for (let j = 0; j < 8; j += 1) copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256);
      const damaged = k % 2 === 0 ? copy : doc.subarray(0, Math.floor(random() * doc.length));
      try {
        expect(typeof docNumberedText(damaged)).toBe('string');
      } catch (error) {
        expect(error instanceof OleFormatError || error instanceof RangeError).toBe(true);
      }
    }
  }, 180_000);

  it('keeps numbering that paragraph styles carry (Word numbered headings), from .docx and .doc alike', async () => {
    const docx = await numberedContractDocx(true);
    const fromDocx = await extractText(docx, 'contract.docx');
    expect(fromDocx).toBe(await extractText(Buffer.from(numberedContractText()), 'contract.txt'));
    const doc = await convertToDoc('contract.docx', docx);
    expect(await extractText(doc, 'contract.doc')).toBe(fromDocx);
    // The .doc's style sheet: the three numbered styles, one list, levels 0 to 2.
    const lists = [...docStyleLists(doc).values()];
    expect(lists.map((l) => l.ilvl).sort()).toEqual([0, 1, 2]);
    expect(new Set(lists.map((l) => l.ilfo)).size).toBe(1);
  }, 180_000);
});
