// The legal concept of a clause, from the vocabulary of the concept rather than one phrasing:
// each concept is a set of word families, and a clause belongs to the first concept whose families
// all occur in it. The order puts the narrow concepts (a deposit kept, entry to the premises)
// before the broad ones (termination, payment) so a clause gets its most telling label.

export type ConceptId =
  | 'deposit'
  | 'retainer'
  | 'entry'
  | 'relocation'
  | 'repairs'
  | 'improvements'
  | 'training-cost'
  | 'reserved-sales'
  | 'late-charge'
  | 'interest'
  | 'deductions'
  | 'overtime'
  | 'extra-charges'
  | 'extra-work'
  | 'acceleration'
  | 'demand'
  | 'collection-costs'
  | 'repossession'
  | 'card-charge'
  | 'earned-pay'
  | 'defects'
  | 'guarantee'
  | 'penalty'
  | 'arbitration'
  | 'forum'
  | 'governing-law'
  | 'liability'
  | 'indemnity'
  | 'ownership'
  | 'licence'
  | 'non-compete'
  | 'non-solicit'
  | 'substitution'
  | 'likeness'
  | 'duration'
  | 'renewal'
  | 'data'
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
  /\b(?:terminat\w*|end(?:s|ed|ing)? (?:this|the|its|their|your) (?:agreement|contract|lease|tenancy|employment|membership|subscription|hire|rental|booking|engagement|arrangement|licen[cs]e|retainer|plan|service|services|appointment)|end (?:(?:the|this|his|her|their|your) )?(?:[\w']+ )?employment|cancel\w*|dismiss\w*|bring (?:this|the) \w+ to an end)\b/i;
const PERIODIC_MONEY =
  /\b(?:rent|fees?|dues|payments?|instal?ments?|balance|amounts?|sums?|charges?|price|invoices?|subscriptions?)\b/i;

export const CONCEPTS: readonly Concept[] = [
  {
    id: 'deposit',
    label: 'Deposit',
    families: [/\bdeposit\b/i, /\b(?:refund\w*|return\w*|kept|keep|retain\w*|forfeit\w*|deduct\w*)\b/i],
  },
  {
    id: 'retainer',
    label: 'Retainer or advance payment',
    families: [
      /\bretainer\b|\bbooking fee\b|\bnon-refundable\b|\bnot (?:be )?refundable\b|\bno refunds?\b/i,
      /\b(?:refund\w*|non-refundable|kept|keep|forfeit\w*|return\w*)\b/i,
    ],
  },
  {
    id: 'entry',
    label: 'Access to the premises',
    families: [
      /\b(?:enter|entry|inspect\w*)\b|\baccess\b(?<!\b(?:deny|denies|denied|refuse[sd]?|block|blocks|suspend|suspends|restrict|restricts|withdraw|lose|loses) access)/i,
      /\b(?:premises|property|flat|apartment|house|unit|home|building)\b/i,
    ],
  },
  {
    id: 'relocation',
    label: 'Moving you to other premises',
    families: [
      /\b(?:relocat\w*|move (?:[\w']+ ){0,3}(?:to|into) (?:another|a different|other|alternative|new|any other)|transfer (?:[\w']+ ){0,3}to (?:another|a different|alternative|any other))\b/i,
      /\b(?:premises|units?|shops?|stores?|space|offices?|sites?|locations?|property|stall|pitch|desks?|floors?|rooms?|centres?|centers?|branch(?:es)?|bays?|plots?)\b/i,
    ],
  },
  {
    id: 'repairs',
    label: 'Repairs and upkeep',
    families: [
      /\brepair\w*|\breplace\w* (?:the |any )?(?:roof|boiler|wiring|structure)\b/i,
      /\b(?:roof|walls?|structure|structural|foundations?|exterior|boiler|heating|wiring|electrical|plumbing|drains?|pipes|windows|premises|property|building|equipment)\b/i,
    ],
  },
  {
    id: 'improvements',
    label: 'Improvements and alterations',
    families: [
      /\b(?:improvements?|alterations?|fixtures?|fit-?out|additions?)\b/i,
      /\b(?:property of|belong\w*|vests?|become\w*|remov\w*|restor\w*|reinstat\w*|without (?:compensation|payment))\b/i,
    ],
  },
  {
    id: 'training-cost',
    label: 'Paying back training costs',
    families: [
      /\btraining\b|\bcourses?\b|\bqualifications?\b/i,
      /\b(?:repay\w*|re-?imburs\w*|refund\w*|pay back)\b/i,
    ],
  },
  {
    id: 'reserved-sales',
    label: 'Sales the other side keeps for itself',
    families: [
      /\breserves? the right to (?:sell|supply|market|distribute|appoint|deal)\b|\b(?:may|is free to|remains free to) (?:also )?(?:sell|supply|appoint)\b[^.;]{0,80}\b(?:directly|other (?:resellers|distributors|agents|dealers|licensees|franchisees))\b/i,
      /\b(?:territory|customers?|area|region|market)\b/i,
    ],
  },
  {
    id: 'extra-work',
    label: 'Extra work without pay',
    families: [
      /\b(?:at )?no (?:additional|extra|further) (?:charge|cost|fee|payment|pay)\b|\bfree of charge\b|\bwithout (?:any )?(?:additional|extra|further) (?:charge|payment|pay|compensation)\b/i,
      /\b(?:changes?|revisions?|amendments?|additional|extra|further|more) (?:work|services|content|revisions?|changes?|tasks?|duties)\b|\bas many times\b|\bany (?:changes|revisions|amendments)\b/i,
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
    families: [
      /\b(?:deduct\w*|set[- ]off|withh[oe]ld\w*|hold(?:s|ing)? back|holdbacks?|retention)\b/i,
      /\b(?:wages?|salary|pay|payments?|fees?|commissions?|invoices?|earnings|sums due)\b/i,
    ],
  },
  {
    id: 'overtime',
    label: 'Working hours and overtime',
    families: [
      /\b(?:overtime|additional hours|extra hours|hours worked|hours per week|hours beyond|beyond \d+ hours)\b/i,
    ],
  },
  {
    id: 'extra-charges',
    label: 'Charges for extra work or time',
    families: [
      /(?<!\b(?:no|without|free of)(?: any)?(?: additional| extra| further)? )\b(?:charge[sd]?|bill(?:s|ed)?|invoice[sd]?)\b/i,
      /\b(?:beyond|outside|additional|extra|overtime|further|over and above)\b/i,
      /\b(?:work|time|hours?|services?|coverage|revisions?|changes?|scope)\b/i,
    ],
  },
  {
    id: 'acceleration',
    label: 'Money due early on termination',
    families: [
      /\b(?:become|becomes|shall be|is|are|will be)\s+(?:immediately\s+)?(?:due|payable)\b|\bpay,?(?: [^.;,]{1,40},)? (?:all|the whole|the full|the entire|the total|the unpaid|the outstanding|the remaining|every|the balance|the remainder)\b|\bwould (?:otherwise )?have (?:been|become) (?:payable|due)\b/i,
      /\b(?:immediately|at once|forthwith|in full)\b|\bremain(?:der|ing)\b|\brest of the\b|\bwould (?:otherwise )?have (?:been|become) (?:payable|due)\b|\bnot yet (?:paid|due|invoiced)\b|\bwhole of the\b|\bwhether or not\b[^.;]{0,40}\b(?:performed|done|delivered|provided)\b/i,
      PERIODIC_MONEY,
    ],
  },
  {
    id: 'demand',
    label: 'Repayment on demand',
    families: [/\bdemand\w*\b|\bcall in\b/i, /\b(?:repay\w*|outstanding|balance|loan)\b/i],
  },
  {
    id: 'collection-costs',
    label: "Paying the other side's legal costs",
    families: [
      /\b(?:costs?|expenses?|fees) of (?:collection|enforcement|recovery)\b|\bcollection (?:costs?|fees|expenses)\b|\b(?:attorney|attorneys|lawyer|lawyers|solicitor|legal)(?:'s|s'|s)? (?:fees|costs|expenses)\b/i,
      // An indemnity that lists legal fees among the losses is an indemnity.
      /^(?![\s\S]*\b(?:indemnif\w*|hold (?:\w+ )?harmless)\b)/i,
    ],
  },
  {
    id: 'card-charge',
    label: 'Charges taken from your card or account',
    families: [
      /\b(?:charge|debit|take|deduct|collect)\w*\b[^.;]{0,50}\b(?:payment card|credit card|debit card|card on file|bank account|account on file|direct debit|card)\b|\bauthori[sz]\w* (?:the \w+ |us |it )?to (?:charge|debit)\b/i,
    ],
  },
  {
    id: 'earned-pay',
    label: 'Pay you have earned',
    families: [
      /\bno (?:further )?(?:right|entitlement|claim) to (?:any |be paid )?(?:commissions?|fees?|pay(?:ment)?|royalt\w+|bonus\w*|compensation)\b|\b(?:forfeits?|loses?|waives?) (?:all |any )?(?:right to )?(?:unpaid |accrued |earned |outstanding )?(?:commissions?|fees|bonus\w*|royalt\w+)\b|\b(?:commissions?|bonus\w*|royalt\w+) (?:shall|will) not be (?:paid|payable|earned)\b/i,
    ],
  },
  {
    id: 'defects',
    label: 'Fixing defects',
    families: [
      /\bdefects?\b|\bfaults?\b|\bworkmanship\b/i,
      /\b(?:ends?|expires?|ceases?|lasts?|only (?:for|within)|liability period|defects (?:liability )?period|after which|for a period of)\b/i,
    ],
  },
  {
    id: 'repossession',
    label: 'Taking back goods or security',
    families: [
      /\brepossess\w*|\bseiz\w*|\bretake\b|\b(?:take|recover) (?:back )?possession of (?:the |any |all )?(?:goods|equipment|vehicle|security|collateral|car|van)\b|\b(?:sell|auction|dispose of|remove)\b[^.;]{0,30}\b(?:contents|goods|belongings|stored property|stock|equipment|vehicle|items)\b|\boverlock\w*/i,
    ],
  },
  {
    id: 'guarantee',
    label: 'Personal guarantee',
    families: [
      /\bpersonally (?:and \w+ )?guarantee\w*|\bguarantor\b|\bpersonal guarantee\b|\bguarantees? (?:the )?(?:payment|performance|obligations)\b/i,
    ],
  },
  {
    id: 'penalty',
    label: 'Damages fixed in advance',
    families: [
      /\bliquidated damages\b|\bpenalt(?:y|ies)\b[^.;]{0,40}\bbreach\b|\bwithout (?:\w+ ){0,3}(?:needing|having|being required|need) to prove\b/i,
    ],
  },
  {
    id: 'arbitration',
    label: 'Arbitration',
    families: [
      /\barbitrat\w*|\bexpert determination\b|\b(?:an |the |independent |single )?(?:expert|adjudicator|umpire|referee)\b(?=[^.;]{0,120}\b(?:final|binding|decid\w*|determin\w*|chosen|appointed|nominated|selected))/i,
    ],
  },
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
      /\b(?:not|no|limited|exceed|cap\w*|exclude\w*|in no event|releases?|released|discharges?|waives?)\b/i,
    ],
  },
  { id: 'indemnity', label: 'Indemnity', families: [/\bindemnif\w*|\bhold (?:\w+ )?harmless\b/i] },
  {
    id: 'ownership',
    label: 'Who owns the work',
    families: [
      /\b(?:own\w*|property of|right, title|title to|belong\w*|assign\w*|vest\w*|revert\w*|reversion)\b|['’]s (?:sole |exclusive )?property\b/i,
      /\b(?:designs?|deliverables?|work product|works?|images?|photographs?|intellectual property|drafts?|files?|materials?|artwork|inventions?|copyright|apps?|software|source code|code|content|logos?|videos?|recordings?|rights? (?:in|to) (?:the|all|any|its|their|each)|rights? (?:granted|assigned|licensed)|(?:social media|advertising|ad|online|user|customer) accounts?|pages|domain(?: names?)?|websites?|listings?|profiles?|channels?)\b/i,
    ],
  },
  {
    id: 'licence',
    label: 'Licence to use the work',
    families: [
      /\blicen[cs]e(?!e)\w*|\blicen[cs]ing\b|\bportfolio\b|\bmay use (?:the |all |any )?(?:\w+ )?(?:images?|photographs?|photos?|deliverables?|designs?|content|software|app|materials?|videos?|recordings?)\b/i,
    ],
  },
  {
    id: 'non-compete',
    label: 'Restriction on competing',
    families: [
      /\b(?:not|never|neither|nor)\b[^.;]{0,40}\b(?:work (?:for|in)|compete|be employed|engage|provide (?:[\w-]+ ){0,4}services|open|operate|run|promote|endorse|appear in)\b|\bnon-?compet\w*|\b(?:not|never)\b[^.;]{0,60}\bany (?:other |similar |competing |rival )(?:books?|titles?|works?|products?|services?|businesses?|brands?|courses?|apps?)\b/i,
    ],
  },
  {
    id: 'non-solicit',
    label: 'No poaching of staff or customers',
    families: [
      /\bsolicit\w*|\bpoach\w*|\b(?:employ|employs|hire|hires|engage|engages|recruit|recruits)\b[^.;]{0,60}\b(?:staff|employees?|personnel|workers?|team members?|(?:any |a )(?:person|individual)s? (?:who|introduced|assigned|supplied|placed))\b|\b(?:employ|employs|hire|hires|engage|engages|recruit|recruits)\b[^.;]{0,60}\b(?:introduced|supplied|placed|assigned|referred) (?:to \w+ )?by\b/i,
    ],
  },
  {
    id: 'substitution',
    label: 'Who does the work',
    families: [
      /\b(?:in place of|instead of|substitut\w*|replacement)\b/i,
      /\b(?:person(?:s|nel)?|staff|individual|lead|key|associate|subcontractor|team member|crew|named)\b/i,
    ],
  },
  {
    id: 'likeness',
    label: 'Use of your name and image',
    families: [
      /\blikeness\b|\bname,? (?:and |or )?(?:image|voice|photograph)\b|\bpublicity rights?\b|\bright of publicity\b/i,
      /\b(?:use|licen[cs]e|right|grants?|exploit)\b/i,
    ],
  },
  {
    id: 'duration',
    label: 'How long the duties last',
    families: [
      /\b(?:continue|survive|last|remain in (?:force|effect)|appl(?:y|ies))\w*\b/i,
      /\b(?:forever|perpetual(?:ly)?|indefinitely|in perpetuity|for all time|without (?:any )?(?:time )?limit)\b/i,
    ],
  },
  {
    id: 'renewal',
    label: 'Automatic renewal',
    families: [
      /\brenew\w*|\b(?:continues?|extends?|rolls? over)\b[^.;]{0,30}\bautomatically\b|\bautomatically (?:continues?|extends?|rolls? over)\b/i,
    ],
  },
  {
    id: 'data',
    label: 'Your data',
    families: [
      /\b(?:delet|destroy|eras|purg|wip|export|retriev|download|migrat)\w*|\bcop(?:y|ies) of\b/i,
      /\b(?:data|records|content|files|backups?)\b/i,
    ],
  },
  { id: 'resignation', label: 'Notice to resign', families: [/\bresign\w*/i, /\bnotice\b/i] },
  { id: 'termination', label: 'Ending the contract', families: [END] },
  {
    id: 'variation',
    broad: true,
    label: 'Changes to the contract',
    families: [
      /\b(?:change|vary|varies|alter|amend|modify|increase)\w*\b|\b(?:reviewed|adjusted|revised)\b|\b(?:rent|price|fee) review\b/i,
      // What is changed: the terms, the price, the work ('recommend changes' to a procedure is not a change of the contract).
      /\b(?:terms?|agreement|contract|conditions|prices?|rent|fees?|charges?|rates?|percentages?|duties|hours|title|place|services?|scope|polic(?:y|ies)|salary|pay|wages?|manuals?|rules|handbooks?|standards|specifications?)\b/i,
    ],
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
    families: [
      /\b(?:assign|transfer|sub-?let|sub-?licen[cs]e|part with possession|share possession)\w*/i,
      /\b(?:agreement|contract|rights|obligations|lease|tenancy|premises|shop|unit|property|licen[cs]e|business)\b/i,
    ],
  },
  {
    id: 'payment',
    broad: true,
    label: 'Payment',
    families: [/\b(?:pay\w*|fees?|rent|price|invoice\w*|salary|wages?)\b/i],
  },
];
