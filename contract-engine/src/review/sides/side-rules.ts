import type { Sentence } from '../text/sentences';
import { periodInDays, periodsIn } from '../../language/periods';
import { partyTerm } from './parties';
import { CHARGE_RULES } from './rules-charges';
import { conceptRule } from './rules-concepts';
import { COMMITMENT_RULES } from './rules-commitments';
import { DATA_RULES } from './rules-data';
import { EXIT_RULES } from './rules-exit';
import { FORUM_RULES } from './rules-forum';
import { LICENCE_RULES } from './rules-licence';
import { PAYMENT_RULES, payerOf } from './rules-payment';
import { RESTRAINT_RULES } from './rules-restraint';
import {
  MUTUAL,
  actorAt,
  bare,
  subjectOf,
  display,
  finding,
  matches,
  periodDays,
  type Who,
  type SideFinding,
  type SideRule,
  type SideContext,
} from './side-finding';

// The side-aware checks. Each reads who acts in a clause (who is protected, who may change or end
// the deal, who indemnifies, who works, who assigns, who is restricted, who is paid) and reports it
// against the user only when it is one-sided against them.

// -- Liability cap that protects only one side -------------------------------------------------

const LIABLE = /\b(?:liabilit(?:y|ies)|liable)\b/gi;
const LIMITING =
  /\b(?:shall not exceed|will not exceed|not exceed|not to exceed|limited to|in excess of|more than|capped|exceed|indirect|consequential)\b/i;
/** A blanket exclusion ("shall not be liable for any loss... however caused") limits liability to nothing. */
const EXCLUDES =
  /\b(?:shall|will|is) not (?:be )?(?:liable|responsible)\b[^.;]{0,120}\b(?:any|all)\b[^.;]{0,80}\b(?:loss|losses|damages?|claims?|injur\w*)\b/i;
const FORCE_MAJEURE = /\bbeyond (?:its|their|the) (?:reasonable )?control\b|\bforce majeure\b/i;
const AMOUNT =
  /\$\s?[\d,]+(?:\.\d+)?|\b(?:the )?(?:fees|amounts?) (?:actually )?(?:paid|payable)[^.;,]{0,60}/i;

const oneSidedCap: SideRule = (ctx) => {
  const out: SideFinding[] = [];
  const seen = new Set<number>();
  for (const { sentence, at } of matches(ctx, LIABLE)) {
    if (seen.has(sentence.index)) continue;
    const excludes = EXCLUDES.test(sentence.text) && !FORCE_MAJEURE.test(sentence.text);
    if (!LIMITING.test(sentence.text) && !excludes) continue;
    if (MUTUAL.test(sentence.text.slice(0, at + 20))) continue;
    // "the Company's liability" / "shall the Company be liable", else "the liability of the Company".
    const after = new RegExp(
      `^(?:liabilit(?:y|ies))\\s+of\\s+(${partyTerm(ctx.user)}|${partyTerm(ctx.other)})\\b`,
      'i',
    ).exec(sentence.text.slice(at));
    const ofWho = after?.[1]
      ? new RegExp(`^${partyTerm(ctx.user)}$`, 'i').test(after[1])
        ? 'user'
        : 'other'
      : null;
    const who = ofWho ?? actorAt(ctx, sentence.text, at, 80);
    if (who !== 'user' && who !== 'other') continue;
    seen.add(sentence.index);
    const O = display(ctx.other);
    const amount = AMOUNT.exec(sentence.text)?.[0]?.trim();
    const f = finding(
      ctx,
      {
        id: 'one-sided-liability-cap',
        rank: 1,
        severity: 'high',
        title: `Liability limit protects only ${O}`,
        explanation: `This clause limits or excludes ${O}'s liability${amount ? ` (to ${amount})` : ''}, but nothing limits yours: if ${O} causes you a loss you can recover little, while your own liability to ${O} stays unlimited.`,
        consequences: `A serious failure by ${O} could cost you far more than you can recover, and you carry the full risk of your own mistakes.`,
        fix: `Each party's total liability arising out of or relating to this Agreement shall not exceed the total amounts paid and payable under this Agreement in the twelve (12) months before the event giving rise to the claim. This limit applies equally to ${bare(ctx.user)} and ${bare(ctx.other)} and does not apply to fraud, gross negligence, wilful misconduct, breach of confidentiality or the indemnities in this Agreement.`,
        rationale: 'Makes the limit mutual and sets it at a level that matches the value of the contract.',
        sentence,
      },
      who,
      'other',
    );
    if (f) out.push(f);
  }
  return out.slice(0, 2);
};

