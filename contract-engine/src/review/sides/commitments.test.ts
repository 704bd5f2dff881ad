import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { parseDocument } from '../text/document';
import { findParties } from './parties';
import { agreement, flags, titled } from './review-test-kit';

// Take-or-pay, short defect windows, structural repairs, kept deposits, acceleration, and the
// side of general flags (jury waivers, confessed judgments, late charges). All text is written
// for these tests.

const SUPPLY = (...clauses: string[]): string =>
  agreement(
    'SUPPLY AGREEMENT',
    'Ashgrove Mills Inc., an Ohio corporation (the "Supplier"),',
    'Tallow Creek Candles LLC, an Ohio limited liability company (the "Buyer")',
    '1. Supply\n1.1 The Supplier shall supply the wax described in Schedule 1 at the prices in Schedule 2.',
    '2. Payment\n2.1 The Buyer shall pay each invoice within thirty (30) days.',
    ...clauses,
  );

const LEASE = (...clauses: string[]): string =>
  agreement(
    'RETAIL LEASE',
    'Fenwick Estates LLC, an Ohio limited liability company (the "Landlord"),',
    'Little Acorn Books Inc., an Ohio corporation (the "Tenant")',
    '1. Rent\n1.1 The Tenant shall pay rent of $3,000 per month in advance.',
    ...clauses,
  );

const NOTE = (...clauses: string[]): string =>
  agreement(
    'LOAN AGREEMENT',
    'Ridgeway Lending LLC, an Ohio limited liability company (the "Lender"),',
    'Corvid Print Shop Inc., an Ohio corporation (the "Borrower")',
    '1. Loan\n1.1 The Borrower shall repay the loan of $40,000 in thirty-six (36) monthly instalments with interest at 9% per year.',
    ...clauses,
  );

describe('minimum purchase and take-or-pay', () => {
  const text = SUPPLY(
    '3. Volumes\n3.1 The Buyer shall purchase at least 20,000 kilograms of wax in each contract year.\n3.2 If the Buyer purchases less, the Buyer shall pay the Supplier for the shortfall at the contract price.',
  );

  it('flags paying for a shortfall as high, on the buyer side, at its clause', () => {
    const f = titled(flags(text, 'Buyer'), /minimum quantity whether or not/);
    expect(f?.severity).toBe('high');
    expect(f?.location).toBe('Section 3.2 Volumes');
    expect(f?.evidence?.quote).toContain('shortfall');
  });

  it('flags a bare minimum commitment as medium', () => {
    const bare = SUPPLY(
      '3. Volumes\n3.1 The Buyer shall purchase at least 20,000 kilograms of wax in each contract year.',
    );
    expect(titled(flags(bare, 'Buyer'), /buy a minimum quantity/)?.severity).toBe('medium');
  });

  it('is not against the supplier, and forecasts are not commitments', () => {
    expect(titled(flags(text, 'Supplier'), /minimum quantity/)).toBeUndefined();
    const forecast = SUPPLY(
      '3. Forecasts\n3.1 The Buyer shall give the Supplier a non-binding forecast of its needs each quarter.',
    );
    expect(titled(flags(forecast, 'Buyer'), /minimum quantity/)).toBeUndefined();
  });
});

describe('short window to report defects', () => {
  const clause = (window: string, after: string): string =>
    SUPPLY(
      `3. Inspection\n3.1 The Buyer shall notify the Supplier of any defect in the wax within ${window} of delivery${after}.`,
    );

  it('flags hours-long windows that cost the claim, from the side that must report', () => {
    const text = clause('forty-eight (48) hours', ', failing which the wax is deemed accepted');
    const f = titled(flags(text, 'Buyer'), /to report defects/);
    expect(f?.title).toBe('Only 48 hours to report defects');
    expect(f?.severity).toBe('high');
    expect(f?.location).toBe('Section 3.1 Inspection');
    expect(titled(flags(text, 'Supplier'), /to report defects/)).toBeUndefined();
    expect(
      titled(flags(clause('three (3) days', ', failing which the wax is deemed accepted'), 'Buyer'), /report/)
        ?.severity,
    ).toBe('medium');
  });

  it('leaves usual windows, and windows that lose nothing, alone', () => {
    const thirty = clause('thirty (30) days', ', failing which the wax is deemed accepted');
    expect(titled(flags(thirty, 'Buyer'), /to report defects/)).toBeUndefined();
    expect(
      titled(flags(clause('24 hours', ' so that the Supplier can plan a replacement'), 'Buyer'), /report/),
    ).toBeUndefined();
  });
});

