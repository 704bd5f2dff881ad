import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import type { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import { analyzeContract } from '../../contract-engine/src/review/index';
import { buildContract } from '../../bench/review-bench';
import { MODEL_FILE } from '../train-review';
import { contractFolds, loadClauseData, type ClauseData } from '../train-review/clauses';
import { DEV_GROUP } from '../train-review/dev-negatives';
import {
  FOLDS,
  MIN_THRESHOLD,
  balancedAccuracy,
  statsAt,
  calibrateThreshold,
  outOfFold,
  trainClassifier,
  type OutOfFold,
  type ThresholdStats,
} from '../train-review/build-model';
import { round3 } from './metrics';

// The learned clause classifiers measured the honest way: grouped by contract, each fold's
// threshold calibrated on the other folds only, so no number here saw its own test contracts.

export interface ClassifierRow {
  readonly category: string;
  readonly positives: number;
  readonly balancedAccuracy: number;
  readonly precision: number;
  readonly recall: number;
  /** Balanced accuracy at thresholds that maximise it alone (also calibrated on the other folds). */
  readonly balancedAccuracyBalancedThreshold: number;
}

function restrict(oof: OutOfFold, keep: (i: number) => boolean): OutOfFold {
  const idx = oof.probabilities.map((_, i) => i).filter(keep);
  return {
    probabilities: idx.flatMap((i) => oof.probabilities[i] ?? []),
    labels: idx.flatMap((i) => oof.labels[i] ?? []),
  };
}

export function crossValidate(data: ClauseData): ClassifierRow[] {
  const oof = outOfFold(data);
  const folds = contractFolds(data.contracts, FOLDS);
  const foldOf = data.examples.map((e) => folds.get(e.contract) ?? 0);
  // Scored on the training contracts' clauses (and the background sentences) only: the dev
  // contracts' ordinary sentences help train and calibrate but are not part of this figure.
  const scored = data.examples.map((e) => !e.contract.startsWith(DEV_GROUP));
  const heldOut = (c: number, pick: (calibration: OutOfFold) => number): ThresholdStats => {
    const total = { threshold: 0, tp: 0, fp: 0, fn: 0, tn: 0 };
    for (let f = 0; f < FOLDS; f += 1) {
      const t = pick(restrict(oof, (i) => foldOf[i] !== f));
      oof.probabilities.forEach((p, i) => {
        const label = oof.labels[i]?.[c] ?? 0;
        if (foldOf[i] !== f || label > 1 || !scored[i]) return;
        const y = label === 1;
        const hit = (p[c] ?? 0) >= t;
        if (y && hit) total.tp += 1;
        else if (hit) total.fp += 1;
        else if (y) total.fn += 1;
        else total.tn += 1;
      });
    }
    return total;
  };
  return CUAD_CATEGORIES.map((category, c) => {
    const total = heldOut(c, (calibration) => calibrateThreshold(calibration, c));
    const balanced = heldOut(c, (calibration) => balancedThreshold(calibration, c));
    return {
      category,
      positives: total.tp + total.fn,
      balancedAccuracy: round3(balancedAccuracy(total)),
      precision: round3(total.tp + total.fp > 0 ? total.tp / (total.tp + total.fp) : 0),
      recall: round3(total.tp + total.fn > 0 ? total.tp / (total.tp + total.fn) : 0),
      balancedAccuracyBalancedThreshold: round3(balancedAccuracy(balanced)),
    };
  });
}

/**
 * The threshold that maximises balanced accuracy alone (never below MIN_THRESHOLD): what the
 * classifier can tell apart on excerpts, reported beside the shipped operating point, which also
 * weighs false alarms on the many ordinary sentences of a contract.
 */
export function balancedThreshold(oof: OutOfFold, c: number): number {
  let best = MIN_THRESHOLD;
  let bestScore = -1;
  for (let k = Math.round(MIN_THRESHOLD * 200); k <= 199; k += 1) {
    const score = balancedAccuracy(statsAt(oof, c, k / 200));
    if (score > bestScore) {
      bestScore = score;
      best = k / 200;
    }
  }
  return best;
}

const key = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\.pdf$/, '')
    .replace(/[^a-z0-9]+/g, '');

/** A classifier trained and calibrated without any clause of the given contracts. */
export function classifierWithout(
  data: ClauseData,
  titles: readonly string[],
): { classifier: ClauseClassifier; excluded: number } {
  const drop = new Set(titles.map(key));
  const examples = data.examples.filter((e) => !drop.has(key(e.contract)));
  const contracts = data.contracts.filter((c) => !drop.has(key(c)));
  const reduced: ClauseData = { sha256: data.sha256, examples, contracts };
  const oof = outOfFold(reduced);
  const thresholds = CUAD_CATEGORIES.map((_, c) => calibrateThreshold(oof, c));
  return {
    classifier: trainClassifier(examples, thresholds),
    excluded: data.contracts.length - contracts.length,
  };
}

/**
 * Models for the dev contracts that saw none of them: the dev set in two halves, each measured with
 * a model trained without any dev contract's clauses and with ordinary-sentence negatives from the
 * other half only.
 */
export function devClassifiers(
  dataDir: string | undefined,
  titles: readonly string[],
): { classifierFor: (title: string) => ClauseClassifier; excluded: number } | null {
  const sorted = [...titles].sort();
  const halves = [0, 1].map((h) => new Set(sorted.filter((_, i) => i % 2 === h)));
  const models: ClauseClassifier[] = [];
  let excluded = 0;
  for (const half of halves) {
    const other = new Set(sorted.filter((t) => !half.has(t)));
    const data = loadClauseData(dataDir, other);
    if (!data) return null;
    const built = classifierWithout(data, sorted);
    models.push(built.classifier);
    excluded = built.excluded;
  }
  const first = models[0];
  const second = models[1];
  if (!first || !second) return null;
  return { classifierFor: (title) => (halves[0]?.has(title) ? first : second), excluded };
}

export interface SpeedAndSize {
  readonly words: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly modelBytes: number;
  readonly modelGzipBytes: number;
}

export function speedAndSize(runs = 30): SpeedAndSize {
  const text = buildContract(15_000);
  for (let i = 0; i < 3; i += 1) analyzeContract(text);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    analyzeContract(text);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  const file = readFileSync(MODEL_FILE);
  return {
    words: text.split(/\s+/).length,
    medianMs: Math.round(at(0.5) * 10) / 10,
    p95Ms: Math.round(at(0.95) * 10) / 10,
    modelBytes: file.length,
    modelGzipBytes: gzipSync(file, { level: 9 }).length,
  };
}
