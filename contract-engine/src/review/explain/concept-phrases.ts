import type { ConceptId } from '../reading/concepts';

// What each concept lets the holder do, in everyday words, and what happens otherwise: the parts
// an explanation is built from (never the clause's own words with a few swapped).

export interface ConceptPhrase {
  /** After 'may' / 'must' / 'may not': 'end the contract'. */
  readonly act: string;
  /** What follows if the duty is not met or the right is used. */
  readonly otherwise: string;
  readonly importance: 'high' | 'medium' | 'low';
  /** Money clauses are told from the payer's side: the subject is whoever pays under the contract. */
  readonly payer?: true;
  /** A prohibition by nature ('may not compete'), whatever verb the clause uses. */
  readonly prohibition?: true;
  /** A power by nature ('may take back the car'), whatever verb the clause uses. */
  readonly power?: true;
  /** A duty by nature ('must keep secret'), whatever verb the clause uses. */
  readonly duty?: true;
  /** Told from the side that receives the right ('grants the Client a licence'): the grantee is the subject. */
  readonly grantee?: true;
  /** Told from the side that is paid (defects are fixed, commissions lost by the one paid). */
  readonly payee?: true;
  /** Said of the contract, binding both sides ('Disputes go to an arbitrator'), whoever the clause names. */
  readonly neutral?: true;
}

/** What a clause of the concept does when it names no one who acts: said of the contract itself. */
export const NEUTRAL: Readonly<Record<ConceptId, string>> = {
  deposit: 'A deposit is paid, and comes back only as this clause allows',
  retainer: 'An advance is paid that may not come back',
  entry: 'The premises may be entered as this clause allows',
  relocation: 'The business may be moved to other premises as this clause allows',
  repairs: 'Repairs are shared out as this clause says',
  improvements: 'Improvements and alterations are dealt with as this clause says',
  'training-cost': 'Training costs may have to be paid back',
  'reserved-sales': 'Some sales are kept out of the appointment',
  'late-charge': 'A late payment costs an extra charge',
  interest: 'Interest runs on what is owed',
  deductions: 'Money may be taken off what is paid',
  overtime: 'Hours beyond the normal ones are charged or paid at the rate set here',
  'extra-charges': 'Work or time beyond what was agreed is charged on top of the price',
  'extra-work': 'Extra work or changes are done for no extra pay',
  acceleration: 'Every remaining amount falls due at once',
  demand: 'The whole loan can be called in early',
  'collection-costs': 'The legal and collection costs of a dispute are paid as set out here',
  repossession: 'The goods or security can be taken back as this clause allows',
  'card-charge': 'Sums can be taken from a card or account on file as this clause allows',
  'earned-pay': 'Pay for work already done can be lost as this clause says',
  defects: 'Defects are put right only for the period set here',
  guarantee: 'A person promises to pay from their own pocket if the business does not',
  penalty: 'A fixed sum is owed for a breach, whatever the real loss',
  arbitration: 'Disputes go to an arbitrator or expert instead of a court, for both of you',
  forum: 'Disputes go only to the court named here, for both of you',
  'governing-law': 'The law named here decides what the contract means',
  liability: 'What can be claimed for losses is limited',
  indemnity: "One side pays the other side's losses and legal costs in the cases listed",
  ownership: 'This clause decides who owns the work and the material used for it',
  licence: 'The work may be used only as this permission allows',
  'non-compete': 'Competing work is barred for the period and area set here',
  'non-solicit': "Approaching the other side's staff or customers is barred",
  substitution: 'Someone other than the person agreed may do the work',
  likeness: 'A name, image or likeness may be used as this clause allows',
  duration: 'The duties named here last without an end date',
  renewal: 'The contract rolls over into a new period unless stopped in time',
  data: 'What happens to the data at the end is set out here',
  termination: 'The contract can be ended as this clause says',
  resignation: 'Notice must be given before leaving',
  variation: 'The terms can be changed as this clause says',
  confidentiality: 'Information received must be kept secret and used only for this contract',
  exclusivity: 'Dealing with others is barred for what is covered',
  warranty: 'Promises are made about quality or facts',
  assignment: 'Handing the contract to someone else is limited',
  payment: 'Money is owed as set out here',
};