// -- Unilateral amendment --------------------------------------------------------------------

const AMEND =
  /\b(?:may|can|reserves? the right to|shall be entitled to|is entitled to)\s+(?:\w+\s+){0,4}?(?:amend|modify|change|alter|vary|revise|update|supplement|increase|raise|adjust)\b/gi;
const AMEND_OBJECT =
  /\b(?:this agreement|this lease|these terms|terms|scope|services|fees|prices?|rates?|rent|charges|royalt(?:y|ies)|statement of work|specifications?|schedule|policies|deliverables)\b/i;
/** A change that is capped or indexed ("by no more than the change in the consumer price index") is the fair form. */
const BOUNDED_CHANGE =
  /\b(?:consumer price index|CPI|retail price index|by no more than|not (?:to )?exceed|capped at|up to \d+(?:\.\d+)? ?(?:%|percent))/i;
const AGREED_CHANGE =
  /\b(?:signed|executed|agreed)\s+(?:in writing\s+)?by\s+(?:both|each of the|all(?: of the)?|the)\s+parties|mutual(?:ly)?\s+agree|written agreement of\b/i;

/** How clearly a change clause changes the contract itself: the whole terms first, then money, then scope. */
function amendmentStrength(text: string): number {
  if (
    /\b(?:this agreement|this lease|these terms|the terms|terms and conditions|this contract)\b/i.test(text)
  )
    return 3;
  if (/\b(?:fees|prices?|rates?|charges?|rent|royalt(?:y|ies))\b/i.test(text)) return 2;
  return 1;
}

const unilateralAmendment: SideRule = (ctx) => {
  let best: { sentence: Sentence; who: Who; strength: number } | null = null;
  let priceByOther: { sentence: Sentence; who: Who; strength: number } | null = null;
  for (const { sentence, at } of matches(ctx, AMEND)) {
    if (!AMEND_OBJECT.test(sentence.text) || AGREED_CHANGE.test(sentence.text)) continue;
    if (BOUNDED_CHANGE.test(sentence.text)) continue;
    const who = actorAt(ctx, sentence.text, at, 80);
    if (who !== 'user' && who !== 'other') continue;
    // A scope change that is also unpaid work is that finding's clause; prefer another one.
    const strength = amendmentStrength(sentence.text) - (UNPAID_ONCE.test(sentence.text) ? 0.5 : 0);
    if (
      !best ||
      strength > best.strength ||
      (strength === best.strength && who === 'other' && best.who !== 'other')
    )
      best = { sentence, who, strength };
    if (Math.round(strength) === 2 && who === 'other' && !priceByOther)
      priceByOther = { sentence, who, strength };
  }
  if (!best) return [];
  // A change of the terms and, in another clause, a price the other side may raise: two findings.
  const separatePrice =
    priceByOther && priceByOther.sentence.index !== best.sentence.index && Math.round(best.strength) === 3
      ? amendmentFinding(ctx, priceByOther)
      : [];
  return [...amendmentFinding(ctx, best), ...separatePrice];
};

