import { describe, expect, it } from 'vitest';
import { detectContractType } from '../detect-type';
import { runInterview } from '../interview';
import { findContractType } from '../types/registry';
import { findAddresses } from './address';
import { findJurisdictions } from './jurisdiction';
import { findDates } from './dates';
import { findDurations } from './duration';
import { extractFacts, extractFactsForType } from './extract-facts';
import { capitaliseNameSlots } from './lowercase-names';
import { findMoney } from './money';
import { findPaymentMethod } from './payment-method';
import { findPaymentSchedule } from './payment-schedule';
import { detectSelfParty, findParties } from './parties';

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
      'hiring someone soon',
      'hiring web developers for projects',
      'the customer is always right',
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

describe('addresses', () => {
  it('a unit typed before the street, a direction after it, Canadian and UK postcodes', () => {
    expect(findAddresses('apt 7, 19 king road, leeds').map((a) => a.value)).toEqual(['Apt 7, 19 king road']);
    expect(findAddresses('Suite 5 at 40 Bay Street, Hamilton, ON L8P 4R5').map((a) => a.value)).toEqual([
      'Suite 5, 40 Bay Street, Hamilton, ON L8P 4R5',
    ]);
    expect(findAddresses('12 Hill Road, Bristol BS1 4DJ').map((a) => a.value)).toEqual([
      '12 Hill Road, Bristol BS1 4DJ',
    ]);
    expect(findAddresses('300 Main St NW, Calgary').map((a) => a.value)).toEqual(['300 Main St NW, Calgary']);
    expect(findAddresses('9 Mill Lane West of the bridge').map((a) => a.value)).toEqual(['9 Mill Lane']);
  });
});

describe('rent, deposits and currencies', () => {
  it("a deposit given as weeks' or months' rent takes the amount beside it, not the rent or the term", () => {
    const facts = extractFactsForType(
      "the deposit is 6 weeks' rent, which is £2,100",
      typeOf('residential-lease'),
      'LEASE START DATE',
      { known: ['MONTHLY RENT'] },
    );
    expect(facts['SECURITY DEPOSIT']).toBe('£2,100');
    expect(facts['MONTHLY RENT']).toBeUndefined();
    expect(facts['LEASE TERM']).toBeUndefined();
  });

  it('a bare amount after its noun, in the currency the message uses; pcm and pw', () => {
    expect(findMoney('rent 1,800 EUR a month and a deposit of 3,600').map((m) => m.value)).toEqual([
      '€1,800',
      '€3,600',
    ]);
    expect(findMoney('the price is 12,000').map((m) => m.value)).toEqual(['$12,000']);
    expect(findMoney('£875 pcm, parking £20 pw').map((m) => `${m.value}${m.rate}`)).toEqual([
      '£875 per month',
      '£20 per week',
    ]);
  });
});

describe('parties', () => {
  it("the user's name in brackets does not hide that the user rents from someone", () => {
    const lease = typeOf('commercial-lease');
    const text = 'we (Bright Bean Cafe LLC) are leasing the ground floor from Norfolk Estates LP';
    const self = detectSelfParty(text, lease.parties);
    expect(self).toBe('tenant');
    const found = findParties(text, lease.parties, self);
    expect(found.landlord?.name).toBe('Norfolk Estates LP');
    expect(found.tenant?.name).toBe('Bright Bean Cafe LLC');
  });

  it('"rented to A and his wife B from March 1": both take it, and a date after "from" is no landlord', () => {
    const lease = typeOf('residential-lease');
    const text = 'The cottage is rented to Paul Ng and his wife Mei Ng from March 1 for a year.';
    expect(findParties(text, lease.parties, 'landlord').tenant?.name).toBe('Paul Ng and Mei Ng');
  });
});

