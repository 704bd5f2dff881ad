import { CUAD_CATEGORIES, type CuadCategory } from '../../contract-engine/src/review/clauses/categories';
import { FOLDS } from '../train-review/build-model';
import { calibrate, toCalibrated } from '../train-review/contract-calibration';
import type { Corpus } from '../train-review/contract-corpus';
import type { ContractOutOfFold } from '../train-review/contract-oof';
import { emptyScores, scoreContracts, spanF1, type SpanCounts } from '../train-review/contract-score';
import type { RuleDecision } from '../train-review/rule-selection';
import { calibrateSpans, scoreRefinedSpans } from '../train-spans/span-calibration';
import type { SpanParams, SpanTable } from '../../contract-engine/src/review/evidence/span-table';
import { emptyCounts, mean, prf, round3, type Counts } from './metrics';

// The estimate for unseen contracts: 5-fold cross-validation grouped by contract over the 369 whole
// training contracts. For each fold, a model trained on the other four folds scored its contracts'
// sentences (contract-oof.ts) and every threshold and rule choice was calibrated on the other four
// folds' out-of-fold scores only (contract-calibration.ts); the fold's contracts are then decided
// exactly as analyzeContract decides them (contract-predict.ts) and scored against the lawyers'
// labels: presence per category and quoted evidence against labelled spans (Jaccard >= 0.5).

export interface CvCategoryRow {
  readonly category: CuadCategory;
  readonly gold: number;
  readonly predicted: number;
  readonly presence: Counts & { precision: number; recall: number; f1: number };
  /** Span F1 of the refined evidence (evidence/span-select.ts, choices from the other folds). */
  readonly spanF1: number;
  /** Span F1 quoting every sentence that found the category, whole (before refinement). */
  readonly spanF1Whole: number;
}

export interface ContractCv {
  readonly contracts: number;
  readonly rows: readonly CvCategoryRow[];
  readonly macroF1: number;
  readonly microF1: number;
  readonly spanMacroF1: number;
  readonly spanMacroF1Whole: number;
  /** Per category: the span choices of each of the five fold calibrations. */
  readonly spanChoices: ReadonlyMap<string, readonly SpanParams[]>;
  /** Fold f's span table (chosen without fold f): the dev contracts of fold f are quoted with it. */
  readonly foldSpanTables: ReadonlyArray<Readonly<Record<string, SpanParams>>>;
  /** Per contract title: the categories the held-out decision found present. */
  readonly presentByTitle: ReadonlyMap<string, ReadonlySet<CuadCategory>>;
  /** The shipped calibration's evidence margin (log-odds). */
  readonly evidenceMargin: number;
  /** The shipped calibration's rule decisions, with how many of the five fold calibrations kept each rule. */
  readonly decisions: ReadonlyArray<RuleDecision & { keptInFolds: number }>;
}

export function contractCrossValidation(corpus: Corpus, oof: ContractOutOfFold): ContractCv {
  const scores = emptyScores();
  const keptInFolds = new Map<string, number>();
  const refined = new Map<CuadCategory, SpanCounts>();
  const spanChoices = new Map<string, SpanParams[]>();
  const foldSpanTables: Array<Record<string, SpanParams>> = [];
  const foldOf = (k: number): number => oof.folds.get(corpus.contracts[k]?.group ?? '') ?? -1;
  for (let f = 0; f < FOLDS; f += 1) {
    const fold = calibrate(corpus, oof, (g) => g !== f);
    const calibrated = toCalibrated(fold);
    scoreContracts(corpus, oof, (k) => foldOf(k) === f, calibrated, scores);
    // The span choices from the other folds' contracts, with the hits this calibration gives them.
    const table = calibrateSpans(corpus, oof, calibrated, (k) => foldOf(k) !== f);
    foldSpanTables.push(table);
    for (const [category, params] of Object.entries(table))
      spanChoices.set(category, [...(spanChoices.get(category) ?? []), params]);
    scoreRefinedSpans(corpus, oof, calibrated, table, (k) => foldOf(k) === f, refined);
    for (const d of fold.decisions) if (d.kept) keptInFolds.set(d.rule, (keptInFolds.get(d.rule) ?? 0) + 1);
  }
  const rows: CvCategoryRow[] = CUAD_CATEGORIES.map((category) => {
    const c = scores.presence.get(category) ?? emptyCounts();
    return {
      category,
      gold: c.tp + c.fn,
      predicted: c.tp + c.fp,
      presence: { ...c, ...prf(c) },
      spanF1: spanF1(refined.get(category) ?? { gold: 0, pred: 0, predMatched: 0, goldMatched: 0 }),
      spanF1Whole: spanF1(scores.spans.get(category) ?? { gold: 0, pred: 0, predMatched: 0, goldMatched: 0 }),
    };
  });
  const measured = rows.filter((r) => r.gold > 0);
  const micro = measured.reduce(
    (a, r) => ({
      tp: a.tp + r.presence.tp,
      fp: a.fp + r.presence.fp,
      fn: a.fn + r.presence.fn,
      tn: a.tn + r.presence.tn,
    }),
    emptyCounts(),
  );
  const shipped = calibrate(corpus, oof);
  return {
    contracts: corpus.contracts.length,
    rows,
    macroF1: round3(mean(measured.map((r) => r.presence.f1))),
    microF1: round3(prf(micro).f1),
    spanMacroF1: round3(mean(measured.map((r) => r.spanF1))),
    spanMacroF1Whole: round3(mean(measured.map((r) => r.spanF1Whole))),
    spanChoices,
    foldSpanTables,
    presentByTitle: scores.present,
    evidenceMargin: shipped.evidenceMargin,
    decisions: shipped.decisions.map((d) => ({ ...d, keptInFolds: keptInFolds.get(d.rule) ?? 0 })),
  };
}

/** Fold f's span choices as the table analyzeContract takes (the dev contracts of fold f). */
export function foldSpanTable(cv: ContractCv, f: number): SpanTable {
  return {
    format: 'clausecraft-span-table',
    model: { codeSha256: '', fullTextSha256: '' },
    categories: { ...(cv.foldSpanTables[f] ?? {}) },
  };
}
