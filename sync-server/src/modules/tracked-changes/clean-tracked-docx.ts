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
  type ICommentOptions,
  type ParagraphChild,
} from 'docx';
import type { TrackedEdit, TrackedPiece } from './tracked-pieces';

export interface RevisionStamp {
  author: string;
  /** ISO 8601 without milliseconds, as Word writes it. */
  date: string;
}

/** Word's own date form for revisions and comments: no milliseconds. */
export function revisionDate(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A clean .docx (no formatting of its own beyond paragraphs) of a text with tracked changes and comments: the
 * download for a .doc, a .txt or pasted text, the fallback for a .docx that cannot carry the edits, and the redline of
 * two compared versions. A line break in the text starts a new paragraph (blank lines only separate them); edits
 * that could not be placed are listed at the end with their reasons, so nothing chosen is silently lost.
 */
export async function cleanTrackedDocx(
  pieces: readonly TrackedPiece[],
  stamp: RevisionStamp,
  unplaced: readonly TrackedEdit[] = [],
): Promise<Buffer> {
  const paragraphs: Paragraph[] = [];
  const comments: ICommentOptions[] = [];
  let children: ParagraphChild[] = [];
  let revision = 0;
  const endParagraph = () => {
    if (children.length > 0) paragraphs.push(new Paragraph({ children }));
    children = [];
  };
  for (const piece of pieces) {
    if (piece.kind === 'comment-start') {
      children.push(new CommentRangeStart(piece.id));
      continue;
    }
    if (piece.kind === 'comment-end') {
      children.push(new CommentRangeEnd(piece.id));
      children.push(new TextRun({ children: [new CommentReference(piece.id)] }));
      comments.push({
        id: piece.id,
        author: stamp.author,
        date: new Date(stamp.date),
        children: [new Paragraph({ children: [new TextRun(piece.comment)] })],
      });
      continue;
    }
    piece.text.split(/\n+/).forEach((line, i) => {
      if (i > 0) endParagraph();
      if (line === '') return;
      revision += 1;
      if (piece.kind === 'same') children.push(new TextRun(line));
      else if (piece.kind === 'inserted')
        children.push(new InsertedTextRun({ text: line, id: revision, ...stamp }));
      else children.push(new DeletedTextRun({ text: line, id: revision, ...stamp }));
    });
  }
  endParagraph();
  if (unplaced.length > 0) paragraphs.push(...listed(unplaced));
  const document = new Document({
    creator: stamp.author,
    comments: { children: comments },
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(document);
}

function listed(edits: readonly TrackedEdit[]): Paragraph[] {
  const out = [
    new Paragraph({
      text: 'Suggested edits that could not be placed in the text',
      heading: HeadingLevel.HEADING_2,
    }),
    new Paragraph({
      text: 'The passages these edits change were not found word for word in this document. Make them by hand.',
    }),
  ];
  for (const edit of edits) {
    out.push(
      new Paragraph({ children: [new TextRun({ text: edit.section, bold: true })] }),
      new Paragraph({ children: [new TextRun({ text: 'Current: ', bold: true }), new TextRun(edit.find)] }),
      new Paragraph({
        children: [new TextRun({ text: 'Suggested: ', bold: true }), new TextRun(edit.replace)],
      }),
      new Paragraph({ children: [new TextRun({ text: 'Why: ', bold: true }), new TextRun(edit.comment)] }),
    );
  }
  return out;
}
