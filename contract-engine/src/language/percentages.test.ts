import { describe, expect, it } from 'vitest';
import { findPercents } from './percentages';

describe('percentages', () => {
  it('reads figures and words', () => {
    expect(findPercents('8% a year, 4.5 per cent, nine percent').map((p) => p.value)).toEqual([
      '8%',
      '4.5%',
      '9%',
    ]);
    expect(findPercents('seven and a half percent')[0]?.percent).toBe(7.5);
  });

  it('tells figures from words', () => {
    expect(findPercents('ten percent (10%)').map((p) => p.figures)).toEqual([false, true]);
  });

  it('reads no percentage from plain numbers or "a percent"', () => {
    expect(findPercents('a percent of nothing, 30 days, 12 units')).toEqual([]);
  });
});
