import { isShortHeading } from './clauses/operative';
import type { ContractDocument } from './text/document';

// The sentences quoted as a detected clause's evidence. A line of a few words ('9. NON-COMPETITION.',
// '3.3 Insurance.') is a section heading: it names where a clause is but is not the clause, so it is
// not quoted when the category has a real sentence to show. It still counts towards presence (the
// hits are unchanged); when a heading is all there is, it is what the user sees.

export function evidenceSentences(doc: ContractDocument, hits: readonly number[]): readonly number[] {
  const clauses = hits.filter((i) => {
    const s = doc.sentences[i];
    return s !== undefined && !isShortHeading(s.text);
  });
  return clauses.length > 0 ? clauses : hits;
}
