import { describe, expect, it } from 'vitest';
import { amountsIn, conditionsIn, noticeIn, ratesIn, whenIn } from './arguments';

// Clause arguments read from sentences written for these tests.

describe('rates keep their period', () => {
  it('reads a monthly late charge as twelve times its figure a year', () => {
    const [rate] = ratesIn(
      'Overdue rent attracts a charge of 6% of the overdue rent for each month it remains unpaid.',
    );
    expect(rate).toMatchObject({ percent: 6, per: 'month', yearly: 72 });
  });

  it('reads a yearly interest rate as yearly, not monthly', () => {
    const [rate] = ratesIn('Interest accrues on the unpaid balance at 8% per year.');
    expect(rate).toMatchObject({ percent: 8, per: 'year', yearly: 8 });
  });

  it('reads "per annum" as a year', () => {
    expect(ratesIn('interest at 4.5 per cent per annum')[0]?.per).toBe('year');
  });

  it('leaves the period unknown when the clause gives none', () => {
    expect(ratesIn('a discount of 10% on the list price')[0]).toMatchObject({ per: null, yearly: null });
  });
});

describe('notice periods', () => {
  it('reads a notice in weeks as days', () => {
    expect(noticeIn("The Employer may end the employment by giving one week's notice.")).toEqual({
      days: 7,
      phrase: '1 week',
    });
  });

  it('reads the number in brackets', () => {
    expect(noticeIn("on fifteen (15) days' written notice")?.days).toBe(15);
  });

  it('finds no notice in a clause that gives none', () => {
    expect(noticeIn('The Tenant shall pay rent within 5 days of the due date.')).toBeNull();
  });
});

describe('conditions', () => {
  it('finds the conditions that make a right absolute', () => {
    const c = conditionsIn(
      'The Owner may enter at any time without notice, for any reason, regardless of the hour.',
    );
    expect([...c].sort()).toEqual(['anyReason', 'anyTime', 'noNotice', 'regardless']);
  });

  it('does not read "with 24 hours\' notice" as without notice', () => {
    expect(conditionsIn("The Owner may enter with 24 hours' notice.").has('noNotice')).toBe(false);
  });
});

describe('amounts', () => {
  it('reads amounts in several currencies', () => {
    expect(amountsIn('A deposit of £1,700 and a fee of $3,000.50 and 200 euros.')).toEqual([
      '£1,700',
      '$3,000.50',
      '200 euros',
    ]);
  });
});

describe('when things fall due', () => {
  it('reads a payment deadline', () => {
    expect(whenIn('The Client shall pay each invoice within thirty (30) days of receipt.')).toBe(
      'within thirty (30) days of receipt',
    );
  });

  it('reads a monthly due day', () => {
    expect(whenIn('Rent is paid on the 1st of each month.')).toBe('on the 1st of each month');
  });

  it('finds no deadline where the clause gives none', () => {
    expect(whenIn('The Supplier warrants the goods are new.')).toBeNull();
  });
});

describe('amounts end where the number ends', () => {
  it('does not take the comma after an amount', () => {
    expect(amountsIn('The Lender lends $12,000, to be repaid monthly.')).toEqual(['$12,000']);
  });
});
