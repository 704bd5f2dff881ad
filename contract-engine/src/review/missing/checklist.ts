import type { ClauseImportance, KeyTermsDetail } from '@shared-schema';
import type { CuadCategory } from '../clauses/categories';
import type { ContractType } from '../contract-type';
import type { ModelClauseKey } from './model-clauses';

// Clauses each contract type should have. A clause counts as present when any loose "mention"
// pattern matches anywhere: saying a clause is missing when it is there is the costliest error,
// so presence is checked generously (recall first), unlike clause detection.

export interface ChecklistItem {
  readonly clauseType: string;
  readonly importance: ClauseImportance;
  readonly description: string;
  readonly suggestedText: string;
  readonly model: ModelClauseKey;
  /** Contract types the item applies to; 'commercial' = every type except the personal ones. */
  readonly appliesTo: 'all' | 'commercial' | readonly ContractType[];
  /** Case-insensitive, no g flag: tested once against the whole normalised text. */
  readonly mention: RegExp;
  /**
   * The CUAD category with the same meaning: the clause is not missing when the review detected it
   * (find-missing.ts), and false alarms are measured against it.
   */
  readonly cuadCategory?: CuadCategory;
  /** Key terms whose extracted value shows the clause is there (a governing law, an expiry date). */
  readonly keyTerms?: ReadonlyArray<keyof KeyTermsDetail>;
  /** ContractNLI hypotheses whose entailment means the clause is there (NDA false-alarm check). */
  readonly ndaHypotheses?: readonly string[];
}

export const PERSONAL_TYPES: readonly ContractType[] = [
  'Employment Agreement',
  'Non-Disclosure Agreement',
  'Non-Compete Agreement',
  'Loan Agreement',
  'Lease Agreement',
];

const SERVICE_LIKE: readonly ContractType[] = [
  'Services Agreement',
  'Consulting Agreement',
  'License Agreement',
  'Supply Agreement',
  'Distribution Agreement',
];

