import type { ContractDocument } from './text/document';

// The sentences quoted as a detected clause's evidence. A line of a few words ('9. NON-COMPETITION.',
// '3.3 Insurance.') is a section heading: it names where a clause is but is not the clause, so it is
// not quoted when the category has a real sentence to show. It still counts towards presence (the
// hits are unchanged); when a heading is all there is, it is what the user sees.

/** Fewer distinct words than this and a sentence is a heading, not a clause. */
const MIN_CLAUSE_WORDS = 6;
const WORD = /[a-z0-9]+/g;

function isHeading(text: string): boolean {
  return new Set(text.toLowerCase().match(WORD) ?? []).size < MIN_CLAUSE_WORDS;
}

export function evidenceSentences(doc: ContractDocument, hits: readonly number[]): readonly number[] {
  const clauses = hits.filter((i) => {
    const s = doc.sentences[i];
    return s !== undefined && !isHeading(s.text);
  });
  return clauses.length > 0 ? clauses : hits;
}
