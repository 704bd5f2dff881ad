import { DeletedTextRun, InsertedTextRun, Packer, TextRun, type ParagraphChild } from 'docx';
import { compareTexts, type RedlinePart } from '@contract-engine';
import {
  contractDocument,
  layContract,
  type ContractDocxInput,
  type LaidParagraph,
} from './contract-docx-layout';
import { markedRuns } from './contract-docx';

export type TrackedDocxInput = {
  /** The earlier version and the current contract, each as the clean download would lay it out. */
  before: ContractDocxInput;
  after: ContractDocxInput;
  /** Written on every change (w:author, w:date). */
  author: string;
  date: Date;
};

type Built = { laid: LaidParagraph; pieces: RedlinePart[]; mark: RedlinePart['kind'] };

/**
 * The paragraphs of the later version with every difference from the earlier one as a tracked change. Both versions
 * are laid out as the clean download lays them out (one text per Word paragraph) and compared with compareTexts, one
 * line per paragraph. A line break in the comparison ends a paragraph on the side(s) it belongs to: a shared one ends
 * a paragraph laid out as the later version; an inserted one a new paragraph (its mark inserted); a deleted one a
 * paragraph of the earlier version whose mark is deleted, so accepting every change leaves exactly the later version
 * and rejecting every change the earlier one.
 */
export function trackedParagraphs(before: LaidParagraph[], after: LaidParagraph[]): Built[] {
  const text = (laid: LaidParagraph[]) => laid.map((p) => `${p.text}\n`).join('');
  const built: Built[] = [];
  let pieces: RedlinePart[] = [];
  let b = 0;
  let a = 0;
  for (const part of compareTexts(text(before), text(after))) {
    const lines = part.text.split('\n');
    lines.forEach((line, index) => {
      if (line !== '') pieces.push({ kind: part.kind, text: line });
      if (index === lines.length - 1) return;
      // A line break of this part: the paragraph ends here.
      const laid = part.kind === 'deleted' ? before[b] : after[a];
      if (laid) built.push({ laid, pieces, mark: part.kind });
      pieces = [];
      if (part.kind !== 'inserted') b += 1;
      if (part.kind !== 'deleted') a += 1;
    });
  }
  return built;
}

/** The .docx of the current contract with the changes since an earlier version as Word tracked changes. */
export async function buildTrackedContractDocx(input: TrackedDocxInput): Promise<Buffer> {
  let id = 0;
  const change = () => ({ id: (id += 1), author: input.author, date: input.date.toISOString() });
  const paragraphs = trackedParagraphs(layContract(input.before), layContract(input.after)).map(
    ({ laid, pieces, mark }) => {
      const children: ParagraphChild[] = pieces.flatMap((piece): ParagraphChild[] => {
        if (piece.kind === 'inserted')
          return [new InsertedTextRun({ text: piece.text, ...laid.style, ...change() })];
        if (piece.kind === 'deleted')
          return [new DeletedTextRun({ text: piece.text, ...laid.style, ...change() })];
        return laid.plain
          ? [new TextRun({ text: piece.text, ...laid.style })]
          : markedRuns(piece.text, laid.style);
      });
      const run =
        mark === 'inserted'
          ? { insertion: change() }
          : mark === 'deleted'
            ? { deletion: change() }
            : undefined;
      return { laid, children, run };
    },
  );
  return Packer.toBuffer(contractDocument(input.after, paragraphs));
}