describe('tenant repairs to the roof and structure', () => {
  it('flags the tenant, not the landlord', () => {
    const text = LEASE(
      '2. Repairs\n2.1 The Tenant shall keep the premises in good repair, including the roof and the structure of the building.',
    );
    const f = titled(flags(text, 'Tenant'), /roof and structure/);
    expect(f?.severity).toBe('medium');
    expect(f?.location).toBe('Section 2.1 Repairs');
    expect(titled(flags(text, 'Landlord'), /roof/)).toBeUndefined();
  });

  it('is high when the tenant must also replace them', () => {
    const text = LEASE(
      '2. Repairs\n2.1 The Tenant shall repair and replace the roof and foundations at its own cost.',
    );
    expect(titled(flags(text, 'Tenant'), /roof and structure/)?.severity).toBe('high');
  });

  it('does not flag interior repairs or carved-out structure', () => {
    const split = LEASE(
      '2. Repairs\n2.1 The Landlord shall repair the roof and structure, and the Tenant shall keep the interior in good repair.',
    );
    const carved = LEASE(
      '2. Repairs\n2.1 The Tenant shall keep the premises in good repair, except the roof and the structure of the building.',
    );
    expect(titled(flags(split, 'Tenant'), /roof/)).toBeUndefined();
    expect(titled(flags(carved, 'Tenant'), /roof/)).toBeUndefined();
  });
});

describe('security deposit kept in full', () => {
  it('flags a non-refundable security deposit for the party that pays it', () => {
    const text = LEASE(
      '2. Deposit\n2.1 The Tenant shall pay a security deposit of $6,000, which is non-refundable.',
    );
    expect(titled(flags(text, 'Tenant'), /keep the whole security deposit/)?.severity).toBe('high');
    expect(titled(flags(text, 'Landlord'), /deposit/)).toBeUndefined();
  });

  it('leaves a refundable deposit alone', () => {
    const text = LEASE(
      '2. Deposit\n2.1 The Tenant shall pay a security deposit of $6,000, which the Landlord shall return within thirty (30) days after the term, less the cost of any damage.',
    );
    expect(titled(flags(text, 'Tenant'), /deposit/)).toBeUndefined();
  });
});

describe('acceleration', () => {
  const text = NOTE(
    '2. Default\n2.1 If any instalment is not paid when due, the Lender may declare the entire unpaid principal immediately due and payable without notice.',
  );

  it('flags the payer, high without notice', () => {
    const f = titled(flags(text, 'Borrower'), /everything due at once/);
    expect(f?.severity).toBe('high');
    expect(f?.location).toBe('Section 2.1 Default');
    expect(titled(flags(text, 'Lender'), /due at once/)).toBeUndefined();
  });

  it('does not treat fees for work done on termination as acceleration', () => {
    const fees = SUPPLY(
      '3. Termination\n3.1 On termination all amounts for wax delivered shall become immediately due.',
    );
    expect(titled(flags(fees, 'Buyer'), /due at once/)).toBeUndefined();
  });

  it('does not report a repayment schedule as a missing termination clause', () => {
    const missing = analyzeContract(text, { party: 'Borrower' }).missingClauses.map((m) => m.clauseType);
    expect(missing).not.toContain('Termination');
  });
});

describe('general flags from the side they burden', () => {
  it('a jury waiver given by one party is not flagged for the other; a mutual one is flagged for both', () => {
    const oneWay = NOTE(
      '2. Waiver\n2.1 The Borrower waives any right to a jury trial in any action on this loan.',
    );
    expect(titled(flags(oneWay, 'Borrower'), /Jury/)).toBeDefined();
    expect(titled(flags(oneWay, 'Lender'), /Jury/)).toBeUndefined();
    const mutual = NOTE(
      '2. Waiver\n2.1 Each party waives any right to a jury trial in any action on this loan.',
    );
    expect(titled(flags(mutual, 'Lender'), /Jury/)).toBeDefined();
  });

  it('quotes a confessed judgment from its clause, not its heading, and only for the debtor', () => {
    const text = NOTE(
      '2. Confession of Judgment\n2.1 The Borrower authorizes any attorney to confess judgment against the Borrower for any unpaid amount.',
    );
    expect(titled(flags(text, 'Borrower'), /Confession/)?.location).toBe(
      'Section 2.1 Confession of Judgment',
    );
    expect(titled(flags(text, 'Lender'), /Confession/)).toBeUndefined();
  });

  it('reads a late charge per day as a daily rate and attributes an unnamed charge to the payer', () => {
    const text = NOTE(
      '2. Late Payment\n2.1 Any late instalment incurs a charge of 2% of the overdue amount per day.',
    );
    const f = titled(flags(text, 'Borrower'), /Late-payment/);
    expect(f?.description).toContain('about 730% a year');
    const edit = analyzeContract(text, { party: 'Borrower' }).editSuggestions.find((e) =>
      e.currentText.includes('2% of the overdue'),
    );
    expect(edit?.suggestedText).toContain('1% of the overdue amount per month');
    expect(titled(flags(text, 'Lender'), /Late-payment/)).toBeUndefined();
  });

  it('a personal guarantee of the payer is a burden on the payer only', () => {
    const text = NOTE(
      '2. Guarantee\n2.1 Ann Corvid personally and unconditionally guarantees all amounts due under this loan.',
    );
    expect(titled(flags(text, 'Borrower'), /Personal guarantee/)).toBeDefined();
    expect(titled(flags(text, 'Lender'), /Personal guarantee/)).toBeUndefined();
  });
});

