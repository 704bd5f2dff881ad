import { describe, expect, it } from 'vitest';
import { selectQuotes, type SentenceScores } from './span-select';
import { UNREFINED, type SpanParams } from './span-table';

// Sentences written for this test, with the log-odds a category's classifier might give them.
const SENTENCES: ReadonlyArray<readonly [string, number]> = [
  ['The Reseller shall carry public liability insurance of at least one million pounds.', 4],
  ['The policy shall name the Maker as an additional insured party.', 0.5],
  ['The Reseller shall send a copy of the policy every year.', -3],
  ['Invoices are payable within thirty days of receipt by the Reseller.', -6],
  [
    'The Reseller shall keep its shop open on weekdays, shall train its staff on every new product line before launch, and shall display the Maker’s posters in the window; the Reseller shall also keep the premises insured against fire and flood for their full rebuilding cost.',
    1,
  ],
];

function scores(partScore: (text: string) => number = () => 0): SentenceScores {
  return {
    count: SENTENCES.length,
    text: (i) => SENTENCES[i]?.[0] ?? '',
    score: (i) => SENTENCES[i]?.[1] ?? -Infinity,
    scorePart: partScore,
  };
}

const params = (p: Partial<SpanParams>): SpanParams => ({ ...UNREFINED, ...p });

describe('selectQuotes', () => {
  it('quotes every sentence that found the category, whole, when unrefined', () => {
    expect(selectQuotes(scores(), [0, 3, 4], 0, UNREFINED, 8)).toEqual([
      { from: 0, to: 0 },
      { from: 3, to: 3 },
      { from: 4, to: 4 },
    ]);
  });

  it('drops sentences scoring more than the margin below the best one', () => {
    expect(selectQuotes(scores(), [0, 3, 4], 0, params({ margin: 3.5 }), 8)).toEqual([
      { from: 0, to: 0 },
      { from: 4, to: 4 },
    ]);
  });

  it('keeps the strongest quotes up to the maximum, in text order', () => {
    expect(selectQuotes(scores(), [0, 3, 4], 0, params({ max: 2 }), 8)).toEqual([
      { from: 0, to: 0 },
      { from: 4, to: 4 },
    ]);
    expect(selectQuotes(scores(), [0, 3, 4], 0, UNREFINED, 1)).toEqual([{ from: 0, to: 0 }]);
  });

  it('joins a following sentence that scores near the threshold', () => {
    expect(selectQuotes(scores(), [0], 1, params({ join: -1 }), 8)).toEqual([{ from: 0, to: 1 }]);
    // Not below threshold + join, and never past the two sentences after the first.
    expect(selectQuotes(scores(), [0], 1, params({ join: 0 }), 8)).toEqual([{ from: 0, to: 0 }]);
    expect(selectQuotes(scores(), [0], 1, params({ join: -10 }), 8)).toEqual([{ from: 0, to: 2 }]);
  });

  it('does not quote a sentence twice when a joined quote already holds it', () => {
    expect(selectQuotes(scores(), [0, 1], 1, params({ join: -1 }), 8)).toEqual([{ from: 0, to: 1 }]);
  });

  it('cuts a long sentence to the part with the highest score', () => {
    const byInsurance = (text: string): number => (/insured/.test(text) ? 3 : -2);
    const [quote] = selectQuotes(scores(byInsurance), [4], 0, params({ trim: true }), 8);
    const text = SENTENCES[4]?.[0] ?? '';
    expect(quote?.part).toBeDefined();
    expect(text.slice(quote?.part?.[0], quote?.part?.[1])).toBe(
      'the Reseller shall also keep the premises insured against fire and flood for their full rebuilding cost.',
    );
  });

  it('leaves a short sentence whole even when trimming is on', () => {
    expect(
      selectQuotes(
        scores(() => 5),
        [0],
        0,
        params({ trim: true }),
        8,
      ),
    ).toEqual([{ from: 0, to: 0 }]);
  });

  it('keeps sentences without a score when none of the hits has one', () => {
    const unscored: SentenceScores = { ...scores(), score: () => -Infinity };
    expect(selectQuotes(unscored, [1, 2], 0, params({ margin: 1 }), 8)).toEqual([
      { from: 1, to: 1 },
      { from: 2, to: 2 },
    ]);
  });
});
