import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { generateContract } from '@contract-engine';
import { openInLibreOffice } from '../../../test/libreoffice';
import { buildContractDocx } from './contract-docx';
import { buildTrackedContractDocx } from './contract-docx-tracked';

// Markers kept in the content, values in placeholders: as the builder stores a contract.
const TODAY = { today: '2027-03-01', keepMarkers: true };
const earlier = generateContract(
  'service-agreement',
  { 'CLIENT NAME': 'Acme LLC', 'PAYMENT AMOUNT': '$2,500' },
  TODAY,
);
// The later version: a fact changed, a clause's wording changed, a paragraph added and another removed.
const paragraphs = earlier.content.split('\n\n');
const removed = paragraphs[3] ?? '';
const laterContent = paragraphs
  .filter((p) => p !== removed)
  .map((p, i) => (i === 2 ? `${p} Work is delivered in two phases.` : p))
  .flatMap((p, i) => (i === 8 ? [p, 'This paragraph was added in the later version.'] : [p]))
  .join('\n\n');
const before = {
  content: earlier.content,
  placeholders: earlier.placeholders,
  contractNumber: 'CB-2027-111111',
};
const after = {
  content: laterContent,
  placeholders: { ...earlier.placeholders, 'CLIENT NAME': 'Beta Corp' },
  contractNumber: 'CB-2027-111111',
};
const DATE = new Date('2027-03-04T09:30:00.000Z');

async function documentXml(buffer: Buffer): Promise<string> {
  return (await (await JSZip.loadAsync(buffer)).file('word/document.xml')?.async('string')) ?? '';
}

describe('the .docx with changes since a version', () => {
  it('writes insertions and deletions as w:ins and w:del with author and date, and deleted paragraph marks', async () => {
    const xml = await documentXml(
      await buildTrackedContractDocx({ before, after, author: 'Clausecraft', date: DATE }),
    );
    const ins = xml.match(/<w:ins [^>]*>/g) ?? [];
    const del = xml.match(/<w:del [^>]*>/g) ?? [];
    expect(ins.length).toBeGreaterThan(2);
    expect(del.length).toBeGreaterThan(1);
    for (const mark of [...ins, ...del]) {
      expect(mark).toMatch(/w:author="Clausecraft"/);
      expect(mark).toMatch(/w:date="2027-03-04T09:30:00/);
      expect(mark).toMatch(/w:id="\d+"/);
    }
    const ids = [...ins, ...del].map((mark) => /w:id="(\d+)"/.exec(mark)?.[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(xml).toMatch(/<w:ins [^>]*>\s*<w:r>\s*<w:t[^>]*>[^<]*Beta/);
    expect(xml).toMatch(/<w:del [^>]*>\s*<w:r>\s*<w:delText[^>]*>[^<]*Acme/);
    expect(xml).toMatch(/<w:ins [^>]*>\s*<w:r>\s*<w:t[^>]*>This paragraph was added in the later version\./);
    // A removed paragraph's mark is deleted too (in its paragraph's run properties), so accepting leaves no gap.
    expect(xml).toMatch(/<w:pPr>[\s\S]*?<w:rPr>\s*<w:del [^>]*\/>/);
  });

  it('opens in LibreOffice with every change listed, the later version once accepted, and the same paragraph styles', async () => {
    const tracked = await openInLibreOffice(
      await buildTrackedContractDocx({ before, after, author: 'Clausecraft', date: DATE }),
    );
    const clean = await openInLibreOffice(await buildContractDocx(after));
    const inserted = tracked.changes
      .filter((c) => c.kind === 'insertion')
      .map((c) => c.text)
      .join(' ');
    const deleted = tracked.changes
      .filter((c) => c.kind === 'deletion')
      .map((c) => c.text)
      .join(' ');
    expect(inserted).toContain('Beta Corp');
    expect(inserted).toContain('two phases');
    expect(inserted).toContain('added in the later version');
    expect(deleted).toContain('Acme LLC');
    expect(deleted).toContain(removed.split('\n').at(-1)?.slice(0, 30) ?? 'missing');
    for (const change of tracked.changes) {
      expect(change.author).toBe('Clausecraft');
      expect(change.date).toMatch(/^2027-03-04T09:30/);
    }
    // The reader leaves a paragraph whose mark was deleted apart from the next one (Word and LibreOffice join them
    // on accepting), so the words are compared in order across paragraphs.
    const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');
    expect(words(tracked.acceptedText)).toEqual(words(clean.acceptedText));
    expect(tracked.acceptedText).toContain('Beta Corp');
    expect(tracked.acceptedText).not.toContain('Acme LLC');
    expect(tracked.paragraphStyles.sort()).toEqual(clean.paragraphStyles.sort());
  }, 120_000);
});
