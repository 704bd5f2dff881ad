import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import type { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import { analyzeContract } from '../../contract-engine/src/review/index';
import { buildContract } from '../../bench/review-bench';
import { MODEL_FILE } from '../train-review';
import { FOLDS } from '../train-review/build-model';
import { calibrate, calibratedClassifier } from '../train-review/contract-calibration';
import { contractKey, type Corpus } from '../train-review/contract-corpus';
import { groupOf, type ContractOutOfFold } from '../train-review/contract-oof';
import { balancedAccuracy, snippetThreshold, type ThresholdStats } from '../train-review/thresholds';
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
  /** Held-out probability threshold of the shipped model (snippet, contract). */
  readonly threshold: number;
  readonly contractThreshold: number;
}

/** Held-out excerpts (and background sentences) at snippet thresholds from the other folds. */
export function crossValidate(oof: ContractOutOfFold, shipped: ClauseClassifier): ClassifierRow[] {
  const ex = oof.excerpts;
  const foldOf = ex.contracts.map((c) => oof.folds.get(groupOf({ contract: c })) ?? -1);
  return CUAD_CATEGORIES.map((category, c) => {
    const total: ThresholdStats & { tp: number; fp: number; fn: number; tn: number } = {
      tp: 0,
      fp: 0,
      fn: 0,
      tn: 0,
    };
    for (let f = 0; f < FOLDS; f += 1) {
      const t = snippetThreshold(ex, c, (i) => foldOf[i] !== f);
      ex.probabilities.forEach((p, i) => {
        const label = ex.labels[i]?.[c] ?? 0;
        if (foldOf[i] !== f || label > 1) return;
        const y = label === 1;
        const hit = (p[c] ?? 0) >= t;
        if (y && hit) total.tp += 1;
        else if (hit) total.fp += 1;
        else if (y) total.fn += 1;
        else total.tn += 1;
      });
    }
    return {
      category,
      positives: total.tp + total.fn,
      balancedAccuracy: round3(balancedAccuracy(total)),
      precision: round3(total.tp + total.fp > 0 ? total.tp / (total.tp + total.fp) : 0),
      recall: round3(total.tp + total.fn > 0 ? total.tp / (total.tp + total.fn) : 0),
      threshold: shipped.thresholds[c] ?? 1,
      contractThreshold: shipped.contractThresholds[c] ?? 1,
    };
  });
}

/**
 * Models for the dev contracts that never saw them: a dev contract that is one of the training
 * contracts is scored by its fold's model (trained without its fold, calibrated on the other folds);
 * any other dev contract by the first fold's model, which saw none of it either.
 */
export function devClassifiers(
  corpus: Corpus,
  oof: ContractOutOfFold,
): {
  classifierFor: (title: string) => ClauseClassifier;
  heldOut: (title: string) => boolean;
  foldOf: (title: string) => number;
} {
  const models = oof.models.map((model, f) =>
    calibratedClassifier(
      model,
      calibrate(corpus, oof, (g) => g !== f),
    ),
  );
  const fallback = models[0];
  if (!fallback) throw new Error('No fold models');
  return {
    classifierFor: (title) => models[oof.folds.get(contractKey(title)) ?? 0] ?? fallback,
    heldOut: (title) => oof.folds.has(contractKey(title)),
    foldOf: (title) => oof.folds.get(contractKey(title)) ?? 0,
  };
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
