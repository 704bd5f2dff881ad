import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { parseDocument } from '../text/document';
import { findParties } from './parties';

// The ways contracts introduce their parties, on contracts written for these tests.

const names = (text: string): string[] =>
  findParties(parseDocument(text)).map((p) => `${p.name}=${p.aliases[0] ?? ''}`);

const BODY =
  '\n1. Rent\n1.1 The Tenant will pay rent of $900 per month.\n2. Ending\n2.1 The Landlord may end this agreement on 60 days notice.\n3. Law\n3.1 This agreement is governed by the laws of Ohio.\n4. General\n4.1 Each party shall comply with its obligations under this agreement, and any notice shall be in writing. The signature of each party is required.\n';

describe('findParties', () => {
  it("reads 'hereinafter the Landlord' without quotes, and skips the address between", () => {
    const text = `TENANCY AGREEMENT\nThis agreement is made between Oakfield Homes Ltd, 12 River Road, Dayton OH 45402, hereinafter the Landlord, and Tomas Berg, hereinafter the Tenant.${BODY}`;
    expect(names(text)).toEqual(['Oakfield Homes Ltd=Landlord', 'Tomas Berg=Tenant']);
  });

  it("reads heading lines ('Employer: ...') and never takes the street address", () => {
    const text = `EMPLOYMENT CONTRACT\nEmployer: Copper Pot Bistro LLC, 9 Main Street, Salem, OR 97301\nEmployee: Jin Park, 41 Elm Avenue, Salem, OR 97302\n1. Pay\n1.1 The Employer will pay the Employee $20 per hour.\n2. Law\n2.1 This contract is governed by the laws of Oregon.\n`;
    expect(names(text)).toEqual(['Copper Pot Bistro LLC=Employer', 'Jin Park=Employee']);
  });

  it('reads signature blocks when the preamble names nobody', () => {
    const text = `LOAN AGREEMENT\nThis loan agreement is made between the lender and the borrower named below.\n1. The Loan\n1.1 The Lender lends the Borrower $5,000.\n2. Law\n2.1 This agreement is governed by the laws of Ohio.\n\nLENDER\nSignature: ________\nName: Ruth Ames\n\nBORROWER\nSignature: ________\nName: Dev Patel\n`;
    expect(names(text)).toEqual(['Ruth Ames=Lender', 'Dev Patel=Borrower']);
  });

  it('keeps a couple as one party and drops "owned by"', () => {
    const text = `PHOTOGRAPHY CONTRACT\nThis contract is between Brightlens Studio, owned by Ana Cruz ("Photographer"), and Mia and Leo Grant (together, "Client").${BODY}`;
    expect(names(text)).toEqual(['Brightlens Studio=Photographer', 'Mia and Leo Grant=Client']);
  });

  it('falls back to the role words when the contract names nobody', () => {
    const text = `LEASE\nThis lease is made between the landlord and the tenant.${BODY}`;
    expect(names(text).sort()).toEqual(['Landlord=Landlord', 'Tenant=Tenant']);
  });

  it('never takes a heading or an address as a party', () => {
    const text = `RESIDENTIAL LEASE AGREEMENT\nThis lease is made between 14 Harbour Street (the "Premises") and the tenant.${BODY}`;
    const found = names(text);
    expect(found.some((n) => /Harbour|LEASE/.test(n))).toBe(false);
  });

  it("never reads the town of an address ('of 8 Mill Court, Akron') as a party, nor keeps the address", () => {
    const text = `LOAN NOTE\nThis note is made on 2 March 2028 between Ola Brandt of 8 Mill Court, Akron, Ohio 44308 (the "Lender") and Ravi Shah of 31 Quarry Lane, Akron, Ohio 44310 (the "Borrower").${BODY}`;
    expect(names(text)).toEqual(['Ola Brandt=Lender', 'Ravi Shah=Borrower']);
  });

  it('cuts a registration number and the address after it, and never falls back to the town', () => {
    const text = `SUPPLY AGREEMENT\nThis agreement is between Kestrel Parts Pty Ltd ACN 101 202 303 of 5 Dock Road, Geelong, Victoria 3220 (the "Supplier") and Bay Cycles, a partnership of Jo Lim and Al Roe (the "Buyer").${BODY}`;
    const found = names(text);
    expect(found).toContain('Kestrel Parts Pty Ltd=Supplier');
    expect(found.some((n) => /Geelong|Victoria|Dock/.test(n))).toBe(false);
  });

  it('keeps a name that merely contains "of" or "at" (not followed by an address)', () => {
    const text = `SERVICES AGREEMENT\nThis agreement is between Bank of Tillamook Inc. (the "Client") and Cook at Home LLC (the "Provider").${BODY}`;
    expect(names(text)).toEqual(['Bank of Tillamook Inc.=Client', 'Cook at Home LLC=Provider']);
  });
});

describe('the requested side', () => {
  const text = `LEASE\nThis lease is made between Pine Court LLC ("Lessor") and Sara Holm ("Lessee").${BODY.replace(/Tenant/g, 'Lessee').replace(/Landlord/g, 'Lessor')}`;

  it("honours 'tenant' on a lease that says 'Lessee'", () => {
    const p = analyzeContract(text, { party: 'tenant' }).perspective;
    expect(p).toMatchObject({ party: 'Lessee', chosenBy: 'user' });
  });

  it('says so when no party matches the request, instead of ignoring it', () => {
    const p = analyzeContract(text, { party: 'Franchisee' }).perspective;
    expect(p?.unmatchedRequest).toBe('Franchisee');
    expect(p?.chosenBy).toBe('default');
  });

  it('honours the side by role word when the contract names no party, and says the sides came from role words', () => {
    const p = analyzeContract(`LEASE\nThis lease is made between the landlord and the tenant.${BODY}`, {
      party: 'Tenant',
    }).perspective;
    expect(p).toMatchObject({ party: 'Tenant', chosenBy: 'user', partiesFrom: 'role-words' });
  });
});
