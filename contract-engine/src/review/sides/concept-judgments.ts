import type { Severity } from '@shared-schema';
import { periodInDays, periodsIn } from '../../language/periods';
import type { ConceptId } from '../reading/concepts';
import type { ClauseReading } from './clause-reading';

// The table the side-aware findings are judged from: for each concept, which party the clause must
// concern to hurt the user (the holder of a power, the payer of a charge, the worker), the
// arguments that make it one-sided (conditions, notice below a threshold, a yearly rate above one),
// and what to tell the user. Data, not phrasings: a new wording of a known concept is caught by the
// concept and argument readers, not by a new line here.

/** Thresholds (days, percent a year) a clause is measured against. */
export const THRESHOLDS = {
  /** Notice the other side may end the contract on, below which it is short. */
  shortNoticeDays: 30,
  /** Notice the user must give to leave, above which it is long. */
  longNoticeDays: 42,
  /** A late charge or interest above this yearly rate is above the norm. */
  lateChargeYearly: 24,
  /** A restraint longer than this after the contract ends. */
  restraintDays: 365,
  /** Notice below which ending a job or a worker's contract, even by either side, leaves the worker exposed. */
  workerNoticeDays: 14,
  /** The full price for a cancellation this many days or more before the date is more than a late-cancellation fee. */
  lateCancellationDays: 30,
} as const;

export interface Texts {
  readonly O: string;
  readonly U: string;
  readonly Ob: string;
  readonly r: ClauseReading;
}

export interface Judgment {
  readonly id: string;
  readonly concepts: readonly ConceptId[];
  /**
   * Whose clause it is: the holder of the right or duty, the party that pays under the contract, or
   * the one paid; 'holder-or-payer': the holder, else (a list item naming no one) the payer.
   */
  readonly party: 'holder' | 'payer' | 'payee' | 'worker' | 'holder-or-payer';
  /** Where the clause names the holder after a phrase ('disclosed by X', 'as X decides'), that phrase. */
  readonly namedAfter?: RegExp;
  /** The party named after the phrase is the counterpart of the one bound ('disclosed by X' binds the other). */
  readonly namedIsCounterpart?: true;
  /** The clause hurts the user when that party is... */
  readonly adverseWhen: 'user' | 'other';
  readonly severity: Severity;
  /** Not one-sided when the user (or either party) may end the contract somewhere else in it. */
  readonly unlessUserCanEnd?: true;
  /**
   * A word the clause must contain for the judgment to apply, tested before the clause is read: a
   * broad concept (payment, ending, renewal) occurs in many sentences that this judgment never fits.
   */
  readonly cue?: RegExp;
  readonly when: (r: ClauseReading) => boolean;
  readonly title: (t: Texts) => string;
  readonly explanation: (t: Texts) => string;
  readonly consequences: (t: Texts) => string;
  readonly fix: (t: Texts) => string;
}

const has = (
  r: ClauseReading,
  ...c: Array<'anyTime' | 'anyReason' | 'noNotice' | 'regardless' | 'ownDiscretion'>
): boolean => c.some((x) => r.conditions.has(x));
const text = (r: ClauseReading): string => r.sentence.text;
/** Words that exclude liability altogether ('is not liable', 'releases ... from all liability'). */
export const EXCLUDES =
  /\b(?:not (?:be )?(?:liable|responsible)|no (?:liability|responsibility)|accepts? no (?:liability|responsibility)|bears? no (?:liability|responsibility))\b|\b(?:releases?|discharges?)\b[^.;]{0,100}\bfrom (?:all|any) (?:liability|claims?|responsibility)\b|\bwaives? (?:all|any) (?:claims?|rights? to claim)\b/i;
const FOR_CAUSE =
  /\b(?:breach\w*|fails?|failure|default\w*|misconduct|insolven\w*|if the \w+ (?:does|is)|for cause|gross)\b/i;
const KEPT =
  /\bnon-?refundable\b|\bnot (?:be )?refundable\b|\bno refunds?\b|\b(?:kept|forfeit\w*)\b|\bretain\w*\b[^.;]{0,30}\bin full\b/i;
/** 'The Owner will keep the deposit if...': kept in every case only when no real condition limits it. */
const KEEPS = /\b(?:will|shall|may|is entitled to) keep\b|\bkeeps\b/i;
const ONLY_IF = /\b(?:if|where|when|unless|to the extent)\b/i;
/** Kept only until it is handed back ('kept in a separate account and returned within 14 days'). */
const HELD_FOR_RETURN = /\bkept in (?:a |an )?(?:separate|protected|trust|client|escrow)\b|\bkept safe\b/i;
const UNPAID_HOURS =
  /\bno (?:extra|additional|further|overtime)(?: (?:or|and) (?:extra|additional|further|overtime))? (?:pay|payment|compensation|wages?|time off)\b|\b(?:salary|pay|wages?|fee) (?:covers|includes|is inclusive of) (?:all|any) (?:hours|time)\b|\bwithout (?:extra|additional|overtime) (?:pay|payment|compensation)\b|\bunpaid\b|\bnot be paid\b|\bno (?:extra|additional) pay or time off\b/i;
