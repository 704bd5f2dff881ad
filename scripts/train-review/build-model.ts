import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import {
  encodeSparse,
  type ClauseModelData,
  type StoredOutput,
} from '../../contract-engine/src/review/clauses/model/model-data';
import type { ClauseData, Example } from './clauses';
import { TRAIN_OPTIONS, trainLogistic, type DenseModel, type TrainOptions } from './logistic';

// From training data to the shipped model: train, keep each category's strongest weights as int8
// with the thresholds calibrated on out-of-fold predictions (contract-calibration.ts).

/** 3: a snippet and a contract threshold per category, and the hand rules dropped beside them. */
export const MODEL_VERSION = 3;
export const FOLDS = 5;
/** Weights kept per category: beyond this the gain is noise and the file grows. */
export const KEEP_PER_CATEGORY = 2500;

export type CategoryModel = ClauseModelData['categories'][number];

/** Per category (CUAD_CATEGORIES order): the snippet and the contract probability thresholds. */
export interface Thresholds {
  readonly snippet: readonly number[];
  readonly contract: readonly number[];
  /** Slope of the reported probability around the snippet threshold (thresholds.ts). */
  readonly slope: readonly number[];
}

/**
 * One output of a dense model as stored: its `keep` largest weights (by magnitude) as int8 times
 * one scale, sparse-encoded. The clause categories and the NDA model's outputs share it.
 */
export function compactOutput(
  dense: DenseModel,
  hashBits: number,
  output: number,
  keep: number,
): StoredOutput {
  const C = dense.categories;
  const entries: Array<{ b: number; w: number }> = [];
  for (let b = 0; b < 1 << hashBits; b += 1) {
    const w = dense.weights[b * C + output] ?? 0;
    if (w !== 0) entries.push({ b, w });
  }
  entries.sort((x, y) => Math.abs(y.w) - Math.abs(x.w) || x.b - y.b);
  const kept = entries.slice(0, keep).sort((x, y) => x.b - y.b);
  const max = kept.reduce((m, e) => Math.max(m, Math.abs(e.w)), 0);
  const scale = max > 0 ? max / 127 : 1;
  const q = kept.map((e) => Math.round(e.w / scale));
  const nonZero = kept.filter((_, i) => q[i] !== 0);
  return {
    bias: round6(dense.bias[output] ?? 0),
    scale: round6(scale),
    ...encodeSparse(
      nonZero.map((e) => e.b),
      q.filter((x) => x !== 0),
    ),
  };
}

export function compactModel(dense: DenseModel, hashBits: number, thresholds: Thresholds): CategoryModel[] {
  return CUAD_CATEGORIES.map((name, c) => {
    const { bias, scale, idx, w } = compactOutput(dense, hashBits, c, KEEP_PER_CATEGORY);
    return {
      name,
      bias,
      scale,
      ...storedThresholds(thresholds, c),
      idx,
      w,
    };
  });
}

/** Category c's thresholds and slope as the model file stores them. */
export function storedThresholds(
  thresholds: Thresholds,
  c: number,
): { threshold: number; contractThreshold: number; slope: number } {
  return {
    // Significant digits, not decimals: a rare category's threshold can be a small probability.
    threshold: Number((thresholds.snippet[c] ?? 0.5).toPrecision(6)),
    contractThreshold: Number((thresholds.contract[c] ?? 0.5).toPrecision(6)),
    slope: round6(thresholds.slope[c] ?? 1),
  };
}

/** Six decimals: the stored models' intercepts, scales and thresholds. */
export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function toModelData(
  data: Pick<ClauseData, 'sha256' | 'contracts'>,
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
      clauses: examples,
      contracts: data.contracts.length,
      folds: FOLDS,
    },
    categories,
  };
}

export function trainClassifier(
  examples: readonly Example[],
  thresholds: Thresholds = { snippet: [], contract: [], slope: [] },
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
  /** The contract (group) of examples[i]. */
  readonly contracts: string[];
}
