import { CUAD_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import { storedThresholds, type Thresholds } from './build-model';
import type { Corpus } from './contract-corpus';
import { groupOf, type ContractOutOfFold } from './contract-oof';
import type { Calibrated } from './contract-predict';
import { scoreContracts, spanMacroF1 } from './contract-score';
import { calibrateContracts, contractView, type RuleDecision } from './rule-selection';
import { probabilitySlope, snippetThreshold } from './thresholds';

// Every decision that sits on top of the learned weights, from out-of-fold scores: the snippet
// threshold per category (classifyClause, balanced accuracy on held-out excerpts), the contract
// threshold and the hand rules kept beside it (contract-level F1 on held-out whole contracts,
// rule-selection.ts), and the reported probability's slope. The shipped model calibrates on every
// fold; the cross-validated figures calibrate on four folds and measure the fifth.

export interface Calibration {
  readonly thresholds: Thresholds;
  readonly dropped: string[];
  readonly decisions: RuleDecision[];
  /** Log-odds below a category's best sentence still quoted as evidence (Infinity: all). */
  readonly evidenceMargin: number;
}

/** Margins tried for the quoted evidence (log-odds below the best sentence). */
export const EVIDENCE_MARGINS = [0.5, 1, 1.5, 2, 3, 4, 6, Infinity];

/** A calibration as the decision on cached scores uses it (contract-predict.ts). */
export function toCalibrated(
  c: Omit<Calibration, 'decisions'>,
  evidenceMargin = c.evidenceMargin,
): Calibrated {
  const logit = (p: number): number => (p >= 1 ? Infinity : Math.log(p / (1 - p)));
  return {
    logitThresholds: Float64Array.from(c.thresholds.contract, logit),
    dropped: new Set(c.dropped),
    evidenceMargin,
  };
}

export function calibrate(
  corpus: Corpus,
  oof: ContractOutOfFold,
  useFold: (fold: number) => boolean = () => true,
): Calibration {
  const groupFold = (group: string): number => oof.folds.get(group) ?? -1;
  const excerptFold = oof.excerpts.contracts.map((c) => groupFold(groupOf({ contract: c })));
  const useExcerpt = (i: number): boolean => useFold(excerptFold[i] ?? -1);
  const snippet = CUAD_CATEGORIES.map((_, c) => snippetThreshold(oof.excerpts, c, useExcerpt));
  const views = corpus.contracts.flatMap((contract, k) => {
    const logits = oof.logits[k];
    return logits && useFold(groupFold(contract.group)) ? [contractView(contract, logits)] : [];
  });
  const contracts = calibrateContracts(views, snippet);
  const slope = CUAD_CATEGORIES.map((_, c) => probabilitySlope(oof.excerpts, c, snippet[c] ?? 1));
  const base = {
    thresholds: { snippet, contract: contracts.contract, slope },
    dropped: contracts.dropped,
    evidenceMargin: Infinity,
  };
  // The evidence margin with the best span F1 on the same contracts (ties keep the wider margin).
  const inFolds = (k: number): boolean => useFold(groupFold(corpus.contracts[k]?.group ?? ''));
  let evidenceMargin = Infinity;
  let best = -1;
  for (const margin of [...EVIDENCE_MARGINS].reverse()) {
    const f1 = spanMacroF1(scoreContracts(corpus, oof, inFolds, toCalibrated(base, margin)));
    if (f1 > best + 1e-9) {
      best = f1;
      evidenceMargin = margin;
    }
  }
  return { ...base, evidenceMargin, decisions: contracts.decisions };
}

/** An uncalibrated fold model with a calibration's thresholds and dropped rules. */
export function calibratedClassifier(model: ClauseClassifier, calibration: Calibration): ClauseClassifier {
  return new ClauseClassifier({
    ...model.data,
    droppedRules: calibration.dropped,
    ...(Number.isFinite(calibration.evidenceMargin) ? { evidenceMargin: calibration.evidenceMargin } : {}),
    categories: model.data.categories.map((category, c) => ({
      ...category,
      ...storedThresholds(calibration.thresholds, c),
    })),
  });
}
