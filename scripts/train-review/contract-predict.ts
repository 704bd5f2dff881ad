import { evidenceOfHits } from '../../contract-engine/src/review/clause-evidence';
import {
  CUAD_CATEGORIES,
  KEY_TERM_CATEGORIES,
  type CuadCategory,
} from '../../contract-engine/src/review/clauses/categories';
import { mergeHits } from '../../contract-engine/src/review/clauses/classifier-hits';
import { resolveContradictions } from '../../contract-engine/src/review/clauses/contradictions';
import { CLAUSE_RULES, MAX_EVIDENCE, RULE_IDS } from '../../contract-engine/src/review/clauses/detect';
import { withinMargin } from '../../contract-engine/src/review/clauses/classifier-hits';
import { sentenceText, type Corpus, type CorpusContract } from './contract-corpus';

// What analyzeContract (clauses/contract-hits.ts) decides for a corpus contract, from the cached
// rule hits and out-of-fold log-odds instead of a fresh parse: kept rules OR the classifier at the
// contract thresholds, contradictions resolved, then the quoted evidence as clause-evidence.ts
// picks it. The cross-validation scores contracts this way, thousands of times faster than
// re-running the engine.

export interface Calibrated {
  /** Per category: log-odds of the contract threshold. */
  readonly logitThresholds: Float64Array;
  readonly dropped: ReadonlySet<string>;
  /** Classifier sentences quoted: those within this many log-odds of the category's best one. */
  readonly evidenceMargin: number;
}

export function predictHits(
  corpus: Corpus,
  contract: CorpusContract,
  logits: Float32Array,
  calibrated: Calibrated,
): Map<CuadCategory, number[]> {
  const C = CUAD_CATEGORIES.length;
  const rules = new Map<CuadCategory, number[]>();
  for (const [id, sentences] of Object.entries(contract.rules)) {
    if (calibrated.dropped.has(id)) continue;
    const category = CLAUSE_RULES[RULE_IDS.indexOf(id)]?.category;
    if (!category) continue;
    rules.set(category, [...(rules.get(category) ?? []), ...sentences]);
  }
  const learned = new Map<CuadCategory, number[]>();
  for (let c = 0; c < C; c += 1) {
    const category = CUAD_CATEGORIES[c];
    if (!category || KEY_TERM_CATEGORIES.has(category)) continue;
    const found: Array<readonly [number, number]> = [];
    for (let i = 0; i < contract.spans.length; i += 1) {
      const z = logits[i * C + c] ?? -Infinity;
      if (z >= (calibrated.logitThresholds[c] ?? Infinity)) found.push([i, z]);
    }
    const kept = withinMargin(found, calibrated.evidenceMargin);
    if (kept.length > 0) learned.set(category, kept);
  }
  return resolveContradictions(mergeHits(rules, learned), (i) => sentenceText(corpus, contract, i));
}

/** The quotes analyzeContract shows per category: key terms from the extractors, clauses from hits. */
export function predictedQuotes(
  corpus: Corpus,
  contract: CorpusContract,
  hits: ReadonlyMap<CuadCategory, readonly number[]>,
): Map<CuadCategory, string[]> {
  const out = new Map<CuadCategory, string[]>();
  const textOf = (i: number): string | undefined =>
    i >= 0 && i < contract.spans.length ? sentenceText(corpus, contract, i) : undefined;
  for (const category of CUAD_CATEGORIES) {
    if (KEY_TERM_CATEGORIES.has(category)) {
      out.set(category, [...(contract.keyTerms[category] ?? [])]);
      continue;
    }
    const picked = evidenceOfHits(hits.get(category) ?? [], textOf).slice(0, MAX_EVIDENCE);
    out.set(
      category,
      picked.map((i) => textOf(i) ?? ''),
    );
  }
  return out;
}
