import { describe, expect, it } from 'vitest';
import { detectContractType } from '../detect-type';
import { isSkipAnswer } from './answer';
import { findDates } from './dates';
import { respelledNames } from './respelling';
import { findContractType } from '../types/registry';
import { findParties } from './parties';
import { extractFacts } from './extract-facts';
import { findJurisdictions } from './jurisdiction';
import { findMoney } from './money';
import { findPaymentSchedule } from './payment-schedule';
import { untext } from './texting';
import { capitaliseNameSlots } from './lowercase-names';

// Rules found with the fourth blind evaluation batch, each tested on sentences written for the rule,
// not taken from the batch.

const TODAY = '2026-11-23'; // a Monday

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

describe('amounts in words without a currency', () => {
  it('are read after an amount noun or before a pay period', () => {
    expect(findMoney('security deposit eight hundred').map((m) => m.value)).toEqual(['$800']);
    expect(findMoney('rent is three thousand two hundred a month').map((m) => m.value)).toEqual(['$3,200']);
    expect(findMoney('my sister is putting in five thousand').map((m) => m.value)).toEqual(['$5,000']);
  });

  it('are not read elsewhere', () => {
    expect(findMoney('about three hundred words per page')).toEqual([]);
    expect(findMoney('two thousand people came')).toEqual([]);
    expect(findMoney('deposit within two weeks')).toEqual([]);
  });
});

describe('a state named with the word "state"', () => {
  it('is the governing law', () => {
    expect(findJurisdictions('new york state')[0]?.value).toBe('State of New York');
    expect(findJurisdictions('Use Washington State law.')[0]?.value).toBe('State of Washington');
  });
});

describe('texting shorthand', () => {
  it('drops emoji and sign-offs and spells out u, ur and pls', () => {
    expect(untext('oregon thx 🙂')).toBe('oregon');
    expect(untext('can u send ur address pls')).toBe('can you send your address');
    expect(untext('2 yrs ty! 👍')).toBe('2 yrs!');
    expect(untext('Unit U, 4 Mill Lane')).toBe('Unit U, 4 Mill Lane');
  });
});

describe('an unsure reply that settles on a value', () => {
  it('is not a skip', () => {
    expect(isSkipAnswer("not sure, what do people usually pick? let's go with 3 years")).toBe(false);
    expect(isSkipAnswer('no idea, i guess monthly')).toBe(false);
    expect(isSkipAnswer("not sure, what's usual?")).toBe(true);
    const facts = extractFacts(
      "dunno what's standard. ok let's say due on receipt",
      'service-agreement',
      'PAYMENT SCHEDULE',
    );
    expect(facts['PAYMENT SCHEDULE']).toBe('due on receipt of each invoice');
  });
});

describe('a lower-case number and words answering a description question', () => {
  it('is the description, not an address', () => {
    const facts = extractFacts('40 used street signs', 'sale-of-goods', 'GOODS DESCRIPTION');
    expect(facts['DELIVERY ADDRESS']).toBeUndefined();
    expect(facts['GOODS DESCRIPTION']).toContain('street signs');
    const address = extractFacts('to 18 Mill Lane, Exeter', 'sale-of-goods', 'DELIVERY ADDRESS');
    expect(address['DELIVERY ADDRESS']).toBe('18 Mill Lane, Exeter');
  });
});

describe('a plural label before two people', () => {
  it('names both as the one party', () => {
    const facts = extractFacts(
      'Lenders: Maya Fischer and Tom Fischer. Borrower: Ivo Petrov.',
      'promissory-note',
    );
    expect(facts['LENDER NAME']).toBe('Maya Fischer and Tom Fischer');
    expect(facts['BORROWER NAME']).toBe('Ivo Petrov');
  });
});

describe('a trade named just before "contract"', () => {
  it('says which contract is meant', () => {
    expect(detectContractType('need a catering contract')).toBe('service-agreement');
    expect(detectContractType('photography agreement for a corporate event')).toBe('service-agreement');
    expect(detectContractType('photography for my cousin')).toBeNull();
  });
});

