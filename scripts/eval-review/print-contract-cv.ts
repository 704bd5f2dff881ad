import type { ContractChecks } from './contract-checks';
import type { ContractCv } from './contract-cv';

// The whole-contract cross-validation's tables (npm run eval:review).

const pct = (x: number): number => Math.round(x * 1000) / 10;

export function printContractCv(cv: ContractCv, checks: ContractChecks): void {
  console.log(
    `\n=== Whole contracts: 5-fold cross-validation grouped by contract over ${cv.contracts} CUAD training contracts (weights, thresholds and hand rules from the other folds; the estimate for unseen contracts) ===`,
  );
  console.table(
    cv.rows.map((r) => ({
      category: r.category,
      gold: r.gold,
      pred: r.predicted,
      P: pct(r.presence.precision),
      R: pct(r.presence.recall),
      F1: r.gold > 0 ? pct(r.presence.f1) : 'n/a',
      'span F1': r.gold > 0 ? pct(r.spanF1) : 'n/a',
    })),
  );
  const weakest = cv.rows
    .filter((r) => r.gold > 0)
    .sort((a, b) => a.presence.f1 - b.presence.f1)
    .slice(0, 10);
  console.log('\nTen weakest categories (presence F1, cross-validated)');
  console.table(
    weakest.map((r) => ({
      category: r.category,
      gold: r.gold,
      fp: r.presence.fp,
      fn: r.presence.fn,
      F1: pct(r.presence.f1),
      'span F1': pct(r.spanF1),
    })),
  );
  console.log(
    '\nHand rules: kept only where they raise their category\'s contract-level F1 (smoothed, out-of-fold) by >= 0.003; "kept in folds" counts the five cross-validation calibrations that kept it',
  );
  console.table(
    cv.decisions.map((d) => ({
      rule: d.rule,
      decision: d.kept ? 'kept' : 'dropped',
      'F1 with': pct(d.f1With),
      'F1 without': pct(d.f1Without),
      'kept in folds': d.keptInFolds,
    })),
  );
  console.log(`\nContract type against CUAD's file-name kind: ${checks.typeAccuracy} of ${checks.typed}`);
  console.log(`Commonest confusions: ${checks.confusions.join('; ') || 'none'}`);
  console.log(
    `Missing-clause false alarms: ${checks.missingFalseAlarms} of ${checks.missingChecked} findings (${checks.falseAlarmKinds.join('; ') || 'none'})`,
  );
}