export const CHECKLIST: readonly ChecklistItem[] = [
  {
    clauseType: 'Governing Law',
    importance: 'important',
    description:
      'No clause says which law governs the contract, so a dispute may start with an argument about jurisdiction.',
    suggestedText: 'Add a governing-law clause naming one jurisdiction.',
    model: 'governingLaw',
    appliesTo: 'all',
    mention:
      /\bgoverning law\b|\bgoverned by\b|\blaws? of (?:the )?(?:state|commonwealth|province|republic|kingdom|england|new york|delaware|california)|\bconstrued (?:and enforced )?(?:in accordance with|under)\b|\bapplicable law\b[^.]{0,40}\bshall be\b|\bcontracted with reference to the laws\b|\bjurisdiction of the courts\b/i,
    cuadCategory: 'Governing Law',
    keyTerms: ['governingLaw'],
  },
  {
    clauseType: 'Termination',
    importance: 'critical',
    description:
      'The contract does not say how or when it can be ended, which can leave the parties bound indefinitely or argue about exit rights.',
    suggestedText:
      'Add termination rights for breach (with a cure period), insolvency and, if appropriate, convenience.',
    model: 'termination',
    appliesTo: 'all',
    keyTerms: ['terminationNoticePeriod', 'expirationDate', 'duration'],
    // A stated duration says when the contract ends too ("remains in effect for two (2) years"), and
    // a loan ends when it is repaid ("repay the loan in twenty-four (24) monthly instalments").
    mention:
      /\bterminat\w*|\bcancel\w*|\bexpir\w*|\brescind\w*|\bend (?:of )?(?:this|the) (?:agreement|term)\b|\b(?:remains?|continues?|stays?|be) in (?:full )?(?:force|effect)\b[^.;]{0,80}\b(?:for|until|through)\b|\b(?:continues?|lasts?|runs?) for (?:a (?:period|term) of )?[\w() -]{0,24}?\b(?:years?|months?|weeks?|days?)\b|\bfor a (?:term|period) of\b|\bmaturity date\b|\brepa(?:y|id)\b[^.;]{0,60}\binstal(?:l)?ments?\b/i,
  },
  {
    clauseType: 'Limitation of Liability',
    importance: 'critical',
    description: 'Nothing limits the amount either party can be liable for or excludes indirect losses.',
    suggestedText: 'Add a mutual cap on liability and an exclusion of indirect and consequential losses.',
    model: 'limitationOfLiability',
    appliesTo: 'commercial',
    mention:
      /\bliab\w*\b[^.;]{0,160}\b(?:exceed|limited|limit|cap)\w*|\b(?:liable|responsible|liability)\b[^.;]{0,160}\b(?:indirect|consequential|incidental|special|punitive)\b|\bin no (?:event|case|way)\b[^.;]{0,200}\bliab\w*|\b(?:not|no) (?:be )?(?:liable|responsible) for\b[^.;]{0,200}\b(?:consequential|incidental|indirect|special|punitive|lost profits|loss of)\b|\blimitation (?:of|on) liability\b|\b(?:consequential|incidental|indirect|special|punitive) damages\b|\b(?:aggregate|total|maximum) liability\b/i,
    cuadCategory: 'Cap on Liability',
  },
  {
    clauseType: 'Assignment',
    importance: 'important',
    description: 'The contract does not control whether either party can transfer it to someone else.',
    suggestedText: 'Require consent before assignment, with a carve-out for a sale of the business.',
    model: 'assignment',
    appliesTo: 'commercial',
    mention:
      /\bassign\w*|\bsuccessors and (?:permitted )?assigns\b|\b(?:rights|obligations)\b[^.;]{0,120}\btransfer\w*|\btransfer\w*\b[^.;]{0,80}\b(?:this agreement|rights|obligations)\b|\bdelegat\w*/i,
    cuadCategory: 'Anti-Assignment',
  },
  {
    clauseType: 'Dispute Resolution',
    importance: 'important',
    description: 'There is no process or forum for resolving disputes.',
    suggestedText: 'Add escalation, then a chosen court or arbitration.',
    model: 'disputeResolution',
    appliesTo: 'all',
    mention:
      /\bdisputes?\b|\barbitrat\w*|\bmediat\w*|\bjurisdiction\b|\bvenue\b|\bcourts? (?:of|in|located)\b|\blitigation\b/i,
  },
  {
    clauseType: 'Confidentiality',
    importance: 'important',
    description: 'Business information exchanged under the contract is not protected.',
    suggestedText: 'Add a mutual confidentiality clause with the usual exclusions and a duration.',
    model: 'confidentiality',
    appliesTo: [
      'Services Agreement',
      'Consulting Agreement',
      'Employment Agreement',
      'License Agreement',
      'Supply Agreement',
      'Distribution Agreement',
      'Franchise Agreement',
      'Partnership / Joint Venture Agreement',
      'Agency Agreement',
    ],
    mention: /\bconfidential\w*|\bnon-?disclosure\b|\bproprietary information\b|\btrade secrets?\b/i,
  },
  {
    clauseType: 'Indemnification',
    importance: 'important',
    description:
      "No party promises to cover the other's losses from third-party claims caused by its breach or negligence.",
    suggestedText: 'Add mutual, fault-based indemnities with a notice-and-defence procedure.',
    model: 'indemnification',
    appliesTo: SERVICE_LIKE,
    mention: /\bindemnif\w*|\bhold (?:\w+ )?harmless\b|\bindemnit\w*/i,
  },
  {
    clauseType: 'Payment Terms',
    importance: 'critical',
    description: 'The contract does not say what is paid, when, or how.',
    suggestedText: 'State the amounts, invoicing, due dates and late-payment consequences.',
    model: 'paymentTerms',
    keyTerms: ['paymentTerms'],
    appliesTo: [
      'Services Agreement',
      'Consulting Agreement',
      'License Agreement',
      'Supply Agreement',
      'Sale of Goods Agreement',
      'Distribution Agreement',
      'Agency Agreement',
      'Franchise Agreement',
      'Marketing / Sponsorship Agreement',
    ],
    mention:
      /\bpay\w*|\bfees?\b|\bprice\w*|\bcompensat\w*|\binvoice\w*|\broyalt\w*|\bconsideration\b|\bcommission\w*|\bremunerat\w*|\$ ?\d/i,
  },
  {
    clauseType: 'Term and Duration',
    importance: 'important',
    description: 'The contract does not say when it starts and how long it lasts.',
    suggestedText: 'State the start date, the initial term and how renewal works.',
    model: 'term',
    appliesTo: 'commercial',
    mention:
      /\bterm\b|\bexpir\w*|\buntil (?:terminated|the)\b|\bcontinue in (?:full )?(?:force|effect)\b|\bperiod of\b|\bduration\b|\bperpetu\w*|\bindefinite\w*|\bremain in (?:full )?(?:force|effect)\b/i,
    cuadCategory: 'Expiration Date',
    keyTerms: ['expirationDate', 'duration', 'renewalTerm', 'effectiveDate'],
  },
  {
    clauseType: 'Intellectual Property Ownership',
    importance: 'important',
    description: 'Who owns the work product and pre-existing IP is not addressed.',
    suggestedText: 'State who owns deliverables and that each party keeps its pre-existing IP.',
    model: 'intellectualProperty',
    appliesTo: ['Services Agreement', 'Consulting Agreement', 'Employment Agreement'],
    mention:
      /\bintellectual property\b|\bwork product\b|\binventions?\b|\bworks? made for hire\b|\bcopyright\w*|\bownership\b|\bproprietary rights\b|\bpatents?\b|\bproperty of\b/i,
    cuadCategory: 'IP Ownership Assignment',
  },
  {
    clauseType: 'Force Majeure',
    importance: 'other',
    description: "There is no relief when events beyond a party's control prevent performance.",
    suggestedText: 'Add a force majeure clause with notice and a long-stop termination right.',
    model: 'forceMajeure',
    appliesTo: 'commercial',
    mention:
      /\bforce majeure\b|\bbeyond (?:the|its|their|a party's) (?:reasonable )?control\b|\bacts? of god\b/i,
  },
  {
    clauseType: 'Notices',
    importance: 'other',
    description: 'The contract does not say how formal notices must be given.',
    suggestedText: 'Add a notices clause with addresses and deemed-delivery rules.',
    model: 'notices',
    appliesTo: 'all',
    mention:
      /\bnotices?\b[^.;]{0,120}\b(?:in writing|written|delivered|addressed|sent)\b|\bwritten notice\b|\bnotice (?:shall|must|will) be\b|\bnotices\b/i,
  },
  {
    clauseType: 'Entire Agreement',
    importance: 'other',
    description:
      'Without it, earlier e-mails, proposals or side promises may be argued to form part of the deal.',
    suggestedText: 'Add an entire-agreement clause with a written-amendment requirement.',
    model: 'entireAgreement',
    appliesTo: 'all',
    mention:
      /\bentire (?:agreement|understanding)\b|\bsupersedes?\b|\bwhole agreement\b|\bcomplete (?:agreement|understanding)\b|\bintegrat(?:ion|ed) (?:clause|agreement)\b/i,
  },
  {
    clauseType: 'Warranties',
    importance: 'important',
    description: 'No promises are made about the quality of the goods, services or deliverables.',
    suggestedText: 'Add performance and conformity warranties with a warranty period.',
    model: 'warranties',
    appliesTo: [
      'Services Agreement',
      'Consulting Agreement',
      'Supply Agreement',
      'Sale of Goods Agreement',
      'License Agreement',
    ],
    mention: /\bwarrant\w*|\brepresents?\b|\bguarantee\w*/i,
  },
  {
    clauseType: 'Insurance',
    importance: 'other',
    description:
      'The provider is not required to carry insurance that would pay for the losses it may cause.',
    suggestedText: 'Require liability insurance with minimum limits and certificates on request.',
    model: 'insurance',
    appliesTo: ['Services Agreement', 'Supply Agreement', 'Lease Agreement', 'Franchise Agreement'],
    mention: /\binsur\w*/i,
    cuadCategory: 'Insurance',
  },
  {
    clauseType: 'Audit Rights',
    importance: 'other',
    description:
      "Payments depend on the other party's figures (royalties, revenue share, commissions), but there is no right to check them.",
    suggestedText: 'Add a right to audit the books that determine the payments.',
    model: 'auditRights',
    appliesTo: [
      'License Agreement',
      'Franchise Agreement',
      'Distribution Agreement',
      'Agency Agreement',
      'Partnership / Joint Venture Agreement',
    ],
    mention:
      /\baudit\w*|\binspect\w*|\bbooks\b|\brecords\b|\b(?:review|discuss)\w*\b[^.;]{0,80}\bactivities\b|\breports?\b[^.;]{0,60}\b(?:sales|royalt\w*|revenue|activities)\b|\bexamin\w*[^.;]{0,60}\baccounts\b/i,
    cuadCategory: 'Audit Rights',
  },
  {
    clauseType: 'Exclusions from Confidential Information',
    importance: 'critical',
    description:
      'The NDA does not exclude public, already-known or independently developed information, so almost anything could be treated as confidential.',
    suggestedText: 'Add the standard exclusions.',
    model: 'ndaExclusions',
    ndaHypotheses: ['nda-12', 'nda-13'],
    appliesTo: ['Non-Disclosure Agreement'],
    mention:
      /\bpublic(?:ly)? (?:available|known|domain)\b|\bgenerally available\b|\bindependently developed\b|\balready (?:known|in (?:the )?possession)\b|\bdoes not include\b|\bshall not include\b/i,
  },
  {
    clauseType: 'Return or Destruction of Information',
    importance: 'important',
    description: 'The NDA does not require confidential material to be returned or destroyed.',
    suggestedText: 'Add a return-or-destroy obligation with certification.',
    model: 'ndaReturn',
    ndaHypotheses: ['nda-16'],
    appliesTo: ['Non-Disclosure Agreement'],
    mention:
      /\breturn\w*\b[^.;]{0,200}\b(?:confidential|information|materials|documents|copies)\b|\bdestr(?:oy|uction)\w*|\b(?:surrender\w*|deliver\w*)\b[^.;]{0,150}\b(?:information|materials|documents|copies|media)\b|\b(?:information|materials|documents|copies|media)\b[^.;]{0,200}\b(?:surrender\w*|delivered\b[^.;]{0,60}\bto|returned)\b/i,
  },
  {
    clauseType: 'Compelled Disclosure',
    importance: 'important',
    description: 'The NDA does not say what happens if the law or a court requires disclosure.',
    suggestedText: 'Allow legally required disclosure subject to prompt notice.',
    model: 'ndaCompelled',
    ndaHypotheses: ['nda-8'],
    appliesTo: ['Non-Disclosure Agreement'],
    mention:
      /\brequired by (?:law|regulation|court|any|applicable|a court|legal)\b|\brequire(?:d|ment)\b[^.;]{0,80}\b(?:law|court|regulat\w*|government\w*|order|agency|authority)\b|\border\w* (?:of|issued by|from) (?:a |any )?(?:court|government\w*|tribunal|regulator\w*)|\bcourt\b[^.;]{0,60}\b(?:order|proceeding|process)\b|\b(?:governmental|judicial|regulatory) (?:request|proceeding|order|agency|body|authority)\b|\bordered to disclose\b|\bby operation of law\b|\b(?:court|judicial|governmental|administrative) (?:order|process|authority)\b|\bsubpoena\b|\blegal(?:ly)? (?:compelled|required|process)\b|\bcompelled\b/i,
  },
  {
    clauseType: 'Permitted Use (Purpose)',
    importance: 'important',
    description: 'The NDA does not limit what the recipient may use the information for.',
    suggestedText: 'Limit use to the stated purpose.',
    model: 'ndaPurpose',
    ndaHypotheses: ['nda-4'],
    appliesTo: ['Non-Disclosure Agreement'],
    mention:
      /\bpurpose\b|\bsolely (?:for|to|in)\b|\bnot\b[^.;]{0,300}\buse\b|\buse\b[^.;]{0,40}\bfor (?:his|her|its|their) own\b|\bonly (?:for|to|in connection)\b|\bnot (?:to )?use\b|\bshall not use\b|\buse (?:the )?confidential information (?:only|solely|for)\b/i,
  },
  {
    clauseType: 'Duration of Confidentiality',
    importance: 'important',
    description: 'The NDA does not say how long the confidentiality obligations last.',
    suggestedText: 'State a confidentiality period and survival after termination.',
    model: 'ndaTerm',
    appliesTo: ['Non-Disclosure Agreement'],
    mention: /\b(?:years?|months?)\b|\bsurviv\w*|\bperpetu\w*|\bindefinite\w*|\buntil\b|\bterm\b/i,
  },
  {
    clauseType: 'Compensation',
    importance: 'critical',
    description: 'The employment contract does not state the salary or how it is paid.',
    suggestedText: 'State the salary, pay dates and review.',
    model: 'employmentCompensation',
    appliesTo: ['Employment Agreement'],
    mention: /\bsalary\b|\bwages?\b|\bcompensat\w*|\bremunerat\w*|\bpay\b/i,
  },
  {
    clauseType: 'Position and Duties',
    importance: 'important',
    description: 'The job title and duties are not described.',
    suggestedText: 'Describe the role and reporting line.',
    model: 'employmentDuties',
    appliesTo: ['Employment Agreement'],
    mention: /\bposition\b|\bduties\b|\bjob title\b|\brole\b|\bresponsibilit\w*/i,
  },
  {
    clauseType: 'Leave and Holidays',
    importance: 'other',
    description: 'Holiday and sick-leave entitlements are not stated.',
    suggestedText: 'State holiday and sick-leave entitlements.',
    model: 'employmentLeave',
    appliesTo: ['Employment Agreement'],
    mention: /\bvacation\b|\bholidays?\b|\bpaid time off\b|\bpto\b|\bleave\b/i,
  },
  {
    clauseType: 'Rent',
    importance: 'critical',
    description: 'The lease does not state the rent or when it is due.',
    suggestedText: 'State the rent, due date and any review mechanism.',
    model: 'leaseRent',
    appliesTo: ['Lease Agreement'],
    mention: /\brent\w*|\blease payments?\b/i,
  },
  {
    clauseType: 'Security Deposit',
    importance: 'important',
    description: 'Nothing says whether a deposit is held and how it is returned.',
    suggestedText: 'State the deposit amount, how it is held and when it is returned.',
    model: 'leaseDeposit',
    appliesTo: ['Lease Agreement'],
    mention: /\bdeposit\b/i,
  },
  {
    clauseType: 'Repairs and Maintenance',
    importance: 'important',
    description: 'Responsibility for repairs is not allocated.',
    suggestedText: 'Allocate repairs between landlord and tenant.',
    model: 'leaseRepairs',
    appliesTo: ['Lease Agreement'],
    mention: /\brepair\w*|\bmaint\w*/i,
  },
  {
    clauseType: 'Repayment and Interest',
    importance: 'critical',
    description: 'The loan does not set out repayment dates and interest.',
    suggestedText: 'State the repayment schedule, interest rate and prepayment rights.',
    model: 'loanRepayment',
    appliesTo: ['Loan Agreement'],
    mention: /\brepay\w*|\binterest\b|\binstal+ments?\b|\bmaturity\b/i,
  },
  {
    clauseType: 'Events of Default',
    importance: 'important',
    description: 'The loan does not define defaults or what the lender may do on default.',
    suggestedText: 'Define events of default, cure periods and remedies.',
    model: 'loanDefault',
    appliesTo: ['Loan Agreement'],
    mention: /\bdefault\w*|\bacceleration\b|\bimmediately due\b/i,
  },
  {
    clauseType: 'Delivery and Acceptance',
    importance: 'important',
    description: 'Delivery, inspection and rejection of goods are not addressed.',
    suggestedText: 'Add delivery terms, an inspection period and rejection remedies.',
    model: 'deliveryAcceptance',
    appliesTo: ['Supply Agreement', 'Sale of Goods Agreement', 'Distribution Agreement'],
    mention: /\bdeliver\w*|\bshipp?\w*|\binspect\w*|\baccept\w*|\breject\w*/i,
  },
  {
    clauseType: 'Franchise Fees',
    importance: 'critical',
    description: 'The franchise fees and royalties are not stated.',
    suggestedText: 'State the initial fee, royalty rate and reporting.',
    model: 'franchiseFees',
    appliesTo: ['Franchise Agreement'],
    mention: /\bfranchise fee\b|\broyalt\w*|\bfees?\b/i,
  },
  {
    clauseType: 'Contributions and Profit Sharing',
    importance: 'critical',
    description:
      'The partnership does not say what each party contributes or how profits and losses are shared.',
    suggestedText: 'State contributions and the profit and loss split.',
    model: 'profitSharing',
    appliesTo: ['Partnership / Joint Venture Agreement'],
    mention: /\bcontribut\w*|\bprofits?\b|\blosses\b|\brevenue\w*|\bshar\w*|\bcompensat\w*|\bpay\w*/i,
  },
  {
    clauseType: 'Data Protection',
    importance: 'other',
    description: 'Services involving personal data should allocate data protection responsibilities.',
    suggestedText: 'Add data protection and security obligations.',
    model: 'dataProtection',
    appliesTo: ['Services Agreement', 'License Agreement'],
    mention:
      /\bpersonal (?:data|information)\b|\bdata protection\b|\bprivacy\b|\bgdpr\b|\bsecurity\b|\bdata\b/i,
  },
];
