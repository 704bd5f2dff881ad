import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import type { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import { analyzeContract } from '../../contract-engine/src/review/index';
import { buildContract } from '../../bench/review-bench';
import { MODEL_FILE } from '../train-review';
import { contractFolds, loadClauseData, type ClauseData } from '../train-review/clauses';
import { DEV_GROUP } from '../train-review/dev-negatives';
import { FOLDS, outOfFold, trainClassifier, type OutOfFold } from '../train-review/build-model';
import {
  balancedAccuracy,
  calibrateThresholds,
  contractThreshold,
  snippetThreshold,
  type ThresholdStats,
} from '../train-review/thresholds';
import { round3 } from './metrics';

// The learned clause classifiers measured the honest way: grouped by contract, each fold's
// threshold calibrated on the other folds only, so no number here saw its own test contracts.

export interface ClassifierRow {
  readonly category: string;
  readonly positives: number;
  /** At the snippet thresholds (what classifyClause reports), calibrated on the other folds. */
  readonly balancedAccuracy: number;
  readonly precision: number;
  readonly recall: number;
  /** Recall on excerpts at the contract thresholds (also calibrated on the other folds). */
  readonly contractRecall: number;
  /** Held-out probability threshold of the shipped model (snippet, contract). */
  readonly threshold: number;
  readonly contractThreshold: number;
}

export function crossValidate(data: ClauseData, shipped: ClauseClassifier): ClassifierRow[] {
  const oof = outOfFold(data);
  const folds = contractFolds(data.contracts, FOLDS);
  const foldOf = data.examples.map((e) => folds.get(e.contract) ?? 0);
  // Scored on the training contracts' clauses (and the background sentences) only: the dev
  // contracts' ordinary sentences help train and calibrate but are not part of this figure.
  const scored = data.examples.map((e) => !e.contract.startsWith(DEV_GROUP));
  const heldOut = (c: number, pick: (others: (i: number) => boolean) => number): ThresholdStats => {
    const total = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (let f = 0; f < FOLDS; f += 1) {
      const t = pick((i) => foldOf[i] !== f);
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
    const snippet = heldOut(c, (others) => snippetThreshold(oof, c, others));
    const contract = heldOut(c, (others) =>
      contractThreshold(oof, c, snippetThreshold(oof, c, others), others),
    );
    return {
      category,
      positives: snippet.tp + snippet.fn,
      balancedAccuracy: round3(balancedAccuracy(snippet)),
      precision: round3(snippet.tp + snippet.fp > 0 ? snippet.tp / (snippet.tp + snippet.fp) : 0),
      recall: round3(snippet.tp + snippet.fn > 0 ? snippet.tp / (snippet.tp + snippet.fn) : 0),
      contractRecall: round3(contract.tp + contract.fn > 0 ? contract.tp / (contract.tp + contract.fn) : 0),
      threshold: shipped.thresholds[c] ?? 1,
      contractThreshold: shipped.contractThresholds[c] ?? 1,
    };
  });
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
  const oof: OutOfFold = outOfFold(reduced);
  return {
    classifier: trainClassifier(examples, calibrateThresholds(oof)),
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
