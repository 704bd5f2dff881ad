import type { ContractDocument } from '../text/document';
import { KEY_TERM_CATEGORIES, canonicalCategory, type CuadCategory } from './categories';
import type { ClauseClassifier } from './model/classifier';
import { isOperativeClause } from './operative';

// The learned classifiers applied to every sentence of a contract: the same model as classifyClause,
// at each category's contract threshold. That threshold is calibrated for whole contracts (one
// sentence among hundreds is enough to mark a category present) and is never below the snippet
// threshold, so every sentence that marks a category here is also found alone; a clause found alone
// is found here when its probability reaches the contract threshold too (scripts/train-review/
// thresholds.ts). Key-term categories (names, dates, governing law) stay with the extractors,
// which also give their values. Only operative clauses count: a heading, a recital or a survival
// list carries a category's words without being its clause (operative.ts); the thresholds were
// calibrated with the same gate.

export function classifierHits(
  doc: ContractDocument,
  classifier: ClauseClassifier,
): Map<CuadCategory, number[]> {
  const hits = new Map<CuadCategory, number[]>();
  const categories = classifier.categories.map((c) => canonicalCategory(c));
  const z = new Float64Array(categories.length);
  for (const sentence of doc.sentences) {
    if (!isOperativeClause(sentence.text)) continue;
    classifier.logits(sentence.text, z);
    for (let c = 0; c < categories.length; c += 1) {
      const category = categories[c];
      if (!category || KEY_TERM_CATEGORIES.has(category)) continue;
      if (!classifier.reachesInContract(z[c] ?? 0, c)) continue;
      const list = hits.get(category) ?? [];
      list.push(sentence.index);
      hits.set(category, list);
    }
  }
  return hits;
}

/** Rule hits and classifier hits together, sentence indices ascending and distinct. */
export function mergeHits(
  a: ReadonlyMap<CuadCategory, readonly number[]>,
  b: ReadonlyMap<CuadCategory, readonly number[]>,
): Map<CuadCategory, number[]> {
  const out = new Map<CuadCategory, number[]>();
  for (const category of new Set([...a.keys(), ...b.keys()]))
    out.set(
      category,
      [...new Set([...(a.get(category) ?? []), ...(b.get(category) ?? [])])].sort((x, y) => x - y),
    );
  return out;
}
