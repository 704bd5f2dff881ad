import { describe, expect, it } from 'vitest';
import { agreement, flags, titled } from './review-test-kit';

// The concept table's findings, each with a clause that must be flagged for one side and the
// cases it must not flag (the other side, a mutual right, a fair version). Text written for these tests.

const LEASE = (...clauses: string[]): string =>
  agreement(
    'RESIDENTIAL LEASE AGREEMENT',
    'Harlow Estates LLC, an Ohio limited liability company (the "Landlord")',
    'Nadia Quinn (the "Tenant")',
    'The Tenant shall pay rent of $1,200 per month on the first day of each month.',
    ...clauses,
  );

const WORK = (...clauses: string[]): string =>
  agreement(
    'EMPLOYMENT AGREEMENT',
    'Tidewater Bakery LLC (the "Employer")',
    'Omar Reyes (the "Employee")',
    'The Employer shall pay the Employee $21 per hour every two weeks.',
    ...clauses,
  );

const DESIGN = (...clauses: string[]): string =>
  agreement(
    'DESIGN AGREEMENT',
    'Lumen Studio LLC (the "Designer")',
    'Cobalt Cycles Inc. (the "Client")',
    'The Client shall pay the Designer a fee of $9,000 in three monthly instalments.',
    ...clauses,
  );

