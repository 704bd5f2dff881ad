import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { cleanTrackedDocx } from './clean-tracked-docx';
import { piecesWithEdits } from './tracked-pieces';

const STAMP = { author: 'Clausecraft', date: '2026-11-28T10:00:00Z' };

async function parts(docx: Buffer): Promise<{ document: string; comments: string }> {
  const zip = await JSZip.loadAsync(docx);
  return {
    document: (await zip.file('word/document.xml')?.async('string')) ?? '',
    comments: (await zip.file('word/comments.xml')?.async('string')) ?? '',
  };
}

describe('cleanTrackedDocx', () => {
  it('writes placed edits as w:del/w:ins with author and date inside a comment range, and lists the rest', async () => {
    const text =
      'SUPPLY AGREEMENT\n\n1. Goods are delivered within 60 days.\n\n2. Payment is due on delivery.';
    const { pieces, unplaced } = piecesWithEdits(text, [
      {
        id: '00000001',
        find: '1. Goods are delivered within 60 days.',
        replace: 'Goods are delivered within 14 days.',
        comment: 'A shorter delivery time.',
        section: 'Section 1',
      },
      {
        id: '00000002',
        find: 'Title passes on payment.',
        replace: 'Title passes on delivery.',
        comment: 'x',
        section: 'Section 3',
      },
    ]);
    expect(unplaced.map((e) => e.section)).toEqual(['Section 3']);
    const { document, comments } = await parts(await cleanTrackedDocx(pieces, STAMP, unplaced));
    expect(document).toMatch(
      /<w:commentRangeStart w:id="0"\/>.*<w:del w:id="\d+" w:author="Clausecraft" w:date="2026-11-28T10:00:00Z">.*<w:delText[^>]*>60<\/w:delText>.*<w:ins w:id="\d+" w:author="Clausecraft" w:date="2026-11-28T10:00:00Z">.*14.*<w:commentRangeEnd w:id="0"\/>/,
    );
    // The clause number stays: the suggestion does not repeat it.
    expect(document).toMatch(/<w:t xml:space="preserve">1\. <\/w:t><\/w:r><w:commentRangeStart w:id="0"\/>/);
    expect(document).toContain('Suggested edits that could not be placed');
    expect(comments).toMatch(/<w:comment w:id="0" w:author="Clausecraft"[^>]*>.*A shorter delivery time\./);
  });
});