describe('more parties, addresses and amounts', () => {
  it('"I\'m hiring a consultant": the user is the other side of the role named', () => {
    const consulting = typeOf('consulting');
    expect(detectSelfParty("we're hiring an outside consultant for our audit", consulting.parties)).toBe(
      'client',
    );
    expect(detectSelfParty('I need a consultant agreement for my clients', consulting.parties)).not.toBe(
      'client',
    );
  });

  it('"we\'re X Co": a name ending in Co is a company even with a trade word in it', () => {
    expect(
      extractFacts("we're Dalton Tool Rental Co, renting a trencher to Sam Ortiz", 'equipment-rental')[
        'OWNER NAME'
      ],
    ).toBe('Dalton Tool Rental Co');
  });

  it('"for a <thing> rental" names the equipment', () => {
    expect(
      extractFacts('I need a contract for a pressure washer rental', 'equipment-rental')[
        'EQUIPMENT DESCRIPTION'
      ],
    ).toBe('pressure washer');
  });

  it('"partners are me (A) and B", "starting a <business> called <Name>", "split 70-30"', () => {
    const facts = extractFacts(
      'partners are me (Nadia Roy) and Tom Ellis, starting a bike repair shop called Spoke House. split profits 70-30',
      'partnership',
    );
    expect(facts['PARTNER ONE NAME']).toBe('Nadia Roy');
    expect(facts['PARTNER TWO NAME']).toBe('Tom Ellis');
    expect(facts['PARTNERSHIP NAME']).toBe('Spoke House');
    expect(facts['BUSINESS PURPOSE']).toBe('operate a bike repair shop');
    expect(facts['PROFIT SPLIT']).toBe('70-30');
  });

  it('street type first ("14 Rue de la Paix"), a Canadian postcode alone, and "my way" is no street', () => {
    expect(findAddresses('at 14 Rue de la Paix, Paris').map((a) => a.value)).toEqual([
      '14 Rue de la Paix, Paris',
    ]);
    expect(findAddresses('22 King St, Quebec QC G1K 4E6').map((a) => a.value)).toEqual([
      '22 King St, Quebec QC G1K 4E6',
    ]);
    expect(findAddresses('split 70-30 my way')).toEqual([]);
  });

  it('a language is never a party ("from Spanish to English")', () => {
    const facts = extractFacts(
      'we hire Ana Ruiz to translate from French to German',
      'independent-contractor',
    );
    expect(facts['CONTRACTOR NAME']).toBe('Ana Ruiz');
    expect(facts['COMPANY NAME']).toBeUndefined();
  });

  it('cents are an amount under a dollar', () => {
    expect(findMoney('9 cents a word').map((m) => `${m.value}${m.rate}`)).toEqual(['$0.09 per word']);
  });
});

describe('places', () => {
  it('Australian and Canadian codes beside law, short state names as an answer, lowercase words are no states', () => {
    expect(findJurisdictions('QLD law applies').map((m) => m.value)).toEqual(['Queensland']);
    expect(findJurisdictions('Calif.').map((m) => m.value)).toEqual(['State of California']);
    expect(findJurisdictions('tenn').map((m) => m.value)).toEqual(['State of Tennessee']);
    expect(findJurisdictions('ok')).toEqual([]);
    expect(findJurisdictions('oh')).toEqual([]);
    expect(findJurisdictions('pa').map((m) => m.value)).toEqual(['Commonwealth of Pennsylvania']);
  });
});

describe('offer letters', () => {
  it('"Hiring X as <Title> at <Company Inc.>": title and employer, the name ending at its legal form', () => {
    const facts = extractFacts(
      'Hiring Omar Said as Lead Pastry Chef at Crumb Street Bakery Inc. Pay 52k a year.',
      'employment-offer',
    );
    expect(facts['JOB TITLE']).toBe('Lead Pastry Chef');
    expect(facts['EMPLOYER NAME']).toBe('Crumb Street Bakery Inc.');
    expect(facts['EMPLOYEE NAME']).toBe('Omar Said');
  });

  it('"the job of <title>" and a sentence of benefits', () => {
    const facts = extractFacts(
      'We are offering Lia Moss the job of dental hygienist. 28 days holiday and a pension. Vision too.',
      'employment-offer',
    );
    expect(facts['JOB TITLE']).toBe('dental hygienist');
    expect(facts.BENEFITS).toBe('28 days holiday and a pension');
    expect(extractFacts('Medical, dental and a gym membership.', 'employment-offer').BENEFITS).toBe(
      'Medical, dental and a gym membership',
    );
  });
});

