import type { ContractDocument } from './text/document';

// Contract type: the title decides when it names a known kind of agreement; otherwise the body's
// vocabulary votes. The type drives which clauses are expected (missing/checklists.ts).

export const CONTRACT_TYPES = [
  'Non-Disclosure Agreement',
  'Employment Agreement',
  'Consulting Agreement',
  'Services Agreement',
  'Lease Agreement',
  'License Agreement',
  'Distribution Agreement',
  'Supply Agreement',
  'Franchise Agreement',
  'Partnership / Joint Venture Agreement',
  'Loan Agreement',
  'Sale of Goods Agreement',
  'Agency Agreement',
  'Marketing / Sponsorship Agreement',
  'Non-Compete Agreement',
  'General Commercial Agreement',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

interface TypeSignal {
  readonly type: ContractType;
  readonly title: RegExp;
  readonly body: RegExp;
}

// Order matters for titles: the more specific kind first ("non-compete" before "services").
const SIGNALS: readonly TypeSignal[] = [
  {
    type: 'Non-Disclosure Agreement',
    title: /\b(?:non-?disclosure|confidentiality|nda|confidential disclosure|secrecy)\b/i,
    body: /\b(?:confidential information|receiving party|disclosing party)\b/gi,
  },
  {
    type: 'Non-Compete Agreement',
    title: /\bnon[- ]?compet\w*|\bnon[- ]?solicit\w*|\brestrictive covenant/i,
    body: /\bnon[- ]?compet\w*|\bnon[- ]?solicit\w*/gi,
  },
  {
    type: 'Employment Agreement',
    title: /\bemployment\b|\boffer letter\b|\bexecutive agreement\b/i,
    body: /\b(?:employee|employer|salary|employment|vacation|benefits)\b/gi,
  },
  {
    type: 'Consulting Agreement',
    title: /\bconsult\w*|\bindependent contractor\b|\badvisor\w* agreement\b/i,
    body: /\b(?:consultant|contractor|consulting)\b/gi,
  },
  {
    type: 'Franchise Agreement',
    title: /\bfranchis\w*/i,
    body: /\b(?:franchisee|franchisor|franchise fee)\b/gi,
  },
  {
    type: 'Lease Agreement',
    title: /\blease\b|\btenancy\b|\brental agreement\b|\bsublease\b/i,
    body: /\b(?:landlord|tenant|lessor|lessee|premises|rent)\b/gi,
  },
  {
    type: 'Loan Agreement',
    title: /\bloan\b|\bpromissory note\b|\bcredit agreement\b|\bcredit facility\b/i,
    body: /\b(?:borrower|lender|principal amount|interest rate|repay\w*)\b/gi,
  },
  {
    type: 'Partnership / Joint Venture Agreement',
    title:
      /\bjoint venture\b|\bpartnership\b|\bstrategic alliance\b|\bcooperation\b|\bcollaboration\b|\bshareholders\b|\boperating agreement\b/i,
    body: /\b(?:joint venture\w*|partners?hip|partners|collaborat\w*|alliance)\b/gi,
  },
  {
    type: 'Distribution Agreement',
    title: /\bdistribut\w*|\breseller\b|\bdealer\w*/i,
    body: /\b(?:distributor|reseller|dealer|territory|resale)\b/gi,
  },
  {
    type: 'Supply Agreement',
    title: /\bsupply\b|\bmanufactur\w*|\bodm\b|\boem\b|\bpurchase and supply\b/i,
    body: /\b(?:supplier|manufacturer|purchase orders?|forecast\w*|deliver\w*)\b/gi,
  },
  {
    type: 'License Agreement',
    title:
      /\blicen[cs]\w*|\bsoftware\b(?! (?:development|maintenance|support|hosting|services?)\b)|\bsaas\b|\bsubscription\b|\bend user\b/i,
    body: /\b(?:licensee|licensor|licen[cs]ed)\b/gi,
  },
  {
    type: 'Agency Agreement',
    title: /\bagency\b|\bagent\b|\brepresentative\b/i,
    body: /\b(?:agent|principal|commission)\b/gi,
  },
  {
    type: 'Marketing / Sponsorship Agreement',
    title:
      /\bsponsor\w*|\bendorsement\b|\bpromotion\b|\bco-?brand\w*|\bmarketing\b|\badvertising\b|\bcontent\b|\baffiliate\b/i,
    body: /\b(?:sponsor\w*|endorse\w*|promot\w*|co-?brand\w*|advertis\w*)\b/gi,
  },
  {
    type: 'Sale of Goods Agreement',
    title: /\bpurchase\b|\bsale of goods\b|\bsales agreement\b|\bbill of sale\b|\bpurchase order\b/i,
    body: /\b(?:buyer|seller|goods|purchase price)\b/gi,
  },
  {
    type: 'Services Agreement',
    title:
      /\bservices?\b|\bservicing\b|\bhosting\b|\bmaintenance\b|\bsupport\b|\boutsourc\w*|\bstatement of work\b|\bprofessional\b|\bdevelopment\b|\btransportation\b|\bstorage\b/i,
    body: /\b(?:services|service provider|statement of work|deliverables|service levels?)\b/gi,
  },
];

const TITLE_REGION = 600;

export function detectContractType(doc: ContractDocument, documentName: string | null): ContractType {
  const title = documentName ?? doc.text.norm.slice(0, TITLE_REGION);
  for (const signal of SIGNALS) if (signal.title.test(title)) return signal.type;
  // No telling title: vote by vocabulary density. A contract that names itself ('Development
  // Agreement', 'Co-Operation Agreement') is not a non-disclosure agreement however often it says
  // 'Confidential Information': an NDA calls itself one, so only an untitled text is voted one.
  const named = documentName !== null && /\bagreement|\bcontract\b/i.test(documentName);
  let best: ContractType = 'General Commercial Agreement';
  let bestCount = 4;
  for (const signal of SIGNALS) {
    if (named && signal.type === 'Non-Disclosure Agreement') continue;
    const count = (doc.text.norm.match(signal.body) ?? []).length;
    if (count > bestCount) {
      best = signal.type;
      bestCount = count;
    }
  }
  return best;
}

// Legal words, and the plain-English ones small-business contracts use instead ('you must give four
// weeks' notice', 'the employer will pay'): a contract written without 'shall' or 'party' is still one.
const CONTRACT_SIGNAL =
  /\b(?:agreement|contract|part(?:y|ies)|shall|hereby|hereto|hereunder|terms? and conditions|obligations?|whereas|witnesseth|covenants?|terminat\w*|governed by|effective date|in witness whereof|signature|signed|must|agrees?|notice|employer|employee|landlord|tenant|buyer|seller|client|contractor)\b/gi;

/** Whether the text reads like a contract at all; below this the analysis says so instead of guessing. */
export function looksLikeContract(doc: ContractDocument): boolean {
  if (doc.wordCount < 25) return false;
  const signals = (doc.text.norm.match(CONTRACT_SIGNAL) ?? []).length;
  return signals >= 4 && signals / doc.wordCount > 0.005;
}
