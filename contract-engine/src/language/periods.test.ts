import { describe, expect, it } from 'vitest';
import { periodCandidates, periodsIn } from './periods';

describe('one period scanner', () => {
  it('reads counts in figures, words, both, and abbreviated units', () => {
    const read = (text: string) => periodCandidates(text).map((p) => `${p.amount} ${p.unit}`);
    expect(read('thirty (30) days')).toEqual(['30 day']);
    expect(read('a lease of twenty four months')).toEqual(['24 month']);
    expect(read('forty-five days')).toEqual(['45 day']);
    expect(read('for 2 yrs')).toEqual(['2 year']);
    expect(read('a 12-month term')).toEqual(['12 month']);
  });

  it('starts a period at its count, after lead words such as "within"', () => {
    const [period] = periodCandidates('pay within 14 days');
    expect(period).toMatchObject({ count: '14', start: 11 });
    expect(period?.text).toBe('within 14 days');
  });

  it('finds no period in words that only end in a unit', () => {
    expect(periodsIn('see you Monday or today, 3 more to go')).toEqual([]);
  });

  it('needs a number for a contract period ("a year" is not one)', () => {
    expect(periodsIn('renewed for a year')).toEqual([]);
    expect(periodsIn("on one week's notice").map((p) => p.amount)).toEqual([1]);
  });
});
