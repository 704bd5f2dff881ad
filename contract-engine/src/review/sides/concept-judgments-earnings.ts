import { periodInDays, periodsIn } from '../../language/periods';
import type { ClauseReading } from './clause-reading';
import type { Judgment } from './concept-judgments';

// The concept table, continued: money and rights the user has already earned or paid for (pay
// held back until the other side decides, sums taken from the user's card, commissions lost when
// the contract ends, files handed over only for a fee, rights that never come back, prior material
// swept into an assignment), the other side deciding alone when a payment is due or who settles a
// dispute, a short period for fixing defects, a hurdle to cancel and a fee for hiring its staff.

const text = (r: ClauseReading): string => r.sentence.text;

const HOLDBACK = /\bhold(?:s|ing)? back\b|\bholdbacks?\b|\bretention\b/i;
/** Tax withheld by law, or no holdback at all, is not the payer keeping pay back. */
const NOT_HELD = /\b(?:no|without) (?:holdback|retention|withholding)\b|\btax\w*\b|\brequired by law\b/i;
/** When held-back money comes back: a date or period, not the holder's decision. */
const RELEASED_BY =
  /\b(?:released|paid|returned)\b[^.;]{0,40}\bwithin\b|\b(?:released|paid|returned) (?:on|at) (?:completion|practical completion|the end)\b/i;
const WITHOUT_CONSENT =
  /\bwithout (?:further |prior |separate |any )?(?:consent|approval|authori[sz]ation|agreement|notice)\b/i;
const ANY_SUM = /\bany (?:amounts?|sums?|charges?|costs?)\b/i;
const ON_ENDING =
  /\bterminat\w*|\b(?:ends?|ended|expir\w*)\b|\bafter (?:the )?(?:termination|end)\b|\beven (?:where|if|when|though)\b/i;
const REPORTING = /\b(?:report|notify|notif\w*|tell|inform|complain)\b/i;
const LIMITED_TO = /\b(?:ends?|expires?|ceases?|only (?:for|within|during)|after which|no longer)\b/i;
const FOR_A_FEE =
  /\bonly (?:on|upon|after|against|if|once)\b[^.;]{0,40}\b(?:payment|paying|pays?|paid)\b|\b(?:migration|export|exit|release|handover|retrieval|transfer|transition) (?:fee|charge)\b/i;
const FREE =
  /\bno (?:charge|fee|cost)\b|\bfree of charge\b|\bwithout (?:charge|cost)\b|\bat no (?:extra |additional )?cost\b/i;
const NEVER_REVERTS = /\b(?:not|never|no)\b[^.;]{0,30}\brevert\w*|\bno reversion\b/i;
const PRIOR_MATERIAL =
  /\b(?:prior|pre-?existing|earlier|previous|existing|background|past)\b[^.;]{0,40}\b(?:drafts?|notes?|works?|materials?|photographs?|photos?|posts?|writings?|designs?|intellectual property|code|content|recordings?|articles?)\b|\b(?:on|from) which the \w+ (?:is|was) (?:based|derived|drawn)\b/i;
const KEEPS_OWN =
  /\b(?:keeps?|retains?|remains?|excluding|except|other than|does not include|not include)\b/i;
const WHOLE_FIELD =
  /\bany (?:other |similar |competing |rival )(?:books?|titles?|works?|products?|services?|businesses?|brands?|courses?|apps?)\b/i;
const DURING_TERM = /\bduring (?:the |this )?(?:term|agreement|engagement|employment|contract)\b/i;
const HIRING_FEE =
  /\b(?:salary|salaries|remuneration|wages|annual|a year's|one year's|(?:\w+ )?months?' (?:salary|fees?|pay|wages))\b|\d+ ?%|\bper ?cent\b|\b(?:placement|introduction|introductory|finder'?s|recruitment|transfer|hiring|buy-?out) fee\b/i;
const HARD_WAY =
  /\bonly (?:by|in|if|through|with|using)\b[^.;]{0,100}\b(?:in person|certified mail|registered (?:post|mail)|recorded delivery|signed (?:\w+ )?(?:form|letter)|by post|by fax|notari[sz]ed)\b/i;
const BILLS = /\b(?:claims?|invoices?|bills?|progress payments?|stages?|milestones?|payments?)\b/i;

/** The shortest period a clause names, in days. */
function shortestDays(r: ClauseReading): number | null {
  const days = periodsIn(text(r)).map(periodInDays);
  return days.length > 0 ? Math.min(...days) : null;
}