export const CONCEPT_PHRASES: Readonly<Record<ConceptId, ConceptPhrase>> = {
  deposit: {
    act: 'pay a deposit, which comes back only as this clause allows',
    otherwise: 'Money held back is yours to claim only if the contract says when it is returned.',
    importance: 'high',
    payer: true,
  },
  retainer: {
    act: 'pay an advance that may not come back',
    otherwise: 'An advance that is not refundable is lost if the booking falls through.',
    importance: 'high',
    payer: true,
  },
  entry: {
    act: 'come into the premises',
    otherwise: 'Entry outside what is allowed here breaches the contract.',
    importance: 'high',
  },
  relocation: {
    act: 'require a move to other premises',
    otherwise: 'Refusing to move when required breaches the contract.',
    importance: 'high',
  },
  repairs: {
    act: 'carry out and pay for the repairs listed',
    otherwise: 'Repairs left undone can be done by the other side and charged back.',
    importance: 'high',
    duty: true,
  },
  improvements: {
    act: 'deal with improvements as this clause says',
    otherwise: 'Improvements left behind or removed against the clause can be charged for.',
    importance: 'medium',
    neutral: true,
  },
  'training-cost': {
    act: 'pay back the cost of training',
    otherwise: 'The amount can be taken from final pay or claimed as a debt.',
    importance: 'medium',
    duty: true,
  },
  'reserved-sales': {
    act: 'sell in the territory directly or through others',
    otherwise: 'Sales made this way earn you nothing.',
    importance: 'high',
    power: true,
  },
  'late-charge': {
    act: 'pay an extra charge when a payment is late',
    otherwise: 'Each late payment costs extra on top of the amount due.',
    importance: 'high',
    payer: true,
  },
  interest: {
    act: 'pay interest on what is owed',
    otherwise: 'Interest adds to what is owed for as long as it is unpaid.',
    importance: 'medium',
    payer: true,
  },
  deductions: {
    act: 'take money off what is paid',
    otherwise: 'Deductions lower the pay actually received.',
    importance: 'high',
  },
  overtime: {
    act: 'work the hours set here',
    otherwise: 'Hours beyond these are paid only as this clause says.',
    importance: 'high',
  },
  'extra-work': {
    act: 'do extra work or changes for no extra pay',
    otherwise: 'The price stays the same however much more is asked for.',
    importance: 'high',
  },
  'extra-charges': {
    act: 'pay extra for work or time beyond what was agreed',
    otherwise: 'The extra is added to the bill on top of the agreed price.',
    importance: 'high',
    payer: true,
  },
  acceleration: {
    act: 'pay every remaining amount at once',
    otherwise: 'Ending early does not reduce what is owed.',
    importance: 'high',
    payer: true,
  },
  demand: {
    act: 'ask for the whole loan back early',
    otherwise: 'Failing to repay after a demand is a default.',
    importance: 'high',
  },
  'collection-costs': {
    act: 'pay the legal and collection costs of a dispute',
    otherwise: "A dispute costs the paying side its own lawyers and the other side's too.",
    importance: 'medium',
  },
  repossession: {
    act: 'take back the goods or the security',
    otherwise: 'Once taken, the goods are sold or kept against what is owed.',
    importance: 'high',
    power: true,
  },
  'card-charge': {
    act: 'take money from the card or account on file',
    otherwise: 'Money taken this way has to be claimed back afterwards.',
    importance: 'high',
    power: true,
  },
  'earned-pay': {
    act: 'lose pay for work already done in the cases set here',
    otherwise: 'What is lost this way is not paid later.',
    importance: 'high',
    payee: true,
  },
  defects: {
    act: 'put right defects only for the period set here',
    otherwise: 'A defect found after that period is repaired at the cost of the one who paid for the work.',
    importance: 'medium',
    payee: true,
    duty: true,
  },
  guarantee: {
    act: 'pay personally if the business does not',
    otherwise: "The guarantor's own savings and home can be claimed against.",
    importance: 'high',
  },
  penalty: {
    act: 'pay the fixed sum for each breach',
    otherwise: 'The sum is owed even where the breach caused little or no loss.',
    importance: 'high',
  },
  arbitration: {
    act: 'have disputes decided by an arbitrator instead of a court',
    otherwise: "A court case is normally not possible; the arbitrator's decision is final.",
    importance: 'medium',
    neutral: true,
  },
  forum: {
    act: 'bring disputes only before the court named here',
    otherwise: 'A claim brought elsewhere can be thrown out.',
    importance: 'medium',
    neutral: true,
  },
  'governing-law': {
    act: 'have the contract read under the law named here',
    otherwise: 'That law decides what the words mean in a dispute.',
    importance: 'low',
    neutral: true,
  },
  liability: {
    act: 'answer for losses only within the limits set here',
    otherwise: 'Losses beyond the limit are not recovered.',
    importance: 'high',
  },
  indemnity: {
    act: "pay for the other side's losses and legal costs in the cases listed",
    otherwise: 'A claim against the other side becomes a bill for the one who indemnifies.',
    importance: 'high',
    duty: true,
  },
  ownership: {
    act: 'own the work and the material used for it',
    otherwise: 'Whoever does not own it may use it only with permission.',
    importance: 'high',
  },
  licence: {
    act: 'use the work only as this permission allows',
    otherwise: "Use beyond the permission infringes the owner's rights.",
    importance: 'medium',
    grantee: true,
  },
  'non-compete': {
    act: 'work for or run a competing business for the period and area set here',
    otherwise: 'Breaking it can lead to a court order and damages.',
    importance: 'high',
    prohibition: true,
  },
  'non-solicit': {
    act: "approach the other side's staff or customers",
    otherwise: 'Breaking it can lead to a court order and damages.',
    importance: 'medium',
    prohibition: true,
  },
  substitution: {
    act: 'send someone else to do the work',
    otherwise: 'The person who turns up may not be the one that was chosen.',
    importance: 'medium',
    power: true,
  },
  likeness: {
    act: 'use the name, image or likeness as set out here',
    otherwise: 'Use beyond what is allowed here needs fresh permission and payment.',
    importance: 'high',
    grantee: true,
  },
  duration: {
    act: 'stay bound by these duties with no end date',
    otherwise: 'A breach years later can still be claimed.',
    importance: 'high',
  },
  data: {
    act: 'delete, keep or return the data as set out here',
    otherwise: 'Data deleted before it is exported is lost for good.',
    importance: 'high',
  },
  renewal: {
    act: 'let the contract roll over into a new period',
    otherwise: 'Without notice in time, another full period is owed.',
    importance: 'medium',
    neutral: true,
  },
  termination: {
    act: 'end the contract',
    otherwise: 'Once ended, the work and the payments under it stop.',
    importance: 'high',
  },
  resignation: {
    act: 'give notice before leaving',
    otherwise: 'Leaving sooner can cost pay or damages.',
    importance: 'medium',
  },
  variation: {
    act: 'change the terms',
    otherwise: 'A change made this way binds the other side.',
    importance: 'medium',
  },
  confidentiality: {
    act: "keep the other side's information secret and use it only for this contract",
    otherwise: 'A leak can lead to a claim for damages.',
    importance: 'medium',
    duty: true,
  },
  exclusivity: {
    act: 'deal only with the other side for what is covered',
    otherwise: 'Dealing with others breaches the contract.',
    importance: 'medium',
  },
  warranty: {
    act: 'stand behind the promises made about quality or facts',
    otherwise: 'If a promise proves untrue, the other side can claim.',
    importance: 'medium',
  },
  assignment: {
    act: 'hand the contract to someone else',
    otherwise: 'A transfer not allowed here has no effect.',
    importance: 'low',
  },
  payment: {
    act: 'pay',
    otherwise: 'Late or missing payment is a breach and may bring charges.',
    importance: 'medium',
    payer: true,
  },
};
