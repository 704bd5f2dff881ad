import type { ContractDocument } from '../text/document';
import type { CuadCategory } from './categories';
import { classifierHits, mergeHits } from './classifier-hits';
import { resolveContradictions } from './contradictions';
import { detectClauseHits } from './detect';
import type { ClauseClassifier } from './model/classifier';

/**
 * The clause categories of a whole contract and the sentences that show them: the hand-written rules
 * that cross-validation kept beside this classifier, the classifier at its contract thresholds, then
 * contradicting categories on one sentence resolved (contradictions.ts). `seen` receives each
 * operative sentence's log-odds as the classifier computes them.
 */
export function contractClauseHits(
  doc: ContractDocument,
  classifier: ClauseClassifier,
  seen?: (sentence: number, logits: Float64Array) => void,
): Map<CuadCategory, number[]> {
  const merged = mergeHits(
    detectClauseHits(doc, classifier.droppedRules),
    classifierHits(doc, classifier, seen),
  );
  return resolveContradictions(merged, (i) => doc.sentences[i]?.text ?? '');
}
