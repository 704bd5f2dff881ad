import { describe, expect, it } from 'vitest';
import { agreement, flags, titled } from './review-test-kit';

// Rights and upkeep rows of the concept table (concept-judgments-rights.ts) and the widened
// vocabulary: a licence so wide it is an assignment, no portfolio use, structural repairs and
// improvements put on the renter, a non-compete in new words, sales the other side keeps in the
// user's territory, the contract ended for one missed target, the other side answering for nothing,
// training repaid in full. Each with a must-not case. Every sentence is written for these tests.

const ILLUSTRATION = (...clauses: string[]): string =>
  agreement(
    'ILLUSTRATION COMMISSION',
    'Tidepool Games LLC (the "Studio")',
    'Rosa Lind (the "Illustrator")',
    'The Studio shall pay the Illustrator $4,000 for the artwork.',
    ...clauses,
  );

const KIOSK = (...clauses: string[]): string =>
  agreement(
    'KIOSK LEASE',
    'Meadowgate Mall LLC (the "Landlord")',
    'Bean There Coffee LLC (the "Tenant")',
    'The Tenant shall pay the Landlord rent of $1,800 per month.',
    ...clauses,
  );

const AGENCY = (...clauses: string[]): string =>
  agreement(
    'SALES AGENCY AGREEMENT',
    'Nordlicht Kitchenware GmbH (the "Principal")',
    'Coastline Trade Agents LLC (the "Agent")',
    'The Principal shall pay the Agent a commission of 9% of net sales.',
    'The Principal appoints the Agent as its exclusive agent for the Territory.',
    ...clauses,
  );

const SALON = (...clauses: string[]): string =>
  agreement(
    'EMPLOYMENT AGREEMENT',
    'Gloss Hair Studio LLC (the "Employer")',
    'Jade Moreno (the "Employee")',
    'The Employer shall pay the Employee $22 per hour.',
    ...clauses,
  );

describe('licences and the portfolio', () => {
  it('flags an exclusive, perpetual licence the grantee may pass on, for the one who grants it', () => {
    const clause =
      'The Illustrator grants the Studio an exclusive, perpetual and irrevocable licence to use, adapt, sublicense and sell the artwork in any media for any purpose.';
    expect(titled(flags(ILLUSTRATION(clause), 'Illustrator'), /giving the work away/i)).toBeDefined();
    expect(titled(flags(ILLUSTRATION(clause), 'Studio'), /giving the work away/i)).toBeUndefined();
    const narrow =
      'The Illustrator grants the Studio a non-exclusive licence to use the artwork on the packaging of the game for three years.';
    expect(titled(flags(ILLUSTRATION(narrow), 'Illustrator'), /giving the work away/i)).toBeUndefined();
  });

  it('flags a ban on showing the work in the maker’s own portfolio, and not a ban before release', () => {
    const ban =
      'The Illustrator shall not show or publish any of the artwork, including in the Illustrator’s portfolio or on social media, at any time.';
    expect(titled(flags(ILLUSTRATION(ban), 'Illustrator'), /portfolio/i)).toBeDefined();
    const embargo = 'The Illustrator shall not publish the artwork before the game is released.';
    expect(titled(flags(ILLUSTRATION(embargo), 'Illustrator'), /portfolio/i)).toBeUndefined();
  });
});

describe('a person’s own name is not work paid for', () => {
  it('does not flag an endorser keeping the rights in its endorsement and name', () => {
    const text = agreement(
      'ENDORSEMENT AGREEMENT',
      'Fairway Clubs Inc. (the "Company")',
      'Lena Holt (the "Golfer")',
      'The Company shall pay the Golfer $20,000 a year.',
      'The Golfer shall own all rights in her name and the Endorsement and may license them for products other than golf clubs.',
    );
    expect(titled(flags(text, 'Company'), /keeps ownership/i)).toBeUndefined();
    const work = agreement(
      'DESIGN AGREEMENT',
      'Fairway Clubs Inc. (the "Company")',
      'Lena Holt (the "Designer")',
      'The Company shall pay the Designer $20,000.',
      'The Designer shall own all rights in the designs and may license them to others.',
    );
    expect(titled(flags(work, 'Company'), /keeps ownership/i)).toBeDefined();
  });
});

