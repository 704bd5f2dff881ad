import { beforeAll, describe, expect, it } from 'vitest';
import { agreement, flags, titled, websiteBuild } from './review-test-kit';

// The small-business rows of the concept table (concept-judgments-trade.ts) and the readings they
// rest on: each with clauses that must be flagged for the burdened side and a must-not list (the
// other side, a consent or a cap, a fair version). Every sentence is written for these tests.

const SHOP = (...clauses: string[]): string =>
  agreement(
    'COMMERCIAL LEASE',
    'Granary Wharf Estates Ltd (the "Landlord")',
    'Fig & Thistle Bakery Ltd (the "Tenant")',
    'The rent is £1,400 per month, payable in advance.',
    ...clauses,
  );

const LOAN = (...clauses: string[]): string =>
  agreement(
    'LOAN AGREEMENT',
    'Marta Ilic (the "Lender")',
    'Devon Price (the "Borrower")',
    'The Borrower shall repay the loan of $8,000 in twenty (20) monthly payments of $430.',
    ...clauses,
  );

const JOB = (...clauses: string[]): string =>
  agreement(
    'EMPLOYMENT AGREEMENT',
    'Saltmarsh Dairy LLC (the "Employer")',
    'Ines Okoro (the "Employee")',
    'The Employer shall pay the Employee $24 per hour every two weeks.',
    ...clauses,
  );

const BOOKING = (...clauses: string[]): string =>
  agreement(
    'BAND BOOKING AGREEMENT',
    'Copperline Quartet LLC (the "Provider")',
    'Willow Barn Weddings LLC (the "Client")',
    'The Client shall pay the Provider a fee of $3,000 for the performance.',
    ...clauses,
  );

const BUILD = websiteBuild;

const SECRET = (...clauses: string[]): string =>
  agreement(
    'NON-DISCLOSURE AGREEMENT',
    'Orbit Seeds Inc. (the "Discloser")',
    'Fenwick Growers LLC (the "Recipient")',
    'The Discloser will show the Recipient its crop trial results so the Recipient can decide whether to invest.',
    ...clauses,
  );

// The first review loads the clause models; under a loaded machine that alone can take seconds.
beforeAll(() => {
  flags(SHOP(), 'Tenant');
}, 60_000);

const has = (text: string, party: string, re: RegExp): boolean =>
  titled(flags(text, party), re) !== undefined;

describe('being moved to other premises', () => {
  const moved = /make you move/;
  it.each([
    "The Landlord may relocate the Tenant to any other unit in the building on 14 days' notice.",
    'The Landlord may at its discretion require the Tenant to move into a different shop in the centre.',
  ])('flags for the tenant: %s', (clause) => {
    expect(has(SHOP(clause), 'Tenant', moved)).toBe(true);
    expect(has(SHOP(clause), 'Landlord', moved)).toBe(false);
  });
  it.each([
    "The Landlord may relocate the Tenant to another unit only with the Tenant's written consent.",
    'The Tenant may move to another unit in the centre if one becomes free.',
  ])('does not flag: %s', (clause) => {
    expect(has(SHOP(clause), 'Tenant', moved)).toBe(false);
  });
});

describe('a transfer barred outright', () => {
  const barred = /never transfer or sublet/;
  it('flags a tenant that may never assign or sublet', () => {
    expect(
      has(SHOP('The Tenant shall not sublet or assign any part of the premises.'), 'Tenant', barred),
    ).toBe(true);
  });
  it.each([
    "The Tenant shall not assign this lease without the Landlord's prior written consent, not to be unreasonably withheld.",
    'Neither party may assign this lease.',
    'The Tenant shall not sublet the premises except to a company in its group.',
  ])('does not flag: %s', (clause) => {
    expect(has(SHOP(clause), 'Tenant', barred)).toBe(false);
  });
});

describe("paying the other side's legal costs", () => {
  const costs = /legal and collection costs/;
  it('flags a borrower who pays the lender’s lawyers and collection costs', () => {
    const text = LOAN("The Borrower shall pay the Lender's legal fees and any costs of collection.");
    expect(has(text, 'Borrower', costs)).toBe(true);
    expect(has(text, 'Lender', costs)).toBe(false);
  });
  it.each([
    'In any dispute the prevailing party may recover its reasonable legal fees.',
    'Each party shall bear its own legal costs.',
  ])('does not flag: %s', (clause) => {
    expect(has(LOAN(clause), 'Borrower', costs)).toBe(false);
  });
});