function amendmentFinding(
  ctx: SideContext,
  best: { sentence: Sentence; who: Who; strength: number },
): SideFinding[] {
  const O = display(ctx.other);
  const U = bare(ctx.user);
  const Ob = bare(ctx.other);
  // A price clause is explained and fixed as a price change; anything else as a change of terms.
  const price = Math.round(best.strength) === 2;
  const what = /\brent\b/i.test(best.sentence.text)
    ? 'rent'
    : /\bpric(?:e|es|ing)\b/i.test(best.sentence.text)
      ? 'prices'
      : /\brates?\b/i.test(best.sentence.text)
        ? 'rates'
        : /\broyalt/i.test(best.sentence.text) && !/\bfees\b/i.test(best.sentence.text)
          ? 'royalty'
          : 'fees';
  const f = finding(
    ctx,
    price
      ? {
          id: 'unilateral-amendment',
          rank: 5,
          severity: 'high',
          title: `${O} can raise the price on its own`,
          explanation: `This clause lets ${O} change the ${what} whenever it likes, with no cap and without your agreement, so you cannot know what the contract will cost you.`,
          consequences: `The ${what} can rise during the term, and your only answer may be to stop performing or to leave the contract, possibly at a cost.`,
          fix: `The ${what} may be changed only by written agreement of ${U} and ${Ob}, except that once in each twelve (12) month period ${Ob} may increase the ${what} by no more than the change in the consumer price index over the previous twelve (12) months, on at least sixty (60) days' written notice.`,
          rationale: 'Ties any increase to agreement or an objective index, once a year and with notice.',
          sentence: best.sentence,
        }
      : {
          id: 'unilateral-amendment',
          rank: 5,
          severity: 'high',
          title: `${O} can change the contract on its own`,
          explanation: `This clause lets ${O} change the terms (scope, fees or other terms) without your agreement, so what you signed is not what you may be bound by.`,
          consequences: `${O} could add work, cut prices or shift risk to you after signing, and you would be in breach if you refused.`,
          fix: `No amendment or change to this Agreement, including its scope, fees or schedule, is effective unless it is made in writing and signed by authorised representatives of both ${U} and ${Ob}.`,
          rationale: 'Changes then need your written agreement.',
          sentence: best.sentence,
        },
    best.who,
    'other',
  );
  return f ? [f] : [];
}

// -- Unilateral termination ------------------------------------------------------------------

const TERMINATE_FREELY =
  /\b(?:may|can|shall have the right to|reserves the right to|is entitled to)\s+(?:\w+\s+){0,3}?terminate\b[^.;]{0,200}?\b(?:at any time|for any reason|for convenience|without cause|with or without cause|for no reason|in its sole discretion|without (?:prior )?notice)/gi;

/** Ending 'without notice for serious misconduct' is ending for cause, not at will. */
const FOR_CAUSE_ONLY =
  /^(?![\s\S]*\b(?:at any time|for any reason|for convenience|without cause|for no reason)\b)[\s\S]*\bfor (?:serious |gross |wil?ful )?(?:misconduct|breach|cause|default|fraud|dishonesty)\b/i;

const unilateralTermination: SideRule = (ctx) => {
  const found: Array<{ who: Who; sentence: Sentence }> = [];
  for (const { sentence, at } of matches(ctx, TERMINATE_FREELY))
    if (!FOR_CAUSE_ONLY.test(sentence.text))
      found.push({ who: actorAt(ctx, sentence.text, at, 80), sentence });
  if (found.some((f) => f.who === 'mutual')) return [];
  const byOther = found.find((f) => f.who === 'other');
  const byUser = found.find((f) => f.who === 'user');
  if (byOther && byUser) return [];
  const hit = byOther ?? byUser;
  if (!hit) return [];
  const O = display(ctx.other);
  const f = finding(
    ctx,
    {
      id: 'unilateral-termination',
      rank: 4,
      severity: 'high',
      title: `Only ${O} can end the contract at will`,
      explanation: `${O} may terminate whenever it likes, without cause, while you have no matching right: you carry the commitment, ${O} keeps the option.`,
      // The payee loses paid work; the payer loses the service, supply or premises it relies on.
      consequences:
        payerOf(ctx) === 'user'
          ? `You could lose the service, supply or premises you rely on at short notice, after investing in it, and have to replace it in a hurry.`
          : `You could lose the contract at short notice after investing in it, with no compensation for work in progress.`,
      fix:
        payerOf(ctx) === 'user'
          ? `Either party may terminate this Agreement before the end of the term only if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice. On any termination, ${bare(ctx.other)} shall refund within thirty (30) days any amounts paid for the period after the termination date.`
          : `Either party may terminate this Agreement for convenience on thirty (30) days' written notice to the other party. On any termination, all amounts due for work performed and costs committed up to the termination date shall be paid within thirty (30) days.`,
      rationale: 'Gives both parties the same exit right and pays for work already done.',
      sentence: hit.sentence,
    },
    hit.who,
    'other',
  );
  return f ? [f] : [];
};

