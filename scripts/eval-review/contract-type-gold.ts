import type { ContractType } from '../../contract-engine/src/review/contract-type';

// The contract type CUAD gives each contract: its file name ends with the kind of agreement it was
// filed as ('..._Development Agreement', '...-JOINT VENTURE AGREEMENT'), one of 25 kinds. Each maps
// to the engine's nearest type; the first match wins, so the specific kinds come first.

const KINDS: ReadonlyArray<readonly [RegExp, ContractType]> = [
  [/non-?compete|non-?solicit/i, 'Non-Compete Agreement'],
  [/joint venture|strategic alliance|collaboration/i, 'Partnership / Joint Venture Agreement'],
  [/franchis/i, 'Franchise Agreement'],
  [/distribut|reseller/i, 'Distribution Agreement'],
  [/supply|manufactur/i, 'Supply Agreement'],
  [/sponsor|endorse|promotion|co-?brand|marketing|affiliate/i, 'Marketing / Sponsorship Agreement'],
  [/agency/i, 'Agency Agreement'],
  [/consult/i, 'Consulting Agreement'],
  [/licen[cs]e|\bip\b|intellectual property/i, 'License Agreement'],
  [/hosting|maintenance|outsourc|service|development|transportation|storage/i, 'Services Agreement'],
];

/** The type a CUAD contract's file name gives it, or null when it names none of the kinds. */
export function cuadContractType(title: string): ContractType | null {
  const kind = title.includes('_')
    ? title.slice(title.lastIndexOf('_') + 1)
    : (/-EX-[^-]*-(.*)$/i.exec(title)?.[1] ?? title);
  for (const [pattern, type] of KINDS) if (pattern.test(kind)) return type;
  return null;
}
