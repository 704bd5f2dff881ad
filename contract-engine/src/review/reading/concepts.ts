import { candidateSentences } from '../text/caseless';
import type { ContractDocument } from '../text/document';
// The legal concept of a clause, from the vocabulary of the concept rather than one phrasing:
// each concept is a set of word families, and a clause belongs to the first concept whose families
// all occur in it. The order puts the narrow concepts (a deposit kept, entry to the premises)
// before the broad ones (termination, payment) so a clause gets its most telling label.

export type ConceptId =
  | 'deposit'
  | 'retainer'
  | 'entry'
  | 'late-charge'
  | 'interest'
  | 'deductions'
  | 'overtime'
  | 'acceleration'
  | 'demand'
  | 'arbitration'
  | 'forum'
  | 'governing-law'
  | 'liability'
  | 'indemnity'
  | 'ownership'
  | 'licence'
  | 'non-compete'
  | 'non-solicit'
  | 'renewal'
  | 'termination'
  | 'resignation'
  | 'variation'
  | 'confidentiality'
  | 'exclusivity'
  | 'warranty'
  | 'assignment'
  | 'payment';

export interface Concept {
  readonly id: ConceptId;
  /** What the explanation calls it ('Ending the contract'). */
  readonly label: string;
  /** Every family must occur in the clause; the first is the concept's head word. */
  readonly families: readonly RegExp[];
  /** A broad concept (payment, changes) labels a clause only when no narrower one fits. */
  readonly broad?: true;
}