describe('party details', () => {
  it('takes the state after a city as where a party is based', () => {
    const text = agreement(
      'EMPLOYMENT AGREEMENT',
      'Larkspur Labs Inc., a Delaware corporation (the "Company"),',
      'Jonas Webb, an individual residing in Tucson, Arizona (the "Employee")',
      '1. Duties\n1.1 The Employee shall serve as a data analyst.',
    );
    expect(findParties(parseDocument(text))[1]?.jurisdiction).toBe('Arizona');
  });

  it('reads "only from" as buying only from the other party, and "any cafe or bakery business" as any business', () => {
    const text = SUPPLY(
      '3. Sourcing\n3.1 The Buyer shall purchase all wax it needs only from the Supplier.',
      '4. Restraint\n4.1 For three (3) years after this agreement ends, the Buyer shall not own or work for any candle or soap business anywhere in the United States.',
    );
    const list = flags(text, 'Buyer');
    expect(titled(list, /buy only from/)?.location).toBe('Section 3.1 Sourcing');
    expect(titled(list, /non-compete/i)?.location).toBe('Section 4.1 Restraint');
  });
});

describe('price changes beside a change of terms', () => {
  it('reports a royalty the other side may change, as well as its power to change the terms', () => {
    const text = agreement(
      'FRANCHISE AGREEMENT',
      'Bright Kettle Franchising Inc., an Ohio corporation (the "Franchisor"),',
      'Meadow Kettle LLC, an Ohio limited liability company (the "Franchisee")',
      '1. Fees\n1.1 The Franchisee shall pay a royalty of 6% of gross sales each month.\n1.2 The Franchisor may change the royalty at any time by notice to the Franchisee.',
      '2. Changes\n2.1 The Franchisor may amend this agreement from time to time by notice to the Franchisee.',
    );
    const list = flags(text, 'Franchisee');
    expect(titled(list, /raise the price/)?.location).toBe('Section 1.2 Fees');
    expect(titled(list, /change the contract/)?.location).toBe('Section 2.1 Changes');
    expect(titled(flags(text, 'Franchisor'), /raise the price|change the contract/)).toBeUndefined();
  });
});

describe('paying whatever happens', () => {
  const BOOKING = (...clauses: string[]): string =>
    agreement(
      'VENUE HIRE AGREEMENT',
      'Old Mill Barn LLC, an Ohio limited liability company (the "Venue"),',
      'Nadia Feld, an individual residing in Dayton, Ohio (the "Hirer")',
      '1. Booking\n1.1 The Venue shall make the barn available to the Hirer on October 3, 2026.',
      ...clauses,
    );

  it('flags a full price on any cancellation and a payment never refunded, for the payer only', () => {
    const text = BOOKING(
      '2. Payment\n2.1 The Hirer shall pay a deposit of $800, which is non-refundable under any circumstances.\n2.2 If the Hirer cancels for any reason, the Hirer shall pay the full hire fee.',
    );
    const list = flags(text, 'Hirer');
    expect(titled(list, /full price/)?.location).toBe('Section 2.2 Payment');
    expect(titled(list, /lose what you paid/)?.location).toBe('Section 2.1 Payment');
    expect(titled(flags(text, 'Venue'), /full price|lose what you paid/)).toBeUndefined();
  });

  it('leaves a plain non-refundable deposit and a late-cancellation charge alone', () => {
    const text = BOOKING(
      '2. Payment\n2.1 The Hirer shall pay a deposit of $800, which is non-refundable if the Hirer cancels.\n2.2 If the Hirer cancels less than fourteen (14) days before the date, the Hirer shall pay the full hire fee.',
    );
    expect(titled(flags(text, 'Hirer'), /full price|lose what you paid/)).toBeUndefined();
  });
});

