import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EVAL_TARGETS, evaluateReview, type EvalSummary } from './eval-review/evaluate';
import { loadEvalData, resolveDataDir } from './eval-review/data';
import {
  crossValidate,
  devClassifiers,
  speedAndSize,
  type ClassifierRow,
  type SpeedAndSize,
} from './eval-review/classifier-eval';
import { loadClauseData } from './train-review/clauses';
import { shippedClassifier } from '../contract-engine/src/review/clauses/model/clause-model';
import { evaluatePlanted, type PlantedSummary } from './eval-review/planted/planted-eval';
import { ndaCrossValidated, type NdaCv } from './eval-review/nda-eval';

// npm run eval:review — scores the built-in review engine on the evaluation data
// (CLAUSECRAFT_DATA_DIR; scripts/README.md) and prints per-category tables and a summary.

export { EVAL_TARGETS, evaluateReview, type EvalSummary };

const pct = (x: number): number => Math.round(x * 1000) / 10;

const ok = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');

function printClassifier(rows: readonly ClassifierRow[], contracts: number): number {
  console.log(
    `\nLearned clause classifiers, ${contracts} training contracts, 5-fold cross-validation grouped by contract (snippet thresholds for balanced accuracy, contract thresholds for contract-level F1, both calibrated on the other folds)`,
  );
  console.table(
    rows.map((r) => ({
      category: r.category,
      positives: r.positives,
      'balanced acc': pct(r.balancedAccuracy),
      P: pct(r.precision),
      R: pct(r.recall),
      'R at contract threshold': pct(r.contractRecall),
      threshold: r.threshold,
      'contract threshold': r.contractThreshold,
    })),
  );
  const mean = rows.reduce((a, r) => a + r.balancedAccuracy, 0) / Math.max(1, rows.length);
  const meanContractRecall = rows.reduce((a, r) => a + r.contractRecall, 0) / Math.max(1, rows.length);
  console.log(
    `Mean balanced accuracy: ${Math.round(mean * 1000) / 1000} at the snippet thresholds (classifyClause). Mean recall of held-out excerpts at the contract thresholds (analyzeContract, one sentence among a whole contract's): ${Math.round(meanContractRecall * 1000) / 1000}. Thresholds: the shipped model's probabilities.`,
  );
  return Math.round(mean * 1000) / 1000;
}

function printNdaCv(cv: NdaCv): void {
  console.log(
    `\nNDA model on ${cv.documents} ContractNLI agreements, ${cv.folds}-fold cross-validation grouped by agreement (weights and thresholds from the other folds; gold = Entailment)`,
  );
  console.table(
    cv.rows.map((r) => ({
      id: r.id,
      feature: r.label,
      gold: r.gold,
      pred: r.predicted,
      P: pct(r.precision),
      R: pct(r.recall),
      F1: pct(r.f1),
    })),
  );
}

