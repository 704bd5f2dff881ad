import { CUAD_CATEGORIES, type CuadCategory } from '../../contract-engine/src/review/clauses/categories';
import { emptyCounts, spanMatches, tally, type Counts } from '../eval-review/metrics';
import type { Corpus } from './contract-corpus';
import type { ContractOutOfFold } from './contract-oof';
import { predictHits, predictedQuotes, type Calibrated } from './contract-predict';

// Scores held-out decisions on corpus contracts against the lawyers' labels: presence per category
// and the quoted evidence against labelled spans (word Jaccard >= 0.5), summed over contracts.

export interface SpanCounts {
  gold: number;
  pred: number;
  predMatched: number;
  goldMatched: number;
}

export interface ContractScores {
  readonly presence: Map<CuadCategory, Counts>;
  readonly spans: Map<CuadCategory, SpanCounts>;
  /** Per scored contract title: the categories found present. */
  readonly present: Map<string, Set<CuadCategory>>;
}

export function emptyScores(): ContractScores {
  return {
    presence: new Map(CUAD_CATEGORIES.map((c) => [c, emptyCounts()])),
    spans: new Map(CUAD_CATEGORIES.map((c) => [c, { gold: 0, pred: 0, predMatched: 0, goldMatched: 0 }])),
    present: new Map(),
  };
}

/** Adds the contracts `use` selects (by corpus index), decided with `calibrated`, to `into`. */
export function scoreContracts(
  corpus: Corpus,
  oof: ContractOutOfFold,
  use: (k: number) => boolean,
  calibrated: Calibrated,
  into: ContractScores = emptyScores(),
): ContractScores {
  corpus.contracts.forEach((contract, k) => {
    const logits = oof.logits[k];
    if (!logits || !use(k)) return;
    const quotes = predictedQuotes(corpus, contract, predictHits(corpus, contract, logits, calibrated));
    into.present.set(
      contract.title,
      new Set(CUAD_CATEGORIES.filter((c) => (quotes.get(c)?.length ?? 0) > 0)),
    );
    for (const category of CUAD_CATEGORIES) {
      const gold = contract.gold[category] ?? [];
      const predicted = quotes.get(category) ?? [];
      const counts = into.presence.get(category);
      if (counts) tally(counts, gold.length > 0, predicted.length > 0);
      const s = into.spans.get(category);
      if (!s) continue;
      const m = spanMatches(predicted, gold);
      s.gold += gold.length;
      s.pred += predicted.length;
      s.predMatched += m.predMatched;
      s.goldMatched += m.goldMatched;
    }
  });
  return into;
}

export function spanF1(s: SpanCounts): number {
  const p = s.pred > 0 ? s.predMatched / s.pred : 0;
  const r = s.gold > 0 ? s.goldMatched / s.gold : 0;
  return p + r > 0 ? (2 * p * r) / (p + r) : 0;
}

/** Macro span F1 over the categories with gold spans. */
export function spanMacroF1(scores: ContractScores): number {
  const f = [...scores.spans.values()].filter((s) => s.gold > 0).map(spanF1);
  return f.length > 0 ? f.reduce((a, b) => a + b, 0) / f.length : 0;
}
