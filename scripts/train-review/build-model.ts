import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import {
  encodeSparse,
  type ClauseModelData,
} from '../../contract-engine/src/review/clauses/model/model-data';
import { contractFolds, type ClauseData, type Example } from './clauses';
import { TRAIN_OPTIONS, trainLogistic, type DenseModel, type TrainOptions } from './logistic';

// From training data to the shipped model: train, keep each category's strongest weights as int8,
// and calibrate each category's threshold on out-of-fold predictions grouped by contract.

export const MODEL_VERSION = 1;
export const FOLDS = 5;
/** Weights kept per category: beyond this the gain is noise and the file grows. */
export const KEEP_PER_CATEGORY = 2500;

export type CategoryModel = ClauseModelData['categories'][number];

export function compactModel(
  dense: DenseModel,
  hashBits: number,
  thresholds: readonly number[],
): CategoryModel[] {
  const C = dense.categories;
  const size = 1 << hashBits;
  return CUAD_CATEGORIES.map((name, c) => {
    const entries: Array<{ b: number; w: number }> = [];
    for (let b = 0; b < size; b += 1) {
      const w = dense.weights[b * C + c] ?? 0;
      if (w !== 0) entries.push({ b, w });
    }
    entries.sort((x, y) => Math.abs(y.w) - Math.abs(x.w) || x.b - y.b);
    const kept = entries.slice(0, KEEP_PER_CATEGORY).sort((x, y) => x.b - y.b);
    const max = kept.reduce((m, e) => Math.max(m, Math.abs(e.w)), 0);
    const scale = max > 0 ? max / 127 : 1;
    const q = kept.map((e) => Math.round(e.w / scale));
    const nonZero = kept.filter((_, i) => q[i] !== 0);
    const encoded = encodeSparse(
      nonZero.map((e) => e.b),
      q.filter((x) => x !== 0),
    );
    return {
      name,
      bias: round(dense.bias[c] ?? 0),
      scale: round(scale),
      threshold: round(thresholds[c] ?? 0.5),
      ...encoded,
    };
  });
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function toModelData(
  data: Pick<ClauseData, 'sha256' | 'negativesSha256' | 'contracts'>,
  examples: number,
  hashBits: number,
  categories: CategoryModel[],
): ClauseModelData {
  return {
    format: 'clausecraft-clause-model',
    version: MODEL_VERSION,
    hashBits,
    training: {
      dataSha256: data.sha256,
      ...(data.negativesSha256 ? { negativesSha256: data.negativesSha256 } : {}),
      clauses: examples,
      contracts: data.contracts.length,
      folds: FOLDS,
    },
    categories,
  };
}

export function trainClassifier(
  examples: readonly Example[],
  thresholds: readonly number[],
  opt: TrainOptions = TRAIN_OPTIONS,
): ClauseClassifier {
  const dense = trainLogistic(examples, CUAD_CATEGORIES.length, opt);
  const categories = compactModel(dense, opt.hashBits, thresholds);
  return new ClauseClassifier(
    toModelData({ sha256: '', contracts: [] }, examples.length, opt.hashBits, categories),
  );
}

export interface OutOfFold {
  /** probabilities[i][c] for examples[i], from a model that did not see examples[i]'s contract. */
  readonly probabilities: Float64Array[];
  readonly labels: Uint8Array[];
}

export function outOfFold(data: ClauseData, opt: TrainOptions = TRAIN_OPTIONS): OutOfFold {
  const folds = contractFolds(data.contracts, FOLDS);
  const probabilities: Float64Array[] = new Array<Float64Array>(data.examples.length);
  for (let f = 0; f < FOLDS; f += 1) {
    const train = data.examples.filter((e) => folds.get(e.contract) !== f);
    const model = trainClassifier(train, [], opt);
    data.examples.forEach((e, i) => {
      if (folds.get(e.contract) === f) probabilities[i] = model.probabilities(e.text);
    });
  }
  return { probabilities, labels: data.examples.map((e) => e.labels) };
}

export interface ThresholdStats {
  readonly threshold: number;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly tn: number;
}

export function statsAt(oof: OutOfFold, c: number, threshold: number): ThresholdStats {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  oof.probabilities.forEach((p, i) => {
    const label = oof.labels[i]?.[c] ?? 0;
    if (label > 1) return;
    const y = label === 1;
    const hit = (p[c] ?? 0) >= threshold;
    if (y && hit) tp += 1;
    else if (hit) fp += 1;
    else if (y) fn += 1;
    else tn += 1;
  });
  return { threshold, tp, fp, fn, tn };
}

export function balancedAccuracy(s: ThresholdStats): number {
  const tpr = s.tp + s.fn > 0 ? s.tp / (s.tp + s.fn) : 0;
  const tnr = s.tn + s.fp > 0 ? s.tn / (s.tn + s.fp) : 0;
  return (tpr + tnr) / 2;
}

export function f1(s: ThresholdStats): number {
  return s.tp > 0 ? (2 * s.tp) / (2 * s.tp + s.fp + s.fn) : 0;
}

/**
 * The threshold for one category: the one that maximises the mean of balanced accuracy and an F1
 * that counts each false alarm BACKGROUND_WEIGHT times. A contract has many more sentences than
 * labelled excerpts, so a false alarm rate that looks small on excerpts means several wrong
 * findings per contract; balanced accuracy alone would pick very low thresholds for rare
 * categories, a plain F1 would ignore that.
 */
export const BACKGROUND_WEIGHT = 5;

/**
 * A floor under every threshold: below it a category whose held-out positives score low (it did
 * not generalise) would fire on ordinary sentences of every contract.
 */
export const MIN_THRESHOLD = 0.1;

export function calibrateThreshold(oof: OutOfFold, c: number, falseAlarmWeight = BACKGROUND_WEIGHT): number {
  let best = MIN_THRESHOLD;
  let bestScore = -1;
  for (let k = Math.round(MIN_THRESHOLD * 200); k <= 199; k += 1) {
    const t = k / 200;
    const s = statsAt(oof, c, t);
    const weighted = s.tp > 0 ? (2 * s.tp) / (2 * s.tp + falseAlarmWeight * s.fp + s.fn) : 0;
    const score = (balancedAccuracy(s) + weighted) / 2;
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}
