import {
  CUAD_CATEGORIES,
  KEY_TERM_CATEGORIES,
  type CuadCategory,
} from '../../contract-engine/src/review/clauses/categories';
import { MAX_EVIDENCE } from '../../contract-engine/src/review/clauses/detect';
import { selectQuotes, type SentenceScores } from '../../contract-engine/src/review/evidence/span-select';
import { UNREFINED, type SpanParams } from '../../contract-engine/src/review/evidence/span-table';
import { jaccard, SPAN_MATCH_JACCARD, spanMatches, wordSet } from '../eval-review/metrics';
import type { Corpus } from '../train-review/contract-corpus';
import type { ContractOutOfFold } from '../train-review/contract-oof';
import { predictHits, type Calibrated } from '../train-review/contract-predict';
import { spanF1, type SpanCounts } from '../train-review/contract-score';
import { cachedScores, quotableHits, quoteText, refinedQuotes } from './span-quotes';

// The evidence step's choices per category (evidence/span-select.ts), made like every other
// calibrated value: on out-of-fold scores of whole contracts, for the best span F1 (word Jaccard
// >= 0.5 against the lawyers' spans) over the contracts `use` selects, with the hits those
// contracts get under the same calibration. The cross-validation chooses on four folds and measures
// the fifth (eval-review/contract-cv.ts); the shipped table chooses on all five.

/** Candidate choices, the unrefined evidence first: a tie keeps the earlier one. */
export const SPAN_GRID: readonly SpanParams[] = [
  UNREFINED,
  ...[Infinity, 1, 2, 3, 5].flatMap((margin) =>
    [Infinity, 1, 2, 3].flatMap((max) =>
      [null, 0, -1, -2].flatMap((join) =>
        [false, true].map((trim): SpanParams => ({ margin, max, join, trim })),
      ),
    ),
  ),
];

/** One found category in one contract: what its quotes are chosen from and the gold they meet. */
export interface SpanCase {
  readonly contract: number;
  readonly scores: SentenceScores;
  readonly sentences: readonly number[];
  readonly threshold: number;
  readonly gold: ReadonlyArray<ReadonlySet<string>>;
  readonly quoteOf: (q: Parameters<typeof quoteText>[2]) => string;
}

/** Per category: the found cases and the gold spans of every selected contract (found or not). */
export interface SpanCases {
  readonly cases: Map<CuadCategory, SpanCase[]>;
  readonly gold: Map<CuadCategory, number>;
}

export function spanCases(
  corpus: Corpus,
  oof: ContractOutOfFold,
  calibrated: Calibrated,
  use: (k: number) => boolean,
): SpanCases {
  const cases = new Map<CuadCategory, SpanCase[]>();
  const gold = new Map<CuadCategory, number>();
  corpus.contracts.forEach((contract, k) => {
    const logits = oof.logits[k];
    const model = oof.models[oof.folds.get(contract.group) ?? -1];
    if (!logits || !model || !use(k)) return;
    const hits = predictHits(corpus, contract, logits, calibrated);
    CUAD_CATEGORIES.forEach((category, c) => {
      if (KEY_TERM_CATEGORIES.has(category)) return;
      const spans = contract.gold[category] ?? [];
      gold.set(category, (gold.get(category) ?? 0) + spans.length);
      const found = hits.get(category) ?? [];
      if (found.length === 0) return;
      const list = cases.get(category) ?? [];
      list.push({
        contract: k,
        scores: cachedScores(corpus, contract, logits, model, c),
        sentences: quotableHits(corpus, contract, found),
        threshold: calibrated.logitThresholds[c] ?? Infinity,
        gold: spans.map(wordSet),
        quoteOf: (q) => quoteText(corpus, contract, q),
      });
      cases.set(category, list);
    });
  });
  return { cases, gold };
}

const words = new Map<string, ReadonlySet<string>>();
function wordsOf(text: string): ReadonlySet<string> {
  let w = words.get(text);
  if (!w) {
    w = wordSet(text);
    words.set(text, w);
  }
  return w;
}

/** Adds one case's quotes under `params` to `into` (gold counted separately). */
export function countCase(s: SpanCase, params: SpanParams, into: SpanCounts): void {
  const quotes = selectQuotes(s.scores, s.sentences, s.threshold, params, MAX_EVIDENCE).map((q) =>
    wordsOf(s.quoteOf(q)),
  );
  into.pred += quotes.length;
  into.predMatched += quotes.filter((q) => s.gold.some((g) => jaccard(q, g) >= SPAN_MATCH_JACCARD)).length;
  into.goldMatched += s.gold.filter((g) => quotes.some((q) => jaccard(q, g) >= SPAN_MATCH_JACCARD)).length;
}

/** Per category, the grid's choice with the best span F1 over the cases. */
export function chooseSpanParams(data: SpanCases): Record<string, SpanParams> {
  const out: Record<string, SpanParams> = {};
  for (const category of CUAD_CATEGORIES) {
    if (KEY_TERM_CATEGORIES.has(category)) continue;
    const list = data.cases.get(category) ?? [];
    let best = -1;
    let chosen = UNREFINED;
    for (const params of SPAN_GRID) {
      const counts: SpanCounts = {
        gold: data.gold.get(category) ?? 0,
        pred: 0,
        predMatched: 0,
        goldMatched: 0,
      };
      for (const s of list) countCase(s, params, counts);
      const f1 = spanF1(counts);
      if (f1 > best + 1e-9) {
        best = f1;
        chosen = params;
      }
    }
    out[category] = chosen;
  }
  return out;
}

/** The span choices calibrated on the contracts `use` selects, their hits from `calibrated`. */
export function calibrateSpans(
  corpus: Corpus,
  oof: ContractOutOfFold,
  calibrated: Calibrated,
  use: (k: number) => boolean,
): Record<string, SpanParams> {
  return chooseSpanParams(spanCases(corpus, oof, calibrated, use));
}

/** Adds the refined quotes of the contracts `use` selects, decided with `calibrated`, to `into`. */
export function scoreRefinedSpans(
  corpus: Corpus,
  oof: ContractOutOfFold,
  calibrated: Calibrated,
  table: Readonly<Record<string, SpanParams>>,
  use: (k: number) => boolean,
  into: Map<CuadCategory, SpanCounts>,
): void {
  corpus.contracts.forEach((contract, k) => {
    const logits = oof.logits[k];
    const model = oof.models[oof.folds.get(contract.group) ?? -1];
    if (!logits || !model || !use(k)) return;
    const hits = predictHits(corpus, contract, logits, calibrated);
    const quotes = refinedQuotes(
      corpus,
      contract,
      logits,
      model,
      hits,
      calibrated.logitThresholds,
      (c) => table[c] ?? UNREFINED,
    );
    for (const category of CUAD_CATEGORIES) {
      const gold = contract.gold[category] ?? [];
      const predicted = quotes.get(category) ?? [];
      const m = spanMatches(predicted, gold);
      const s = into.get(category) ?? { gold: 0, pred: 0, predMatched: 0, goldMatched: 0 };
      s.gold += gold.length;
      s.pred += predicted.length;
      s.predMatched += m.predMatched;
      s.goldMatched += m.goldMatched;
      into.set(category, s);
    }
  });
}
