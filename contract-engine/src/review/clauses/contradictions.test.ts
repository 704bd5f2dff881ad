import { describe, expect, it } from 'vitest';
import type { CuadCategory } from './categories';
import { resolveContradictions } from './contradictions';

// Sentences written for this test.

const hitsOn = (categories: readonly CuadCategory[]): Map<CuadCategory, number[]> =>
  new Map(categories.map((c) => [c, [0]]));

const resolve = (sentence: string, categories: readonly CuadCategory[]): CuadCategory[] =>
  [...resolveContradictions(hitsOn(categories), () => sentence).keys()].sort();

describe('resolveContradictions', () => {
  it('keeps a right of first offer from being reported as most-favoured-nation pricing too', () => {
    const sentence =
      'Before the Owner offers the warehouse to any third party, the Tenant shall have a right of first offer to buy it on the terms the Owner proposes.';
    expect(resolve(sentence, ['Most Favored Nation', 'Rofr/Rofo/Rofn'])).toEqual(['Rofr/Rofo/Rofn']);
    // Found only as most-favoured-nation, it is still not that.
    expect(resolve(sentence, ['Most Favored Nation'])).toEqual([]);
  });

  it('leaves real most-favoured-nation pricing alone', () => {
    const sentence =
      'The Vendor shall charge the Retailer prices no less favourable than those it charges any other retailer for the same goods.';
    expect(resolve(sentence, ['Most Favored Nation'])).toEqual(['Most Favored Nation']);
  });

  it('does not read a time limit of an arbitration as a volume restriction', () => {
    const sentence =
      'The arbitration hearing shall not exceed thirty (30) days after the first notice of the dispute is given.';
    expect(resolve(sentence, ['Volume Restriction', 'Minimum Commitment'])).toEqual([]);
  });

  it('keeps a cap on quantities', () => {
    const sentence =
      'The Reseller shall not order more than 4,000 units of the Product in any calendar quarter.';
    expect(resolve(sentence, ['Volume Restriction'])).toEqual(['Volume Restriction']);
  });

  it('removes only the contradicted sentence when the category has others', () => {
    const texts = [
      'Any dispute shall be referred to arbitration, and the hearing shall not exceed five (5) days.',
      'The Buyer shall not purchase more than 200 tonnes in a year.',
    ];
    const out = resolveContradictions(new Map([['Volume Restriction', [0, 1]]]), (i) => texts[i] ?? '');
    expect(out.get('Volume Restriction')).toEqual([1]);
  });
});
