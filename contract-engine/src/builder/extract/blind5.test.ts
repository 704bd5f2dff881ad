import { describe, expect, it } from 'vitest';
import { replayFacts } from '../replay';
import { findContractType } from '../types/registry';
import { readEditIntent } from '../edit-intent';
import { findAddresses } from './address';
import { extractFacts } from './extract-facts';
import { findDurations } from './duration';
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

describe('an amount taken back in a correction', () => {
  const replay = (...said: string[]) => {
    const type = findContractType('equipment-rental');
    if (!type) throw new Error('equipment-rental is registered');
    return replayFacts(
      type,
      said.map((content) => ({ role: 'user' as const, content })),
      '2026-11-23',
    ).facts;
  };

  it('reads "scratch that, no deposit" as no deposit', () => {
    const facts = replay('The rent is $90 a day and the deposit is $250.', 'actually, no deposit after all');
    expect(facts['SECURITY DEPOSIT']).toBe('$0');
    expect(facts['RENTAL FEE']).toContain('$90');
  });

  it('leaves the amount alone when nothing is corrected', () => {
    expect(replay('The deposit is $250.', 'no pets on the trailer please')['SECURITY DEPOSIT']).toBe('$250');
  });
});

describe("another clause's named period", () => {
  it('is not the length of the agreement', () => {
    expect(findDurations('a notice period of 45 days would suit us').map((m) => m.value)).toEqual([]);
    expect(findDurations('grace period 10 days, and the lease runs 2 years').map((m) => m.value)).toEqual([
      '2 years',
    ]);
  });

  it('is not an edit of the term', () => {
    const type = findContractType('consulting');
    if (!type) throw new Error('consulting is registered');
    expect(readEditIntent('actually make the notice period 45 days', type).field).toBeUndefined();
    expect(readEditIntent('actually make the term 9 months', type).field?.fact.key).toBe('TERM');
  });
});

describe('a party named after what it is', () => {
  it('takes the name after "a <description>,"', () => {
    const facts = extractFacts(
      'the seller is a family vineyard, Colline Rosse Wines Ltd',
      'sale-of-goods',
      'SELLER NAME',
      {
        today: '2026-11-23',
      },
    );
    expect(facts['SELLER NAME']).toBe('Colline Rosse Wines Ltd');
    const client = extractFacts(
      'the client is a local dental practice, Brightsmile Dental LLC',
      'service-agreement',
      undefined,
      {
        today: '2026-11-23',
      },
    );
    expect(client['CLIENT NAME']).toBe('Brightsmile Dental LLC');
  });
});

describe("a partnership's business", () => {
  const facts = (text: string) =>
    extractFacts(text, 'partnership', undefined, { today: '2026-11-23', known: ['PARTNER ONE NAME'] });

  it('is read after "we\'ll"', () => {
    expect(facts("We'll call it Harbour Books and we'll sell new and used books.")['BUSINESS PURPOSE']).toBe(
      'sell new and used books',
    );
  });

  it('is not a start date', () => {
    const found = facts('We want to start on the 3rd of March.');
    expect(found['BUSINESS PURPOSE']).toBeUndefined();
    expect(found['START DATE']).toBe('March 3, 2027');
  });
});

describe('a sole trader', () => {
  it('is the contractor, not the company hiring one', () => {
    const facts = extractFacts(
      "I'm a sole trader in Darwin, Ola Berg trading as Berg Carpentry, and I need a contractor agreement with a client.",
      'independent-contractor',
      undefined,
      { today: '2026-11-23' },
    );
    expect(facts['CONTRACTOR NAME']).toBe('Ola Berg trading as Berg Carpentry');
    expect(facts['COMPANY NAME']).toBeUndefined();
  });
});

describe('two companies given as one reply', () => {
  const facts = (text: string) =>
    extractFacts(text, 'mutual-nda', 'FIRST PARTY NAME', { today: '2026-11-23' });

  it('are the two parties in the order given', () => {
    const found = facts('Brightwater Labs GmbH and Koala Freight Pty Ltd');
    expect(found['FIRST PARTY NAME']).toBe('Brightwater Labs GmbH');
    expect(found['SECOND PARTY NAME']).toBe('Koala Freight Pty Ltd');
  });

  it('need a legal ending on each side', () => {
    expect(facts('Harlow and Finch LLC')['SECOND PARTY NAME']).toBeUndefined();
  });
});
