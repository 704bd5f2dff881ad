import type { ContractChecks } from './contract-checks';
import type { SpanParams } from '../../contract-engine/src/review/evidence/span-table';
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
      'span F1 whole sentences': r.gold > 0 ? pct(r.spanF1Whole) : 'n/a',
    })),
  );
  printSpanCv(cv, false);
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

const describe = (p: SpanParams): string =>
  [
    Number.isFinite(p.margin) ? `margin ${p.margin}` : '',
    Number.isFinite(p.max) ? `max ${p.max}` : '',
    p.join !== null ? `join ${p.join}` : '',
    p.trim ? 'trim' : '',
  ]
    .filter(Boolean)
    .join(', ') || 'whole';

/** The span figures: macro-F1 before and after refinement, the ten weakest, each fold's choices. */
export function printSpanCv(cv: ContractCv, perCategory = true): void {
  const measured = cv.rows.filter((r) => r.gold > 0);
  if (perCategory) {
    console.log(
      `\nSpan F1 per category, 5-fold cross-validation grouped by contract over ${cv.contracts} contracts`,
    );
    console.table(
      measured.map((r) => ({
        category: r.category,
        'span F1': pct(r.spanF1),
        'whole sentences': pct(r.spanF1Whole),
        'choices (five folds)': [...new Set((cv.spanChoices.get(r.category) ?? []).map(describe))].join(
          ' | ',
        ),
      })),
    );
  }
  console.log(
    `\nSpan macro-F1 (word Jaccard >= 0.5): ${cv.spanMacroF1} refined; ${cv.spanMacroF1Whole} quoting whole sentences. Presence macro-F1 ${cv.macroF1}, micro ${cv.microF1}`,
  );
  console.log('Ten weakest span categories (refined, cross-validated)');
  console.table(
    [...measured]
      .sort((a, b) => a.spanF1 - b.spanF1)
      .slice(0, 10)
      .map((r) => ({
        category: r.category,
        gold: r.gold,
        'span F1': pct(r.spanF1),
        'presence F1': pct(r.presence.f1),
      })),
  );
}
