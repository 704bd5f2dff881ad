import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';
import { readEditIntent } from '../edit-intent';
import { findAddresses } from '../../language/addresses';
import { isSkipAnswer } from '../extract/answer';
import { findDates } from '../../language/dates';
import { findDurations } from '../extract/duration';
import { extractFacts, extractFactsForType } from '../extract/extract-facts';
import { findJurisdictions } from '../extract/jurisdiction';
import { findMoney } from '../../language/money';
import { findPaymentMethod } from '../extract/payment-method';
import { findPaymentSchedule } from '../extract/payment-schedule';
import { findContractType } from '../types/registry';

// dates: behaviours found over the evaluation rounds, each tested on sentences written
// for the rule (moved here from the batch-named files).

// One block per class of fact named in issue 13, each with the phrasings people actually type.
const TODAY = '2026-11-23'; // a Monday

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(id);
  return type;
}

describe('money, dates and payment words', () => {
  it('"grand" is thousands of dollars, but not "a grand total"', () => {
    expect(findMoney('borrowing 3 grand').map((m) => m.value)).toEqual(['$3,000']);
    expect(findMoney('for five grand').map((m) => m.value)).toEqual(['$5,000']);
    expect(findMoney('about a grand').map((m) => m.value)).toEqual(['$1,000']);
    expect(findMoney('a grand total of $40').map((m) => m.value)).toEqual(['$40']);
  });

  it('"this friday" and "mid March" are dates', () => {
    expect(findDates('ships this friday', TODAY).map((d) => d.value)).toEqual(['November 27, 2026']);
    expect(findDates('from mid-march', TODAY).map((d) => d.value)).toEqual(['March 15, 2027']);
    expect(findDates('by the middle of february 2028', TODAY).map((d) => d.value)).toEqual([
      'February 15, 2028',
    ]);
    expect(findDates('a mid-size van', TODAY)).toEqual([]);
  });

  it('EFT keeps its name; a check offered beside another method is a check', () => {
    expect(findPaymentMethod('paid by EFT')?.value).toBe('electronic funds transfer (EFT)');
    expect(findPaymentMethod('check or venmo is fine')?.value).toBe('check or Venmo');
    expect(findPaymentMethod('I will check the pipes')).toBeNull();
  });

  it('the period beside a billing word is the payment schedule, not the period of the work', () => {
    expect(findPaymentSchedule('daily dog walks, invoiced weekly')?.value).toBe('weekly');
    expect(findPaymentSchedule('weekly pool cleaning, billed monthly')?.value).toBe('monthly');
  });

  it('interest-only payments leave the principal for the maturity date', () => {
    expect(findPaymentSchedule('quarterly interest-only payments')?.value).toBe(
      'interest-only payments, with the principal due in full on the maturity date',
    );
    expect(findPaymentSchedule('interest-only monthly payments')?.value).toBe(
      'interest-only monthly payments, with the principal due in full on the maturity date',
    );
  });

  it('"$150 a week from march 1" typed as how a loan is repaid is the instalment, not the principal', () => {
    const facts = extractFactsForType(
      '$150 a week from march 1',
      typeOf('promissory-note'),
      'REPAYMENT SCHEDULE',
      {
        today: TODAY,
        known: ['PRINCIPAL AMOUNT', 'LENDER NAME', 'BORROWER NAME'],
      },
    );
    expect(facts['REPAYMENT SCHEDULE']).toBe('$150 per week, starting March 1, 2027');
    expect(facts['PRINCIPAL AMOUNT']).toBeUndefined();
  });

  it('a reply that opens with how it is paid is not the description asked for', () => {
    const facts = extractFactsForType(
      'venmo when she collects it',
      typeOf('sale-of-goods'),
      'GOODS DESCRIPTION',
    );
    expect(facts['GOODS DESCRIPTION']).toBeUndefined();
    expect(facts['PAYMENT METHOD']).toBe('Venmo');
  });
});

describe('terms, limits and sellers', () => {
  it('"to last 4 years" is a length, "the last 4 years" is not; "Governing law: England"', () => {
    expect(findDurations('it should last 5 years').map((d) => d.value)).toEqual(['5 years']);
    expect(findDurations('over the last 5 years').map((d) => d.value)).toEqual([]);
    expect(findJurisdictions('Governing law: England.').map((m) => m.value)).toEqual(['England and Wales']);
  });

  it('a message that corrects itself ("oh wait, make that ...") means the last length given', () => {
    const facts = extractFactsForType(
      'keep it secret for 5 years. hmm wait, make that 3 years',
      typeOf('one-way-nda'),
      undefined,
      {
        correction: true,
      },
    );
    expect(facts['CONFIDENTIALITY PERIOD']).toBe('3 years');
  });

  it('"within 30 days of invoice" is the payment schedule', () => {
    expect(findPaymentSchedule('they settle within 45 days of invoice')?.value).toBe(
      'within 45 days of the invoice date',
    );
  });

  it('a bare limit after "up to" is an amount unless a noun or a year follows', () => {
    expect(findMoney('can spend up to 750 without asking').map((m) => m.value)).toEqual(['$750']);
    expect(findMoney('up to 120 guests')).toEqual([]);
    expect(findMoney('valid up to 2030.')).toEqual([]);
  });

  it('"We bake bread (Crust & Co Ltd)": a company in brackets after what the user does is the user', () => {
    const facts = extractFacts(
      'We bake bread (Crust & Crumb Ltd) and Harbour Deli Ltd wants to buy 40 loaves a week',
      'sale-of-goods',
    );
    expect(facts['SELLER NAME']).toBe('Crust & Crumb Ltd');
    expect(facts['BUYER NAME']).toBe('Harbour Deli Ltd');
  });

  it('an Australian state and postcode after the town', () => {
    expect(findAddresses('to 4 Pitt St, Sydney NSW 2000 by Friday').map((a) => a.value)).toEqual([
      '4 Pitt St, Sydney NSW 2000',
    ]);
  });
});