const END =
  /\b(?:terminat\w*|end(?:s|ed|ing)? (?:this|the) (?:agreement|contract|lease|tenancy|employment)|end (?:the|this|his|her|their) [\w']+ employment|cancel\w*|dismiss\w*|bring (?:this|the) \w+ to an end)\b/i;
const PERIODIC_MONEY =
  /\b(?:rent|fees?|payments?|instal?ments?|balance|amounts?|sums?|charges?|price|invoices?)\b/i;

export const CONCEPTS: readonly Concept[] = [
  {
    id: 'deposit',
    label: 'Deposit',
    families: [/\bdeposit\b/i, /\b(?:refund\w*|return\w*|kept|keep|retain\w*|forfeit\w*|deduct\w*)\b/i],
  },
  {
    id: 'retainer',
    label: 'Retainer',
    families: [
      /\bretainer\b|\bbooking fee\b|\bnon-refundable\b/i,
      /\b(?:refund\w*|non-refundable|kept|keep|forfeit\w*|return\w*)\b/i,
    ],
  },
  {
    id: 'entry',
    label: 'Access to the premises',
    families: [
      /\b(?:enter|entry|access|inspect\w*)\b/i,
      /\b(?:premises|property|flat|apartment|house|unit|home|building)\b/i,
    ],
  },
  {
    id: 'late-charge',
    label: 'Late payment charge',
    families: [
      /\b(?:late|overdue|unpaid|missed|not (?:paid|received))\b/i,
      /\b(?:fee|charge|penalty|interest)\b/i,
    ],
  },
  {
    id: 'interest',
    label: 'Interest',
    families: [/\binterest\b/i, /\b(?:per (?:year|annum|month)|annual|a year|rate)\b/i],
  },
  {
    id: 'deductions',
    label: 'Deductions from pay',
    families: [/\b(?:deduct\w*|set[- ]off|withh[oe]ld\w*)\b/i, /\b(?:wages?|salary|pay|fees?)\b/i],
  },
  {
    id: 'overtime',
    label: 'Working hours and overtime',
    families: [
      /\b(?:overtime|additional hours|extra hours|hours worked|hours per week|hours beyond|beyond \d+ hours)\b/i,
    ],
  },
  {
    id: 'acceleration',
    label: 'Money due early on termination',
    families: [
      /\b(?:become|becomes|shall be|is|are|will be)\s+(?:immediately\s+)?due\b/i,
      /\b(?:immediately|at once|forthwith|in full)\b|\bremainder\b|\bnot yet paid\b/i,
      PERIODIC_MONEY,
    ],
  },
  {
    id: 'demand',
    label: 'Repayment on demand',
    families: [/\bdemand\w*\b|\bcall in\b/i, /\b(?:repay\w*|outstanding|balance|loan)\b/i],
  },
  { id: 'arbitration', label: 'Arbitration', families: [/\barbitrat\w*/i] },
  {
    id: 'forum',
    label: 'Where disputes are decided',
    families: [
      /\b(?:courts?|venue|forum|jurisdiction|heard|tribunal)\b/i,
      /\b(?:dispute|claim|proceeding|action|suit)s?\b|\bheard\b/i,
    ],
  },
  {
    id: 'governing-law',
    label: 'Governing law',
    families: [/\bgoverned by\b|\blaws? of\b.*\bappl(?:y|ies)\b/i],
  },
  {
    id: 'liability',
    label: 'Limits on liability',
    families: [
      /\b(?:liab\w*|responsible|responsibility)\b/i,
      /\b(?:not|no|limited|exceed|cap\w*|exclude\w*|in no event)\b/i,
    ],
  },
  { id: 'indemnity', label: 'Indemnity', families: [/\bindemnif\w*|\bhold (?:\w+ )?harmless\b/i] },
  {
    id: 'ownership',
    label: 'Who owns the work',
    families: [
      /\b(?:own\w*|property of|right, title|title to|belong\w*|assign\w*|vest\w*)\b/i,
      /\b(?:designs?|deliverables?|work product|works?|images?|photographs?|intellectual property|drafts?|files?|materials?|artwork|inventions?|copyright)\b/i,
    ],
  },
  { id: 'licence', label: 'Licence to use the work', families: [/\blicen[cs]e\w*/i] },
  {
    id: 'non-compete',
    label: 'Restriction on competing',
    families: [
      /\b(?:not|never)\b[^.;]{0,40}\b(?:work for|compete|be employed|engage|provide (?:\w+ )?services|open|operate|run)\b|\bnon-?compet\w*/i,
    ],
  },
  { id: 'non-solicit', label: 'No poaching of staff or customers', families: [/\bsolicit\w*|\bpoach\w*/i] },
  { id: 'renewal', label: 'Automatic renewal', families: [/\brenew\w*/i] },
  { id: 'resignation', label: 'Notice to resign', families: [/\bresign\w*/i, /\bnotice\b/i] },
  { id: 'termination', label: 'Ending the contract', families: [END] },
  {
    id: 'variation',
    broad: true,
    label: 'Changes to the contract',
    families: [/\b(?:change|vary|varies|alter|amend|modify|increase)\w*\b/i],
  },
  { id: 'confidentiality', label: 'Confidentiality', families: [/\bconfidential\w*/i] },
  {
    id: 'exclusivity',
    broad: true,
    label: 'Exclusivity',
    families: [/\bexclusiv\w*/i, /\b(?:only|not|solely)\b/i],
  },
  {
    id: 'warranty',
    broad: true,
    label: 'Promises about quality',
    families: [/\bwarrant\w*|\bguarantee\w*/i],
  },
  {
    id: 'assignment',
    broad: true,
    label: 'Handing the contract to someone else',
    families: [/\b(?:assign|transfer)\w*/i, /\b(?:agreement|contract|rights|obligations)\b/i],
  },
  {
    id: 'payment',
    broad: true,
    label: 'Payment',
    families: [/\b(?:pay\w*|fees?|rent|price|invoice\w*|salary|wages?)\b/i],
  },
];

/** The concept of a clause, or null for a clause no concept describes. */
export function conceptOf(text: string): Concept | null {
  return conceptsOf(text)[0] ?? null;
}

/**
 * Every concept a clause touches, most telling first: a narrow concept before a broad one, and
 * among them the one whose head word comes first, since the main clause leads ('The Photographer
 * may cancel ..., refunding payments other than the retainer' is about ending the contract).
 */
export function conceptsOf(text: string): Concept[] {
  const found: Array<{ c: Concept; at: number; order: number }> = [];
  CONCEPTS.forEach((c, order) => {
    if (!c.families.every((f) => f.test(text))) return;
    const at = c.families[0]?.exec(text)?.index ?? 0;
    found.push({ c, at, order });
  });
  return found
    .sort(
      (a, b) => Number(a.c.broad === true) - Number(b.c.broad === true) || a.at - b.at || a.order - b.order,
    )
    .map((x) => x.c);
}

function telling(text: string, concepts: readonly Concept[]): Concept[] {
  if (concepts.length < 2) return [...concepts];
  const order = new Map(CONCEPTS.map((c, i) => [c, i]));
  return concepts
    .map((c) => ({ c, at: c.families[0]?.exec(text)?.index ?? 0, order: order.get(c) ?? 0 }))
    .sort(
      (a, b) => Number(a.c.broad === true) - Number(b.c.broad === true) || a.at - b.at || a.order - b.order,
    )
    .map((x) => x.c);
}

const byDoc = new WeakMap<ContractDocument, ReadonlyArray<readonly Concept[]>>();

/**
 * Every sentence's concepts, as conceptsOf gives them, from one scan of the whole text per concept
 * head word: a 15,000-word contract has a thousand sentences, most of which no concept's head
 * word occurs in.
 */
export function documentConcepts(doc: ContractDocument): ReadonlyArray<readonly Concept[]> {
  const known = byDoc.get(doc);
  if (known) return known;
  const found: Concept[][] = doc.sentences.map(() => []);
  for (const c of CONCEPTS) {
    const [head, ...rest] = c.families;
    if (!head) continue;
    for (const i of candidateSentences(doc, head)) {
      const text = doc.sentences[i]?.text ?? '';
      if (head.test(text) && rest.every((f) => f.test(text))) found[i]?.push(c);
    }
  }
  const out = found.map((list, i) => telling(doc.sentences[i]?.text ?? '', list));
  byDoc.set(doc, out);
  return out;
}
