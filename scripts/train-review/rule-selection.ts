import { CUAD_CATEGORIES, KEY_TERM_CATEGORIES } from '../../contract-engine/src/review/clauses/categories';
import { CLAUSE_RULES, RULE_IDS } from '../../contract-engine/src/review/clauses/detect';
import type { CorpusContract } from './contract-corpus';
import { smoothedF1 } from './thresholds';

// Contract-level calibration on whole contracts: per category, the classifier's contract threshold
// and which hand-written rules count beside it. A contract has the category when one of its kept
// rules fires or one operative sentence reaches the threshold. Rules are added greedily, each time
// the one that raises the category's contract-level F1 (averaged over a window of thresholds, as
// thresholds.ts smoothedF1) the most, while that gain is at least MIN_RULE_GAIN; the rest are
// dropped. Everything here is decided on out-of-fold scores, so a rule is judged by what it adds to
// a classifier that never saw the contract, on every sentence of the contract, including the
// unlabelled neighbours of labelled clauses that a rule fires on by mistake.

/** Smallest rise in contract-level F1 that keeps a rule (about one contract in a common category). */
export const MIN_RULE_GAIN = 0.003;

/** What calibration needs of one contract: gold, best classifier log-odds, rules that fire. */
export interface ContractView {
  readonly gold: Uint8Array;
  /** Per category: the highest log-odds of an operative sentence (-Infinity: none). */
  readonly maxLogit: Float64Array;
  readonly rules: ReadonlySet<string>;
}

export function contractView(contract: CorpusContract, logits: Float32Array): ContractView {
  const C = CUAD_CATEGORIES.length;
  const gold = new Uint8Array(C);
  CUAD_CATEGORIES.forEach((name, c) => {
    if (contract.gold[name]) gold[c] = 1;
  });
  const maxLogit = new Float64Array(C).fill(-Infinity);
  for (let i = 0; i < logits.length; i += 1) {
    const c = i % C;
    const z = logits[i] ?? -Infinity;
    if (z > (maxLogit[c] ?? -Infinity)) maxLogit[c] = z;
  }
  return { gold, maxLogit, rules: new Set(Object.keys(contract.rules)) };
}

export interface RuleDecision {
  readonly rule: string;
  readonly category: string;
  readonly kept: boolean;
  /** Smoothed contract-level F1 of the category with the final rule set with and without this rule. */
  readonly f1With: number;
  readonly f1Without: number;
}

export interface ContractCalibration {
  /** Per category (CUAD_CATEGORIES order): the contract probability threshold. */
  readonly contract: number[];
  readonly dropped: string[];
  readonly decisions: RuleDecision[];
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

function score(
  views: readonly ContractView[],
  c: number,
  rules: readonly string[],
  snippet: number,
): { cut: number; score: number } {
  const items = views.map((v): readonly [number, boolean] => [
    rules.some((r) => v.rules.has(r)) ? Infinity : sigmoid(v.maxLogit[c] ?? -Infinity),
    v.gold[c] === 1,
  ]);
  return smoothedF1(items, snippet);
}

function rulesOf(category: string): string[] {
  return RULE_IDS.filter((_, i) => CLAUSE_RULES[i]?.category === category);
}

export function calibrateContracts(
  views: readonly ContractView[],
  snippet: readonly number[],
): ContractCalibration {
  const contract: number[] = [];
  const dropped: string[] = [];
  const decisions: RuleDecision[] = [];
  CUAD_CATEGORIES.forEach((category, c) => {
    const candidates = rulesOf(category);
    const floor = snippet[c] ?? 1;
    // Key-term categories come from the extractors; their rules only feed the key-terms summary.
    if (KEY_TERM_CATEGORIES.has(category)) {
      contract.push(1);
      return;
    }
    const kept: string[] = [];
    let best = score(views, c, kept, floor);
    for (;;) {
      let pick: { rule: string; result: { cut: number; score: number } } | null = null;
      for (const rule of candidates) {
        if (kept.includes(rule)) continue;
        const result = score(views, c, [...kept, rule], floor);
        if (!pick || result.score > pick.result.score) pick = { rule, result };
      }
      if (!pick || pick.result.score < best.score + MIN_RULE_GAIN) break;
      kept.push(pick.rule);
      best = pick.result;
    }
    contract.push(best.cut);
    for (const rule of candidates) {
      const isKept = kept.includes(rule);
      if (!isKept) dropped.push(rule);
      const other = isKept ? kept.filter((r) => r !== rule) : [...kept, rule];
      const withRule = isKept ? best.score : score(views, c, other, floor).score;
      const without = isKept ? score(views, c, other, floor).score : best.score;
      decisions.push({ rule, category, kept: isKept, f1With: withRule, f1Without: without });
    }
  });
  return { contract, dropped: dropped.sort(), decisions };
}
