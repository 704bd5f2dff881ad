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
// joins or trims them, mapped back to the contract's original text. The classifier's pass over the
// contract records every operative sentence's log-odds here (contract-hits.ts), so choosing among
// the hits costs no classifier call; only a trimmed sentence's parts are scored.

/** Per review: each sentence's log-odds for every category. */
export class SentenceLogits {
  private readonly matrix: Float32Array;
  private readonly known: Uint8Array;
  private readonly width: number;

  constructor(
    private readonly doc: ContractDocument,
    readonly classifier: ClauseClassifier,
  ) {
    this.width = classifier.categories.length;
    this.matrix = new Float32Array(doc.sentences.length * this.width);
    this.known = new Uint8Array(doc.sentences.length);
  }

  /** Keeps sentence i's log-odds as the classifier's pass computed them. */
  readonly record = (i: number, z: Float64Array): void => {
    if (i < 0 || i >= this.known.length) return;
    this.matrix.set(z.subarray(0, this.width), i * this.width);
    this.known[i] = 1;
  };

  /** Category c's log-odds for sentence i; -Infinity for a sentence that is no operative clause. */
  of(i: number, c: number): number {
    if (i < 0 || i >= this.known.length) return -Infinity;
    if (this.known[i] === 0) {
      const text = this.doc.sentences[i]?.text ?? '';
      if (isOperativeClause(text)) this.record(i, this.classifier.logits(text));
      else {
        this.matrix.fill(-Infinity, i * this.width, (i + 1) * this.width);
        this.known[i] = 1;
      }
    }
    return this.matrix[i * this.width + c] ?? -Infinity;
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