describe('goods taken back without warning', () => {
  const seized = /take the goods without warning/;
  it.each([
    'The Lender may repossess the van at any time after a missed payment.',
    'The Borrower pledges his tractor to the Lender, which the Lender may seize without notice on any default.',
  ])('flags for the borrower: %s', (clause) => {
    expect(has(LOAN(clause), 'Borrower', seized)).toBe(true);
    expect(has(LOAN(clause), 'Lender', seized)).toBe(false);
  });
  it('does not flag a repossession after notice and a chance to pay', () => {
    const text = LOAN(
      'If a payment is 30 days overdue and remains unpaid 14 days after written notice, the Lender may repossess the van.',
    );
    expect(has(text, 'Borrower', seized)).toBe(false);
  });
});

describe('someone else sent to do the work', () => {
  const sent = /send someone else/;
  it('flags a provider that may send any substitute it likes', () => {
    const text = BOOKING(
      'The Provider may send any substitute musician of its choosing in place of the named lead singer.',
    );
    expect(has(text, 'Client', sent)).toBe(true);
  });
  it('does not flag a substitute the client approves', () => {
    const text = BOOKING(
      "The Provider may send a substitute in place of the named lead singer only with the Client's prior approval.",
    );
    expect(has(text, 'Client', sent)).toBe(false);
  });
});

describe('extra charges nobody approved', () => {
  it.each([
    [
      'The Developer may charge for any extra work it deems necessary at its standard rates.',
      /charge extra without your approval/,
    ],
    [
      "The Developer may invoice additional hours without the Client's approval.",
      /charge extra without your approval/,
    ],
    [
      'Performance time beyond midnight is charged automatically at $400 per hour or part of an hour.',
      /charged automatically/,
    ],
  ])('flags for the payer: %s', (clause, re) => {
    const text = clause.startsWith('Performance') ? BOOKING(clause) : BUILD(clause);
    expect(has(text, 'Client', re)).toBe(true);
  });
  it.each([
    'Additional work is charged at $90 per hour only if the Client approves a written quote first.',
    'The Developer will make up to three rounds of changes at no additional charge.',
    'Extra revisions are charged at $60 per hour.',
  ])('does not flag: %s', (clause) => {
    expect(has(BUILD(clause), 'Client', /charge extra|charged automatically/)).toBe(false);
  });
});

describe('a late charge that runs per day', () => {
  const daily = /for every day/;
  it('flags a fixed sum charged for each day late, for the payer', () => {
    const text = SHOP(
      'Rent paid after the 5th of the month incurs a late fee of £25 for each day it remains unpaid.',
    );
    expect(has(text, 'Tenant', daily)).toBe(true);
  });
  it.each([
    'Rent paid after the 5th of the month incurs a one-off late fee of £25.',
    'Rent paid late incurs a late fee of £5 per day, up to a maximum of £50.',
  ])('does not flag: %s', (clause) => {
    expect(has(SHOP(clause), 'Tenant', daily)).toBe(false);
  });
});

describe('short notice for a worker, even when both sides have it', () => {
  const short = /can be ended on/;
  it('flags a mutual one-week notice for the employee, not for the employer', () => {
    const text = JOB(
      "Either party may end the employment on five (5) days' notice, regardless of length of service.",
    );
    expect(has(text, 'Employee', short)).toBe(true);
    expect(has(text, 'Employer', short)).toBe(false);
  });
  it("does not flag a mutual month's notice", () => {
    expect(
      has(JOB("Either party may end the employment on one (1) month's notice."), 'Employee', short),
    ).toBe(false);
  });
});

