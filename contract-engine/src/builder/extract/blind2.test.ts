import { describe, expect, it } from 'vitest';
import { detectContractType } from '../detect-type';
import { toThirdPerson } from '../edit-intent';
import { runInterview } from '../interview';
import { findContractType } from '../types/registry';
import { extractFacts, extractFactsForType } from './extract-facts';
import { findMoney } from './money';
import { findDates } from './dates';
import { findJurisdictions } from './jurisdiction';
import { findPaymentMethod } from './payment-method';
import { findPaymentSchedule } from './payment-schedule';

// Phrasings from the second blind evaluation batch, one block per class, written as the grammar
// they stand for rather than the sentences of the batch.

describe('type detection', () => {
  it('a keyword inside a company name counts less than the same word describing the deal', () => {
    expect(
      detectContractType(
        "I'm with Harbor & Sons Property Management LLC, we're the landlord for 5 Oak St Apt 2. The tenant is Ann Lee, rent $900, 12 month lease.",
      ),
    ).toBe('residential-lease');
    expect(detectContractType('We are Sunrise Cleaning Services LLC')).toBe('service-agreement');
  });

  it('abbreviations and party equipment', () => {
    expect(detectContractType('need a property mgmt agreement')).toBe('property-management');
    expect(
      detectContractType('we hire out tents, tables and chairs for parties, need a rental contract'),
    ).toBe('equipment-rental');
  });
});

const TODAY = '2026-11-23'; // a Monday

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(id);
  return type;
}

describe('parties', () => {
  it("a name in brackets after the user's role is the user's, trade word or not", () => {
    const facts = extractFacts(
      "I'm a freelance photographer (Lena Ruiz Photography) and need a contract for Omar Haddad",
      'service-agreement',
    );
    expect(facts['SERVICE PROVIDER NAME']).toBe('Lena Ruiz Photography');
    expect(facts['CLIENT NAME']).toBe('Omar Haddad');
  });

  it('"his/hers is", "he\'s" name the other side when the user speaks as I', () => {
    expect(
      extractFacts('my studio is Blue Fern Design LLC and hers is Copper & Pine Studio Inc.', 'mutual-nda')[
        'SECOND PARTY NAME'
      ],
    ).toBe('Copper & Pine Studio Inc.');
    const lease = extractFacts(
      "my landlord asked me to write it. she's Maria de Souza. I'm the tenant, Tom Reyes",
      'residential-lease',
    );
    expect(lease['LANDLORD NAME']).toBe('Maria de Souza');
    expect(lease['TENANT NAME']).toBe('Tom Reyes');
  });

  it('"bringing on X as a <role>": X is hired and the role is the work, unless the role is the contract', () => {
    const facts = extractFacts(
      'Harbor Vet Clinic PC is bringing on Jo Park as a part-time bookkeeping assistant, remote.',
      'independent-contractor',
    );
    expect(facts['COMPANY NAME']).toBe('Harbor Vet Clinic PC');
    expect(facts['CONTRACTOR NAME']).toBe('Jo Park');
    expect(facts['SCOPE OF WORK']).toBe('work as a part-time bookkeeping assistant');
    expect(
      extractFacts('We are hiring Jo Park as an independent contractor.', 'independent-contractor')[
        'SCOPE OF WORK'
      ],
    ).toBeUndefined();
  });

  it('a payment word typed as the answer to a name or schedule question is that payment fact', () => {
    const service = typeOf('service-agreement');
    expect(extractFactsForType('zelle', service, 'SERVICE PROVIDER NAME')).toEqual({
      'PAYMENT METHOD': 'Zelle',
    });
    expect(extractFactsForType('venmo', service, 'PAYMENT SCHEDULE')).toEqual({ 'PAYMENT METHOD': 'Venmo' });
  });
});