export const EARNINGS_JUDGMENTS: readonly Judgment[] = [
  {
    id: 'holdback-at-discretion',
    concepts: ['deductions'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    when: (r) =>
      HOLDBACK.test(text(r)) &&
      !NOT_HELD.test(text(r)) &&
      (r.force === 'duty' || r.force === 'power') &&
      (r.conditions.has('ownDiscretion') || !RELEASED_BY.test(text(r))),
    title: ({ O }) => `${O} holds back part of your pay and releases it when it decides`,
    explanation: ({ O, r }) =>
      `${O} keeps back ${r.rates[0] ? `${r.rates[0].percent}%` : 'part'} of each payment due to you and pays it out only when it decides, with no date by which you get it.`,
    consequences: () => 'Money you have earned can stay out of your hands for months, or for good.',
    fix: ({ Ob }) =>
      `Any amount held back by ${Ob} shall not exceed five percent (5%) of each payment and shall be paid within thirty (30) days after the end of this Agreement, less only amounts due for defects notified in writing.`,
  },
  {
    id: 'card-charged-at-will',
    concepts: ['card-charge'],
    party: 'holder',
    // 'The Customer authorises the Company to charge...': the party authorised holds the power.
    namedAfter: /\bauthori[sz]\w*/,
    adverseWhen: 'other',
    severity: 'high',
    when: (r) => r.conditions.has('ownDiscretion') || WITHOUT_CONSENT.test(text(r)) || ANY_SUM.test(text(r)),
    title: ({ O }) => `${O} may take money from your card whenever it decides`,
    explanation: ({ O }) =>
      `${O} may charge your card or account any sum it considers due, without asking you first, so you have to fight to get back anything it takes wrongly.`,
    consequences: () => 'Disputed repair bills, fines and fees are taken before you can question them.',
    fix: ({ Ob, U }) =>
      `${Ob} may charge ${U}'s card only for the agreed fees; any other sum is payable only after ${Ob} sends an itemised invoice with evidence and ${U} has fourteen (14) days to dispute it.`,
  },
  {
    id: 'earned-pay-lost',
    concepts: ['earned-pay'],
    party: 'payee',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) => ON_ENDING.test(text(r)) || r.conditions.has('regardless'),
    title: () => 'You lose pay you have earned when the contract ends',
    explanation: ({ O }) =>
      `When the contract ends, you get nothing for work you have already done or business you brought in unless ${O} has finished and been paid by then, even where the result is yours.`,
    consequences: ({ O }) =>
      `${O} can end the contract just before a large payment falls due and keep the benefit of your work.`,
    fix: ({ U }) =>
      `After this Agreement ends, ${U} remains entitled to payment for all work done and all orders obtained before the end date, paid when the customer pays.`,
  },
  {
    id: 'defects-period-short',
    concepts: ['defects'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) => LIMITED_TO.test(text(r)) && !REPORTING.test(text(r)) && (shortestDays(r) ?? Infinity) < 90,
    title: ({ O, r }) => `${O} fixes defects for only ${shortestDays(r) ?? 'a few'} days`,
    explanation: ({ O, r }) =>
      `${O} must put right defects only for ${shortestDays(r) ?? 'a few'} days; a fault that shows up later (many take months) is yours to pay for.`,
    consequences: () => 'Hidden faults found after the short period cost you the full repair.',
    fix: ({ Ob }) =>
      `${Ob} shall remedy at its own cost any defect notified in writing within twelve (12) months after completion, without limiting any warranty implied by law.`,
  },
  {
    id: 'files-for-a-fee',
    concepts: ['data'],
    cue: /\b(?:fee|charge|payment|paying|pays?|paid)\b/i,
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    when: (r) => FOR_A_FEE.test(text(r)) && !FREE.test(text(r)),
    title: ({ O }) => `You must pay ${O} to get your own files back`,
    explanation: ({ O, r }) =>
      `At the end ${O} hands over a copy of your files only if you pay${r.amounts[0] ? ` ${r.amounts[0]}` : ' a fee'}, so leaving costs you money for what is already yours.`,
    consequences: () => 'Moving to another provider costs an exit fee on top of the setup there.',
    fix: ({ Ob }) =>
      `On termination ${Ob} shall provide a complete copy of the customer's files and data in a standard format within fourteen (14) days, free of charge.`,
  },
  {
    id: 'rights-never-revert',
    concepts: ['ownership', 'licence'],
    cue: /\brevert|\breversion/i,
    party: 'holder',
    namedAfter: /\brevert\w* (?:back )?to/,
    adverseWhen: 'user',
    severity: 'high',
    when: (r) => NEVER_REVERTS.test(text(r)),
    title: () => 'The rights you grant never come back to you',
    explanation: ({ O }) =>
      `The rights you give ${O} stay with it for good, even if ${O} stops using them, lets the work go out of print or sale, or never exploits it.`,
    consequences: () => 'Your work can sit unused while you are unable to sell or publish it elsewhere.',
    fix: ({ Ob, U }) =>
      `If ${Ob} does not keep the work available for sale for twelve (12) consecutive months, all rights revert to ${U} on written request.`,
  },
  {
    id: 'prior-material-assigned',
    concepts: ['ownership'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) =>
      // An assignment, not the usual licence to pre-existing material built into the deliverables.
      /\b(?:assign\w*|transfers?)\b/i.test(text(r)) &&
      !/\blicen[cs]e\b/i.test(text(r)) &&
      PRIOR_MATERIAL.test(text(r)) &&
      !KEEPS_OWN.test(text(r)),
    title: ({ O }) => `You give ${O} your earlier material too, not just this work`,
    explanation: ({ O }) =>
      `The assignment takes not only what you make under this contract but also the earlier drafts, notes and material it is based on, so ${O} owns work you created before the deal.`,
    consequences: () => 'You may no longer use or sell material you created before and outside this deal.',
    fix: ({ U }) =>
      `${U} assigns only the rights in the work delivered under this Agreement; ${U} keeps all material created before it, and grants only the licence needed to exploit the work.`,
  },
  {
    id: 'restraint-during-term',
    concepts: ['non-compete'],
    cue: /\bduring\b/i,
    party: 'holder',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) =>
      (r.force === 'barred' || r.force === 'duty') && WHOLE_FIELD.test(text(r)) && DURING_TERM.test(text(r)),
    title: () => 'You may not do any other work in your field while the contract lasts',
    explanation: ({ O }) =>
      `For as long as the contract runs you may not take on any other work of the kind it covers, not only work that competes directly with ${O}, which cuts off other income.`,
    consequences: () => 'You depend on this one deal for the whole term.',
    fix: ({ U, Ob }) =>
      `During the term ${U} shall not produce a work that directly competes with the work under this Agreement without ${Ob}'s consent, which shall not be unreasonably withheld.`,
  },
  {
    id: 'no-hire-fee',
    concepts: ['non-solicit'],
    cue: /\b(?:fee|sum|pay|payment)\b/i,
    party: 'holder',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) =>
      r.force === 'duty' && /\b(?:fee|sum|pay|payment)\b/i.test(text(r)) && HIRING_FEE.test(text(r)),
    title: ({ O }) => `You pay a large fee if you hire ${O}'s staff`,
    explanation: ({ O }) =>
      `If you take on anyone who works for ${O}, even when they approach you, you owe ${O} a fee measured by that person's pay.`,
    consequences: () => 'Hiring someone you already know can cost you a year of their salary.',
    fix: ({ U, Ob }) =>
      `${U} shall not actively solicit ${Ob}'s staff during the term and for six (6) months after; a person who answers a general advertisement may be hired without any fee.`,
  },
  {
    id: 'cancel-hurdle',
    concepts: ['termination', 'renewal'],
    cue: /\bonly\b/i,
    party: 'holder',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) => r.force === 'power' && HARD_WAY.test(text(r)),
    title: () => 'Cancelling is made hard on purpose',
    explanation: ({ O }) =>
      `You may cancel only in the one way this clause allows (in person, on a signed form or by post), not simply by writing to ${O}, so the payments keep running until you manage it.`,
    consequences: () => 'You may keep paying for months after you decided to stop.',
    fix: ({ U, Ob }) =>
      `${U} may cancel by email or in writing to ${Ob} on thirty (30) days' notice; ${Ob} shall confirm the cancellation in writing.`,
  },
  {
    id: 'payment-due-when-it-decides',
    concepts: ['payment'],
    cue: /\b(?:discretion|considers?|deems?|believes?|thinks?|opinion|decides?|determines?|sees fit|choosing)\b/i,
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    when: (r) => r.force === 'power' && r.conditions.has('ownDiscretion') && BILLS.test(text(r)),
    title: ({ O }) => `${O} decides alone when a payment falls due`,
    explanation: ({ O, r }) =>
      `${O} may bill you whenever it thinks a stage is done, with no independent check${r.when ? `, and you must pay ${r.when}` : ''}, so you can be paying for work that is not finished.`,
    consequences: () => 'You lose the one lever you have, money, before the work is done.',
    fix: ({ U }) =>
      `A progress claim is payable within ten (10) business days after ${U} or an independent inspector has confirmed in writing that the stage is complete.`,
  },
];
