import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlantedContract, PlantedIssue, Variant } from './contracts';

// Whole contracts written by hand for this evaluation (./written/*.txt, pasted-text style: numbered
// clauses on single lines), of kinds and wordings the generated scenarios do not have: British
// English, a lease, a promissory note, a supply agreement with take-or-pay, a website build,
// managed IT services with data clauses and an independent-contractor agreement.
// Each lists its planted one-sided clauses (against the user's side) by a part of their text and
// the location the finding must give. The first line of each file ("# parties: A | B") is not
// contract text.

interface Written {
  readonly file: string;
  readonly variant: Variant;
  readonly user: string;
  readonly other: string;
  readonly planted: ReadonlyArray<readonly [id: string, text: string, location: string]>;
}

const WRITTEN: readonly Written[] = [
  {
    file: 'supply-uk.txt',
    variant: 'one-sided',
    user: 'Buyer',
    other: 'Supplier',
    planted: [
      [
        'minimum-purchase',
        'the Buyer shall pay the Supplier for the shortfall',
        'Section 2.2 Minimum Purchase',
      ],
      [
        'defect-window',
        'notify the Supplier of any defect within twenty-four (24) hours',
        'Section 4.1 Delivery and Defects',
      ],
      [
        'cap',
        "The Supplier's total liability under this Agreement shall not exceed £1,000.",
        'Section 5.1 Liability',
      ],
      [
        'exclusive-purchase',
        'the Buyer shall not purchase cartons from any other supplier',
        'Section 5.2 Liability',
      ],
      ['renewal', 'unless either party gives at least twelve (12) months', 'Section 6.1 Term'],
      ['law', 'governed by the laws of England and Wales and the courts of London', 'Section 7.1 Law'],
    ],
  },
  { file: 'supply-uk-balanced.txt', variant: 'balanced', user: 'Buyer', other: 'Supplier', planted: [] },
  {
    file: 'lease.txt',
    variant: 'one-sided',
    user: 'Tenant',
    other: 'Landlord',
    planted: [
      ['amendment', 'The Landlord may increase the rent at any time', 'Section 2.2 Rent'],
      ['deposit', 'which the Landlord may retain in full', 'Section 3.1 Security Deposit'],
      [
        'structural-repair',
        'including the roof, foundations, structural elements',
        'Section 4.1 Repairs and Maintenance',
      ],
      ['cap', 'The Landlord shall not be liable for any damage', "Section 6.1 Landlord's Liability"],
      ['indemnity', 'The Tenant shall indemnify the Landlord', "Section 6.2 Landlord's Liability"],
      [
        'acceleration',
        'all rent for the remainder of the term shall become immediately due',
        'Section 7.1 Default',
      ],
      ['guarantee', 'personally guarantees all obligations of the Tenant', 'Section 8.1 Guarantee'],
    ],
  },
  { file: 'lease-balanced.txt', variant: 'balanced', user: 'Tenant', other: 'Landlord', planted: [] },
  {
    file: 'promissory-note.txt',
    variant: 'one-sided',
    user: 'Borrower',
    other: 'Lender',
    planted: [
      ['late-fee', 'shall incur a late fee of 15% of the instalment', 'Section 2.1 Late Payment'],
      ['default-interest', 'After any default, interest shall accrue at 28%', 'Section 2.2 Late Payment'],
      [
        'acceleration',
        'the Lender may declare the entire unpaid balance immediately due',
        'Section 3.1 Acceleration',
      ],
      ['confession', 'confess judgment against the Borrower', 'Section 4.1 Confession of Judgment'],
      ['guarantee', 'personally and unconditionally guarantees payment', 'Section 5.1 Guarantee'],
      ['jury', 'The Borrower waives presentment', 'Section 6.1 Waivers'],
      ['law', 'This Note is governed by the laws of the State of Nevada', 'Section 7.1 Governing Law'],
    ],
  },
  {
    file: 'services-defects.txt',
    variant: 'one-sided',
    user: 'Client',
    other: 'Contractor',
    planted: [
      [
        'defect-window',
        'The Client must report any defect in the Website in writing within 24 hours',
        'Section 3.1 Acceptance and Defects',
      ],
      [
        'revocable-licence',
        'grants the Client a revocable licence to use it',
        'Section 4.1 Intellectual Property',
      ],
      ['cap', "The Contractor's total liability shall not exceed $500.", 'Section 5.1 Liability'],
      [
        'termination',
        'The Contractor may terminate this Agreement at any time for any reason',
        'Section 6.1 Termination',
      ],
      // The other side's home state's law alone is not planted (decision 0410).
    ],
  },
  {
    file: 'managed-it.txt',
    variant: 'one-sided',
    user: 'Customer',
    other: 'Provider',
    planted: [
      [
        'suspension',
        'The Provider may suspend the Services at any time and without notice',
        'Section 2.2 Fees',
      ],
      [
        'data-licence',
        'The Customer grants the Provider a perpetual, irrevocable, worldwide licence',
        'Section 3.2 Customer Data',
      ],
      ['data-deletion', 'the Provider may immediately delete all Customer Data', 'Section 3.3 Customer Data'],
    ],
  },
  { file: 'managed-it-balanced.txt', variant: 'balanced', user: 'Customer', other: 'Provider', planted: [] },
  {
    file: 'contractor.txt',
    variant: 'one-sided',
    user: 'Contractor',
    other: 'Company',
    planted: [
      [
        'payment-slow',
        'The Company shall pay each approved invoice within ninety (90) days',
        'Section 2.2 Fees and Payment',
      ],
      [
        'ip',
        'including any tools and materials the Contractor owned before this Agreement',
        'Section 3.1 Intellectual Property',
      ],
      [
        'non-compete',
        'the Contractor shall not provide data analytics services to any business anywhere in the United States',
        'Section 4.1 Restrictions',
      ],
      [
        'termination',
        'The Company may terminate this Agreement at any time for any reason without notice.',
        'Section 5.1 Term and Termination',
      ],
      // The other side's home state's law alone is not planted (decision 0410).
    ],
  },
];

export function writtenContracts(): PlantedContract[] {
  return WRITTEN.map((w) => {
    const raw = readFileSync(join(import.meta.dirname, 'written', w.file), 'utf8');
    const text = raw.replace(/^# parties:[^\n]*\n/, '');
    const planted: PlantedIssue[] = w.planted.map(([id, quote, location]) => {
      if (!text.includes(quote)) throw new Error(`${w.file}: planted text not found: ${quote}`);
      return { id, text: quote, location };
    });
    return {
      name: `${w.file.replace(/\.txt$/, '')} (${w.user.toLowerCase()} view, ${w.variant}, written)`,
      variant: w.variant,
      text,
      userParty: w.user,
      otherParty: w.other,
      planted,
    };
  });
}