// -- One-way indemnity -----------------------------------------------------------------------

const INDEMNIFY =
  /\b(?:shall|will|agrees? to|must|hereby agrees? to|undertakes? to)\s+(?:\w+,?\s+){0,3}?(?:indemnify|defend|hold\s+harmless)\b/gi;

const BROAD_INDEMNITY =
  /\b(?:any and all|regardless of|however caused|whether or not|arising out of or (?:in connection|relating)|whatsoever)\b/i;

/** 'except to the extent caused by the Licensor's negligence': the indemnified party's own fault is excluded. */
const CARVED_BACK =
  /^(?![\s\S]*\b(?:regardless of|however caused|whether or not)\b)[\s\S]*\b(?:except|save|other than|but not|excluding)\b[^.;]{0,40}\b(?:caused by|arising from|resulting from|attributable to|due to)\b[^.;]{0,80}\b(?:negligen\w*|fault|breach\w*|misconduct|default)\b/i;

const oneWayIndemnity: SideRule = (ctx) => {
  const found: Array<{ who: Who; sentence: Sentence }> = [];
  for (const { sentence, at } of matches(ctx, INDEMNIFY))
    found.push({ who: actorAt(ctx, sentence.text, at, 80), sentence });
  const isBroad = (text: string): boolean => BROAD_INDEMNITY.test(text);
  const byUser = found.find((f) => f.who === 'user');
  const byOther = found.find((f) => f.who === 'other');
  // A mutual indemnity balances a one-way one, unless the one-way one is much broader.
  const mutual = found.some((f) => f.who === 'mutual');
  const hit =
    byUser && byOther
      ? null
      : byUser && (!mutual || isBroad(byUser.sentence.text))
        ? byUser
        : byOther && (!mutual || isBroad(byOther.sentence.text))
          ? byOther
          : null;
  // An indemnity the clause itself carves back for the indemnified side's own fault covers only what
  // the user causes or controls: the usual shape, not a one-sided one.
  if (!hit || CARVED_BACK.test(hit.sentence.text)) return [];
  const O = display(ctx.other);
  const broad = isBroad(hit.sentence.text);
  const f = finding(
    ctx,
    {
      id: 'one-way-indemnity',
      rank: 2,
      severity: broad ? 'high' : 'medium',
      title: `Only you indemnify ${O}`,
      explanation: `You must indemnify ${O}${broad ? ' against any and all claims, even ones you did not cause,' : ''} and ${O} gives you no indemnity in return.`,
      consequences: `You could pay ${O}'s losses, legal costs and third-party claims, possibly beyond any liability cap, while ${O}'s own faults remain your problem.`,
      fix: `Each party shall indemnify, defend and hold harmless the other party against third-party claims to the extent caused by its own breach of this Agreement, negligence or wilful misconduct. Neither party is required to indemnify the other for losses caused by the other party.`,
      rationale: 'Makes the indemnity mutual and limited to each party’s own fault.',
      sentence: hit.sentence,
    },
    hit.who,
    'user',
  );
  return f ? [f] : [];
};

// -- Work without pay ------------------------------------------------------------------------

const UNPAID =
  /\b(?:at no (?:additional|extra|further) (?:cost|charge|fee|expense)|without (?:any )?(?:additional|extra|further) (?:compensation|payment|charge|fees?|cost)|free of charge|no additional (?:compensation|fees?|payment|charge)|not be entitled to (?:any )?(?:additional|extra|further) (?:compensation|payment|fees?))/gi;
const UNPAID_ONCE = new RegExp(UNPAID.source, 'i');
const WORK =
  /\b(?:services?|work|changes?|revisions?|modifications?|additional|tasks?|deliverables?|overtime|support|perform)\b/i;

