import { compareReplacement, type RedlinePart } from '@contract-engine';
import { placePassages, withoutClauseNumber } from './find-passage';

/** A suggested edit: the passage to replace, its replacement, and why (the Word comment). */
export interface TrackedEdit {
  /** The suggestion's id (editSuggestionIds), by which the app names an edit that could not be placed. */
  id: string;
  find: string;
  replace: string;
  comment: string;
  /** Where it applies ('Section 4 Payment'), for the list of edits that could not be placed. */
  section: string;
}

/** A text as a redline with comments around the edited passages: what a clean tracked .docx is written from. */
export type TrackedPiece =
  RedlinePart | { kind: 'comment-start'; id: number } | { kind: 'comment-end'; id: number; comment: string };

/**
 * Lays the edits over a text: each placed edit becomes its word redline (compareReplacement) between the
 * start and end of a comment carrying its reason. Edits whose passage is not in the text are returned apart.
 */
export function piecesWithEdits(
  text: string,
  edits: readonly TrackedEdit[],
): { pieces: TrackedPiece[]; unplaced: TrackedEdit[] } {
  const spans = placePassages(
    text,
    edits.map((edit) => edit.find),
  );
  const placed = edits
    .map((edit, i) => ({ edit, span: spans[i] }))
    .flatMap(({ edit, span }) =>
      span ? [{ edit, span: withoutClauseNumber(text, span, edit.replace) }] : [],
    )
    .sort((a, b) => a.span.start - b.span.start);
  const pieces: TrackedPiece[] = [];
  let at = 0;
  placed.forEach(({ edit, span }, id) => {
    if (span.start > at) pieces.push({ kind: 'same', text: text.slice(at, span.start) });
    pieces.push({ kind: 'comment-start', id });
    pieces.push(...compareReplacement(text.slice(span.start, span.end), edit.replace));
    pieces.push({ kind: 'comment-end', id, comment: edit.comment });
    at = span.end;
  });
  if (at < text.length) pieces.push({ kind: 'same', text: text.slice(at) });
  return { pieces, unplaced: edits.filter((_, i) => !spans[i]) };
}