const OWNED_BY_OTHER =
  /\b(?:retains?|owns?|shall own|keeps?)\b[^.;]{0,40}\b(?:rights?|title|ownership|designs?|images?|deliverables?|work|files?|apps?|software|source code|code|content)\b|\bproperty of\b|\bvests? in\b|\bbelongs? to\b|['’]s? (?:sole |exclusive )?property\b|\bowned by\b|\bregistered (?:to|in the name of)\b/i;
const WITHDRAWABLE =
  /\b(?:withdraw|revoke|terminate|cancel)\w*\b[^.;]{0,30}\bat any time\b|\bonly (?:while|for as long as|during)\b/i;
const CHOSEN_BY =
  /\b(?:appointed|chosen|selected|nominated|designated|picked|named)\s+by\b|\b(?:appoint|choose|select|nominate|designate)s?\b/i;
const NATIONWIDE =
  /\banywhere\b|\bworldwide\b|\bthe United States\b|\bthe United Kingdom\b|\bnationwide\b|\bthe country\b/i;

export const JUDGMENTS: readonly Judgment[] = [
  {
    id: 'ends-at-will',
    concepts: ['termination'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    when: (r) =>
      r.force === 'power' &&
      !FOR_CAUSE.test(text(r)) &&
      (has(r, 'anyTime', 'anyReason', 'noNotice') ||
        (r.notice !== null && r.notice.days < THRESHOLDS.shortNoticeDays)),
    title: ({ O, r }) =>
      r.notice
        ? `${O} can end the contract on only ${r.notice.phrase}' notice`
        : `Only ${O} can end the contract at will`,
    explanation: ({ O, r }) =>
      `${O} may end the contract whenever it likes${r.notice ? ` on ${r.notice.phrase}' notice` : ''}${r.conditions.has('regardless') ? ', however long it has lasted' : ''}, and you have no matching right: you can lose the work, home or income it gives you at short notice.`,
    consequences: ({ O }) =>
      `You could be left without the contract at short notice, with no compensation, whenever ${O} decides.`,
    fix: ({ U, Ob }) =>
      `Either party may terminate this Agreement for convenience on not less than sixty (60) days' written notice to the other. If ${Ob} terminates for convenience, it shall pay ${U} for all work done and costs committed up to the termination date.`,
  },
  {
    id: 'no-early-exit',
    concepts: ['termination'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'medium',
    unlessUserCanEnd: true,
    when: (r) => r.force === 'barred' && !FOR_CAUSE.test(text(r)),
    title: () => 'You cannot end the contract early',
    explanation: ({ O }) =>
      `The contract gives you no way out before it runs its full term, whatever happens, while ${O} is not bound the same way.`,
    consequences: () => 'If your plans change you stay liable for every payment until the end of the term.',
    fix: ({ U }) =>
      `${U} may end this Agreement on sixty (60) days' written notice at any time after the first six (6) months.`,
  },
  {
    id: 'long-exit-notice',
    concepts: ['resignation', 'termination'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) => r.force === 'duty' && r.notice !== null && r.notice.days > THRESHOLDS.longNoticeDays,
    title: ({ r }) => `You must give ${r.notice?.phrase ?? 'long'} notice to leave`,
    explanation: ({ O, r }) =>
      `To leave you must warn ${O} ${r.notice?.phrase ?? 'long'} ahead, far more than is usual, which ties you in after you have decided to go.`,
    consequences: () =>
      'You may lose a new job or deal because you cannot start in time, or owe damages if you leave sooner.',
    fix: ({ U }) => `${U} may end this Agreement on four (4) weeks' written notice.`,
  },
  {
    id: 'kept-whatever-happens',
    concepts: ['deposit', 'retainer'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) =>
      (KEPT.test(text(r)) || (KEEPS.test(text(r)) && (has(r, 'regardless') || !ONLY_IF.test(text(r))))) &&
      !HELD_FOR_RETURN.test(text(r)) &&
      (r.concept?.id === 'deposit' || has(r, 'regardless')),
    title: ({ r }) =>
      r.concept?.id === 'deposit'
        ? 'The deposit is kept in every case'
        : 'The retainer is kept even if the other side cancels',
    explanation: ({ O, r }) =>
      `${O} keeps the money you paid${r.amounts[0] ? ` (${r.amounts[0]})` : ''} in every case${r.concept?.id === 'retainer' ? `, even when ${O} itself cancels or fails to turn up` : ', whatever the condition you leave things in'}.`,
    consequences: ({ r }) => `You lose ${r.amounts[0] ?? 'the whole sum'} even where you did nothing wrong.`,
    fix: ({ Ob }) =>
      `${Ob} shall return the deposit in full within fourteen (14) days after the end of this Agreement, less only the reasonable cost of repairing damage beyond fair wear and tear, itemised in writing. If ${Ob} cancels, every payment received is refunded in full.`,
  },
  {
    id: 'entry-without-notice',
    concepts: ['entry'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    when: (r) => r.force === 'power' && has(r, 'anyTime', 'noNotice'),
    title: ({ O }) => `${O} may enter without notice`,
    explanation: ({ O }) =>
      `${O} may come into the place you rent or use whenever it wants, without warning you first.`,
    consequences: () => 'You lose privacy and quiet use of the place you pay for.',
    fix: ({ Ob }) =>
      `${Ob} may enter only at reasonable times after giving at least twenty-four (24) hours' written notice, except in an emergency.`,
  },
  {
    id: 'liability-excluded-negligence',
    concepts: ['liability'],
    party: 'holder',
    // 'The Guest releases the Venue from all liability': the party released holds the protection.
    namedAfter: /\b(?:releases?|discharges?)(?: and (?:releases?|discharges?))?/,
    adverseWhen: 'other',
    severity: 'high',
    when: (r) =>
      EXCLUDES.test(text(r)) &&
      (r.conditions.has('negligence') || r.conditions.has('ownFault')) &&
      !/\b(?:except|other than|save (?:for|in)|unless|but not|not for)\b[^.;]{0,80}\bnegligen/i.test(text(r)),
    title: ({ O, r }) =>
      `${O} excludes all liability, even for its own ${r.conditions.has('negligence') ? 'negligence' : 'fault'}`,
    explanation: ({ O }) =>
      `${O} pays nothing for any loss or damage it causes you, even when it was careless or at fault.`,
    consequences: ({ O }) =>
      `If ${O}'s carelessness damages your property, business or health, you bear the whole cost.`,
    fix: ({ Ob }) =>
      `Nothing in this Agreement limits ${Ob}'s liability for death or personal injury caused by negligence, for fraud, or for loss caused by its negligence or wilful misconduct.`,
  },
  {
    id: 'deductions-at-will',
    concepts: ['deductions'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    when: (r) =>
      r.force === 'power' &&
      (has(r, 'ownDiscretion', 'anyTime') || /\bany\b/i.test(text(r)) || r.amounts.length === 0),
    title: ({ O }) => `${O} may deduct from your pay as it decides`,
    explanation: ({ O }) =>
      `${O} may take money out of what it pays you, in amounts it decides itself, without your agreement for each deduction.`,
    consequences: () =>
      'Your pay can drop below what you were promised, and you must chase every wrong deduction.',
    fix: ({ Ob, U }) =>
      `${Ob} may make a deduction from amounts due to ${U} only where the law requires it or ${U} has agreed to that specific deduction in writing.`,
  },
  {
    id: 'unpaid-overtime',
    concepts: ['overtime'],
    party: 'worker',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) => UNPAID_HOURS.test(text(r)),
    title: () => 'Extra hours are unpaid',
    explanation: ({ O }) =>
      `You can be asked to work beyond your normal hours, and ${O} pays nothing for the extra time.`,
    consequences: () =>
      'You may work long weeks for the pay of a normal one; in many places unpaid overtime is also unlawful.',
    fix: ({ Ob }) =>
      `Hours worked beyond the normal hours are paid at one and a half times the normal rate, or given back as time off by agreement, and ${Ob} may require them only with reasonable notice.`,
  },
  {
    id: 'fees-accelerated',
    concepts: ['acceleration'],
    party: 'payer',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) =>
      /\b(?:terminat\w*|ends?|ended|cancel\w*|for any reason|default\w*|missed|fails? to pay|forfeit\w*|unpaid|overdue|not paid)\b/i.test(
        text(r),
      ),
    title: () => 'All remaining fees fall due if the contract ends',
    explanation: ({ O }) =>
      `If the contract ends early, every payment not yet made becomes due at once, so ending it costs you as much as seeing it through, and ${O} is paid for work it never does.`,
    consequences: () =>
      'Leaving early, even for good reason, means paying the whole contract price in one go.',
    fix: ({ U }) =>
      `On termination ${U} pays only for work properly done and accepted up to the termination date; no further fees fall due.`,
  },
  {
    id: 'repayment-on-demand',
    concepts: ['demand'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    when: (r) => r.force === 'power' && has(r, 'anyTime', 'anyReason'),
    title: ({ O }) => `${O} can demand everything back at any time`,
    explanation: ({ O, r }) =>
      `Even if you pay every instalment on time, ${O} may call in the whole balance whenever it likes${r.notice ? `, and you then have only ${r.notice.phrase} to pay` : ''}.`,
    consequences: () => "You could have to find the whole outstanding sum at a few days' notice.",
    fix: ({ Ob }) =>
      `${Ob} may demand early repayment only if a payment is more than thirty (30) days overdue and remains unpaid fourteen (14) days after written notice.`,
  },
  {
    id: 'one-side-picks-forum',
    concepts: ['arbitration', 'forum'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    when: (r) => CHOSEN_BY.test(text(r)),
    title: ({ O, r }) =>
      r.concept?.id === 'arbitration' ? `${O} alone appoints the arbitrator` : `${O} alone chooses the court`,
    explanation: ({ O, r }) =>
      `${r.concept?.id === 'arbitration' ? 'The person who decides any dispute is picked' : 'Where any dispute is heard is decided'} by ${O} alone, so a disagreement is judged on ${O}'s terms.`,
    consequences: () =>
      'You may face a decision-maker chosen by the other side, or a court far from you, which raises your cost and lowers your chances.',
    fix: () =>
      'Any arbitrator shall be appointed jointly by the parties or, failing agreement within fourteen (14) days, by an independent appointing body; claims may be brought in the courts where the defendant is based.',
  },
  {
    id: 'work-owned-by-other',
    concepts: ['ownership', 'licence'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    // A warranty that a party owns what it licenses ('represents that the software is owned by it') is no transfer.
    // Nor is a person keeping the rights in their own name, likeness or endorsement ('retains all rights in the
    // Endorsement'): that is not work anyone paid to own.
    when: (r) =>
      OWNED_BY_OTHER.test(text(r)) &&
      !/\brepresents?\b|\bwarrants? that\b/i.test(text(r)) &&
      !/\b(?:endorsement|likeness|publicity|(?:his|her|their|its) (?:own )?name)\b/i.test(text(r)),
    title: ({ O, r }) =>
      /\b(?:supplied|provided|given) by\b/i.test(text(r))
        ? `Your own material becomes ${O}'s property`
        : `${O} keeps ownership of the work you pay for`,
    explanation: ({ O }) =>
      `Ownership of the work (and anything you supply for it) stays with or passes to ${O}; you only get what permission ${O} grants, and may lose it.`,
    consequences: ({ O }) =>
      `You cannot freely use, change or protect what you paid for, and ${O} may reuse it for others.`,
    fix: ({ U, Ob }) =>
      `On payment of the fees all rights in the deliverables pass to ${U}. Material supplied by ${U} remains ${U}'s property; ${Ob} keeps only its pre-existing tools and grants ${U} a perpetual licence to them as part of the deliverables.`,
  },
  {
    id: 'licence-withdrawable',
    concepts: ['licence', 'ownership'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    when: (r) => WITHDRAWABLE.test(text(r)),
    title: ({ O }) => `${O} can take back your right to use the work`,
    explanation: ({ O }) =>
      `Your permission to use the work is not secure: ${O} can withdraw it, or it ends with the contract.`,
    consequences: () => 'You could have to stop using the work after you have paid for it.',
    fix: ({ Ob }) =>
      `The licence granted by ${Ob} is perpetual and irrevocable once the fees for the work are paid.`,
  },
  {
    id: 'terms-changed-alone',
    concepts: ['variation'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    when: (r) => r.force === 'power' && has(r, 'anyTime', 'noNotice', 'ownDiscretion'),
    title: ({ O }) => `${O} can change the terms on its own`,
    explanation: ({ O }) =>
      `${O} may change what you do, where, when or for how much, whenever it decides, without needing your agreement.`,
    consequences: () => 'What you signed up for can change under you, with no right to refuse.',
    fix: () => 'Any change to this Agreement must be agreed in writing by both parties.',
  },
  {
    id: 'broad-restraint',
    concepts: ['non-compete'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) =>
      NATIONWIDE.test(text(r)) ||
      (r.notice === null && periodsIn(text(r)).some((p) => periodInDays(p) > THRESHOLDS.restraintDays)),
    title: () => 'Wide ban on working in your field',
    explanation: ({ O }) =>
      `After the contract ends you may not work in your field over a very wide area or for a long time, to protect ${O}.`,
    consequences: () =>
      'It can stop you earning a living in your trade; courts often cut such clauses down, but only after a dispute.',
    fix: ({ U }) =>
      `For six (6) months after this Agreement ends, ${U} shall not solicit the other party's clients with whom ${U} dealt in the last twelve (12) months.`,
  },
];