/**
 * Putting right at no charge what was not done as agreed is a remedy owed to the payer, not extra
 * work: 'if the work is defective, the Supplier shall redo it at no extra cost'.
 */
const FREE_REMEDY =
  /\b(?:put (?:\w+ ){0,3}right|re-?perform\w*|remedy|remedies|rectif\w*|correct\w*|make good|redo|re-?do|fix(?:es)?)\b[\s\S]*\b(?:not (?:been )?(?:performed|done|delivered|carried out|provided)|defect\w*|faults?|faulty|(?:to|with|meet) the (?:specification|standard|agreed standard)|fails? to (?:meet|conform|comply))\b|\b(?:not (?:been )?(?:performed|done|delivered|carried out|provided)|defect\w*|faults?|faulty|fails? to (?:meet|conform|comply))\b[\s\S]*\b(?:put (?:\w+ ){0,3}right|re-?perform\w*|remedy|rectif\w*|correct\w*|make good|redo|re-?do|fix)\b/i;

const workWithoutPay: SideRule = (ctx) => {
  for (const { sentence, at } of matches(ctx, UNPAID)) {
    if (!WORK.test(sentence.text) || FREE_REMEDY.test(sentence.text)) continue;
    const who = subjectOf(ctx, sentence.text) ?? actorAt(ctx, sentence.text, at, 200);
    const O = display(ctx.other);
    const f = finding(
      ctx,
      {
        id: 'work-without-pay',
        rank: 3,
        severity: 'high',
        title: 'You must do extra work without extra pay',
        explanation: `This clause requires you to perform changes or additional work at no additional charge, so ${O} can enlarge the job while the price stays the same.`,
        consequences:
          'Scope creep becomes unpaid work; your margin can disappear and refusing would be a breach.',
        fix: `Any change to the scope, or any additional work requested by ${bare(ctx.other)}, shall be agreed in a written change order signed by both parties that states the additional fees and any change to the schedule. ${bare(ctx.user)} is not required to perform it until the change order is signed.`,
        rationale: 'Extra work is then priced and agreed before it is done.',
        sentence,
      },
      who,
      'user',
    );
    if (f) return [f];
  }
  return [];
};

// -- Broad IP assignment ---------------------------------------------------------------------

const ASSIGN_IP =
  /\b(?:hereby\s+)?(?:assigns?|transfers?|shall assign|agrees to assign|will assign|conveys?)\b[^.;]{0,160}?\b(?:intellectual property|right,? title,? and interest|inventions?|work product|copyrights?|all rights)\b/gi;
const BROAD_IP =
  /\b(?:pre-?existing|prior to|whether or not|at any time|any and all (?:ideas|inventions|intellectual property)|during the term|background|tools|know-how|outside (?:the scope|working hours)|whether (?:or not )?(?:during|related)|conceived or developed)\b/i;

const KEEPS_OWN = /\b(?:retains?|keeps?|excluding|except|other than|does not include|shall not include)\b/i;

const broadIpAssignment: SideRule = (ctx) => {
  for (const { sentence, at } of matches(ctx, ASSIGN_IP)) {
    // "...and the Provider retains its pre-existing materials" is the fair version, not the broad one.
    if (!BROAD_IP.test(sentence.text) || KEEPS_OWN.test(sentence.text)) continue;
    const who = actorAt(ctx, sentence.text, at, 120);
    const O = display(ctx.other);
    const f = finding(
      ctx,
      {
        id: 'broad-ip-assignment',
        rank: 6,
        severity: 'high',
        title: `You give ${O} more intellectual property than the work it pays for`,
        explanation: `The assignment goes beyond the deliverables: it takes your pre-existing materials, tools or work created outside this contract as well.`,
        consequences:
          'You could lose the right to reuse your own methods, code or materials with other clients.',
        fix: `${bare(ctx.user)} assigns to ${bare(ctx.other)}, upon payment in full, the intellectual property rights in the deliverables created specifically for ${bare(ctx.other)} under this Agreement. ${bare(ctx.user)} keeps all rights in its pre-existing materials, tools, know-how and work created outside this Agreement, and grants ${bare(ctx.other)} a non-exclusive, perpetual licence to use those incorporated in the deliverables.`,
        rationale: 'Limits the transfer to what was paid for and keeps your own tools yours.',
        sentence,
      },
      who,
      'user',
    );
    if (f) return [f];
  }
  return [];
};