describe('an instalment named after its period', () => {
  it('is the repayment schedule, not the principal or the price', () => {
    expect(findPaymentSchedule('she repays it in weekly payments of $80')?.value).toBe(
      'in weekly instalments of $80',
    );
    const note = extractFacts(
      'she pays it back in monthly instalments of $250 until it is paid off',
      'promissory-note',
      'REPAYMENT SCHEDULE',
      { known: ['PRINCIPAL AMOUNT'], today: TODAY },
    );
    expect(note['REPAYMENT SCHEDULE']).toBe('in monthly instalments of $250');
    expect(note['PRINCIPAL AMOUNT']).toBeUndefined();
    const sale = extractFacts('the buyer pays quarterly payments of $1,200', 'sale-of-goods', undefined, {
      today: TODAY,
    });
    expect(sale['PURCHASE PRICE']).toBeUndefined();
  });

  it('stays the amount where the type keeps rates', () => {
    const service = extractFacts('monthly payments of $900 for the bookkeeping', 'service-agreement');
    expect(service['PAYMENT AMOUNT']).toContain('$900');
  });
});

describe('a reply to a date question', () => {
  it('is no date when it gave another fact', () => {
    const rental = extractFacts('payment up front please', 'equipment-rental', 'RENTAL START DATE', {
      today: TODAY,
    });
    expect(rental['RENTAL START DATE']).toBeUndefined();
    const deposit = extractFacts('a deposit of two hundred', 'equipment-rental', 'RENTAL END DATE', {
      today: TODAY,
    });
    expect(deposit['RENTAL END DATE']).toBeUndefined();
    expect(deposit['SECURITY DEPOSIT']).toBe('$200');
  });
});

describe('dates said in words', () => {
  it('read an ordinal day and a spoken year', () => {
    const dates = (text: string) => findDates(text, TODAY).map((date) => date.value);
    expect(dates('moving in february third')).toEqual(['February 3, 2027']);
    expect(dates('due april the twenty-second twenty twenty eight')).toEqual(['April 22, 2028']);
    expect(dates('from december thirtieth')).toEqual(['December 30, 2026']);
    expect(dates('we may first want to check')).toEqual([]);
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
    expect(readEditIntent('actually make the notice period 45 days', type).field?.fact.key).toBe(
      'NOTICE PERIOD',
    );
    expect(readEditIntent('actually make the term 9 months', type).field?.fact.key).toBe('TERM');
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

describe('dates: must not match', () => {
  it('reads no date in amounts, counts or durations', () => {
    for (const text of ['The fee is $1,200 per month.', 'Deliver 12 chairs.', 'The term is 6 months.'])
      expect(findDates(text, TODAY), text).toEqual([]);
  });
});

describe('months and years counted from today', () => {
  it('read "two years from today", "18 months from now" and "a year from tomorrow" as dates', () => {
    const dates = (text: string) => findDates(text, '2026-11-23').map((date) => date.value);
    expect(dates('it has to be paid back two years from today')).toEqual(['November 23, 2028']);
    expect(dates('final payment 18 months from now')).toEqual(['May 23, 2028']);
    expect(dates('ends a year from tomorrow')).toEqual(['November 24, 2027']);
    expect(findDates('due one month from today', '2027-01-31').map((date) => date.value)).toEqual([
      'February 28, 2027',
    ]);
  });

  it('dates a loan repaid two years from today', () => {
    const { turn } = chat([
      'Promissory note. I am lending my cousin Ade Bello $5,000 at 2% a year, I am Tola Bello. He repays it in monthly instalments and it must be fully repaid three years from today.',
    ]);
    expect(turn.facts['MATURITY DATE']).toBe('March 2, 2029');
  });

  it('must not: read a length, a past period or a time from a date that is not today as a date', () => {
    const dates = (text: string) => findDates(text, '2026-11-23').map((date) => date.value);
    expect(dates('the loan runs for two years')).toEqual([]);
    expect(dates('we met two years ago')).toEqual([]);
    expect(dates('two years from the start of the lease')).toEqual([]);
  });
});
