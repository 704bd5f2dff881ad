import type { ContractDocument } from '../text/document';
import { KEY_TERM_CATEGORIES, canonicalCategory, type CuadCategory } from './categories';
import type { ClauseClassifier } from './model/classifier';
import { isOperativeClause } from './operative';

// The learned classifiers applied to every sentence of a contract: the same model as classifyClause,
// at each category's contract threshold. That threshold is calibrated for whole contracts (one
// sentence among hundreds is enough to mark a category present) and is never below the snippet
// threshold, so every sentence that marks a category here is also found alone; a clause found alone
// is found here when its probability reaches the contract threshold too (scripts/train-review/
// rule-selection.ts). Key-term categories (names, dates, governing law) stay with the extractors,
// which also give their values. Only operative clauses count: a heading, a recital or a survival
// list carries a category's words without being its clause (operative.ts); the thresholds were
// calibrated with the same gate.

export function classifierHits(
  doc: ContractDocument,
  classifier: ClauseClassifier,
  seen?: (sentence: number, logits: Float64Array) => void,
): Map<CuadCategory, number[]> {
  const found = new Map<CuadCategory, Array<readonly [number, number]>>();
  const categories = classifier.categories.map((c) => canonicalCategory(c));
  const z = new Float64Array(categories.length);
  for (const sentence of doc.sentences) {
    if (!isOperativeClause(sentence.text)) continue;
    classifier.logits(sentence.text, z);
    // The evidence step reads these again (evidence/quoted-evidence.ts): one pass serves both.
    seen?.(sentence.index, z);
    for (let c = 0; c < categories.length; c += 1) {
      const category = categories[c];
      if (!category || KEY_TERM_CATEGORIES.has(category)) continue;
      const logit = z[c] ?? 0;
      if (!classifier.reachesInContract(logit, c)) continue;
      const list = found.get(category) ?? [];
      list.push([sentence.index, logit]);
      found.set(category, list);
    }
  }
  const hits = new Map<CuadCategory, number[]>();
  for (const [category, list] of found) hits.set(category, withinMargin(list, classifier.evidenceMargin));
  return hits;
}

/**
 * The sentences (index, log-odds) within `margin` log-odds of the best one, in text order. A
 * contract's clause of a category is usually one passage: the sentences that only just reach the
 * threshold beside a clearly stronger one are mostly its unlabelled neighbours, and quoting them
 * as evidence only dilutes it (the margin is chosen by cross-validated span F1).
 */
export function withinMargin(found: ReadonlyArray<readonly [number, number]>, margin: number): number[] {
  const best = found.reduce((m, [, z]) => Math.max(m, z), -Infinity);
  return found.filter(([, z]) => z >= best - margin).map(([i]) => i);
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
