import { describe, expect, it } from 'vitest';
import { findAddresses } from '../../language/addresses';
import { findDates } from '../../language/dates';
import { findDurations } from '../extract/duration';
import { extractFacts } from '../extract/extract-facts';
import { findJurisdictions } from '../extract/jurisdiction';
import { findMoney } from '../../language/money';
import { detectSelfParty } from '../extract/parties';
import { findPaymentMethod } from '../extract/payment-method';
import { findPaymentSchedule } from '../extract/payment-schedule';
import { findPercentages } from '../extract/percentage';
import { runInterview } from '../interview';
import { findContractType } from '../types/registry';

// places: behaviours found over the evaluation rounds, each tested on sentences written
// for the rule (moved here from the batch-named files).

// One block per class of fact named in issue 13, each with the phrasings people actually type.
const TODAY = '2026-11-23'; // a Monday

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(id);
  return type;
}

describe('places, dates, methods and repayments', () => {
  it('"Irish law" is Ireland; "SEPA" a payment method', () => {
    expect(findJurisdictions('Irish law.')[0]?.value).toBe('Ireland');
    expect(findJurisdictions('an Irish pub in Boston')[0]?.value).not.toBe('Ireland');
    expect(findPaymentMethod('paid by SEPA transfer')?.value).toBe('SEPA transfer');
  });

  it('"the end of 2030" is its last day', () => {
    expect(findDates('paid off by the end of 2030', TODAY).map((d) => d.value)).toEqual([
      'December 31, 2030',
    ]);
  });

  it('"pay him back $375 a month" is the repayment; its start does not date the agreement', () => {
    const note = extractFacts(
      "it's $12,500 at 3%, I'll pay him back $375 a month starting February 1st, all paid off by the end of 2030",
      'promissory-note',
      undefined,
      { today: TODAY },
    );
    expect(note['REPAYMENT SCHEDULE']).toBe('$375 per month');
    expect(note['MATURITY DATE']).toBe('December 31, 2030');
    expect(note.DATE).toBeUndefined();
  });

  it('"He\'s X and I\'m Y": the pronoun is not part of the name', () => {
    const note = extractFacts(
      "My uncle is lending me money. He's Robert Lane and I'm Ana Cruz.",
      'promissory-note',
    );
    expect(note['LENDER NAME']).toBe('Robert Lane');
    expect(note['BORROWER NAME']).toBe('Ana Cruz');
  });

  it('"I\'m advising them on ..." is the work', () => {
    expect(
      extractFacts("I'm advising them on their GDPR compliance programme.", 'consulting')[
        'CONSULTING SERVICES'
      ],
    ).toContain('GDPR compliance programme');
  });

  it('"the tenant is actually X" after a draft renames the tenant', () => {
    const turn = runInterview({
      contractName: 'Lease',
      messages: [
        {
          role: 'user',
          content:
            'Commercial lease. Landlord is Oak Holdings LP, tenant is Pho House LLC. 1 Main St, Suite 2, Davis CA 95616, for a restaurant. $4,000/mo base rent, deposit $8,000, 5 year term starting March 1, 2027, by ACH. California law.',
        },
        { role: 'assistant', content: "Here's a draft" },
        { role: 'user', content: 'the tenant is actually Nguyen Family Pho LLC' },
      ],
      today: TODAY,
    });
    expect(turn.facts['TENANT NAME']).toBe('Nguyen Family Pho LLC');
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
    expect(findJurisdictions('QLD law applies').map((m) => m.value)).toEqual(['Queensland, Australia']);
    expect(findJurisdictions('Calif.').map((m) => m.value)).toEqual(['State of California']);
    expect(findJurisdictions('tenn').map((m) => m.value)).toEqual(['State of Tennessee']);
    expect(findJurisdictions('ok')).toEqual([]);
    expect(findJurisdictions('oh')).toEqual([]);
    expect(findJurisdictions('pa').map((m) => m.value)).toEqual(['Commonwealth of Pennsylvania']);
  });
});

