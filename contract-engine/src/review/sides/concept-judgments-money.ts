import type { ClauseReading } from './clause-reading';
import type { Judgment } from './concept-judgments';

// The concept table, continued: money terms read from their arguments rather than their wording
// (decision 0411): pay that waits until a third party pays the other side; a fee the other side may cut
// on its own view; a deposit it may keep or apply as it decides; a charge taken whatever stopped
// the user, even illness or a hospital stay.

const text = (r: ClauseReading): string => r.sentence.text;

/** Pay conditional on the payer being paid by someone else ('after it has received payment from the End Client'). */
const WHEN_PAID =
  /\b(?:after|once|when|until|unless|only if|provided that|to the extent that)\b[^.;]{0,50}\b(?:has |have )?(?:received|receives|receipt of|collected|collects)\s+(?:full |the |any |corresponding |such |its )?(?:payment|funds|monies|money|fees?|amounts?|sums?)\b[^.;]{0,60}\b(?:from|by)\b|\b(?:has|have) been paid by (?:the|its) (?:\w+ )?(?:client|customer|end client)\b|\bno (?:obligation|liability|duty) to pay\b[^.;]{0,80}\b(?:does not|do not|fails? to|never) (?:pay|paid)\b|\bpa(?:y|id) when paid\b/i;

/** A fee or price cut: 'reduce the fee', 'lower the price', 'pay a reduced fee'. */
const CUT =
  /\b(?:reduce|cut|lower|decrease|discount|abate)\w*\b[^.;]{0,40}\b(?:fees?|price|pay(?:ment)?|rates?|amounts?|invoices?|commission)\b|\breduced (?:fees?|price|rate|payment)\b/i;
/** The deposit kept back or applied as the holder decides ('any amount it decides', 'its decision shall be final'). */
const AT_WILL =
  /\b(?:decision|determination)\b[^.;]{0,30}\b(?:final|conclusive|binding)\b|\bneed not (?:provide|give|supply|show)\b|\bwithout (?:providing |giving )?(?:receipts|explanation|reasons|an itemised)\b/i;
/** Kept back or used: 'retain', 'deduct', 'apply'. */
const HOLDS_BACK = /\b(?:retain\w*|deduct\w*|apply|applies|appl(?:ied|ying)|use|set off|keep)\b/i;
/** Charged although the user could not help cancelling. */
const EVEN_WHEN_UNABLE =
  /\b(?:including|even) (?:where|if|when|though)\b[^.;]{0,80}\b(?:hospital\w*|ill(?:ness)?|sick\w*|death|dies|bereave\w*|emergenc\w*|injur\w*|beyond (?:its|their|his|her|the \w+['’]s) (?:reasonable )?control)\b/i;
const CHARGED_FULLY =
  /\b(?:charged|payable|paid|due|billed|invoiced) in full\b|\bfull (?:fee|charge|price|rate|cost)\b/i;

export const MONEY_JUDGMENTS: readonly Judgment[] = [
  {
    id: 'paid-when-paid',
    concepts: ['payment'],
    cue: /\b(?:received|receives|receipt|paid|pays?)\b/i,
    party: 'payee',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) => r.holder !== 'user' && WHEN_PAID.test(text(r)),
    title: ({ O }) => `You are paid only when ${O} is paid`,
    explanation: ({ O }) =>
      `${O} pays you only after its own customer pays it, and may never pay you for work its customer does not pay for, although the work was done for ${O}.`,
    consequences: () => 'You carry the risk of a customer you never chose and cannot chase.',
    fix: ({ U, Ob }) =>
      `${Ob} shall pay ${U}'s invoices within thirty (30) days after receipt, whether or not ${Ob} has been paid by its own customer.`,
  },
  {
    id: 'pay-cut-at-discretion',
    concepts: ['payment', 'variation', 'deductions'],
    cue: /\b(?:reduc\w*|cut|lower\w*|decreas\w*|discount\w*|abate\w*)\b/i,
    party: 'payee',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) =>
      r.holder === 'other' && r.force === 'power' && r.conditions.has('ownDiscretion') && CUT.test(text(r)),
    title: ({ O }) => `${O} may cut your fee on its own view`,
    explanation: ({ O }) =>
      `${O} may pay you less than the agreed fee whenever it judges the work not good enough, with no standard you can check and no independent view.`,
    consequences: () => 'Any payment can shrink after the work is done, and you have no way to contest it.',
    fix: ({ U, Ob }) =>
      `If ${Ob} considers a deliverable does not meet the agreed brief, it shall say why in writing within five (5) business days and ${U} may revise it once at no charge; the agreed fee is then payable in full.`,
  },
  {
    id: 'deposit-kept-at-discretion',
    concepts: ['deposit'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    when: (r) =>
      r.force === 'power' &&
      HOLDS_BACK.test(text(r)) &&
      (r.conditions.has('ownDiscretion') || AT_WILL.test(text(r))),
    title: ({ O }) => `${O} decides alone how much of your deposit to keep`,
    explanation: ({ O }) =>
      `${O} may keep or use your deposit for whatever it decides you owe, without showing the cost or letting anyone check it.`,
    consequences: () => 'You can lose part or all of the deposit with no way to challenge the amount.',
    fix: ({ Ob }) =>
      `${Ob} may deduct from the deposit only the reasonable cost of damage beyond fair wear and tear and of unpaid sums, itemised in writing with receipts within fourteen (14) days; any dispute goes to an independent adjudicator.`,
  },
  {
    id: 'charged-even-when-unable',
    concepts: ['termination'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) => CHARGED_FULLY.test(text(r)) && EVEN_WHEN_UNABLE.test(text(r)),
    title: () => 'You pay in full even when illness or an emergency stops you',
    explanation: ({ O }) =>
      `A cancellation is charged in full even where you cancel because of illness, a hospital stay or an emergency you could not help, so ${O} is paid for nothing.`,
    consequences: () => 'A medical emergency also costs you the full charge.',
    fix: () =>
      'No charge is made for a cancellation caused by illness, admission to hospital, bereavement or another emergency outside the customer’s control.',
  },
];