describe('"Label: value" lines', () => {
  it('answer the one fact whose name the label is part of', () => {
    const facts = extractFacts(
      'Lease details\nLandlord: Ada Brooks\nTenant: Ben Ortiz\nTerm: 6 months\nRent due: the 5th\n- Rent: $900 a month',
      'residential-lease',
      undefined,
      { today: TODAY },
    );
    expect(facts['LEASE TERM']).toBe('6 months');
    expect(facts['RENT DUE DAY']).toContain('5th');
    expect(facts['LANDLORD TYPE']).toBeUndefined();
    const venture = extractFacts(
      '• Partners: Ana Ruiz and Joe Kim\n• Name: Two Rivers Press\n• Business: publish local history books',
      'partnership',
    );
    expect(venture['PARTNERSHIP NAME']).toBe('Two Rivers Press');
    expect(venture['BUSINESS PURPOSE']).toContain('publish local history books');
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

describe('a name set after its role', () => {
  it('is the other side', () => {
    const type = findContractType('one-way-nda');
    if (!type) throw new Error('one-way-nda');
    const found = findParties(
      "I'll send the plans to a possible manufacturer, Lin Zhao.",
      type.parties,
      'discloser',
    );
    expect(found.recipient?.name).toBe('Lin Zhao');
  });
});

describe('a respelt or renamed party', () => {
  const type = findContractType('service-agreement');
  if (!type) throw new Error('service-agreement');
  const facts = { 'CLIENT NAME': 'Jon Petersen', 'SERVICE PROVIDER NAME': 'Glow Studio LLC' };
  it('corrects the closest word of the one name it fits', () => {
    expect(respelledNames("oops it's John with an h", type, facts)).toEqual({
      'CLIENT NAME': 'John Petersen',
    });
    expect(respelledNames('Peterson, not sen', type, facts)).toEqual({ 'CLIENT NAME': 'Jon Peterson' });
    expect(respelledNames('Monday works, with a call first', type, facts)).toBeNull();
  });
  it('replaces a name set against the known one', () => {
    expect(respelledNames('the client is Jonas Pedersen, not Jon Petersen', type, facts)).toEqual({
      'CLIENT NAME': 'Jonas Pedersen',
    });
    expect(respelledNames('Texas, not Ohio', type, facts)).toBeNull();
  });
});

describe('a role or a use named after what the contract is for', () => {
  it('is the job title', () => {
    expect(
      extractFacts('Offer letter for a dental hygienist at our practice.', 'employment-offer')['JOB TITLE'],
    ).toBe('dental hygienist');
  });
  it('is the permitted use', () => {
    const facts = extractFacts('The tenant will operate a barber shop there.', 'commercial-lease');
    expect(facts['PERMITTED USE']).toContain('barber shop');
  });
});

describe('dictated names', () => {
  it("end before the next fact's own word", () => {
    expect(capitaliseNameSlots('the tenant is rosa lind rent is nine hundred')).toBe(
      'the tenant is Rosa Lind rent is nine hundred',
    );
    expect(capitaliseNameSlots('my name is omar diaz my company is small')).toBe(
      'my name is Omar Diaz my company is small',
    );
  });
});

describe('the user and a spouse', () => {
  it("are both the user's side, without an invented surname", () => {
    const facts = extractFacts(
      "My husband Raj and I are renting out our condo. I'm Mina Patel.",
      'residential-lease',
      undefined,
      { selfParty: 'landlord' },
    );
    expect(facts['LANDLORD NAME']).toBe('Mina Patel and Raj');
  });
});

describe('a company named in texting', () => {
  it('is capitalised after "my company"', () => {
    expect(capitaliseNameSlots('nda between my company bluefin tackle co and a supplier')).toBe(
      'nda between my company Bluefin Tackle Co. and a supplier',
    );
  });
  it('"it\'s called X" names the other side once the user speaks for one', () => {
    const facts = extractFacts(
      "We're Orchard Lane Farms LLC. We'll share recipes with a co-packer, it's called Summit Foods Inc.",
      'mutual-nda',
    );
    expect(facts['SECOND PARTY NAME']).toBe('Summit Foods Inc.');
  });
});

describe('people counted before their names', () => {
  it('are all the taker', () => {
    const text = capitaliseNameSlots(
      'renting the flat to two students nadia karim and leo brandt, rent is $1,400',
    );
    expect(text).toContain('Nadia Karim and Leo Brandt');
    expect(extractFacts(text, 'residential-lease', undefined, { selfParty: 'landlord' })['TENANT NAME']).toBe(
      'Nadia Karim and Leo Brandt',
    );
  });
});