describe('a state named with the word "state"', () => {
  it('is the governing law', () => {
    expect(findJurisdictions('new york state')[0]?.value).toBe('State of New York');
    expect(findJurisdictions('Use Washington State law.')[0]?.value).toBe('State of Washington');
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

describe('places, lengths, rates and methods as people abbreviate them', () => {
  it('reads a state code only as an answer or beside "law", never inside an address', () => {
    expect(findJurisdictions('IL')[0]?.value).toBe('State of Illinois');
    expect(findJurisdictions('under TX law')[0]?.value).toBe('State of Texas');
    expect(findJurisdictions('55 Lake Shore Dr, Chicago, IL 60611')).toEqual([]);
    expect(findJurisdictions('for one year. Georgia. My name is Ted')[0]?.value).toBe('State of Georgia');
  });

  it('spells out abbreviated lengths', () => {
    expect(findDurations('2 yrs').map((d) => d.value)).toEqual(['2 years']);
    expect(findDurations('18 mos').map((d) => d.value)).toEqual(['18 months']);
  });

  it('reads percentages in words', () => {
    expect(findPercentages('nine percent of rent').map((p) => p.value)).toEqual(['9%']);
    expect(findPercentages('seven and a half percent').map((p) => p.value)).toEqual(['7.5%']);
  });

  it('resolves "N days/weeks from today" against the conversation date', () => {
    expect(findDates('a week from today', TODAY)[0]?.value).toBe('November 30, 2026');
    expect(findDates('10 days from now', TODAY)[0]?.value).toBe('December 3, 2026');
  });

  it('keeps the unit of any per-unit rate, a period named before the amount and a cap', () => {
    expect(findMoney('$30 per car')[0]?.rate).toBe(' per car');
    expect(findMoney('Weekly rate $1,200.')[0]?.rate).toBe(' per week');
    expect(findMoney('$85 an hour, no more than 60 hours a month')[0]?.rate).toBe(
      ' per hour, capped at 60 hours a month',
    );
  });

  it('keeps "wire" as the user said it', () => {
    expect(findPaymentMethod('paid by wire')?.value).toBe('wire transfer');
  });

  it('keeps each part of a split payment with its amount', () => {
    expect(findPaymentSchedule('$1,100 on approval of the drafts and $1,100 on final delivery')?.value).toBe(
      '$1,100 on approval of the drafts and $1,100 on final delivery',
    );
    expect(findPaymentSchedule('$500 on signing and the rest on completion')?.value).toBe(
      '$500 on signing and the rest on completion',
    );
  });

  it('"a week from today" is a date, not a weekly payment', () => {
    expect(findPaymentSchedule('a week from today')).toBeNull();
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

describe('places: Australian states and territories', () => {
  it('names each state, its adjective beside law, and keeps the longer name over "Australia"', () => {
    expect(findJurisdictions('Governed by Western Australia law.').map((m) => m.value)).toEqual([
      'Western Australia',
    ]);
    expect(findJurisdictions('South Australia.').map((m) => m.value)).toEqual(['South Australia']);
    expect(findJurisdictions('Victorian law applies to this note.').map((m) => m.value)).toEqual([
      'Victoria, Australia',
    ]);
    expect(findJurisdictions('Tasmanian courts').map((m) => m.value)).toEqual(['Tasmania, Australia']);
  });

  it('must not: read the adjective without law or courts', () => {
    expect(findJurisdictions('a Victorian terrace house with a Tasmanian oak floor')).toEqual([]);
  });
});

describe('a legal system named by its own adjective', () => {
  it('reads "Scots law" as Scotland and "Welsh law" as England and Wales', () => {
    const places = (text: string) => findJurisdictions(text).map((place) => place.value);
    expect(places('Two-year term, Scots law applies.')).toEqual(['Scotland']);
    expect(places('we would like Welsh law')).toEqual(['England and Wales']);
  });

  it('must not: read the adjective away from "law" or "courts"', () => {
    const places = (text: string) => findJurisdictions(text).map((place) => place.value);
    expect(places('a Scots pine dining table')).toEqual([]);
    expect(places('the buyer is Welsh and lives in Cardiff')).not.toContain('England and Wales');
  });
});
