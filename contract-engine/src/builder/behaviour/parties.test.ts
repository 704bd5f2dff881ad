import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';
import { detectContractType } from '../detect-type';
import { bareAnswer } from '../extract/answer';
import { extractFacts, extractFactsForType } from '../extract/extract-facts';
import { capitaliseNameSlots } from '../extract/lowercase-names';
import { readName } from '../../language/names';
import { detectSelfParty, findParties } from '../extract/parties';
import { respelledNames } from '../extract/respelling';
import { runInterview } from '../interview';
import { findContractType } from '../types/registry';

// parties: behaviours found over the evaluation rounds, each tested on sentences written
// for the rule (moved here from the batch-named files).

// One block per class of fact named in issue 13, each with the phrasings people actually type.
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

describe('verbs after a comma', () => {
  it('"..., advising on X" after a company is what the user does, not the company', () => {
    const facts = extractFacts("I'm an advisor for Bolt Labs LLC, advising on pricing", 'consulting');
    expect(facts['CONSULTANT NAME']).not.toBe('Bolt Labs LLC');
    expect(extractFacts('Bolt Labs LLC advises Kim Roe on pricing', 'consulting')['CONSULTANT NAME']).toBe(
      'Bolt Labs LLC',
    );
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

describe('a party named after what it is', () => {
  it('takes the name after "a <description>,"', () => {
    const facts = extractFacts(
      'the seller is a family vineyard, Colline Rosse Wines Ltd',
      'sale-of-goods',
      'SELLER NAME',
      {
        today: '2026-11-23',
      },
    );
    expect(facts['SELLER NAME']).toBe('Colline Rosse Wines Ltd');
    const client = extractFacts(
      'the client is a local dental practice, Brightsmile Dental LLC',
      'service-agreement',
      undefined,
      {
        today: '2026-11-23',
      },
    );
    expect(client['CLIENT NAME']).toBe('Brightsmile Dental LLC');
  });
});

describe('a sole trader', () => {
  it('is the contractor, not the company hiring one', () => {
    const facts = extractFacts(
      "I'm a sole trader in Darwin, Ola Berg trading as Berg Carpentry, and I need a contractor agreement with a client.",
      'independent-contractor',
      undefined,
      { today: '2026-11-23' },
    );
    expect(facts['CONTRACTOR NAME']).toBe('Ola Berg trading as Berg Carpentry');
    expect(facts['COMPANY NAME']).toBeUndefined();
  });
});

describe('two companies given as one reply', () => {
  const facts = (text: string) =>
    extractFacts(text, 'mutual-nda', 'FIRST PARTY NAME', { today: '2026-11-23' });

  it('are the two parties in the order given', () => {
    const found = facts('Brightwater Labs GmbH and Koala Freight Pty Ltd');
    expect(found['FIRST PARTY NAME']).toBe('Brightwater Labs GmbH');
    expect(found['SECOND PARTY NAME']).toBe('Koala Freight Pty Ltd');
  });

  it('need a legal ending on each side', () => {
    expect(facts('Harlow and Finch LLC')['SECOND PARTY NAME']).toBeUndefined();
  });
});

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

describe('parties: must not match', () => {
  it('takes no place, month or role word as a party name', () => {
    const type = findContractType('service-agreement');
    if (!type) throw new Error('service-agreement');
    for (const text of [
      'I walk dogs in Oregon for my client.',
      'The client pays me in March.',
      'The service provider is a freelancer.',
    ]) {
      const facts = extractFactsForType(text, type, undefined, { today: TODAY });
      expect(facts['CLIENT NAME'] ?? '', text).not.toMatch(/Oregon|March|Freelancer/i);
      expect(facts['SERVICE PROVIDER NAME'] ?? '', text).not.toMatch(/Oregon|March|Freelancer/i);
    }
  });
});

describe('a numbered company', () => {
  it('keeps its registration number as part of its name', () => {
    expect(readName('9876543 Canada Inc. will buy the goods', 0)?.name).toBe('9876543 Canada Inc.');
    const { turn } = chat([
      'Property management agreement between 1187342 Alberta Ltd. (owner) and Prairie Keys Management Inc. (manager) for the fourplex at 10 Elm Avenue, Calgary, AB T2P 1J9. Fee 9% of rents collected. Starting March 1 2027, 1 year term, Alberta law.',
    ]);
    expect(turn.facts['OWNER NAME']).toBe('1187342 Alberta Ltd.');
  });

  it('must not: read a street number, a model year or a count as a company', () => {
    expect(readName('1200 Harbour Road, Halifax', 0)).toBeNull();
    expect(readName('2019 Ford Transit van', 0)).toBeNull();
    expect(readName('5000 Widgets shipped', 0)).toBeNull();
  });
});
