import type { CuadCategory } from './categories';

// One clause is one legal concept. Some pairs of categories cannot both describe the same sentence,
// though their words overlap: a right of first offer or refusal lets a party match or pre-empt a
// deal (Rofr/Rofo/Rofn), while most-favoured-nation pricing promises the best terms given to anyone;
// a limit of days or sessions in a dispute-resolution clause ('the arbitration shall not exceed
// sixty days') is procedure, not a cap on quantities bought or sold. When such a category is found on
// a sentence, the sentence's own subject decides: the category it excludes loses that sentence (and is
// no longer present when it has no other sentence).

interface Contradiction {
  /** Whether the sentence is about a concept that excludes the `drop` categories. */
  readonly subject: RegExp;
  /** Categories that lose a sentence whose subject matches. */
  readonly drop: readonly CuadCategory[];
}

const FIRST_RIGHT =
  /\bright\s+of\s+first\s+(?:offer|refusal|negotiation)|\bfirst\s+(?:offer|refusal)\s+right/i;
const DISPUTE_PROCEDURE =
  /\b(?:arbitrat\w*|mediat\w*|dispute\s+resolution|disputes?\s+(?:shall|will|must|arising)|tribunal)\b/i;

const CONTRADICTIONS: readonly Contradiction[] = [
  { subject: FIRST_RIGHT, drop: ['Most Favored Nation'] },
  // Dispute procedure is no CUAD category of its own: the quantity categories simply lose it.
  { subject: DISPUTE_PROCEDURE, drop: ['Volume Restriction', 'Minimum Commitment', 'Price Restrictions'] },
];

/**
 * The hits with contradicting categories resolved sentence by sentence; `textOf(i)` is sentence i's
 * text. Categories left without a sentence are removed.
 */
export function resolveContradictions(
  hits: ReadonlyMap<CuadCategory, readonly number[]>,
  textOf: (sentence: number) => string,
): Map<CuadCategory, number[]> {
  const out = new Map<CuadCategory, number[]>();
  for (const [category, list] of hits) out.set(category, [...list]);
  for (const rule of CONTRADICTIONS)
    for (const category of rule.drop) {
      const list = out.get(category);
      if (!list) continue;
      const left = list.filter((i) => !rule.subject.test(textOf(i)));
      if (left.length > 0) out.set(category, left);
      else out.delete(category);
    }
  return out;
}
