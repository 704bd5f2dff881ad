import type { ConfidenceBand } from '@shared-schema';
import type { ContractTypeDef } from './model';

// Knowing the type is worth 20 points, the required facts 55 (by importance) and the optional
// ones 25. Only a complete set of required facts can reach 75, the "ready" line of the spec.

export const READY_CONFIDENCE = 75;

export function computeConfidence(
  type: ContractTypeDef | undefined,
  facts: Readonly<Record<string, string>>,
): number {
  if (!type) return 0;
  const weigh = (required: boolean): [number, number] => {
    const group = type.facts.filter((fact) => fact.required === required);
    const total = group.reduce((sum, fact) => sum + fact.importance, 0);
    const known = group.reduce((sum, fact) => sum + (facts[fact.key] ? fact.importance : 0), 0);
    return [known, total];
  };
  const [requiredKnown, requiredTotal] = weigh(true);
  const [optionalKnown, optionalTotal] = weigh(false);
  const score =
    20 +
    55 * (requiredTotal ? requiredKnown / requiredTotal : 1) +
    25 * (optionalTotal ? optionalKnown / optionalTotal : 1);
  const rounded = Math.round(score);
  const complete = requiredKnown === requiredTotal;
  return Math.max(0, Math.min(complete ? 100 : READY_CONFIDENCE - 1, rounded));
}

export function confidenceBand(score: number): ConfidenceBand {
  if (score >= 75) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}
