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
import { contractChecks, type ContractChecks } from './eval-review/contract-checks';
import { contractCrossValidation, foldSpanTable, type ContractCv } from './eval-review/contract-cv';
import { printContractCv } from './eval-review/print-contract-cv';
import { loadTraining } from './train-review';
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
    `\nLearned clause classifiers on labelled excerpts of ${contracts} training contracts, 5-fold cross-validation grouped by contract (snippet thresholds for balanced accuracy, calibrated on the other folds)`,
  );
  console.table(
    rows.map((r) => ({
      category: r.category,
      positives: r.positives,
      'balanced acc': pct(r.balancedAccuracy),
      P: pct(r.precision),
      R: pct(r.recall),
      threshold: r.threshold,
      'contract threshold': r.contractThreshold,
    })),
  );
  const mean = rows.reduce((a, r) => a + r.balancedAccuracy, 0) / Math.max(1, rows.length);
  console.log(
    `Mean balanced accuracy: ${Math.round(mean * 1000) / 1000} at the snippet thresholds (classifyClause). Thresholds: the shipped model's probabilities.`,
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

interface Figures {
  readonly meanBa: number;
  readonly dev: EvalSummary;
  readonly cv: ContractCv;
  readonly checks: ContractChecks;
  readonly speed: SpeedAndSize;
  readonly nda: NdaCv | null;
}

function row(metric: string, value: number, target: string, pass: boolean | null): Record<string, unknown> {
  return { metric, value, target, status: pass === null ? '' : ok(pass) };
}

function printTargets(f: Figures): void {
  const t = EVAL_TARGETS;
  console.log(
    '\nIssue #27 targets (figures dated by the run; dev figures from fold models that never saw the dev contract)',
  );
  console.table([
    row(
      'CV over the 369: presence macro-F1',
      f.cv.macroF1,
      `>= ${t.minPresenceMacroF1}`,
      f.cv.macroF1 >= t.minPresenceMacroF1,
    ),
    row('CV over the 369: presence micro-F1', f.cv.microF1, '', null),
    row(
      'CV over the 369: span macro-F1',
      f.cv.spanMacroF1,
      `>= ${t.minSpanMacroF1}`,
      f.cv.spanMacroF1 >= t.minSpanMacroF1,
    ),
    row(
      `CV over the 369: missing-clause false alarms (${f.checks.missingFalseAlarms}/${f.checks.missingChecked})`,
      f.checks.missingFalseAlarmRate,
      `<= ${t.maxCvMissingFalseAlarmRate}`,
      f.checks.missingFalseAlarmRate <= t.maxCvMissingFalseAlarmRate,
    ),
    row('contract type accuracy on the 369 (CUAD file-name kind)', f.checks.typeAccuracy, '', null),
    row(
      'dev presence macro-F1',
      f.dev.presenceMacroF1,
      `>= ${t.devFloor.macro}`,
      f.dev.presenceMacroF1 >= t.devFloor.macro,
    ),
    row(
      'dev presence micro-F1',
      f.dev.presenceMicroF1,
      `>= ${t.devFloor.micro}`,
      f.dev.presenceMicroF1 >= t.devFloor.micro,
    ),
    row(
      'dev span macro-F1',
      f.dev.spanMacroF1,
      `>= ${t.devFloor.span}`,
      f.dev.spanMacroF1 >= t.devFloor.span,
    ),
    row(
      `dev missing-clause false alarms (${f.dev.missingFalseAlarms}/${f.dev.missingFindingsChecked})`,
      f.dev.missingFalseAlarms,
      '0',
      f.dev.missingFalseAlarms === 0,
    ),
    row(
      'classifier mean balanced accuracy (grouped CV, excerpts)',
      f.meanBa,
      `>= ${t.minClassifierBalancedAccuracy}`,
      f.meanBa >= t.minClassifierBalancedAccuracy,
    ),
    row(
      `ContractNLI NDA feature macro-F1, grouped CV, mean of seeds ${f.nda?.seeds.join(', ') ?? '-'}`,
      f.nda?.meanMacroF1 ?? 0,
      `>= ${t.minNdaFeatureMacroF1}`,
      (f.nda?.meanMacroF1 ?? 0) >= t.minNdaFeatureMacroF1,
    ),
    row(`analyzeContract ms, ${f.speed.words}-word contract, median`, f.speed.medianMs, '', null),
    row(
      `analyzeContract ms, ${f.speed.words}-word contract, p95`,
      f.speed.p95Ms,
      `<= ${t.maxP95Ms}`,
      f.speed.p95Ms <= t.maxP95Ms,
    ),
    row(
      'model file gzip bytes',
      f.speed.modelGzipBytes,
      `<= ${t.maxModelGzipBytes}`,
      f.speed.modelGzipBytes <= t.maxModelGzipBytes,
    ),
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
    '\n=== Shipped model (trained on all 369 training contracts, 17 of them dev contracts: not a held-out figure) ===',
  );
  printReport(summary);
  const training = loadTraining((line) => console.log(line));
  if (!training) {
    console.error('No cuad-train-clauses.jsonl or cuad-train-full.json: whole-contract figures skipped.');
    return;
  }
  const { corpus, oof } = training;
  const meanBa = printClassifier(crossValidate(oof, shippedClassifier()), corpus.contracts.length);
  const cv = contractCrossValidation(corpus, oof);
  const checks = contractChecks(corpus, cv.presentByTitle);
  printContractCv(cv, checks);
  const fold = devClassifiers(corpus, oof);
  const dev = evaluateReview(undefined, fold.classifierFor, (title) => foldSpanTable(cv, fold.foldOf(title)));
  if (!dev) return;
  const heldOut = devTitles().filter(fold.heldOut).length;
  console.log(
    `\n=== Dev set with models that never saw its contracts (${heldOut} dev contracts are training contracts: each scored by the fold model trained and calibrated without its fold; the others by fold 1's) ===`,
  );
  printReport(dev);
  const nda = ndaCrossValidated();
  if (nda) printNdaCv(nda);
  printTargets({ meanBa, dev, cv, checks, speed: speedAndSize(), nda });
}

function devTitles(): string[] {
  return loadEvalData()?.cuad.data.map((d) => d.title) ?? [];
}

const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === invoked) main();
