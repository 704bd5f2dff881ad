import { ClauseClassifier, type CategoryProbability } from './classifier';
import { CLAUSE_MODEL_JSON } from './clause-model.generated';

// The committed model, decoded on first use only. In the browser this module is part of the
// contract-engine chunk, which the PWA itself imports lazily (offline review and offline chat).

let shipped: ClauseClassifier | null = null;

export function shippedClassifier(): ClauseClassifier {
  shipped ??= ClauseClassifier.fromJson(CLAUSE_MODEL_JSON);
  return shipped;
}

/**
 * The CUAD categories (names as in cuad-categories.csv) detected in one clause, each with its
 * probability, only those at or above the category's calibrated threshold, most probable first.
 */
export function classifyClause(text: string): CategoryProbability[] {
  return shippedClassifier().classify(typeof text === 'string' ? text : '');
}
