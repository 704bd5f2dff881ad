import { describe, expect, it } from 'vitest';
import { agreement, flags, titled } from './review-test-kit';

// Default interest beside a late fee, and a revocable licence to work the user pays for. All text
// is written for these tests.

const LOAN = (...clauses: string[]): string =>
  agreement(
    'LOAN AGREEMENT',
    'Harbour Point Capital LLC, an Ohio limited liability company (the "Lender"),',
    'Birchwood Bakery Inc., an Ohio corporation (the "Borrower")',
    '1. Loan\n1.1 The Borrower shall repay the loan of $60,000 in forty-eight (48) monthly instalments with interest at 8% per year.',
    ...clauses,
  );

const DESIGN = (...clauses: string[]): string =>
  agreement(
    'DESIGN AGREEMENT',
    'Lantern Creative LLC, an Ohio limited liability company (the "Designer"),',
    'Copperleaf Dental Inc., an Ohio corporation (the "Client")',
    '1. Services\n1.1 The Designer shall design a logo and brand guide for the Client (the "Deliverables").',
    '2. Fees\n2.1 The Client shall pay the Designer a fee of $9,000 within thirty (30) days of delivery.',
    ...clauses,
  );

describe('default interest', () => {
  const stacked = LOAN(
    '2. Late Payment\n2.1 Any instalment paid late shall incur a late fee of 4% of the instalment.\n2.2 Upon an event of default, interest shall accrue on the whole balance at 20% per annum.',
  );

  it('flags a default rate on top of a late fee as high, for the borrower, at its clause', () => {
    const f = titled(flags(stacked, 'Borrower'), /default interest/i);
    expect(f?.severity).toBe('high');
    expect(f?.location).toBe('Section 2.2 Late Payment');
    expect(f?.description).toContain('20% a year instead of the ordinary 8%');
  });

  it('is not flagged for the lender', () => {
    expect(titled(flags(stacked, 'Lender'), /default interest/i)).toBeUndefined();
  });

  it('flags a steep default rate alone as medium, a monthly rate read as yearly', () => {
    const alone = LOAN(
      '2. Default\n2.1 After default, the Default Rate of 1.5% per month shall apply as interest.',
    );
    const f = titled(flags(alone, 'Borrower'), /default interest rate/i);
    expect(f?.severity).toBe('medium');
    expect(f?.description).toContain('18% a year');
  });

  it('leaves a modest default premium alone', () => {
    const modest = LOAN(
      '2. Default\n2.1 After any event of default, interest shall accrue at 10% per year until the default is cured.',
    );
    expect(titled(flags(modest, 'Borrower'), /default interest/i)).toBeUndefined();
  });
});

describe('revocable licence to paid-for work', () => {
  const revocable = DESIGN(
    '3. Ownership\n3.1 The Designer retains all intellectual property in the Deliverables and grants the Client a revocable licence to use them.',
  );

  it('flags the licence for the paying client, medium', () => {
    const f = titled(flags(revocable, 'Client'), /take back the work/);
    expect(f?.severity).toBe('medium');
    expect(f?.location).toBe('Section 3.1 Ownership');
    expect(f?.evidence?.quote).toContain('revocable licence');
  });

  it('is high when the designer may revoke it at any time', () => {
    const atWill = DESIGN(
      '3. Ownership\n3.1 The Designer grants the Client a licence to use the Deliverables, which the Designer may revoke at any time.',
    );
    expect(titled(flags(atWill, 'Client'), /take back the work/)?.severity).toBe('high');
  });

  it('is not flagged for the designer, nor for an irrevocable licence or pre-existing tools', () => {
    expect(titled(flags(revocable, 'Designer'), /take back the work/)).toBeUndefined();
    const irrevocable = DESIGN(
      '3. Ownership\n3.1 The Designer grants the Client a perpetual, irrevocable licence to use the Deliverables.',
    );
    expect(titled(flags(irrevocable, 'Client'), /take back the work/)).toBeUndefined();
    const tools = DESIGN(
      '3. Ownership\n3.1 The Designer grants the Client a revocable licence to its pre-existing design templates used in the Deliverables.',
    );
    expect(titled(flags(tools, 'Client'), /take back the work/)).toBeUndefined();
  });

  it('is not flagged when the client grants the designer a revocable licence to its logo', () => {
    const toDesigner = DESIGN(
      '3. Portfolio\n3.1 The Client grants the Designer a revocable licence to show the logo in its portfolio.',
    );
    expect(titled(flags(toDesigner, 'Client'), /take back the work/)).toBeUndefined();
  });
});

describe('a company registered in Scotland under English law and courts', () => {
  const supply = (buyerHome: string): string =>
    [
      'SUPPLY AGREEMENT',
      `This Agreement is made on 3 May 2026 between Oakmere Textiles Ltd, a company registered in England and Wales (the "Supplier"), and Glenlochy Outdoor Ltd, a company registered in ${buyerHome} (the "Buyer").`,
      '1. Supply\n1.1 The Supplier shall supply the fabric listed in Schedule 1.',
      '2. Payment\n2.1 The Buyer shall pay each invoice within thirty (30) days of receipt.',
      '3. Law\n3.1 This Agreement is governed by the laws of England and Wales and the courts of Manchester shall have exclusive jurisdiction.',
    ].join('\n');

  it('flags the law and exclusive courts for the Scottish buyer', () => {
    const f = titled(flags(supply('Scotland'), 'Buyer'), /governed by English law/);
    expect(f?.severity).toBe('medium');
    expect(f?.location).toBe('Section 3.1 Law');
    expect(f?.description).toContain('You are based in Scotland');
    expect(f?.description).toContain('only the courts it names may hear a dispute');
  });

  it('is not flagged for the English supplier, nor when both are registered in England and Wales', () => {
    expect(titled(flags(supply('Scotland'), 'Supplier'), /not yours/)).toBeUndefined();
    expect(titled(flags(supply('England and Wales'), 'Buyer'), /not yours/)).toBeUndefined();
  });
});

describe('exclusive courts in the other side’s home under a neutral law', () => {
  const services = (courts: string): string =>
    agreement(
      'SERVICES AGREEMENT',
      'Brightwater Analytics Inc., an Illinois corporation (the "Provider"),',
      'Maple Row Clinics LLC, a Michigan limited liability company (the "Customer")',
      '1. Services\n1.1 The Provider shall provide the reporting services in Schedule 1.',
      '2. Fees\n2.1 The Customer shall pay each invoice within thirty (30) days of receipt.',
      `3. Disputes\n3.1 ${courts}`,
    );
  const far = services(
    'The state and federal courts located in Cook County, Illinois shall have exclusive jurisdiction over any dispute under this Agreement.',
  );

  it('flags the courts for the Michigan customer, at the clause', () => {
    const f = titled(flags(far, 'Customer'), /Only courts in the Provider's home/);
    expect(f?.severity).toBe('medium');
    expect(f?.location).toBe('Section 3.1 Disputes');
    expect(f?.description).toContain('You are based in Michigan');
  });

  it('is not flagged for the provider, nor for courts in the customer’s home or non-exclusive courts', () => {
    expect(titled(flags(far, 'Provider'), /Only courts in/)).toBeUndefined();
    const near = services(
      'The courts located in Wayne County, Michigan shall have exclusive jurisdiction over any dispute under this Agreement.',
    );
    expect(titled(flags(near, 'Customer'), /Only courts in/)).toBeUndefined();
    const open = services('Each party submits to the non-exclusive jurisdiction of the courts of Illinois.');
    expect(titled(flags(open, 'Customer'), /Only courts in/)).toBeUndefined();
  });
});