describe('money and payment', () => {
  it('a bare number with a pay period is an amount', () => {
    expect(findMoney('1,350 a month, $1,350 deposit').map((m) => m.value)).toEqual(['$1,350', '$1,350']);
    expect(findMoney('2000/mo').map((m) => `${m.value}${m.rate}`)).toEqual(['$2,000 per month']);
    expect(findMoney('a 12 month lease, 20 hrs/week, 3 a week')).toEqual([]);
  });

  it('a named part and "N weeks before" make a split payment; its amounts are not the price', () => {
    const facts = extractFactsForType(
      'they pay a $500 retainer on signing and the rest 2 weeks before the wedding',
      typeOf('service-agreement'),
      'SERVICE DESCRIPTION',
      { known: ['PAYMENT AMOUNT'] },
    );
    expect(facts['PAYMENT SCHEDULE']).toBe(
      '$500 retainer on signing and the rest 2 weeks before the wedding',
    );
    expect(facts['PAYMENT AMOUNT']).toBeUndefined();
    expect(facts['SERVICE DESCRIPTION']).toBeUndefined();
  });

  it('"actually make it $70" keeps the rate and cap given before', () => {
    const turn = runInterview({
      contractName: 'Billing',
      messages: [
        {
          role: 'user',
          content:
            'Contractor agreement: Acme Dental LLC hires Jo Park to handle medical billing, $65/hour, max 20 hrs/week, paid monthly, from Dec 1 2026 to May 31 2027. Florida.',
        },
        { role: 'assistant', content: "Here's a draft" },
        { role: 'user', content: 'actually make it $70' },
      ],
      today: TODAY,
    });
    expect(turn.facts.COMPENSATION).toBe('$70 per hour, capped at 20 hours per week');
  });
});

describe('NDA purpose', () => {
  it('what the parties want to talk about is the purpose', () => {
    expect(
      extractFacts(
        'me and another bakery owner want to talk about maybe merging our shops and we need an NDA both ways',
        'mutual-nda',
      ).PURPOSE,
    ).toMatch(/^merging .*shops$/);
  });
});

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

describe('offer letters', () => {
  it('"offer letter for our new line cook" is the title; the clause naming a usual benefit is the benefits', () => {
    const offer = extractFacts(
      'Offer letter for our new line cook. Company: Rosa Cafe LLC. Hire: Dee Carter. $19.50/hr, paid weekly. Staff meal every shift and paid sick leave.',
      'employment-offer',
    );
    expect(offer['JOB TITLE']).toBe('line cook');
    expect(offer.BENEFITS).toBe('Staff meal every shift and paid sick leave');
    expect(extractFacts('full-time, $40k, with PTO', 'employment-offer').BENEFITS).toBe('PTO');
  });
});

describe('values the score did not catch (read from the final facts)', () => {
  it('"is called X" answered for a name is X', () => {
    expect(
      extractFacts(
        'the other party is called Ben Ashworth-Lowe, not Ben Ash',
        'one-way-nda',
        'RECEIVING PARTY NAME',
      )['RECEIVING PARTY NAME'],
    ).toBe('Ben Ashworth-Lowe');
  });

  it('"we\'re calling it X" names the partnership', () => {
    expect(extractFacts("we're calling it Smoke & Soul BBQ", 'partnership')['PARTNERSHIP NAME']).toBe(
      'Smoke & Soul BBQ',
    );
  });

  it('"our two shops" in free text is both parties\', not the user\'s', () => {
    const nda = findContractType('mutual-nda');
    if (!nda) throw new Error('type');
    expect(toThirdPerson('merging our two shops', nda, 'first')).toBe("merging the parties' two shops");
  });
});

describe('trades typed quickly', () => {
  it('"for my cleaning biz" is the user\'s business, not the work; "i deep clean ..." is the work', () => {
    expect(
      extractFacts('hi need a contract for my cleaning biz', 'service-agreement')['SERVICE DESCRIPTION'],
    ).toBe(undefined);
    expect(
      extractFacts('i deep clean her house every other week', 'service-agreement', undefined, {
        selfParty: 'provider',
      })['SERVICE DESCRIPTION'],
    ).toBe('deep clean her house every other week');
  });

  it('"she pays after each clean" is the schedule', () => {
    expect(findPaymentSchedule('$140 a visit, she pays after each clean thru venmo')?.value).toBe(
      'after each clean',
    );
  });
});

describe('several people as one party', () => {
  it('"tenants are A and B" names both tenants', () => {
    expect(
      extractFacts('New tenants are Jordan Mills and Priya Shah-Patel.', 'residential-lease')['TENANT NAME'],
    ).toBe('Jordan Mills and Priya Shah-Patel');
    expect(extractFacts('The tenant is Jordan Mills.', 'residential-lease')['TENANT NAME']).toBe(
      'Jordan Mills',
    );
  });
});
