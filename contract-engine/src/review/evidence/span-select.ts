import { clauseParts } from './clause-parts';
import type { SpanParams } from './span-table';

// Which passages a found clause category quotes, from the sentences that found it. Lawyers label a
// clause as one passage: usually one sentence, sometimes a part of one (an exception inside a
// covenant) or a sentence and the one after it that continues it (an insurance clause and its
// limits). The sentences that only just reach the threshold beside a much stronger one are mostly
// unlabelled neighbours. Per category, cross-validation chose (scripts/train-spans/): how far below
// the best sentence a quote may score, how many quotes at most, whether a following sentence that
// scores near the threshold joins the quote, and whether a long sentence is cut to its strongest
// part. The category's presence is decided before and does not change here.

/** One contract's sentences as the evidence step sees them. */
export interface SentenceScores {
  readonly count: number;
  text(i: number): string;
  /** The category's log-odds for sentence i (-Infinity: not an operative clause). */
  score(i: number): number;
  /** The category's log-odds for a part of a sentence. */
  scorePart(text: string): number;
}

/** A quote: sentences from..to, or the part [start, end) of sentence `from` when trimmed. */
export interface Quote {
  readonly from: number;
  readonly to: number;
  readonly part?: readonly [number, number];
}

/** Sentences a quote may grow by when the following ones continue it. */
export const MAX_JOINED = 2;
/** A sentence shorter than this many words is not cut into parts. */
export const TRIM_MIN_WORDS = 25;

/**
 * The quotes for one found category. `hits`: its sentences (ascending, headings already set aside);
 * `threshold`: its contract threshold in log-odds; `max`: quotes shown at most.
 */
export function selectQuotes(
  s: SentenceScores,
  hits: readonly number[],
  threshold: number,
  params: SpanParams,
  max: number,
): Quote[] {
  const limit = Math.min(params.max, max);
  // Scores are needed only to choose among the hits.
  const choose = Number.isFinite(params.margin) || hits.length > limit;
  const scored = hits.map((i) => [i, choose ? s.score(i) : 0] as const);
  const best = scored.reduce((m, [, z]) => Math.max(m, z), -Infinity);
  // A sentence without a score (a rule's hit outside the operative clauses) stays when nothing scores.
  const near = Number.isFinite(best) ? scored.filter(([, z]) => z >= best - params.margin) : scored;
  const kept = [...near]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([i]) => i)
    .sort((a, b) => a - b);
  const quotes: Quote[] = [];
  for (const i of kept) {
    const last = quotes[quotes.length - 1];
    if (last && i <= last.to) continue;
    let to = i;
    if (params.join !== null)
      while (to + 1 < s.count && to - i < MAX_JOINED && s.score(to + 1) >= threshold + params.join) to += 1;
    const part = to === i && params.trim ? strongestPart(s, i) : undefined;
    quotes.push(part ? { from: i, to, part } : { from: i, to });
  }
  return quotes;
}

/** The part of a long sentence with the category's highest score, when it is not the whole sentence. */
function strongestPart(s: SentenceScores, i: number): readonly [number, number] | undefined {
  const text = s.text(i);
  if ((text.match(/[A-Za-z0-9]+/g)?.length ?? 0) < TRIM_MIN_WORDS) return undefined;
  const parts = clauseParts(text);
  if (parts.length < 2) return undefined;
  let best: readonly [number, number] | undefined;
  let bestScore = -Infinity;
  for (const part of parts) {
    const z = s.scorePart(text.slice(part[0], part[1]));
    if (z > bestScore) {
      bestScore = z;
      best = part;
    }
  }
  return best;
}
