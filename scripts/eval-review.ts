import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EVAL_TARGETS, evaluateReview, type EvalSummary } from './eval-review/evaluate';
import { resolveDataDir } from './eval-review/data';

// npm run eval:review — scores the built-in review engine on the development data in
// ../shared/data (or CLAUSECRAFT_DATA_DIR) and prints per-category tables and a summary.

export { EVAL_TARGETS, evaluateReview, type EvalSummary };

const pct = (x: number): number => Math.round(x * 1000) / 10;

function printReport(s: EvalSummary): void {
  console.log(`\nClause presence and span extraction on ${s.cuadDocuments} CUAD contracts (${s.dataDir})`);
  console.table(
    s.categories.map((r) => ({
      category: r.category,
      gold: r.goldDocs,
      pred: r.predictedDocs,
      P: pct(r.presence.precision),
      R: pct(r.presence.recall),
      F1: r.goldDocs > 0 ? pct(r.presence.f1) : 'n/a',
      'span P': pct(r.span.precision),
      'span R': pct(r.span.recall),
      'span F1': r.span.goldSpans > 0 ? pct(r.span.f1) : 'n/a',
    })),
  );
  console.log(`\nNDA features on ${s.ndaDocuments} ContractNLI agreements (gold = Entailment)`);
  console.table(
    s.nda.map((r) => ({
      id: r.id,
      feature: r.label,
      gold: r.gold,
      pred: r.predicted,
      acc: pct(r.accuracy),
      P: pct(r.precision),
      R: pct(r.recall),
      F1: pct(r.f1),
    })),
  );
  const ok = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
  console.log('\nSummary');
  console.table([
    {
      metric: 'CUAD categories covered',
      value: s.categoriesCovered,
      target: `>= ${EVAL_TARGETS.minCategoriesCovered}`,
      status: ok(s.categoriesCovered >= EVAL_TARGETS.minCategoriesCovered),
    },
    {
      metric: 'categories measurable (gold positives in dev data)',
      value: s.categoriesMeasured,
      target: '',
      status: '',
    },
    {
      metric: 'clause presence macro-F1 (measurable covered)',
      value: s.presenceMacroF1,
      target: `>= ${EVAL_TARGETS.minPresenceMacroF1}`,
      status: ok(s.presenceMacroF1 >= EVAL_TARGETS.minPresenceMacroF1),
    },
    { metric: 'clause presence micro-F1', value: s.presenceMicroF1, target: '', status: '' },
    { metric: 'span extraction macro-F1 (Jaccard >= 0.5)', value: s.spanMacroF1, target: '', status: '' },
    {
      metric: `missing-clause false-alarm rate (${s.missingFalseAlarms}/${s.missingFindingsChecked} findings)`,
      value: s.missingFalseAlarmRate,
      target: `<= ${EVAL_TARGETS.maxMissingFalseAlarmRate}`,
      status: ok(s.missingFalseAlarmRate <= EVAL_TARGETS.maxMissingFalseAlarmRate),
    },
    {
      metric: `presence-check miss rate, all mapped items x docs (${s.mentionChecks})`,
      value: s.mentionFalseAlarmRate,
      target: '',
      status: '',
    },
    { metric: 'NDA feature macro-F1 (17 hypotheses)', value: s.ndaFeatureMacroF1, target: '', status: '' },
    { metric: 'NDA feature mean accuracy', value: s.ndaFeatureAccuracy, target: '', status: '' },
    { metric: 'NDA contract-type accuracy', value: s.ndaTypeAccuracy, target: '', status: '' },
    {
      metric: `NDA missing-clause false-alarm rate (${s.ndaMissingFindingsChecked} findings)`,
      value: s.ndaMissingFalseAlarmRate,
      target: '',
      status: '',
    },
  ]);
}

function main(): void {
  const summary = evaluateReview();
  if (!summary) {
    console.error(`No development data at ${resolveDataDir()} (set CLAUSECRAFT_DATA_DIR).`);
    process.exitCode = 1;
    return;
  }
  printReport(summary);
}

const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === invoked) main();