describe('the full price for a cancellation made well ahead', () => {
  const full = /full price even if you cancel well ahead/;
  it('flags the full fee for cancelling up to 90 days before', () => {
    const text = BOOKING(
      'If the Client cancels less than ninety (90) days before the wedding, the entire fee is payable.',
    );
    expect(has(text, 'Client', full)).toBe(true);
  });
  it.each([
    'If the Client cancels less than fourteen (14) days before the wedding, the entire fee is payable.',
    'If the Client cancels less than ninety (90) days before the wedding, half the fee is payable.',
  ])('does not flag: %s', (clause) => {
    expect(has(BOOKING(clause), 'Client', full)).toBe(false);
  });
});

describe('confidentiality without its usual limits', () => {
  it('flags a definition that takes in public information, for the recipient', () => {
    const text = SECRET(
      '"Confidential Information" means everything provided by the Discloser, even if it is already in the public domain.',
    );
    expect(has(text, 'Recipient', /Even public information/)).toBe(true);
    expect(has(text, 'Discloser', /Even public information/)).toBe(false);
  });
  it('does not flag a definition that excludes public information', () => {
    const text = SECRET(
      '"Confidential Information" means information provided by the Discloser, but does not include information that is public.',
    );
    expect(has(text, 'Recipient', /Even public information/)).toBe(false);
  });
  it('flags duties that last forever for the recipient, not ones tied to trade secrets or mutual ones', () => {
    expect(
      has(
        SECRET("The Recipient's duties of confidence remain in force indefinitely."),
        'Recipient',
        /never end/,
      ),
    ).toBe(true);
    expect(
      has(
        SECRET(
          "The Recipient's duties continue indefinitely for trade secrets and for three years for other information.",
        ),
        'Recipient',
        /never end/,
      ),
    ).toBe(false);
    expect(has(SECRET("Each party's obligations continue indefinitely."), 'Recipient', /never end/)).toBe(
      false,
    );
  });
});

describe('a name and image given away for good', () => {
  const DEAL = (clause: string): string =>
    agreement(
      'SPONSORSHIP AGREEMENT',
      'Tern Outdoor Gear Inc. (the "Sponsor")',
      'Kai Moreno (the "Athlete")',
      'The Sponsor shall pay the Athlete $5,000 for four posts.',
      clause,
    );
  it('flags a perpetual right to the athlete’s likeness in advertising', () => {
    const text = DEAL(
      "The Athlete grants the Sponsor an irrevocable right to use the Athlete's name and likeness in any media, including advertising.",
    );
    expect(has(text, 'Athlete', /name and image forever/)).toBe(true);
    expect(has(text, 'Sponsor', /name and image forever/)).toBe(false);
  });
  it('does not flag a likeness licence limited in time', () => {
    const text = DEAL(
      "The Athlete grants the Sponsor the right to use the Athlete's name and likeness in the four posts for six months.",
    );
    expect(has(text, 'Athlete', /name and image forever/)).toBe(false);
  });
});

describe('paid-for work the payer may hardly use', () => {
  const PHOTOS = (clause: string): string =>
    agreement(
      'PHOTOGRAPHY AGREEMENT',
      'Northlight Photo LLC (the "Photographer")',
      'Harbour Dental PC (the "Client")',
      'The Client shall pay the Photographer $1,800 for the team portraits.',
      clause,
    );
  it('flags use limited to private purposes for the client that pays', () => {
    const text = PHOTOS(
      'The Client may use the photographs only for internal purposes and may not use them in advertising.',
    );
    expect(has(text, 'Client', /hardly use what you pay for/)).toBe(true);
  });
  it('does not flag a use for any business purpose', () => {
    const text = PHOTOS(
      'The Client may use the photographs for any business purpose, including advertising.',
    );
    expect(has(text, 'Client', /hardly use what you pay for/)).toBe(false);
  });
});

describe('a rent or price set by the other side alone', () => {
  it('flags a review to whatever the landlord decides', () => {
    const text = SHOP('Every two years the rent shall be adjusted to such rent as the Landlord decides.');
    expect(has(text, 'Tenant', /sets the new rent or price alone/)).toBe(true);
    expect(has(text, 'Landlord', /sets the new rent or price alone/)).toBe(false);
  });
  it('does not flag an agreed or indexed review', () => {
    const text = SHOP(
      'Every two years the rent shall be reviewed in line with the consumer price index, as agreed by both parties.',
    );
    expect(has(text, 'Tenant', /sets the new rent or price alone/)).toBe(false);
  });
});
