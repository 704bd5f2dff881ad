import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  DeletedTextRun,
  Document,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { openInLibreOffice, soffice } from './libreoffice';

const date = '2026-11-28T10:00:00Z';

async function docxWithChanges(): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({
      comments: {
        children: [{ id: 0, author: 'Clausecraft', children: [new Paragraph('Net 30 is usual.')] }],
      },
      sections: [
        {
          children: [
            new Paragraph({ text: 'Fees', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [
                new TextRun('The Client pays within '),
                new DeletedTextRun({ id: 1, author: 'Ann', date, text: 'sixty' }),
                new InsertedTextRun({ id: 2, author: 'Ann', date, text: 'thirty' }),
                new CommentRangeStart(0),
                new TextRun(' days.'),
                new CommentRangeEnd(0),
                new TextRun({ children: [new CommentReference(0)] }),
              ],
            }),
          ],
        },
      ],
    }),
  );
}

describe.skipIf(!soffice)('reading a .docx back through LibreOffice', () => {
  it('lists each tracked change with its author, the comments, the accepted text and the heading style', async () => {
    const opened = await openInLibreOffice(await docxWithChanges());
    expect(opened.changes).toEqual([
      expect.objectContaining({ kind: 'deletion', author: 'Ann', text: 'sixty' }),
      expect.objectContaining({ kind: 'insertion', author: 'Ann', text: 'thirty' }),
    ]);
    expect(opened.comments).toEqual([{ author: 'Clausecraft', text: 'Net 30 is usual.' }]);
    expect(opened.acceptedText).toBe('Fees\nThe Client pays within thirty days.');
    expect(opened.paragraphStyles).toContain('Heading 1');
  }, 120_000);
});