describe('termination for any breach', () => {
  const clause = (text: string): string => SUPPLY(`3. Termination\n3.1 ${text}`);

  it('flags the other side ending the contract at once for any breach, not the side that holds the right', () => {
    const text = clause(
      'The Supplier may terminate this agreement immediately by notice if the Buyer breaches any of its terms.',
    );
    const f = titled(flags(text, 'Buyer'), /for any breach/);
    expect(f?.severity).toBe('medium');
    expect(f?.location).toBe('Section 3.1 Termination');
    expect(titled(flags(text, 'Supplier'), /for any breach/)).toBeUndefined();
  });

  it('leaves material breach with a cure period, and mutual rights, alone', () => {
    const cure = clause(
      'The Supplier may terminate this agreement if the Buyer materially breaches it and fails to cure the breach within thirty (30) days.',
    );
    const mutual = clause(
      'Either party may terminate this agreement by notice if the other party breaches any of its terms.',
    );
    expect(titled(flags(cure, 'Buyer'), /for any breach/)).toBeUndefined();
    expect(titled(flags(mutual, 'Buyer'), /for any breach/)).toBeUndefined();
  });
});

describe('loss of rented property from any cause', () => {
  const RENTAL = (clause: string): string =>
    agreement(
      'EQUIPMENT RENTAL AGREEMENT',
      'Birchwood Plant Hire LLC, an Ohio limited liability company (the "Owner"),',
      'Keel Street Builders Inc., an Ohio corporation (the "Renter")',
      '1. Rental\n1.1 The Renter shall pay rent of $900 per week for the excavator (the "Equipment").',
      `2. Care\n${clause}`,
    );
  const text = RENTAL(
    '2.1 The Renter shall bear all loss of or damage to the Equipment from any cause whatsoever until it is returned.',
  );

  it('flags the renter side as medium, at its clause', () => {
    const f = titled(flags(text, 'Renter'), /whatever the cause/);
    expect(f?.severity).toBe('medium');
    expect(f?.location).toBe('Section 2.1 Care');
  });

  it('is not flagged for the owner, for fault-based loss, or when the renter is not liable', () => {
    expect(titled(flags(text, 'Owner'), /whatever the cause/)).toBeUndefined();
    const fault = RENTAL(
      "2.1 The Renter is responsible for damage to the Equipment caused by the Renter's negligence or misuse, from whatever cause arising during the rental.",
    );
    expect(titled(flags(fault, 'Renter'), /whatever the cause/)).toBeUndefined();
    const shielded = RENTAL(
      '2.1 The Renter shall not be liable for loss of or damage to the Equipment from any cause beyond its control.',
    );
    expect(titled(flags(shielded, 'Renter'), /whatever the cause/)).toBeUndefined();
  });
});

describe('no exit for the user', () => {
  const FRANCHISE = (...clauses: string[]): string =>
    agreement(
      'FRANCHISE AGREEMENT',
      'Copper Kettle Brands Inc., an Ohio corporation (the "Franchisor"),',
      'Mill Pond Eateries LLC, an Ohio limited liability company (the "Franchisee")',
      '1. Grant\n1.1 The Franchisor grants the Franchisee a franchise for one diner for a term of eight (8) years.\n1.2 The Franchisee shall pay a royalty of 6% of gross sales each month.',
      ...clauses,
    );
  const text = FRANCHISE(
    '2. Ending\n2.1 The Franchisor may terminate this Agreement if the Franchisee materially breaches it and fails to cure within thirty (30) days.\n2.2 The Franchisee shall not terminate this Agreement before the end of the term.',
  );

  it('flags a bare bar on the franchisee ending it, at its clause', () => {
    const f = titled(flags(text, 'Franchisee'), /cannot end the contract/);
    expect(f?.severity).toBe('medium');
    expect(f?.location).toBe('Section 2.2 Ending');
  });

  it('is not flagged for the franchisor, nor when the franchisee keeps a way out', () => {
    expect(titled(flags(text, 'Franchisor'), /cannot end the contract/)).toBeUndefined();
    const mutual = FRANCHISE(
      '2. Ending\n2.1 Either party may terminate this Agreement if the other materially breaches it and fails to cure within thirty (30) days.\n2.2 The Franchisee shall not terminate this Agreement for convenience.',
    );
    expect(titled(flags(mutual, 'Franchisee'), /cannot end the contract/)).toBeUndefined();
    const excepted = FRANCHISE(
      '2. Ending\n2.1 The Franchisor may terminate this Agreement on ninety (90) days notice.\n2.2 The Franchisee may not terminate this Agreement except for a material breach by the Franchisor.',
    );
    expect(titled(flags(excepted, 'Franchisee'), /cannot end the contract/)).toBeUndefined();
  });
});