function printExtra(
  meanBa: number,
  excluded: number,
  s: EvalSummary,
  speed: SpeedAndSize,
  ndaCv: NdaCv | null,
): void {
  console.log(
    `\nIssue #14 targets (dev figures from models trained without the ${excluded} dev contracts found in the training file, negatives from the other dev half)`,
  );
  console.table([
    {
      metric: 'classifier mean balanced accuracy (grouped CV)',
      value: meanBa,
      target: `>= ${EVAL_TARGETS.minClassifierBalancedAccuracy}`,
      status: ok(meanBa >= EVAL_TARGETS.minClassifierBalancedAccuracy),
    },
    {
      metric: 'dev clause presence macro-F1',
      value: s.presenceMacroF1,
      target: `>= ${EVAL_TARGETS.minPresenceMacroF1}`,
      status: ok(s.presenceMacroF1 >= EVAL_TARGETS.minPresenceMacroF1),
    },
    {
      metric: 'dev span macro-F1',
      value: s.spanMacroF1,
      target: `>= ${EVAL_TARGETS.minSpanMacroF1}`,
      status: ok(s.spanMacroF1 >= EVAL_TARGETS.minSpanMacroF1),
    },
    {
      metric: 'missing-clause false alarms',
      value: s.missingFalseAlarmRate,
      target: `<= ${EVAL_TARGETS.maxMissingFalseAlarmRate}`,
      status: ok(s.missingFalseAlarmRate <= EVAL_TARGETS.maxMissingFalseAlarmRate),
    },
    {
      metric: ndaCv
        ? 'ContractNLI NDA feature macro-F1 (grouped CV)'
        : 'ContractNLI NDA feature macro-F1 (shipped model, not held out)',
      value: ndaCv?.macroF1 ?? s.ndaFeatureMacroF1,
      target: `>= ${EVAL_TARGETS.minNdaFeatureMacroF1}`,
      status: ok((ndaCv?.macroF1 ?? s.ndaFeatureMacroF1) >= EVAL_TARGETS.minNdaFeatureMacroF1),
    },
    {
      metric: `analyzeContract ms, ${speed.words}-word contract, median`,
      value: speed.medianMs,
      target: '',
      status: '',
    },
    {
      metric: `analyzeContract ms, ${speed.words}-word contract, p95`,
      value: speed.p95Ms,
      target: `<= ${EVAL_TARGETS.maxP95Ms}`,
      status: ok(speed.p95Ms <= EVAL_TARGETS.maxP95Ms),
    },
    { metric: 'model file bytes', value: speed.modelBytes, target: '', status: '' },
    {
      metric: 'model file gzip bytes',
      value: speed.modelGzipBytes,
      target: `<= ${EVAL_TARGETS.maxModelGzipBytes}`,
      status: ok(speed.modelGzipBytes <= EVAL_TARGETS.maxModelGzipBytes),
    },
  ]);
}

function printPlanted(p: PlantedSummary): void {
  console.log(
    `\nSide-aware review on ${p.contracts} contracts written for this evaluation (planted issues of known side)`,
  );
  console.table(
    p.rows.map((r) => ({
      contract: r.contract,
      planted: r.planted,
      found: r.found,
      'right location': r.locationsRight,
      wrong: r.wrong,
      score: r.score,
      band: r.band,
      'band ok': r.bandOk ? 'yes' : 'NO',
      'other side: flags on planted': r.variant === 'one-sided' ? r.wrongSideWhenSwitched : '',
      'other side band': r.switchedBand ?? '',
    })),
  );
  console.table([
    { metric: 'recall of planted issues', value: p.recall, target: '>= 0.95', status: ok(p.recall >= 0.95) },
    {
      metric: 'wrong or wrong-side findings per contract',
      value: p.wrongPerContract,
      target: '<= 1',
      status: ok(p.wrongPerContract <= 1),
    },
    {
      metric: 'planted findings flagged from the other side (sided clauses)',
      value: p.wrongSideWhenSwitched,
      target: '',
      status: '',
    },
    { metric: 'score band correct', value: p.bandAccuracy, target: '1', status: ok(p.bandAccuracy === 1) },
    { metric: 'location "Section n.n Heading" correct', value: p.locationAccuracy, target: '', status: '' },
    {
      metric: 'default side = the disadvantaged party',
      value: p.defaultPartyAccuracy,
      target: '',
      status: '',
    },
  ]);
}

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
  printPlanted(evaluatePlanted());
  console.log(
    '\n=== Shipped model (trained on all training contracts, some of them dev contracts, and on ordinary sentences of the dev contracts: not a held-out figure) ===',
  );
  printReport(summary);
  const clauses = loadClauseData();
  if (!clauses) {
    console.error('No cuad-train-clauses.jsonl: classifier figures skipped.');
    return;
  }
  const meanBa = printClassifier(crossValidate(clauses, shippedClassifier()), clauses.contracts.length);
  const dev = devClassifiers(undefined, devTitles());
  if (!dev) return;
  const honest = evaluateReview(undefined, dev.classifierFor);
  if (!honest) return;
  const excluded = dev.excluded;
  console.log(
    '\n=== Models that never saw the dev contracts (each dev half scored by a model whose ordinary-sentence negatives came from the other half) ===',
  );
  printReport(honest);
  const ndaCv = ndaCrossValidated();
  if (ndaCv) printNdaCv(ndaCv);
  printExtra(meanBa, excluded, honest, speedAndSize(), ndaCv);
}

function devTitles(): string[] {
  return loadEvalData()?.cuad.data.map((d) => d.title) ?? [];
}

const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === invoked) main();
