import { describe, expect, it } from 'vitest';
import { findAddresses } from '../../language/addresses';
import { findDates } from '../../language/dates';
import { findDurations } from './duration';
import { entityTypeFromName } from '../../language/legal-forms';
import { detectEntityType } from './entity-type';
import { extractFacts } from './extract-facts';
import { findJurisdictions } from './jurisdiction';
import { findMoney, parseBareAmount } from '../../language/money';
import { findPaymentMethod } from './payment-method';
import { findPaymentSchedule } from './payment-schedule';
import { findPercentages } from './percentage';

const values = (mentions: ReadonlyArray<{ value: string }>): string[] =>
  mentions.map((mention) => mention.value);

describe('money', () => {
  it.each([
    ['The fee is $2,500.', '$2,500'],
    ['about 2500 dollars in total', '$2,500'],
    ['USD 1,200.50 per month', '$1,200.50'],
    ['a budget of $3k', '$3,000'],
    ['€900 flat', '€900'],
    ['£1,000', '£1,000'],
    ['they owe me 750 bucks', '$750'],
    ['$1,200.00 exactly', '$1,200'],
  ])('%s -> %s', (text, expected) => {
    expect(values(findMoney(text))).toEqual([expected]);
  });

  it('keeps the rate unit', () => {
    expect(findMoney('$75/hour')[0]?.rate).toBe(' per hour');
    expect(findMoney('$450 per day')[0]?.rate).toBe(' per day');
    expect(findMoney('$1,800 a month')[0]?.rate).toBe(' per month');
  });

  it('finds several amounts in order', () => {
    expect(values(findMoney('Rent $1,800 and a $3,600 deposit'))).toEqual(['$1,800', '$3,600']);
  });

  it('reads bare numbers typed as an answer', () => {
    expect(parseBareAmount('2500')).toBe('$2,500');
    expect(parseBareAmount('150 per hour')).toBe('$150 per hour');
    expect(parseBareAmount('next week')).toBeNull();
  });
});

describe('dates', () => {
  it.each([
    ['Starting March 3, 2026.', 'March 3, 2026'],
    ['from 2026-03-03', 'March 3, 2026'],
    ['on 3/3/2026', 'March 3, 2026'],
    ['on 31/12/2026', 'December 31, 2026'],
    ['the 1st of April 2026', 'April 1, 2026'],
    ['3 March 2026', 'March 3, 2026'],
    ['Sept 15th, 2026', 'September 15, 2026'],
  ])('%s -> %s', (text, expected) => {
    expect(values(findDates(text))).toEqual([expected]);
  });

  it('resolves relative dates against today', () => {
    expect(values(findDates('we start next Monday', '2026-02-10'))).toEqual(['February 16, 2026']);
    expect(values(findDates('tomorrow', '2026-12-31'))).toEqual(['January 1, 2027']);
    expect(values(findDates('starting June 1', '2026-08-01'))).toEqual(['June 1, 2027']);
  });

  it('rejects impossible dates', () => {
    expect(findDates('2026-02-30')).toEqual([]);
    expect(findDates('13/13/2026')).toEqual([]);
  });
});

describe('durations', () => {
  it.each([
    ['for 6 months', '6 months'],
    ['one year', '1 year'],
    ['a 12-month lease', '12 months'],
    ['two (2) years', '2 years'],
    ['month-to-month', 'month-to-month'],
    ['lasting 90 days', '90 days'],
  ])('%s -> %s', (text, expected) => {
    expect(values(findDurations(text))).toEqual([expected]);
  });

  it('ignores payment deadlines, notice periods and rates', () => {
    expect(findDurations('payment within 30 days')).toEqual([]);
    expect(findDurations('net 30 days')).toEqual([]);
    expect(findDurations("on 30 days' notice")).toEqual([]);
    expect(findDurations('$150 a day')).toEqual([]);
  });
});

describe('payment schedule', () => {
  it.each([
    ['50% upfront and 50% on completion', '50% upfront and 50% on completion'],
    ['30% deposit, rest on delivery', '30% upfront and 70% on delivery'],
    ['net 30', 'net 30 (due within 30 days of the invoice date)'],
    ['invoiced monthly', 'monthly'],
    ['paid bi-weekly', 'every two weeks'],
    ['in 12 monthly installments', 'in 12 monthly instalments'],
    ['paid upfront', 'in full upfront, before work begins'],
    ['upon completion', 'in full on completion'],
    ['per milestone', 'in instalments on completion of each agreed milestone'],
  ])('%s -> %s', (text, expected) => {
    expect(findPaymentSchedule(text)?.value).toBe(expected);
  });
});

