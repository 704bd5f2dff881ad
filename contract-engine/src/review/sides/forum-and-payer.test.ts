import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../text/document';
import { agreement, flags, titled } from './review-test-kit';
import { findParties } from './parties';

// Where disputes go and who pays, read after the second blind batch: courts in a third state, a
// party's home read from its US address, courts of the other side's home in their own sentence,
// the payer known from one role word, a late charge on the payer whoever else the clause names,
// and pay that waits on the payer's own receipts. Every sentence is written for these tests.

const has = (text: string, party: string, re: RegExp): boolean =>
  titled(flags(text, party), re) !== undefined;

const PRINT = (...clauses: string[]): string =>
  [
    'PRINTING AGREEMENT',
    'This agreement is made between Inkline Press LLC, of 40 Mill Road, Akron, Ohio 44308 ("Printer"), and Blue Heron Cafe LLC, which runs a cafe at 9 Pine Street, Dayton, Ohio 45402 ("Cafe").',
    'The Cafe shall pay the Printer $1,200 for each print run.',
    'This Agreement is governed by the laws of the State of Ohio.',
    ...clauses,
  ].join('\n');

beforeAll(() => {
  flags(PRINT(), 'Cafe');
}, 60_000);

describe('courts far from the user', () => {
  it("reads a party's home from its US address", () => {
    const parties = findParties(parseDocument(PRINT()));
    expect(parties.map((p) => p.jurisdiction)).toEqual(['Ohio', 'Ohio']);
  });

  it('flags exclusive courts in a third state, where neither party is based', () => {
    const far = PRINT(
      'Any claim shall be brought exclusively in the courts located in Clark County, Nevada.',
    );
    expect(has(far, 'Cafe', /Only courts in Nevada can hear disputes/)).toBe(true);
  });

  it("does not flag exclusive courts in the user's own state", () => {
    const near = PRINT(
      'Any claim shall be brought exclusively in the courts located in Franklin County, Ohio.',
    );
    expect(has(near, 'Cafe', /Only courts in/)).toBe(false);
  });

  it("flags courts of the other side's home in their own sentence, even under its law", () => {
    const text = agreement(
      'DISTRIBUTION AGREEMENT',
      'Palmetto Goods Inc., a Florida corporation (the "Supplier")',
      'Red Clay Market LLC, a Georgia limited liability company (the "Retailer")',
      'The Retailer shall pay the Supplier within 30 days of each invoice.',
      'This Agreement is governed by the laws of the State of Florida.',
      'Any action shall be brought only in the courts of Orange County, Florida.',
    );
    expect(flags(text, 'Retailer').some((f) => /courts of Orange County/.test(f.evidence?.quote ?? ''))).toBe(
      true,
    );
  });
});

describe('who pays, when the roles say it', () => {
  const gym = (...clauses: string[]): string =>
    agreement(
      'STUDIO MEMBERSHIP AGREEMENT',
      'Lotus Yoga Studio LLC (the "Studio")',
      'Maya Ortiz (the "Member")',
      'Membership dues are charged monthly.',
      ...clauses,
    );

  it('reads the member as the payer and flags a deposit forfeited for it', () => {
    const kept = 'The key deposit is forfeited if the Member leaves any item in the locker.';
    expect(has(gym(kept), 'Member', /deposit is kept/)).toBe(true);
    expect(has(gym(kept), 'Studio', /deposit is kept/)).toBe(false);
  });

  it('puts a late charge on the payer even when the clause names the other side', () => {
    const late =
      'Unpaid dues bear a late charge of 4% per month, and the Studio may suspend classes until paid.';
    expect(has(gym(late), 'Member', /Late-payment charge/)).toBe(true);
    expect(has(gym(late), 'Studio', /Late-payment charge/)).toBe(false);
  });
});

describe('pay that waits on the payer being paid', () => {
  it('flags payment only once the payer has itself been paid', () => {
    const text = agreement(
      'SUBCONTRACT',
      'Summit Roofing LLC (the "Contractor")',
      'Pat Lee Gutters LLC (the "Subcontractor")',
      'The Contractor shall pay the Subcontractor only once the Contractor has received payment from the homeowner.',
    );
    expect(has(text, 'Subcontractor', /paid|payment/i)).toBe(true);
    expect(flags(text, 'Subcontractor').some((f) => /only once/.test(f.evidence?.quote ?? ''))).toBe(true);
  });
});
