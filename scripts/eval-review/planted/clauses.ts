// Clauses written for this evaluation (none comes from the data files). {U} is the user's party,
// {O} the other party, both by defined term. Each issue has one-sided wordings (against {U}) in
// several phrasings, and balanced and user-favouring counterparts that must NOT be flagged.

export type IssueId =
  | 'cap'
  | 'indemnity'
  | 'unpaid-work'
  | 'termination'
  | 'amendment'
  | 'ip'
  | 'non-compete'
  | 'renewal'
  | 'payment'
  | 'warranty';

export interface IssueText {
  readonly heading: string;
  readonly oneSided: readonly string[];
  readonly balanced: readonly string[];
  readonly favouring: readonly string[];
}

export const ISSUES: Readonly<Record<IssueId, IssueText>> = {
  warranty: {
    heading: 'Warranties',
    oneSided: [
      '{U} warrants that the deliverables will be fit for any purpose {O} may have and will be free of all errors for the life of the deliverables.',
      '{U} guarantees that the services will be uninterrupted and error-free at all times.',
    ],
    balanced: [
      '{U} warrants that for ninety (90) days after acceptance the deliverables will conform in all material respects to the agreed specification.',
    ],
    favouring: ['{U} warrants that the services will be performed with reasonable skill and care.'],
  },
  cap: {
    heading: 'Limitation of Liability',
    oneSided: [
      "In no event shall {O}'s aggregate liability under or in connection with this Agreement exceed one hundred dollars ($100).",
      'The total liability of {O} arising out of this Agreement, whether in contract, tort or otherwise, shall not exceed five hundred dollars ($500).',
      '{O} shall not be liable for any indirect or consequential loss, and the liability of {O} for all other losses is limited to the fees paid in the one (1) month before the claim.',
    ],
    balanced: [
      "Except for fraud, breach of confidentiality or a party's indemnity obligations, neither party's total liability under this Agreement shall exceed the fees paid in the twelve (12) months before the claim.",
      'The aggregate liability of each party for all claims under this Agreement is limited to the total fees payable under it, and neither party is liable for indirect or consequential loss.',
    ],
    favouring: [
      "In no event shall {U}'s total liability under this Agreement exceed the fees paid to {U} in the three (3) months before the claim.",
    ],
  },
  indemnity: {
    heading: 'Indemnification',
    oneSided: [
      '{U} shall indemnify, defend and hold harmless {O} and its affiliates from and against any and all claims, losses and expenses arising out of or relating to this Agreement, regardless of the cause.',
      '{U} agrees to indemnify {O} against any and all liabilities, damages and legal costs however caused in connection with the performance of this Agreement.',
    ],
    balanced: [
      'Each party shall indemnify the other party against third-party claims to the extent caused by its own breach of this Agreement or its negligence.',
    ],
    favouring: [
      "{O} shall indemnify {U} against third-party claims arising from {O}'s use of the deliverables.",
    ],
  },
  'unpaid-work': {
    heading: 'Changes',
    oneSided: [
      '{U} shall make any changes to the Services that {O} requests at no additional cost.',
      '{U} shall perform such additional tasks as {O} may assign from time to time without additional compensation.',
      'Revisions and extra work requested by {O} shall be carried out by {U} free of charge.',
    ],
    balanced: [
      'Changes to the Services shall be agreed in a written change order signed by both parties, stating any change to the fees and the schedule.',
    ],
    favouring: ['Any additional work is charged at the hourly rates of {U} set out in Schedule 2.'],
  },
  termination: {
    heading: 'Termination',
    oneSided: [
      '{O} may terminate this Agreement at any time, for any reason, upon written notice to {U}.',
      '{O} reserves the right to terminate this Agreement for convenience with immediate effect.',
    ],
    balanced: [
      "Either party may terminate this Agreement for convenience on sixty (60) days' written notice to the other party.",
    ],
    favouring: ["{U} may terminate this Agreement at any time without cause on fifteen (15) days' notice."],
  },
  amendment: {
    heading: 'Amendments',
    oneSided: [
      '{O} may amend this Agreement, including the fees and the scope of the Services, at any time by notice to {U}.',
      '{O} reserves the right to modify these terms from time to time in its sole discretion.',
    ],
    balanced: ['This Agreement may be amended only by a written instrument signed by both parties.'],
    favouring: ['This Agreement may be amended only by a written instrument signed by both parties.'],
  },
  ip: {
    heading: 'Intellectual Property',
    oneSided: [
      '{U} hereby assigns to {O} all right, title and interest in all inventions, works and materials conceived or developed by {U} during the term, whether or not related to the Services.',
      '{U} assigns to {O} all intellectual property in the deliverables and in any pre-existing materials, tools and know-how used to create them.',
    ],
    balanced: [
      'Upon payment in full, {U} assigns to {O} the copyright in the deliverables created specifically for {O}, and {U} retains all rights in its pre-existing materials.',
    ],
    favouring: [
      '{U} retains all intellectual property in the deliverables and grants {O} a non-exclusive licence to use them for its internal business.',
    ],
  },
  'non-compete': {
    heading: 'Non-Competition',
    oneSided: [
      'During the term and for three (3) years thereafter, {U} shall not provide services to any competitor of {O} anywhere in the world.',
      '{U} agrees not to engage in any business that competes with {O} for two (2) years after this Agreement ends.',
      'For five (5) years after termination, {U} shall not provide similar services to any business located anywhere in the United States.',
    ],
    balanced: [
      "During the term neither party shall solicit for employment any employee of the other party without the other party's consent.",
    ],
    favouring: [
      "During the term, {O} shall not engage any other supplier for the same services without {U}'s consent.",
    ],
  },
  renewal: {
    heading: 'Term and Renewal',
    oneSided: [
      'This Agreement shall automatically renew for successive one-year terms unless {O} gives written notice of non-renewal at least thirty (30) days before the end of the then-current term.',
      'This Agreement renews automatically for successive two-year periods unless notice of non-renewal is given at least one hundred eighty (180) days before the end of the current term.',
    ],
    balanced: [
      'This Agreement renews automatically for one-year terms unless either party gives written notice of non-renewal at least thirty (30) days before the end of the current term.',
    ],
    favouring: [
      'This Agreement runs for one (1) year and may be extended by written agreement of both parties.',
    ],
  },
  payment: {
    heading: 'Payment',
    oneSided: [
      '{O} shall pay each undisputed invoice within ninety (90) days of receipt.',
      '{O} shall pay {U} only after {O} has received payment from its own customer for the relevant project.',
    ],
    balanced: ['{O} shall pay each invoice within thirty (30) days of receipt.'],
    favouring: [
      '{O} shall pay each invoice within fifteen (15) days of receipt, and late amounts bear interest at 1.5% per month.',
    ],
  },
};

/** Issues that only make sense against the party doing the work. */
export const PROVIDER_ONLY: ReadonlySet<IssueId> = new Set([
  'unpaid-work',
  'ip',
  'non-compete',
  'payment',
  'warranty',
]);
