import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlantedContract, PlantedIssue, Variant } from './contracts';

// Small-business contracts written for issue 27 before the reading pipeline was changed
// (./fresh/*.txt): parties introduced without quoted defined terms ('hereinafter the Landlord'),
// as heading lines ('Employer: ...') or only in signature blocks; rates with their period; notice
// 'regardless of length of service'. Their first run is reported apart from the older set. Each
// lists the planted one-sided clauses (against the user's side) and the parties' names as the
// review must find them.

interface Fresh {
  readonly file: string;
  readonly variant: Variant;
  readonly user: string;
  readonly other: string;
  /** The parties' names the review must find (any order), never an address. */
  readonly parties: readonly string[];
  readonly planted: ReadonlyArray<readonly [id: string, text: string, location: string]>;
}

const FRESH: readonly Fresh[] = [
  {
    file: 'flat-lease.txt',
    variant: 'one-sided',
    user: 'Tenant',
    other: 'Landlord',
    parties: ['Marlow Lettings Ltd', 'Priya Nair'],
    planted: [
      ['late-fee-monthly', 'a late charge of 6% of the overdue rent for each month', 'Section 2.2 Rent'],
      [
        'deposit-kept',
        'The deposit is non-refundable and will be kept by the Landlord',
        'Section 3.1 Deposit',
      ],
      ['entry', 'may enter the flat at any time without giving notice', 'Section 4.1 Access'],
      [
        'termination',
        "The Landlord can end this agreement at any time by giving the Tenant 7 days' written notice",
        'Section 6.1 Ending the Tenancy',
      ],
      [
        'no-exit',
        'The Tenant may not end this agreement before the twelve months have passed.',
        'Section 6.2 Ending the Tenancy',
      ],
      ['liability-negligence', "even where caused by the Landlord's own negligence", 'Section 7.1 Liability'],
    ],
  },
  {
    file: 'kitchen-employment.txt',
    variant: 'one-sided',
    user: 'Employee',
    other: 'Employer',
    parties: ['Bluefin Catering LLC', 'Marcus Odeh'],
    planted: [
      [
        'overtime',
        'no extra pay or time off will be given for any hours worked beyond 40',
        'Section 2.2 Pay and Hours',
      ],
      ['deductions', "The Employer may deduct from the Employee's wages", 'Section 2.3 Pay and Hours'],
      [
        'change-duties',
        "The Employer may change the Employee's duties, shifts and place of work at any time.",
        'Section 3.1 Duties',
      ],
      [
        'short-notice',
        "by giving one week's notice, regardless of length of service",
        'Section 4.1 Ending Employment',
      ],
      [
        'long-resignation-notice',
        "at least eight weeks' notice of resignation",
        'Section 4.2 Ending Employment',
      ],
      [
        'non-compete',
        'will not work for any restaurant, caterer or food business anywhere in the United States',
        'Section 5.1 Restrictions',
      ],
    ],
  },
  {
    file: 'brand-design.txt',
    variant: 'one-sided',
    user: 'Client',
    other: 'Studio',
    parties: ['Foxglove Creative LLC', 'Ridgeway Coffee Roasters Inc.'],
    planted: [
      [
        'deliverables-owned',
        'Studio retains all right, title and interest in the designs',
        'Section 3.1 Ownership',
      ],
      [
        'client-material',
        'become the property of Studio once incorporated into a deliverable',
        'Section 3.2 Ownership',
      ],
      ['renewal', 'unless Studio chooses not to renew it', 'Section 4.1 Term and Termination'],
      [
        'convenience',
        "Studio may terminate this Agreement for convenience on 15 days' notice.",
        'Section 4.2 Term and Termination',
      ],
      [
        'acceleration',
        'all instalments not yet paid become due and payable at once',
        'Section 4.3 Term and Termination',
      ],
      ['liability-negligence', 'including loss caused by its negligence', 'Section 5.1 Liability'],
      ['arbitrator', 'a single arbitrator appointed by Studio', 'Section 6.1 Disputes'],
    ],
  },
  {
    file: 'family-loan.txt',
    variant: 'one-sided',
    user: 'Borrower',
    other: 'Lender',
    parties: ['Gordon Hale', 'Ana Ruiz'],
    planted: [
      [
        'late-fee-monthly',
        'incurs a late fee of 5% of the missed payment per month',
        'Section 2.1 Late Payment',
      ],
      [
        'demand',
        'The Lender may demand repayment of the whole outstanding balance at any time, for any reason',
        'Section 3.1 Demand',
      ],
      ['forum', 'will be heard in a court chosen by the Lender', 'Section 4.1 Disputes'],
    ],
  },
  {
    file: 'wedding-photo.txt',
    variant: 'one-sided',
    user: 'Client',
    other: 'Photographer',
    parties: ['Silverline Photography', 'Leah and Sam Carter'],
    planted: [
      ['retainer', 'The retainer is non-refundable in all circumstances', 'Section 1.2 Fees and Retainer'],
      ['licence-revocable', 'which the Photographer may withdraw at any time', 'Section 2.1 Images'],
      ['cancel', 'The Photographer may cancel this contract at any time', 'Section 3.1 Cancellation'],
      [
        'one-sided-cap',
        "The Photographer's total liability is limited to the retainer.",
        'Section 4.1 Liability',
      ],
    ],
  },
  {
    file: 'cleaning-balanced.txt',
    variant: 'balanced',
    user: 'Customer',
    other: 'Contractor',
    parties: ['Brightway Cleaning Co.', 'Hollins Dental Practice LLC'],
    planted: [],
  },
];

export interface FreshContract extends PlantedContract {
  readonly parties: readonly string[];
}

export function freshContracts(): FreshContract[] {
  return FRESH.map((w) => {
    const raw = readFileSync(join(import.meta.dirname, 'fresh', w.file), 'utf8');
    const text = raw.replace(/^# parties:[^\n]*\n/, '');
    const planted: PlantedIssue[] = w.planted.map(([id, quote, location]) => {
      if (!text.includes(quote)) throw new Error(`${w.file}: planted text not found: ${quote}`);
      return { id, text: quote, location };
    });
    return {
      name: `${w.file.replace(/\.txt$/, '')} (${w.user.toLowerCase()} view, ${w.variant}, fresh)`,
      variant: w.variant,
      text,
      userParty: w.user,
      otherParty: w.other,
      planted,
      parties: w.parties,
    };
  });
}
