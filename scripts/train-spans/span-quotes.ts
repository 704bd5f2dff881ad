import { evidenceOfHits } from '../../contract-engine/src/review/clause-evidence';
import {
  CUAD_CATEGORIES,
  KEY_TERM_CATEGORIES,
  type CuadCategory,
} from '../../contract-engine/src/review/clauses/categories';
import { MAX_EVIDENCE } from '../../contract-engine/src/review/clauses/detect';
import type { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import {
  selectQuotes,
  type Quote,
  type SentenceScores,
} from '../../contract-engine/src/review/evidence/span-select';
import type { SpanParams } from '../../contract-engine/src/review/evidence/span-table';
import { sentenceText, type Corpus, type CorpusContract } from '../train-review/contract-corpus';

// The evidence step (evidence/span-select.ts) on a corpus contract, from the cached out-of-fold
// log-odds instead of a fresh parse: what analyzeContract quotes for each category, as
// train-review/contract-predict.ts's predictedQuotes, with the spans refined. A part of a sentence
// is scored by the fold model that scored the contract (it never saw the contract).

/** One contract's scores for category c: cached sentence log-odds, parts scored by `model`. */
export function cachedScores(
  corpus: Corpus,
  contract: CorpusContract,
  logits: Float32Array,
  model: ClauseClassifier,
  c: number,
): SentenceScores {
  const C = CUAD_CATEGORIES.length;
  const parts = new Map<string, number>();
  return {
    count: contract.spans.length,
    text: (i) => sentenceText(corpus, contract, i),
    score: (i) => logits[i * C + c] ?? -Infinity,
    scorePart: (text) => {
      let z = parts.get(text);
      if (z === undefined) {
        z = model.logits(text)[c] ?? -Infinity;
        parts.set(text, z);
      }
      return z;
    },
  };
}

/** A quote's text as the review shows it: the original text of its sentences, or the part. */
export function quoteText(corpus: Corpus, contract: CorpusContract, q: Quote): string {
  const text = corpus.texts.get(contract.title) ?? '';
  const from = contract.spans[q.from];
  const to = contract.spans[q.to];
  if (!from || !to) return '';
  return q.part ? text.slice(from[0], from[1]).slice(q.part[0], q.part[1]) : text.slice(from[0], to[1]);
}

/** The sentences a found category's quotes are chosen from: its hits with headings set aside. */
export function quotableHits(
  corpus: Corpus,
  contract: CorpusContract,
  hits: readonly number[],
): readonly number[] {
  return evidenceOfHits(hits, (i) =>
    i >= 0 && i < contract.spans.length ? sentenceText(corpus, contract, i) : undefined,
  );
}

/** Per category, the quotes analyzeContract shows: key terms from the extractors, clauses refined. */
export function refinedQuotes(
  corpus: Corpus,
  contract: CorpusContract,
  logits: Float32Array,
  model: ClauseClassifier,
  hits: ReadonlyMap<CuadCategory, readonly number[]>,
  logitThresholds: Float64Array,
  paramsOf: (category: CuadCategory) => SpanParams,
): Map<CuadCategory, string[]> {
  const out = new Map<CuadCategory, string[]>();
  CUAD_CATEGORIES.forEach((category, c) => {
    if (KEY_TERM_CATEGORIES.has(category)) {
      out.set(category, [...(contract.keyTerms[category] ?? [])]);
      return;
    }
    const found = hits.get(category) ?? [];
    if (found.length === 0) {
      out.set(category, []);
      return;
    }
    const quotes = selectQuotes(
      cachedScores(corpus, contract, logits, model, c),
      quotableHits(corpus, contract, found),
      logitThresholds[c] ?? Infinity,
      paramsOf(category),
      MAX_EVIDENCE,
    );
    out.set(
      category,
      quotes.map((q) => quoteText(corpus, contract, q)),
    );
  });
  return out;
}
