// The 41 CUAD clause categories (The Atticus Project, CC BY 4.0) are the reference list of what
// users care about in a commercial contract. Names follow cuad-categories.csv.

export const CUAD_CATEGORIES = [
  'Document Name',
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Renewal Term',
  'Notice Period to Terminate Renewal',
  'Governing Law',
  'Most Favored Nation',
  'Non-Compete',
  'Exclusivity',
  'No-Solicit of Customers',
  'Competitive Restriction Exception',
  'No-Solicit of Employees',
  'Non-Disparagement',
  'Termination for Convenience',
  'Rofr/Rofo/Rofn',
  'Change of Control',
  'Anti-Assignment',
  'Revenue/Profit Sharing',
  'Price Restrictions',
  'Minimum Commitment',
  'Volume Restriction',
  'IP Ownership Assignment',
  'Joint IP Ownership',
  'License Grant',
  'Non-Transferable License',
  'Affiliate License-Licensor',
  'Affiliate License-Licensee',
  'Unlimited/All-You-Can-Eat-License',
  'Irrevocable or Perpetual License',
  'Source Code Escrow',
  'Post-Termination Services',
  'Audit Rights',
  'Uncapped Liability',
  'Cap on Liability',
  'Liquidated Damages',
  'Warranty Duration',
  'Insurance',
  'Covenant Not to Sue',
  'Third Party Beneficiary',
] as const;

export type CuadCategory = (typeof CUAD_CATEGORIES)[number];

const BY_KEY = new Map<string, CuadCategory>(CUAD_CATEGORIES.map((c) => [c.toLowerCase(), c]));

/** Canonical category for a name in any capitalisation ("Cap On Liability" -> "Cap on Liability"). */
export function canonicalCategory(name: string): CuadCategory | undefined {
  return BY_KEY.get(name.trim().toLowerCase());
}

/** Categories answered by key-term extraction rather than by clause patterns. */
export const KEY_TERM_CATEGORIES: ReadonlySet<CuadCategory> = new Set<CuadCategory>([
  'Document Name',
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Renewal Term',
  'Notice Period to Terminate Renewal',
  'Governing Law',
]);
