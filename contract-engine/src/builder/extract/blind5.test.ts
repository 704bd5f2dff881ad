import { describe, expect, it } from 'vitest';
import { findMoney } from './money';

// Rules found with the fifth blind evaluation batch, each tested on sentences written for the rule,
// not taken from the batch.

describe('an amount written the European way', () => {
  it('reads dots as thousands and a comma as the decimal point', () => {
    expect(findMoney('the price is €2.450,50 all in').map((m) => m.value)).toEqual(['€2,450.50']);
    expect(findMoney('she puts in €15.000 and I match it').map((m) => m.value)).toEqual(['€15,000']);
    expect(findMoney('a budget of 1.250.000 euros').map((m) => m.value)).toEqual(['€1,250,000']);
  });

  it('still reads dollars and cents and American thousands', () => {
    expect(findMoney('$12.50 per hour').map((m) => m.value)).toEqual(['$12.50']);
    expect(findMoney('rent of $2,300.75').map((m) => m.value)).toEqual(['$2,300.75']);
  });
});
