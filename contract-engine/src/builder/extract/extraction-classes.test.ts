import { describe, expect, it } from 'vitest';
import { isSkipAnswer } from './answer';
import { findDates } from './dates';
import { findDurations } from './duration';
import { extractFacts } from './extract-facts';
import { findMoney, wordsToNumber } from './money';
import { readName } from './names';
import { detectSelfParty } from './parties';
import { findPaymentSchedule } from './payment-schedule';
import { findContractType } from '../types/registry';

// One block per class of fact named in issue 13, each with the phrasings people actually type.

const TODAY = '2026-11-23'; // a Monday

describe('names with &, apostrophes, commas, Ltd. and d/b/a', () => {
  it.each([
    ['Pixel & Co LLC wants a logo', 'Pixel & Co LLC'],
    ['Bean There Cafe LLC is the client', 'Bean There Cafe LLC'],
    ['Northwind Traders, Inc., wants me', 'Northwind Traders, Inc.'],
    ["O'Neill-Smith Holdings, LLC (the company)", "O'Neill-Smith Holdings, LLC"],
    ['Tidewater Logistics Ltd. is the client', 'Tidewater Logistics Ltd.'],
    ['Zoë Kowalczyk d/b/a ZK Design (the contractor)', 'Zoë Kowalczyk d/b/a ZK Design'],
    ['Sam Lee dba Lee Plumbing will do it', 'Sam Lee d/b/a Lee Plumbing'],
    ['Lakeshore Property Services LLC manages it', 'Lakeshore Property Services LLC'],
  ])('%s -> %s', (text, name) => {
    expect(readName(text, 0)?.name).toBe(name);
  });

  it('a later sentence about a standard or another company does not become the client', () => {
    const facts = extractFacts(
      'My client is Pixel & Co LLC. The site must meet WCAG 2.1 AA. Hosting is with Bluehost Inc.',
      'service-agreement',
    );
    expect(facts['CLIENT NAME']).toBe('Pixel & Co LLC');
  });
});

describe('"we", "I" and "my company" resolved to the party the user is', () => {
  const service = findContractType('service-agreement');
  const consulting = findContractType('consulting');
  const contractor = findContractType('independent-contractor');
  if (!service || !consulting || !contractor) throw new Error('types missing');

  it('"we want X to clean our office" makes the user the client', () => {
    expect(
      detectSelfParty(
        'We are Pixel & Co Ltd and we want Sparkle Cleaning Ltd to clean our office',
        service.parties,
      ),
    ).toBe('client');
    const facts = extractFacts(
      'We are Pixel & Co Ltd and we want Sparkle Cleaning Ltd to clean our office twice a week.',
      'service-agreement',
    );
    expect(facts['CLIENT NAME']).toBe('Pixel & Co Ltd');
    expect(facts['SERVICE PROVIDER NAME']).toBe('Sparkle Cleaning Ltd');
  });

  it('"we are the client" and "X is hiring me" are understood', () => {
    expect(detectSelfParty('We are the client here.', service.parties)).toBe('client');
    expect(detectSelfParty('Acme Robotics Corp. is hiring me as a contractor', contractor.parties)).toBe(
      'contractor',
    );
    expect(detectSelfParty('We want to hire Helen Park as a consultant', consulting.parties)).toBe('client');
  });

  it('"from X to Y" and "between me, NAME, and" name both sides', () => {
    const offer = extractFacts(
      'Employment offer letter from Copper Kettle LLC to Jamal Hughes.',
      'employment-offer',
    );
    expect(offer).toMatchObject({ 'EMPLOYER NAME': 'Copper Kettle LLC', 'EMPLOYEE NAME': 'Jamal Hughes' });
    const loan = extractFacts(
      "I'm the borrower, Tessa Grant, borrowing 15k from Riverbend Capital LLC.",
      'promissory-note',
    );
    expect(loan).toMatchObject({ 'BORROWER NAME': 'Tessa Grant', 'LENDER NAME': 'Riverbend Capital LLC' });
  });
});

