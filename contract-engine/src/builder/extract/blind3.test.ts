import { describe, expect, it } from 'vitest';
import { detectContractType } from '../detect-type';
import { runInterview } from '../interview';
import { findContractType } from '../types/registry';
import { findDates } from './dates';
import { extractFacts, extractFactsForType } from './extract-facts';
import { capitaliseNameSlots } from './lowercase-names';
import { findMoney } from './money';
import { findPaymentMethod } from './payment-method';
import { findPaymentSchedule } from './payment-schedule';

// Rules found with the third blind evaluation batch, each tested on sentences written for the rule,
// not taken from the batch.

const TODAY = '2026-11-23'; // a Monday

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(id);
  return type;
}

describe('names typed in lower case', () => {
  it('are capitalised where a name is expected', () => {
    expect(capitaliseNameSlots('owner is me, dana whitfield')).toBe('owner is me, Dana Whitfield');
    expect(capitaliseNameSlots('buyer: omar el-amin')).toBe('buyer: Omar El-Amin');
    expect(capitaliseNameSlots("hes pieter van dijk, i'm rosa moreno")).toBe(
      "hes Pieter van Dijk, i'm Rosa Moreno",
    );
    expect(capitaliseNameSlots('selling my boat to carl jensen for 4k')).toBe(
      'selling my boat to Carl Jensen for 4k',
    );
    expect(capitaliseNameSlots('me (ana lima) and joe park')).toBe('me (Ana Lima) and Joe Park');
    expect(capitaliseNameSlots('customer is ms okoye.')).toBe('customer is Ms Okoye.');
    expect(capitaliseNameSlots('im bright path tutoring co. based in ohio')).toBe(
      'im Bright Path Tutoring Co. based in ohio',
    );
    expect(capitaliseNameSlots('manager: lakeview property services')).toBe(
      'manager: Lakeview Property Services',
    );
  });

  it('ordinary words after the same cues stay as typed', () => {
    for (const text of [
      "i'm putting in 20k",
      'the client is happy with it',
      'im not sure',
      "i'm the tenant",
      "he's paying monthly",
      'this is urgent',
      "i'm based in ohio",
      'the owner is a company',
      'she is moving in next week',
    ])
      expect(capitaliseNameSlots(text)).toBe(text);
  });

  it('reach the contract capitalised', () => {
    const turn = runInterview({
      contractName: 'Loan',
      messages: [
        { role: 'user', content: "promissory note. she's mia torres, i'm leo torres, lending me $900" },
      ],
      today: TODAY,
    });
    expect(turn.facts['LENDER NAME']).toBe('Mia Torres');
    expect(turn.facts['BORROWER NAME']).toBe('Leo Torres');
  });

  it('a capitalised business word ends a name: "Lakeview Property Services"', () => {
    expect(
      extractFacts('the manager is Lakeview Property Services', 'property-management')['MANAGER NAME'],
    ).toBe('Lakeview Property Services');
  });
});

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

describe('corrections', () => {
  it('"wait no, 1,200" restates the known amount nearest to the number', () => {
    const turn = runInterview({
      contractName: 'Bike',
      messages: [
        { role: 'user', content: 'Sale of goods: I am selling my road bike to Ken Ito for $1,400.' },
        { role: 'assistant', content: 'What is the full legal name of the seller?' },
        { role: 'user', content: 'wait no we said 1,250' },
      ],
      today: TODAY,
    });
    expect(turn.facts['PURCHASE PRICE']).toBe('$1,250');
    expect(turn.facts['SELLER NAME']).toBeUndefined();
    expect(turn.facts['PAYMENT SCHEDULE']).toBeUndefined();
  });

  it('"selling my <thing>" names the goods', () => {
    expect(
      extractFacts('I am selling my 2019 yamaha piano to Ken Ito', 'sale-of-goods')['GOODS DESCRIPTION'],
    ).toBe('2019 yamaha piano');
  });
});

describe('type detection', () => {
  it('a verb phrase keyword in another form, and words for a home', () => {
    expect(detectContractType('renting out the basement flat to a nurse')).toBe('residential-lease');
    expect(detectContractType('we want a freelancer contract for an illustrator')).toBe(
      'independent-contractor',
    );
  });
});