describe('repairs and improvements', () => {
  it('puts every repair of the structure on the tenant whatever the cause: flagged for the tenant', () => {
    const clause =
      'The Tenant is responsible for all repairs to the kiosk and the building, including the roof, wiring and drains, whatever the cause.';
    expect(titled(flags(KIOSK(clause), 'Tenant'), /repair the (?:structure|roof)/i)).toBeDefined();
    expect(titled(flags(KIOSK(clause), 'Landlord'), /repair the (?:structure|roof)/i)).toBeUndefined();
    const fair =
      'The Tenant shall repair any damage to the kiosk caused by the Tenant or its customers, fair wear and tear excepted.';
    expect(titled(flags(KIOSK(fair), 'Tenant'), /repair the (?:structure|roof)/i)).toBeUndefined();
  });

  it('reads a repairs item of a list that names no party as the payer’s duty', () => {
    const list =
      'The Tenant agrees:\n(a) to keep the kiosk clean;\n(b) to be responsible for every repair to the kiosk, including the boiler and the drains, whatever the cause;';
    expect(titled(flags(KIOSK(list), 'Tenant'), /repair the (?:structure|roof)/i)).toBeDefined();
  });

  it('flags improvements that pass to the landlord without pay and must still be removed', () => {
    const clause =
      'All fixtures installed by the Tenant become the property of the Landlord when the lease ends, without compensation, and the Landlord may still require the Tenant to remove them and make good the kiosk.';
    expect(titled(flags(KIOSK(clause), 'Tenant'), /improvements become/i)).toBeDefined();
    const fair = 'The Tenant may remove its fixtures at the end of the lease and shall make good any damage.';
    expect(titled(flags(KIOSK(fair), 'Tenant'), /improvements become/i)).toBeUndefined();
  });
});

describe('competing and territory', () => {
  it('reads a non-compete written as a ban on providing services or working in a business', () => {
    const clause =
      'For thirty (30) months after this Agreement ends, the Illustrator shall not provide illustration or concept art services to any games studio anywhere in Europe.';
    expect(titled(flags(ILLUSTRATION(clause), 'Illustrator'), /working in your field/i)).toBeDefined();
    const employee =
      'For two years after the employment ends, the Employee must not work in any hair or beauty business anywhere in the country.';
    expect(titled(flags(SALON(employee), 'Employee'), /working in your field/i)).toBeDefined();
    const short =
      'For three (3) months after this Agreement ends, the Illustrator shall not provide illustration services to the Studio’s two named clients.';
    expect(titled(flags(ILLUSTRATION(short), 'Illustrator'), /working in your field/i)).toBeUndefined();
  });

  it('flags sales the principal keeps for itself inside the agent’s territory', () => {
    const clause =
      'The Principal reserves the right to sell the products directly, or through other dealers, to any customer in the Territory, including customers found by the Agent.';
    expect(titled(flags(AGENCY(clause), 'Agent'), /sell in your territory/i)).toBeDefined();
    expect(titled(flags(AGENCY(clause), 'Principal'), /sell in your territory/i)).toBeUndefined();
  });

  it('flags ending the contract for one missed quarterly target, and not after repeated misses with time to cure', () => {
    const clause =
      'If the Agent fails to meet the minimum sales target in any quarter, the Principal may terminate this Agreement immediately.';
    expect(titled(flags(AGENCY(clause), 'Agent'), /one missed target/i)).toBeDefined();
    const fair =
      'If the Agent misses the minimum sales target in two consecutive years and does not make up the shortfall within ninety days after notice, the Principal may end the exclusivity.';
    expect(titled(flags(AGENCY(fair), 'Agent'), /one missed target/i)).toBeUndefined();
  });
});

describe('liability and training costs', () => {
  it('flags the other side answering to the user for nothing, and not a mutual cap', () => {
    const clause =
      'The Studio shall have no liability to the Illustrator other than to pay the fee due under this Agreement.';
    expect(titled(flags(ILLUSTRATION(clause), 'Illustrator'), /answers to you for nothing/i)).toBeDefined();
    const cap =
      "Each party's liability to the other shall not exceed the fees paid under this Agreement, except for fraud.";
    expect(titled(flags(ILLUSTRATION(cap), 'Illustrator'), /answers to you for nothing/i)).toBeUndefined();
  });

  it('flags training repaid in full whenever the job ends, and not a repayment that falls with time', () => {
    const clause =
      'If your employment ends for any reason within eighteen months, the Employee must repay the full cost of all training courses paid for by the Employer.';
    expect(titled(flags(SALON(clause), 'Employee'), /training costs/i)).toBeDefined();
    const tapered =
      'If the Employee resigns within twelve months after a course, the Employee shall repay its cost, reduced by one twelfth for each month worked since.';
    expect(titled(flags(SALON(tapered), 'Employee'), /training costs/i)).toBeUndefined();
  });
});
