import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../../scripts/eval-review/data';
import { EVAL_TEST_FLOORS, evaluateReview } from '../../../scripts/eval-review/evaluate';

// The engine is held to the evaluation targets on the development data (skipped without it).

const summary = evaluateReview();
if (!summary)
  console.warn(
    `[eval-targets.test] skipped: no development data at ${resolveDataDir()} (set CLAUSECRAFT_DATA_DIR)`,
  );

describe.skipIf(!summary)('review evaluation targets', () => {
  it('covers enough CUAD categories', () => {
    expect(summary?.categoriesCovered).toBeGreaterThanOrEqual(30);
  });

  it('reaches the clause-presence macro-F1 target', () => {
    expect(summary?.presenceMacroF1).toBeGreaterThanOrEqual(EVAL_TEST_FLOORS.minPresenceMacroF1);
  });

  it('keeps missing-clause false alarms under the limit', () => {
    expect(summary?.missingFindingsChecked).toBeGreaterThan(0);
    expect(summary?.missingFalseAlarmRate).toBeLessThanOrEqual(EVAL_TEST_FLOORS.maxMissingFalseAlarmRate);
    expect(summary?.ndaMissingFalseAlarmRate).toBeLessThanOrEqual(EVAL_TEST_FLOORS.maxMissingFalseAlarmRate);
  });
});