describe('service agreements', () => {
  it('a split payment and net terms given in two messages are both kept', () => {
    const turn = runInterview({
      contractName: 'Logo',
      messages: [
        {
          role: 'user',
          content:
            "Service agreement. I'm a designer, trading as Nord Line Studio. Logo design for Fenwick Books Ltd, $1,200, half upfront and half on delivery.",
        },
        { role: 'assistant', content: 'When does the work start?' },
        { role: 'user', content: 'they pay net 14 by bank transfer' },
      ],
      today: TODAY,
    });
    expect(turn.facts['SERVICE PROVIDER NAME']).toBe('Nord Line Studio');
    expect(turn.facts['PAYMENT SCHEDULE']).toBe(
      '50% upfront and 50% on delivery, each invoice due within 14 days of its date (net 14)',
    );
  });

  it('"me: <trade name>", "customer: the Okafors", a task with how often it is done, a state code typed last', () => {
    const facts = extractFacts(
      capitaliseNameSlots(
        'pool contract. me: bluewave pool care. customer: the Okafors. weekly pool cleaning and testing, $60 a visit. fl',
      ),
      'service-agreement',
    );
    expect(facts['SERVICE PROVIDER NAME']).toBe('Bluewave Pool Care');
    expect(facts['CLIENT NAME']).toBe('Okafor family');
    expect(facts['SERVICE DESCRIPTION']).toBe('weekly pool cleaning and testing');
    expect(facts.JURISDICTION).toBe('State of Florida');
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

describe('leftovers from the second blind batch', () => {
  it('a property manager with a company who says "we\'re the landlord" in one long message', () => {
    const turn = runInterview({
      contractName: 'Elm St 2',
      messages: [
        {
          role: 'user',
          content:
            "Hello, I'm a leasing agent with Northbridge Realty Group LLC, we're the landlord for 14 Elm St Unit 2, Troy NY 12180. Tenant is Ada Quinn. Rent $1,650/mo, deposit is one month's rent, 12 month lease from January 1. Rent is paid through the tenant portal. NY law.",
        },
      ],
      today: TODAY,
    });
    expect(turn.facts['LANDLORD NAME']).toBe('Northbridge Realty Group LLC');
    expect(turn.facts['SECURITY DEPOSIT']).toBe('$1,650');
    expect(turn.facts['PAYMENT METHOD']).toBe('online portal');
  });

  it('"im <company>" typed without the apostrophe names the user', () => {
    expect(
      extractFacts('im Tidy Nest Cleaning Co. and my client is Ruth Bell', 'service-agreement')[
        'SERVICE PROVIDER NAME'
      ],
    ).toBe('Tidy Nest Cleaning Co.');
  });
});

describe('uses and hand-over payments', () => {
  it('"a lease for our pilates studio space" names the permitted use', () => {
    expect(
      extractFacts('need a commercial lease for our pilates studio space', 'commercial-lease')[
        'PERMITTED USE'
      ],
    ).toBe('pilates studio');
  });

  it('"when she collects it" and "on pickup" are paid in full on pickup', () => {
    expect(findPaymentSchedule('venmo when she collects it')?.value).toBe('in full on pickup');
    expect(findPaymentSchedule('cash on pickup')?.value).toBe('in full on pickup');
  });
});

describe('verbs after a comma', () => {
  it('"..., advising on X" after a company is what the user does, not the company', () => {
    const facts = extractFacts("I'm an advisor for Bolt Labs LLC, advising on pricing", 'consulting');
    expect(facts['CONSULTANT NAME']).not.toBe('Bolt Labs LLC');
    expect(extractFacts('Bolt Labs LLC advises Kim Roe on pricing', 'consulting')['CONSULTANT NAME']).toBe(
      'Bolt Labs LLC',
    );
  });
});
