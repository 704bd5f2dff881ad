import { describe, expect, it } from 'vitest';
import { selectQuotes, type SentenceScores } from '../../contract-engine/src/review/evidence/span-select';
import { UNREFINED } from '../../contract-engine/src/review/evidence/span-table';
import { wordSet } from '../eval-review/metrics';
import { chooseSpanParams, type SpanCase } from './span-calibration';

// The span choice on cases written for this test: two sentences found a category, the lawyers
// labelled one (or both).

const SENTENCES: ReadonlyArray<readonly [string, number]> = [
  ['The Agent shall not promote any rival brand of garden tools during the term.', 5],
  ['The Agent shall keep a record of every shop it visits each month.', 1],
];

const scores: SentenceScores = {
  count: SENTENCES.length,
  text: (i) => SENTENCES[i]?.[0] ?? '',
  score: (i) => SENTENCES[i]?.[1] ?? -Infinity,
  scorePart: () => 0,
};

function caseWithGold(gold: readonly number[]): SpanCase {
  return {
    contract: 0,
    scores,
    sentences: [0, 1],
    threshold: 0,
    gold: gold.map((i) => wordSet(SENTENCES[i]?.[0] ?? '')),
    quoteOf: (q) =>
      SENTENCES.slice(q.from, q.to + 1)
        .map(([t]) => t)
        .join(' '),
  };
}

const choose = (cases: SpanCase[]) =>
  chooseSpanParams({
    cases: new Map([['Non-Compete', cases]]),
    gold: new Map([['Non-Compete', cases.reduce((n, c) => n + c.gold.length, 0)]]),
  })['Non-Compete'];

describe('chooseSpanParams', () => {
  it('narrows the quotes when only the strongest sentence is labelled', () => {
    const chosen = choose([caseWithGold([0]), caseWithGold([0])]);
    expect(chosen).not.toEqual(UNREFINED);
    // One passage instead of two separate quotes, the labelled one.
    const quotes = selectQuotes(scores, [0, 1], 0, chosen ?? UNREFINED, 8);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]?.from).toBe(0);
  });

  it('keeps every sentence whole when every one is labelled (a tie keeps the unrefined quotes)', () => {
    expect(choose([caseWithGold([0, 1])])).toEqual(UNREFINED);
  });
});
