// Role words: the words contracts use for a party's part in the deal ('the Landlord', 'Client').
// One list for the party finder, the side chooser and the explanations, so a new role is added once.
// Kept with the other recognisers under review/reading so they can move to a shared language layer.

/** Role words, longest first so 'Service Provider' wins over 'Provider'. */
export const ROLE_WORDS: readonly string[] = [
  'Service Provider',
  'Disclosing Party',
  'Receiving Party',
  'Landlord',
  'Tenant',
  'Lessor',
  'Lessee',
  'Client',
  'Customer',
  'Provider',
  'Supplier',
  'Vendor',
  'Buyer',
  'Purchaser',
  'Seller',
  'Contractor',
  'Consultant',
  'Employer',
  'Employee',
  'Lender',
  'Borrower',
  'Licensor',
  'Licensee',
  'Franchisor',
  'Franchisee',
  'Photographer',
  'Studio',
  'Agency',
  'Designer',
  'Developer',
  'Influencer',
  'Brand',
  'Distributor',
  'Manufacturer',
  'Recipient',
  'Discloser',
  'Company',
  'Owner',
  'Artist',
  'Venue',
  'Builder',
  'Hirer',
  'Member',
  'Club',
  'Operator',
  'Occupant',
  'Parent',
  'Guarantor',
];

const ROLE_SET: ReadonlySet<string> = new Set(ROLE_WORDS.map((r) => r.toLowerCase()));

/** Whether a word is a role word ('tenant', 'the Landlord'). */
export function isRoleWord(word: string): boolean {
  return ROLE_SET.has(
    word
      .trim()
      .replace(/^the\s+/i, '')
      .toLowerCase(),
  );
}

/** Words that name the same side of a deal; a user asking for 'tenant' means the 'Lessee'. */
const SAME_SIDE: readonly (readonly string[])[] = [
  ['tenant', 'lessee', 'renter'],
  ['landlord', 'lessor'],
  ['client', 'customer', 'buyer', 'purchaser'],
  ['provider', 'service provider', 'supplier', 'vendor', 'seller', 'contractor', 'consultant'],
  ['employee', 'worker'],
  ['lender', 'creditor'],
  ['borrower', 'debtor'],
  ['recipient', 'receiving party'],
  ['discloser', 'disclosing party'],
];

/** The role words that mean the same side as `word` (itself included). */
export function sameSide(word: string): readonly string[] {
  const w = word
    .trim()
    .replace(/^the\s+/i, '')
    .toLowerCase();
  return SAME_SIDE.find((group) => group.includes(w)) ?? [w];
}

/** The source of a pattern matching any role word as a capitalised defined term. */
export const ROLE_SOURCE = `(?:${ROLE_WORDS.join('|')})`;
