import type { DetectedClause, Evidence } from '@shared-schema';
import type { ClauseClassifier } from '../clauses/model/classifier';
import { isOperativeClause } from '../clauses/operative';
import { evidenceOf, type ContractDocument } from '../text/document';
import { selectQuotes, type Quote, type SentenceScores } from './span-select';
import { spanParamsFor, type SpanParams, type SpanTable } from './span-table';
import { evidenceSentences } from '../clause-evidence';
import type { CuadCategory } from '../clauses/categories';
import { MAX_EVIDENCE, toDetectedClause } from '../clauses/detect';

// The quotes a found clause category shows in a review: its sentences as span-select.ts narrows,
// joins or trims them, mapped back to the contract's original text. Only the sentences that found
// a category (and the one after a quote) are scored again, each once per review, so the step costs
// a few dozen classifier calls, not another pass over the contract.

/** Per review: each sentence's log-odds for every category, computed on first use. */
export class SentenceLogits {
  private readonly cache = new Map<number, Float64Array | null>();

  constructor(
    private readonly doc: ContractDocument,
    readonly classifier: ClauseClassifier,
  ) {}

  /** Category c's log-odds for sentence i; -Infinity for a sentence that is no operative clause. */
  of(i: number, c: number): number {
    let z = this.cache.get(i);
    if (z === undefined) {
      const text = this.doc.sentences[i]?.text;
      z = text !== undefined && isOperativeClause(text) ? this.classifier.logits(text) : null;
      this.cache.set(i, z);
    }
    return z?.[c] ?? -Infinity;
  }
}

const logOdds = (p: number): number => (p <= 0 ? -Infinity : p >= 1 ? Infinity : Math.log(p / (1 - p)));

/** The evidence of one found category; `sentences` are its hits with headings set aside, ascending. */
export function quotedEvidence(
  doc: ContractDocument,
  logits: SentenceLogits,
  category: string,
  sentences: readonly number[],
  params: SpanParams,
  max: number,
): Evidence[] {
  const c = logits.classifier.categories.indexOf(category);
  if (c < 0) return [];
  const scores: SentenceScores = {
    count: doc.sentences.length,
    text: (i) => doc.sentences[i]?.text ?? '',
    score: (i) => logits.of(i, c),
    scorePart: (text) => logits.classifier.logits(text)[c] ?? -Infinity,
  };
  const threshold = logOdds(logits.classifier.contractThresholds[c] ?? 1);
  return selectQuotes(scores, sentences, threshold, params, max).flatMap((q) => toEvidence(doc, q));
}

function toEvidence(doc: ContractDocument, q: Quote): Evidence[] {
  const first = doc.sentences[q.from];
  const last = doc.sentences[q.to];
  if (!first || !last) return [];
  return [
    q.part
      ? evidenceOf(doc, first.start + q.part[0], first.start + q.part[1])
      : evidenceOf(doc, first.start, last.end),
  ];
}

/** A found (or absent) clause category with its refined evidence; `hits`: every sentence that found it. */
export function refinedClause(
  doc: ContractDocument,
  logits: SentenceLogits,
  category: CuadCategory,
  hits: readonly number[],
  table: SpanTable,
): DetectedClause {
  const sentences = evidenceSentences(doc, hits);
  const evidence = quotedEvidence(
    doc,
    logits,
    category,
    sentences,
    spanParamsFor(table, category),
    MAX_EVIDENCE,
  );
  // A category the classifier does not know (none today) keeps its sentences whole.
  return evidence.length > 0 || hits.length === 0
    ? { category, present: hits.length > 0, evidence }
    : toDetectedClause(doc, category, sentences);
}
