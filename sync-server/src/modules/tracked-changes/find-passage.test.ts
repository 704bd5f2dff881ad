import { describe, expect, it } from 'vitest';
import { findPassage, placePassages, withoutClauseNumber } from './find-passage';

describe('findPassage', () => {
  it('matches across different white space and curly quotes', () => {
    const text = 'Intro.\n\nThe Tenant’s deposit  is\nheld by the Agent.';
    expect(findPassage(text, "The Tenant's deposit is held by the Agent.")).toEqual([
      { start: 8, end: text.length },
    ]);
  });

  it('drops a leading clause number the text keeps elsewhere', () => {
    expect(findPassage('The fee is due monthly.', '4.2 The fee is due monthly.')).toEqual([
      { start: 0, end: 23 },
    ]);
  });

  it('places each passage once and leaves one that only overlaps a placed passage unplaced', () => {
    const text = 'Pay on time. Pay on time.';
    expect(placePassages(text, ['Pay on time.', 'Pay on time.', 'on time. Pay'])).toEqual([
      { start: 0, end: 12 },
      { start: 13, end: 25 },
      null,
    ]);
  });
});

describe('withoutClauseNumber', () => {
  it('keeps the clause number out of an edit whose replacement does not repeat it', () => {
    const text = '1. The fee is due monthly.';
    expect(withoutClauseNumber(text, { start: 0, end: text.length }, 'The fee is due weekly.')).toEqual({
      start: 3,
      end: text.length,
    });
    expect(withoutClauseNumber(text, { start: 0, end: text.length }, '1. The fee is due weekly.')).toEqual({
      start: 0,
      end: text.length,
    });
  });
});
