import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import { detectClauseHits } from '../../contract-engine/src/review/clauses/detect';
import { parseDocument } from '../../contract-engine/src/review/text/document';

// Which categories the hand-written clause rules find in one training text on its own. analyzeContract
// marks a category present when a rule OR the classifier finds it, so the classifier's contract
// threshold is calibrated for that union: where a rule already catches a category's clauses, the
// classifier only needs to add its confident hits, and its mid-confidence ones would only add
// false alarms.

export function ruleHits(text: string): Uint8Array {
  const out = new Uint8Array(CUAD_CATEGORIES.length);
  for (const category of detectClauseHits(parseDocument(text)).keys())
    out[CUAD_CATEGORIES.indexOf(category)] = 1;
  return out;
}