describe('payment method', () => {
  it.each([
    ['by bank transfer', 'bank transfer'],
    ['wire', 'wire transfer'],
    ['paid by wire transfer', 'wire transfer'],
    ['pay by check', 'check'],
    ['PayPal or Venmo', 'PayPal or Venmo'],
    ['credit card', 'credit card'],
    ['cash', 'cash'],
    ['Zelle', 'Zelle'],
  ])('%s -> %s', (text, expected) => {
    expect(findPaymentMethod(text)?.value).toBe(expected);
  });

  it('does not read "check" as a verb', () => {
    expect(findPaymentMethod('let me check with my partner')).toBeNull();
  });
});

describe('jurisdiction', () => {
  it.each([
    ['State of California', 'State of California'],
    ['governed by Texas law', 'State of Texas'],
    ['the laws of New York', 'State of New York'],
    ['we are based in New York', 'State of New York'],
    ['Virginia law', 'Commonwealth of Virginia'],
    ['laws of England and Wales', 'England and Wales'],
    ['Ontario', 'Province of Ontario, Canada'],
  ])('%s -> %s', (text, expected) => {
    expect(findJurisdictions(text)[0]?.value).toBe(expected);
  });

  it('does not take the state of incorporation or a person called Washington', () => {
    expect(findJurisdictions('Acme, a Delaware corporation')).toEqual([]);
    expect(findJurisdictions('my client George Washington')).toEqual([]);
  });
});

describe('addresses', () => {
  it.each([
    ['the apartment at 42 Oak Street, Apt 3, Austin, TX 78701.', '42 Oak Street, Apt 3, Austin, TX 78701'],
    ['office at 500 Market St., Suite 120, Denver, CO 80202', '500 Market St., Suite 120, Denver, CO 80202'],
    ['deliver to 9 Harbor Road', '9 Harbor Road'],
    ['send it to 1600 Pennsylvania Avenue NW, Washington, DC 20500', '1600 Pennsylvania Avenue'],
  ])('%s -> %s', (text, expected) => {
    expect(findAddresses(text)[0]?.value.startsWith(expected)).toBe(true);
  });

  it('does not mistake counts for street numbers', () => {
    expect(findAddresses('a 2 bedroom apartment on Oak Street')).toEqual([]);
  });
});

describe('percentages', () => {
  it('reads rates but not payment shares', () => {
    expect(values(findPercentages('a management fee of 8% of rent'))).toEqual(['8%']);
    expect(values(findPercentages('7.5 percent interest'))).toEqual(['7.5%']);
    expect(values(findPercentages('interest-free'))).toEqual(['0%']);
    expect(findPercentages('50% upfront')).toEqual([]);
  });
});

describe('entity types', () => {
  it.each([
    ['Acme LLC', 'limited liability company'],
    ['a Delaware corporation', 'Delaware corporation'],
    ["I'm a freelancer", 'individual'],
    ['sole proprietor', 'sole proprietorship'],
    ['an S-corp', 'S corporation'],
    ['non-profit', 'nonprofit corporation'],
    ['Ltd.', 'limited company'],
  ])('%s -> %s', (text, expected) => {
    expect(detectEntityType(text)).toBe(expected);
  });

  it('reads the form from a company name suffix', () => {
    expect(entityTypeFromName('Brightline Media Inc.')).toBe('corporation');
    expect(entityTypeFromName('Jane Doe')).toBeNull();
  });
});