// -- Automatic renewal -----------------------------------------------------------------------

const RENEWAL =
  /\b(?:automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend)|renew(?:s|ed)? automatically|shall (?:be )?(?:renew|extend)(?:ed)? for (?:successive|additional|consecutive)|successive (?:renewal )?(?:terms|periods) of)/gi;
const NOTICE =
  /((?:at least|not less than|no less than|no later than|a minimum of|minimum)\s+)?((?:[a-z-]+\s+)?\(?\d{1,3}\)?\s*(?:calendar\s+)?(?:days?|months?))'?\s*(?:'\s*)?(?:prior|before|in advance|written notice|notice)/i;

const autoRenewal: SideRule = (ctx) => {
  for (const { sentence, at } of matches(ctx, RENEWAL)) {
    const next = ctx.doc.sentences[sentence.index + 1];
    const scope = `${sentence.text.slice(at)} ${next?.text ?? ''}`;
    const notice = NOTICE.exec(scope);
    const days = notice ? periodDays(notice[2] ?? '') : null;
    const whoNotifies = /\bunless\b/i.test(sentence.text)
      ? actorAt(
          ctx,
          sentence.text,
          sentence.text.search(/\b(?:gives?|provides?|delivers?|notif)/i) + 1 || sentence.text.length,
          80,
        )
      : null;
    const O = display(ctx.other);
    const onlyOtherCanStop = whoNotifies === 'other';
    if (!onlyOtherCanStop && days && days.days < 60) return [];
    // A window both parties share is a diary risk; only a very long one (or one only the other
    // party can use) is a serious one.
    // Renewal binds the paying side hardest; the payee locked into more paid work is less hurt.
    // A window of half a year, or about a quarter of the renewal term (90 days of a year), is long.
    const term = Math.max(
      0,
      ...periodsIn(sentence.text)
        .filter((p) => p.unit === 'year' || p.unit === 'month')
        .map(periodInDays),
    );
    const long = days !== null && (days.days >= 180 || (term > 0 && days.days >= term * 0.24));
    const severity = (onlyOtherCanStop && payerOf(ctx) !== 'other') || long ? 'high' : 'medium';
    return [
      {
        id: 'auto-renewal',
        rank: 9,
        effect: 'adverse',
        severity,
        title: onlyOtherCanStop
          ? `Only ${O} can stop the automatic renewal`
          : days
            ? `Automatic renewal unless you give ${days.phrase}' notice`
            : 'Automatic renewal with no way to opt out',
        explanation: onlyOtherCanStop
          ? `The contract renews by itself and only ${O} can prevent it, so you may be locked in for another term.`
          : days
            ? `The contract renews by itself unless notice is given ${days.phrase} before the term ends; miss that date and you are bound for another term.`
            : 'The contract renews by itself and states no notice by which you can stop it.',
        consequences: 'You could be committed, and owe fees, for a further full term you did not want.',
        fix: 'At the end of each term this Agreement renews for one further term of the same length unless either party gives the other written notice of non-renewal at least thirty (30) days before the end of the then-current term.',
        rationale: 'Gives both parties a short, equal notice window to stop the renewal.',
        sentence,
      },
    ];
  }
  return [];
};

export const SIDE_RULES: readonly SideRule[] = [
  oneSidedCap,
  oneWayIndemnity,
  workWithoutPay,
  unilateralTermination,
  ...EXIT_RULES,
  unilateralAmendment,
  broadIpAssignment,
  ...RESTRAINT_RULES,
  ...PAYMENT_RULES,
  ...CHARGE_RULES,
  ...COMMITMENT_RULES,
  ...DATA_RULES,
  ...LICENCE_RULES,
  autoRenewal,
  ...FORUM_RULES,
  // Last: the concept table, for the clauses the rules above did not already explain.
  conceptRule,
];