describe('amounts with k, words, ranges and caps', () => {
  it.each([
    ['$3k', '$3,000'],
    ['borrow 15k from them', '$15,000'],
    ['five thousand dollars', '$5,000'],
    ['two thousand five hundred dollars', '$2,500'],
    ['$2,000-$3,000', '$2,000 to $3,000'],
    ['between $2k and $3k', '$2,000 to $3,000'],
    ['€900', '€900'],
  ])('%s -> %s', (text, value) => {
    expect(findMoney(text)[0]?.value).toBe(value);
  });

  it('keeps rates and caps with the amount', () => {
    const [fee] = findMoney('$75 an hour, capped at 120 hours');
    expect(`${fee?.value}${fee?.rate}`).toBe('$75 per hour, capped at 120 hours');
    const [salary] = findMoney('paying 95k a year');
    expect(`${salary?.value}${salary?.rate}`).toBe('$95,000 per year');
  });

  it('reads number words and ignores non-money k', () => {
    expect(wordsToNumber('fifteen hundred')).toBe(1500);
    expect(findMoney('I have 10k followers')).toEqual([]);
  });

  it('hourly, monthly and fixed fees land in the fee with their rate', () => {
    expect(extractFacts('I charge $120 per hour.', 'consulting')['CONSULTING FEE']).toBe('$120 per hour');
    expect(extractFacts('The fee is $2,000 a month.', 'consulting')['CONSULTING FEE']).toBe(
      '$2,000 per month',
    );
    expect(extractFacts('A fixed fee of $6,500.', 'independent-contractor')['COMPENSATION']).toBe('$6,500');
  });
});

describe('split and milestone payments', () => {
  it.each([
    ['half upfront and half on delivery', '50% upfront and 50% on delivery'],
    ['half now and half when the report is delivered', '50% upfront and 50% on delivery'],
    ['30% upfront and the rest on completion', '30% upfront and 70% on completion'],
    ['40% upfront and 60% on launch', '40% upfront and 60% on launch'],
    ['paid in three milestones', 'in three instalments, each due on completion of an agreed milestone'],
    ['net 30', 'net 30 (due within 30 days of the invoice date)'],
  ])('%s -> %s', (text, value) => {
    expect(findPaymentSchedule(text)?.value).toBe(value);
  });
});

describe('relative dates against the conversation date, and durations', () => {
  it.each([
    ['start next Monday', 'November 30, 2026'],
    ['in two weeks', 'December 7, 2026'],
    ['by the end of April 2027', 'April 30, 2027'],
    ['by the end of April', 'April 30, 2027'],
    ['the first of next month', 'December 1, 2026'],
    ['tomorrow', 'November 24, 2026'],
    ['March 3, 2027', 'March 3, 2027'],
  ])('%s -> %s', (text, value) => {
    expect(findDates(text, TODAY)[0]?.value).toBe(value);
  });

  it('"Next Monday" answers the start date question; only a bare "next" skips it', () => {
    expect(isSkipAnswer('Next Monday')).toBe(false);
    expect(isSkipAnswer('later this month')).toBe(false);
    expect(isSkipAnswer('next')).toBe(true);
    const facts = extractFacts('Next Monday', 'service-agreement', 'START DATE', { today: TODAY });
    expect(facts['START DATE']).toBe('November 30, 2026');
  });

  it('amounts and lengths are not dates, and "in two weeks" is not a term', () => {
    expect(findDates('$75 an hour for 12 months', TODAY)).toEqual([]);
    expect(findDurations('run for 12 months')[0]?.value).toBe('12 months');
    const facts = extractFacts('It starts in two weeks.', 'consulting', undefined, { today: TODAY });
    expect(facts['START DATE']).toBe('December 7, 2026');
    expect(facts['TERM']).toBeUndefined();
  });
});

describe('addresses and free text', () => {
  it('takes a property address stated with everything else', () => {
    const facts = extractFacts(
      'Lease for 742 Evergreen Terrace, Springfield, IL 62704 at $1,850 a month.',
      'residential-lease',
    );
    expect(facts['PROPERTY ADDRESS']).toContain('742 Evergreen Terrace');
    expect(facts['MONTHLY RENT']).toBe('$1,850');
  });

  it('a described task keeps its specifics; one word in it is not a payment term', () => {
    const facts = extractFacts(
      'Bookkeeping and monthly payroll for the company',
      'independent-contractor',
      'SCOPE OF WORK',
    );
    expect(facts['SCOPE OF WORK']).toBe('bookkeeping and monthly payroll for the company');
    expect(facts['PAYMENT SCHEDULE']).toBeUndefined();
  });
});
