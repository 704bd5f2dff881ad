import { periodInDays, periodsIn } from '../../language/periods';
import type { ClauseReading } from './clause-reading';
import { THRESHOLDS, type Judgment } from './concept-judgments';

// The concept table, continued: the small-business concepts a lease, a loan, a booking or a job
// contract turns on (being moved to other premises, transfers barred outright, the other side's
// legal costs, goods taken back, someone else sent to do the work, extra charges nobody approved,
// a late charge that runs per day, short notice for a worker, the full price for an early
// cancellation, confidentiality without the usual exclusions, duties that never end, a name and
// image given away for good, paid-for work the payer may hardly use).

const text = (r: ClauseReading): string => r.sentence.text;
const CONSENT =
  /\b(?:with (?:the )?(?:\w+'s )?(?:prior )?(?:written )?(?:consent|approval|agreement)|consent\w*|approv\w*|agreed in writing|(?:mutual|both parties') agreement)\b/i;
const UNLESS = /\b(?:unless|except|other than|save (?:for|with))\b/i;
const WITHOUT_APPROVAL =
  /\bwithout (?:(?:the |its |their )?\w+(?:'s)? )?(?:prior |advance |written )*(?:approval|consent|agreement|authori[sz]ation|sign-off)\b/i;
const DAILY = /\bper (?:calendar )?day\b|\b(?:each|every|for each) (?:calendar )?day\b|\bdaily\b/i;
const CAPPED = /\b(?:maximum|up to|capped|not (?:to )?exceed\w*|no more than|at most)\b/i;
const FULL_PRICE =
  /\b(?:full|entire|whole|total)\s+(?:[\w-]+\s+)?(?:fee|price|amount|balance|contract price|charge)s?\b|\b100\s?%|\bone hundred per ?cent\b/i;
const BEFORE_DATE = /\b(?:before|prior to|ahead of)\b/i;
const PUBLIC_INCLUDED =
  /\b(?:including|includes|even if|whether or not|regardless of whether)\b[^.;]{0,60}\b(?:public(?:ly)?|already known|independently developed|in the public domain)\b/i;
const PUBLIC_EXCLUDED =
  /\b(?:does not include|shall not include|excludes?|excluding|other than|except)\b[^.;]{0,100}\bpublic/i;
const DUTIES = /\b(?:obligations?|duties|duty|undertakings?|restrictions?|covenants?|confidentiality)\b/i;
const TIME_BOUND = /\btrade secrets?\b|\bfor as long as\b|\bremains? (?:confidential|secret)\b/i;
const FOR_GOOD = /\b(?:perpetual\w*|irrevocabl\w*|forever|in perpetuity)\b/i;
const WIDE_USE =
  /\b(?:any|all) media\b|\badvertis\w*|\bcommercial\b|\bany purpose\b|\bwithout (?:further|additional|any) (?:payment|compensation|fee)/i;
const NARROW_USE =
  /\bonly for\b[^.;]{0,60}\b(?:internal|non-commercial|personal|private)\b|\bmay not\b[^.;]{0,80}\b(?:marketing|advertis\w*|social media|commercial(?:ly)?|publish\w*)\b/i;

/**
 * Goods on hire ('may not sublease the Equipment'): a bar on passing on the owner's goods is a usual
 * term of a hire or equipment lease, unlike a bar on assigning a tenancy of premises or a business.
 */
const HIRED_GOODS = /\b(?:equipment|vehicles?|goods|machine(?:s|ry)?|van|car|trailer|tools?)\b/i;
/** 'reasonable costs of enforcement': the usual price of a default, not every legal cost of any dispute. */
const REASONABLE_ENFORCEMENT =
  /\breasonable\b[^.;]{0,40}\b(?:costs?|expenses?|fees)\b[^.;]{0,30}\b(?:of|in|incurred in) (?:enforc\w*|collect\w*|recover\w*)|\breasonable (?:costs?|expenses?) of (?:enforcement|collection|recovery)\b/i;

/** The full price whenever the user cancels: 'regardless of how far in advance', 'however early'. */
const HOWEVER_EARLY =
  /\b(?:regardless of|irrespective of|whatever|no matter) (?:how (?:far in advance|early|much notice|long before)|the (?:notice|date of cancellation|time of cancellation))\b|\bhowever (?:far in advance|early|much notice)\b/i;

/** The longest period a clause counts back from a date ('less than sixty (60) days before the event'), in days. */
function daysBefore(r: ClauseReading): number | null {
  if (!BEFORE_DATE.test(text(r))) return null;
  const days = periodsIn(text(r)).map(periodInDays);
  return days.length > 0 ? Math.max(...days) : null;
}

export const TRADE_JUDGMENTS: readonly Judgment[] = [
  {
    id: 'moved-at-will',
    concepts: ['relocation'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    when: (r) => r.force === 'power' && !CONSENT.test(text(r)),
    title: ({ O }) => `${O} can make you move to other premises`,
    explanation: ({ O }) =>
      `${O} may require you to move your business to another place it chooses, without your agreement, which can cost you customers, fitting-out and moving costs.`,
    consequences: () =>
      'You could lose the location your customers know and pay to fit out a new one, in the middle of the term.',
    fix: ({ Ob, U }) =>
      `${Ob} may relocate ${U} only with ${U}'s written consent, to comparable premises, and at ${Ob}'s own cost, including fitting-out and lost trading.`,
  },
  {
    id: 'price-set-by-other',
    concepts: ['variation'],
    party: 'holder',
    namedAfter:
      /\b(?:such (?:amount|sum|rent|price|fee|rate) as|as (?:may be )?(?:determined|decided|set|fixed) by|as)/,
    adverseWhen: 'other',
    severity: 'high',
    when: (r) =>
      /\b(?:rent|price|prices|fees?|charges?|rates?)\b/i.test(text(r)) &&
      (r.conditions.has('ownDiscretion') ||
        /\bsuch (?:amount|sum|rent|price|fee|rate) as\b/i.test(text(r))) &&
      !CONSENT.test(text(r)),
    title: ({ O }) => `${O} sets the new rent or price alone`,
    explanation: ({ O }) =>
      `At each review the new rent or price is whatever ${O} decides, with no cap, index or independent check, and it can only go up.`,
    consequences: () =>
      'Your costs can rise beyond what your business can bear, with no way to challenge the figure.',
    fix: () =>
      'At each review the rent or price changes by no more than the rise in the consumer price index over the previous year; a disagreement is settled by an independent valuer.',
  },
  {
    id: 'transfer-barred',
    concepts: ['assignment'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) =>
      r.force === 'barred' && !CONSENT.test(text(r)) && !UNLESS.test(text(r)) && !HIRED_GOODS.test(text(r)),
    title: () => 'You may never transfer or sublet',
    explanation: ({ O }) =>
      `You may not pass the contract or any part of it to anyone else, not even with ${O}'s consent, so you stay bound for the whole term if your business changes or you sell it.`,
    consequences: () =>
      'Selling your business, moving or sharing the space becomes impossible without breaking the contract.',
    fix: ({ U, Ob }) =>
      `${U} may assign or sublet with ${Ob}'s prior written consent, which shall not be unreasonably withheld or delayed.`,
  },
  {
    id: 'pays-other-side-legal-costs',
    concepts: ['collection-costs'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) =>
      r.force === 'duty' &&
      !/\b(?:prevailing|successful|each party|either party|both parties)\b/i.test(text(r)) &&
      !REASONABLE_ENFORCEMENT.test(text(r)),
    title: ({ O }) => `You pay ${O}'s legal and collection costs`,
    explanation: ({ O }) =>
      `You must pay ${O}'s lawyers and collection costs in a dispute, however large, while ${O} never pays yours, even when you are right.`,
    consequences: () =>
      'A small dispute can cost you far more in the other side’s legal fees than the sum in question.',
    fix: () =>
      'In any action to enforce this Agreement, the prevailing party may recover its reasonable legal costs from the other party, as a court allows.',
  },
  {
    id: 'seized-without-notice',
    concepts: ['repossession'],
    party: 'holder',
    // 'The Borrower grants the Lender a security interest in the car, which the Lender may repossess'.
    namedAfter: /\b(?:which|whereupon|after which|in which case)/,
    adverseWhen: 'other',
    severity: 'high',
    when: (r) =>
      (r.force === 'power' ||
        /\b(?:may|can) (?:\w+ )?(?:repossess|seize|take|retake|recover)\w*/i.test(text(r))) &&
      (r.conditions.has('noNotice') ||
        r.conditions.has('anyTime') ||
        /\bon any (?:default|breach)\b|\bfor any (?:default|breach)\b/i.test(text(r))),
    title: ({ O }) => `${O} may take the goods without warning`,
    explanation: ({ O }) =>
      `${O} may take back the goods or the security without telling you first and without giving you time to pay what is late.`,
    consequences: () =>
      'You could lose the car, equipment or goods you rely on over a single missed payment, with no chance to put it right.',
    fix: ({ Ob, U }) =>
      `${Ob} may take possession of the security only after a payment is more than thirty (30) days overdue and ${U} has not paid within fourteen (14) days after written notice.`,
  },
  {
    id: 'anyone-may-do-the-work',
    concepts: ['substitution'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    when: (r) =>
      r.force === 'power' &&
      (r.conditions.has('ownDiscretion') || /\bany\b/i.test(text(r))) &&
      !CONSENT.test(text(r)),
    title: ({ O }) => `${O} may send someone else to do the work`,
    explanation: ({ O }) =>
      `${O} may send any person it chooses in place of the one you agreed on, without asking you.`,
    consequences: () => 'You may pay for the person you chose and get someone you have never met.',
    fix: ({ Ob, U }) =>
      `${Ob} may replace the named person only with ${U}'s prior written approval, or in an emergency with a person of equal experience and a matching price reduction if ${U} does not approve.`,
  },
  {
    id: 'extra-charged-at-will',
    concepts: ['extra-charges'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) =>
      (r.conditions.has('ownDiscretion') || WITHOUT_APPROVAL.test(text(r))) &&
      !CONSENT.test(text(r).replace(WITHOUT_APPROVAL, '')),
    title: ({ O }) => `${O} can charge extra without your approval`,
    explanation: ({ O }) =>
      `${O} decides on its own what counts as extra work or time and bills it, without asking you first, so the price you agreed is not the price you pay.`,
    consequences: () => 'The final bill can be far above the quoted price, with no say for you.',
    fix: ({ Ob, U }) =>
      `${Ob} shall carry out extra work only after ${U} has approved a written quote for it; unapproved work is not chargeable.`,
  },
  {
    id: 'extra-charged-automatically',
    concepts: ['extra-charges'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) =>
      /\bautomatically\b|\bor (?:any )?part (?:thereof|of an? (?:hour|day))\b/i.test(text(r)) &&
      !CONSENT.test(text(r)),
    title: () => 'Extra time is charged automatically',
    explanation: ({ r }) =>
      `Any time beyond what was booked is added to your bill${r.amounts[0] ? ` at ${r.amounts[0]}` : ''} without anyone asking you first${/\bpart of an? hour\b/i.test(r.sentence.text) ? ', and a few minutes count as a full hour' : ''}.`,
    consequences: () => 'A late finish you did not ask for can add hundreds to the bill.',
    fix: ({ U }) =>
      `Extra time is charged only if ${U} asks for it at the time, in quarter-hours at the agreed rate.`,
  },
  {
    id: 'late-charge-per-day',
    concepts: ['late-charge'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) => r.amounts.length > 0 && DAILY.test(text(r)) && !CAPPED.test(text(r)),
    title: ({ r }) => `A late charge of ${r.amounts[0] ?? 'a fixed sum'} for every day`,
    explanation: ({ r }) =>
      `Each day a payment is late costs you ${r.amounts[0] ?? 'a fixed sum'} more, with no maximum: a month late costs about thirty times that, far more than any real cost of the delay.`,
    consequences: () => 'A payment a few weeks late can double what you owe.',
    fix: () =>
      'A payment more than five (5) days late incurs a one-off late fee of five percent (5%) of the overdue amount.',
  },
  {
    id: 'short-notice-for-worker',
    concepts: ['termination'],
    party: 'payee',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) =>
      r.holder === 'mutual' &&
      // Notice to end for a breach is no short notice to end a job.
      !/\b(?:breach\w*|default\w*|fails?|failure|misconduct|insolven\w*)\b/i.test(text(r)) &&
      ((r.notice !== null && r.notice.days < THRESHOLDS.workerNoticeDays) ||
        /\bregardless of (?:the )?(?:\w+'s )?(?:length of (?:service|employment)|seniority|how long)\b/i.test(
          text(r),
        )),
    title: ({ r }) => `Your work can be ended on ${r.notice ? `only ${r.notice.phrase}'` : 'short'} notice`,
    explanation: ({ O, r }) =>
      `${O} may end your work on ${r.notice ? `just ${r.notice.phrase}'` : 'short'} notice${r.conditions.has('regardless') ? ', however long you have worked there' : ''}. That you may leave on the same notice does not help you: you lose your income at once.`,
    consequences: () => 'You could be out of work and pay within days, even after years of service.',
    fix: () =>
      "Either party may end this Agreement on four (4) weeks' written notice, rising by one (1) week for each full year of service after the second, up to twelve (12) weeks.",
  },
  {
    id: 'full-fee-on-early-cancellation',
    concepts: ['termination'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) =>
      FULL_PRICE.test(text(r)) &&
      ((daysBefore(r) ?? 0) > THRESHOLDS.lateCancellationDays || HOWEVER_EARLY.test(text(r))),
    title: () => 'You owe the full price even if you cancel well ahead',
    explanation: ({ O, r }) =>
      `If you cancel up to ${daysBefore(r) ?? 'many'} days before the date, you still owe the whole price, although ${O} has that long to find other work.`,
    consequences: () => 'A change of plans weeks ahead costs you everything you would have paid.',
    fix: () =>
      'On a cancellation more than thirty (30) days before the date, only the deposit is kept; within thirty (30) days, half the fee is payable; within seven (7) days, the full fee.',
  },
  {
    id: 'public-information-confidential',
    concepts: ['confidentiality'],
    party: 'holder',
    namedAfter: /\b(?:disclosed|provided|supplied|made available|given)\s+by/,
    namedIsCounterpart: true,
    adverseWhen: 'other',
    severity: 'high',
    when: (r) => PUBLIC_INCLUDED.test(text(r)) && !PUBLIC_EXCLUDED.test(text(r)),
    title: () => 'Even public information counts as confidential',
    explanation: ({ O }) =>
      `Everything ${O} tells you is confidential, even what is public or becomes public, so you can breach the contract by repeating what anyone can read.`,
    consequences: () => 'You could be sued for using knowledge that is freely available.',
    fix: () =>
      'Confidential Information does not include information that is or becomes public other than through the recipient, was already known to it, is received from a third party without a duty of confidence, or is independently developed.',
  },
  {
    id: 'duties-forever',
    concepts: ['duration'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) => DUTIES.test(text(r)) && !TIME_BOUND.test(text(r)),
    title: () => 'Your duties never end',
    explanation: ({ O }) =>
      `Your duties to ${O} under this clause last forever, long after the deal is over, while nothing in it ends them.`,
    consequences: () => 'You stay exposed to a claim for the rest of your business life.',
    fix: () =>
      'These obligations last for three (3) years after the end of this agreement, and for trade secrets for as long as they remain trade secrets.',
  },
  {
    id: 'likeness-for-good',
    concepts: ['likeness'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) => FOR_GOOD.test(text(r)) && WIDE_USE.test(text(r)),
    title: ({ O }) => `${O} may use your name and image forever`,
    explanation: ({ O }) =>
      `You give ${O} the right to use your name, image and likeness forever, in any media and in paid advertising, with nothing more paid to you.`,
    consequences: () =>
      'Your face can advertise a product for years after the deal, and it may stop other brands from hiring you.',
    fix: ({ Ob }) =>
      `${Ob} may use the name, image and likeness for twelve (12) months from first publication, in the channels named in the campaign brief; any further use requires a new agreement and fee.`,
  },
  {
    id: 'paid-work-narrow-use',
    concepts: ['licence'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) => r.holder === 'user' && r.force === 'power' && NARROW_USE.test(text(r)),
    title: () => 'You may hardly use what you pay for',
    explanation: ({ O }) =>
      `You may use the work you pay for only in the narrow way this clause allows; marketing or public use needs ${O}'s consent each time.`,
    consequences: () =>
      'You cannot use the work for the business purpose you bought it for without asking again.',
    fix: ({ U }) =>
      `${U} may use the work for any purpose of its business, including marketing and social media, with credit where reasonably practicable.`,
  },
];
