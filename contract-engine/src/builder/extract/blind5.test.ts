import { describe, expect, it } from 'vitest';
import { findAddresses } from './address';
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

describe('a unit named before the street address', () => {
  const addresses = (text: string): string[] => findAddresses(text).map((m) => m.value);

  it('keeps "the unit is 7C at ..." with the street', () => {
    expect(addresses('the unit is 7C at 90 Poplar Street, Tulsa, OK 74103')).toEqual([
      'Unit 7C, 90 Poplar Street, Tulsa, OK 74103',
    ]);
  });

  it('keeps a shop or office number in a building', () => {
    expect(addresses('Shop 12, 40 George Street, Sydney NSW 2000')).toEqual([
      'Shop 12, 40 George Street, Sydney NSW 2000',
    ]);
    expect(addresses('office 5 at 300 Lake Road')).toEqual(['Office 5, 300 Lake Road']);
  });

  it('keeps several units of one building', () => {
    expect(addresses('apartments 2, 3 and 5 at 18 Cedar Lane')).toEqual([
      'Apartments 2, 3 and 5, 18 Cedar Lane',
    ]);
  });
});