describe('extractFacts: parties', () => {
  it.each([
    ['My client is Acme LLC', 'CLIENT NAME', 'Acme LLC'],
    ['the client, Bolt Industries Inc., needs a logo', 'CLIENT NAME', 'Bolt Industries Inc.'],
    ['Acme Corp is the client', 'CLIENT NAME', 'Acme Corp'],
    ['I am doing a website for Northwind Traders LLC', 'CLIENT NAME', 'Northwind Traders LLC'],
    ['My name is Jane Doe', 'SERVICE PROVIDER NAME', 'Jane Doe'],
    ["I'm Sam Lee, a freelance photographer", 'SERVICE PROVIDER NAME', 'Sam Lee'],
    ['The service provider will be Pixel Works LLC', 'SERVICE PROVIDER NAME', 'Pixel Works LLC'],
  ])('%s -> %s = %s', (text, key, expected) => {
    expect(extractFacts(text, 'service-agreement')[key]).toBe(expected);
  });

  it('reads the legal form of each party', () => {
    const facts = extractFacts(
      "The client is Blue Harbor Foods, a Delaware corporation, and I'm a sole proprietor",
      'service-agreement',
    );
    expect(facts['CLIENT NAME']).toBe('Blue Harbor Foods');
    expect(facts['CLIENT TYPE']).toBe('Delaware corporation');
    expect(facts['PROVIDER TYPE']).toBe('sole proprietorship');
  });

  it('assigns "between A and B" in party order', () => {
    const facts = extractFacts('An NDA between Alpha Labs LLC and Beta Systems Inc.', 'mutual-nda');
    expect(facts['FIRST PARTY NAME']).toBe('Alpha Labs LLC');
    expect(facts['SECOND PARTY NAME']).toBe('Beta Systems Inc.');
  });

  it('follows "I am the tenant" to put the user on the right side', () => {
    const facts = extractFacts(
      "I'm the tenant and my name is Maria Lopez. The landlord is Oak Homes LLC.",
      'residential-lease',
    );
    expect(facts['TENANT NAME']).toBe('Maria Lopez');
    expect(facts['LANDLORD NAME']).toBe('Oak Homes LLC');
  });

  it('puts the user on the borrowing side when they say they borrow', () => {
    const facts = extractFacts(
      'I want to borrow $5,000 from my friend Alice Wong at 5% interest, repaid in 10 monthly payments',
      'promissory-note',
    );
    expect(facts).toMatchObject({
      'LENDER NAME': 'Alice Wong',
      'PRINCIPAL AMOUNT': '$5,000',
      'INTEREST RATE': '5%',
      'REPAYMENT SCHEDULE': 'in 10 monthly instalments',
    });
    expect(facts['BORROWER NAME']).toBeUndefined();
  });

  it('reads a whole small-business story', () => {
    const facts = extractFacts(
      'I clean offices for Bright Dental Group twice a week for $800 a month.',
      'service-agreement',
    );
    expect(facts).toEqual({
      'CLIENT NAME': 'Bright Dental Group',
      'PAYMENT AMOUNT': '$800 per month',
      'PAYMENT SCHEDULE': 'monthly',
      'SERVICE DESCRIPTION': 'clean offices',
    });
  });

  it('takes a bare answer for the asked party and tidies lower-case names', () => {
    expect(extractFacts('acme llc', 'service-agreement', 'CLIENT NAME')).toMatchObject({
      'CLIENT NAME': 'Acme LLC',
      'CLIENT TYPE': 'limited liability company',
    });
    expect(
      extractFacts("It's Jane Doe", 'service-agreement', 'SERVICE PROVIDER NAME')['SERVICE PROVIDER NAME'],
    ).toBe('Jane Doe');
  });
});

describe('extractFacts: facts of the same kind', () => {
  it('tells rent from deposit and start from end by nearby words', () => {
    const facts = extractFacts(
      'Rent is $1,800 per month with a $3,600 deposit, from June 1, 2026 until May 31, 2027',
      'equipment-rental',
    );
    expect(facts['SECURITY DEPOSIT']).toBe('$3,600');
    expect(facts['RENTAL START DATE']).toBe('June 1, 2026');
    expect(facts['RENTAL END DATE']).toBe('May 31, 2027');
    const lease = extractFacts('Rent is $1,800 per month with a $3,600 deposit', 'residential-lease');
    expect(lease['MONTHLY RENT']).toBe('$1,800');
    expect(lease['SECURITY DEPOSIT']).toBe('$3,600');
  });

  it('gives an uncued value to the question just asked', () => {
    expect(extractFacts('June 30, 2026', 'service-agreement', 'END DATE')).toEqual({
      'END DATE': 'June 30, 2026',
    });
    expect(extractFacts('$3,000', 'residential-lease', 'SECURITY DEPOSIT')).toEqual({
      'SECURITY DEPOSIT': '$3,000',
    });
  });

  it('returns nothing for an unknown type or a skipped question', () => {
    expect(extractFacts('Acme LLC', 'no-such-type')).toEqual({});
    expect(extractFacts('skip', 'service-agreement', 'CLIENT NAME')).toEqual({});
  });
});