describe('ending the contract at will', () => {
  const text = LEASE("The Landlord can end this lease at any time on 7 days' notice.");
  it('flags a right to end at will held only by the other side', () => {
    expect(titled(flags(text, 'Tenant'), /can end the contract/)).toBeDefined();
  });
  it('does not flag it for the side that holds the right', () => {
    expect(titled(flags(text, 'Landlord'), /can end the contract/)).toBeUndefined();
  });
  it('does not flag a right both sides hold', () => {
    const both = LEASE("Either party may end this lease at any time on 7 days' notice.");
    expect(titled(flags(both, 'Tenant'), /can end the contract/)).toBeUndefined();
  });
  it('flags short notice "regardless of length of service" for the employee', () => {
    const text2 = WORK(
      "The Employer may end the employment by giving one week's notice, regardless of length of service.",
    );
    expect(titled(flags(text2, 'Employee'), /on only 1 week' notice/)).toBeDefined();
    expect(titled(flags(text2, 'Employer'), /notice/)).toBeUndefined();
  });
  it('does not flag ending for a breach', () => {
    const text2 = WORK(
      "The Employer may end the employment on 7 days' notice if the Employee fails to attend work.",
    );
    expect(titled(flags(text2, 'Employee'), /can end the contract/)).toBeUndefined();
  });
});

describe('deposits and retainers kept in every case', () => {
  it('flags a deposit kept whatever happens, for the payer only', () => {
    const text = LEASE(
      'The Tenant pays a deposit of $1,800, which is non-refundable and will be kept by the Landlord whatever the condition of the flat.',
    );
    expect(titled(flags(text, 'Tenant'), /deposit is kept/)).toBeDefined();
    expect(titled(flags(text, 'Landlord'), /deposit is kept/)).toBeUndefined();
  });
  it('does not flag a deposit returned less itemised repairs', () => {
    const text = LEASE(
      'The Landlord shall return the deposit within 14 days after the lease ends, less the itemised cost of repairing damage.',
    );
    expect(titled(flags(text, 'Tenant'), /deposit/)).toBeUndefined();
  });
  it('flags a retainer kept even when the other side cancels', () => {
    const text = DESIGN(
      'The retainer of $2,000 is non-refundable in all circumstances, including if the Designer cancels.',
    );
    expect(titled(flags(text, 'Client'), /retainer is kept|lose what you paid/)).toBeDefined();
    expect(titled(flags(text, 'Designer'), /retainer|lose what you paid/)).toBeUndefined();
  });
});

describe('entry without notice', () => {
  it('flags entry at any time for the tenant, not the landlord', () => {
    const text = LEASE('The Landlord may enter the premises at any time without notice.');
    expect(titled(flags(text, 'Tenant'), /enter without notice/)).toBeDefined();
    expect(titled(flags(text, 'Landlord'), /enter/)).toBeUndefined();
  });
  it("does not flag entry on 24 hours' notice", () => {
    const text = LEASE("The Landlord may enter the premises at reasonable times on 24 hours' notice.");
    expect(titled(flags(text, 'Tenant'), /enter/)).toBeUndefined();
  });
});

describe('liability excluded even for negligence', () => {
  it('flags a total exclusion including negligence for the other side', () => {
    const text = LEASE(
      "The Landlord accepts no liability for any loss or injury, even where caused by the Landlord's negligence.",
    );
    expect(titled(flags(text, 'Tenant'), /negligence|liability/i)).toBeDefined();
    expect(titled(flags(text, 'Landlord'), /excludes all liability/)).toBeUndefined();
  });
  it('does not flag an exclusion that keeps negligence out of it', () => {
    const text = LEASE(
      "The Landlord is not liable for loss of the Tenant's profits, except loss caused by its negligence.",
    );
    expect(titled(flags(text, 'Tenant'), /even for its own negligence/)).toBeUndefined();
  });
});

describe('pay: deductions and overtime', () => {
  it('flags deductions the employer decides, for the employee', () => {
    const text = WORK(
      "The Employer may deduct from the Employee's wages the cost of any breakages, in amounts the Employer decides.",
    );
    expect(titled(flags(text, 'Employee'), /deduct/)).toBeDefined();
    expect(titled(flags(text, 'Employer'), /deduct/)).toBeUndefined();
  });
  it('flags unpaid extra hours for the worker only', () => {
    const text = WORK(
      'The Employee may be asked to work additional hours, and no extra pay will be given for hours worked beyond 40 in a week.',
    );
    expect(titled(flags(text, 'Employee'), /Extra hours are unpaid/)).toBeDefined();
    expect(titled(flags(text, 'Employer'), /Extra hours/)).toBeUndefined();
  });
  it('does not flag overtime that is paid', () => {
    const text = WORK('Hours worked beyond 40 in a week are paid at one and a half times the hourly rate.');
    expect(titled(flags(text, 'Employee'), /Extra hours/)).toBeUndefined();
  });
});

describe('ownership, acceleration and the forum', () => {
  it('flags the provider keeping the deliverables, for the paying client only', () => {
    const text = DESIGN('The Designer retains all right, title and interest in the designs and files.');
    expect(titled(flags(text, 'Client'), /keeps ownership/)).toBeDefined();
    expect(titled(flags(text, 'Designer'), /ownership/)).toBeUndefined();
  });
  it("flags the client's own material becoming the provider's", () => {
    const text = DESIGN(
      'Any photographs supplied by the Client become the property of the Designer once used in a design.',
    );
    expect(titled(flags(text, 'Client'), /Your own material/)).toBeDefined();
  });
  it('flags all fees falling due when the client ends the contract', () => {
    const text = DESIGN(
      'If the Client ends this Agreement for any reason, all instalments not yet paid become due at once.',
    );
    expect(titled(flags(text, 'Client'), /remaining fees fall due/)).toBeDefined();
    expect(titled(flags(text, 'Designer'), /remaining fees/)).toBeUndefined();
  });
  it('flags an arbitrator appointed by the other side only', () => {
    const text = DESIGN('Any dispute will be decided by one arbitrator appointed by the Designer.');
    expect(titled(flags(text, 'Client'), /appoints the arbitrator/)).toBeDefined();
    expect(titled(flags(text, 'Designer'), /arbitrator/)).toBeUndefined();
  });
  it('does not flag an arbitrator appointed jointly', () => {
    const text = DESIGN('Any dispute will be decided by one arbitrator appointed jointly by the parties.');
    expect(titled(flags(text, 'Client'), /arbitrator/)).toBeUndefined();
  });
});
