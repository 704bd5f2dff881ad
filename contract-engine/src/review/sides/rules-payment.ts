import { periodInDays, periodsIn } from '../../language/periods';
import type { Sentence } from '../text/sentences';
import type { ReviewParty } from './parties';
import {
  actorAt,
  bare,
  display,
  matches,
  type SideContext,
  type SideFinding,
  type SideRule,
  type Who,
} from './side-finding';

// Payment terms read from the payee's side: payment that depends on the payer's discretion (or on
// the payer being paid first), long payment terms, withholding without a dispute process, and an
// express exclusion of late-payment interest. Who pays is read from the contract as a whole
// ("the Client shall pay the Designer..."), so a passive sentence ("Payment is due within ninety
// (90) days...") is still attributed to the payer.

/** Longer than this many days to pay is a finding (30 is usual, 45-60 common with large payers). */
export const LONG_PAYMENT_DAYS = 60;

const PAYS =
  /\b(?:(?:shall|will|agrees? to|must|undertakes? to|promises? to)\s+(?:\w+\s+){0,2}?(?:re)?pay|(?:re)?pays)\b(?!\s+(?:its|their|his|her) own)/gi;
const MONEY_CONTEXT =
  /\b(?:fees?|price|rent|invoices?|compensation|charges?|amounts?|sum|royalt\w*|consideration|remuneration)\b|[$€£]\s?\d/i;
const PAYMENT_SENTENCE =
  /\b(?:pay(?:s|able|ment|ments)?|invoices?|fees?|remuneration|compensation|rent)\b[^.;]{0,160}\b(?:due|within|net|after|upon|following|only (?:if|when|once))\b|\bnet\s+\d{1,3}\b/gi;
const DISCRETION =
  /\b(?:sole|absolute|unfettered|complete) (?:and (?:absolute|unfettered) )?discretion\b|\b(?:entire |complete |full )?satisfaction\b|\bsatisfied\b|\bpay[- ]when[- ]paid\b|\bonly (?:after|upon|when|if|once)\b[^.;]{0,80}\b(?:has |have )?(?:receiv\w*|been paid|paid by)/i;
const WITHHOLD =
  /\b(?:may|can|is entitled to|shall be entitled to|reserves? the right to|has the right to)\s+(?:\w+\s+){0,3}?(?:withhold|set[- ]?off|offset|deduct|retain)\b/gi;
const DISPUTE_PROCESS =
  /\bgood faith\b|\bwritten notice\b|\bin writing\b|\bnotif\w*|\bwithin\s+(?:[a-z-]+\s+)?\(?\d|\breasonabl\w*|\breasons?\b|\bdetail\w*|\bundisputed (?:portion|part|amount|balance)|\bdispute resolution\b/i;
const NO_INTEREST =
  /\bno (?:late (?:payment )?(?:fees?|charges?|penalt\w*)|interest)\b[^.;]{0,40}(?:or (?:late )?(?:fees?|interest|charges?)\b[^.;]{0,40})?\b(?:shall|will|may)?\s*(?:apply|accrue|be (?:payable|charged|due))|\b(?:late|overdue|unpaid|past[- ]due)\b[^.;]{0,60}\b(?:shall|will|do|does)\s+not\s+(?:bear|accrue|attract|incur|carry)\s+(?:any\s+)?interest|\bwithout (?:any )?interest\b/gi;

type Payer = 'user' | 'other' | null;

/** The roles that pay under the usual deal (rent, fees, a loan) and the roles that are paid. */
const PAYING_ROLE =
  /^(?:the )?(?:tenant|lessee|renter|hirer|client|customer|buyer|purchaser|borrower|employer|licensee|franchisee|retailer|brand|member|occupant|subscriber|guest|student|parent|patient|resident|participant|attendee|user)$/i;
const PAID_ROLE =
  /^(?:the )?(?:landlord|lessor|owner|provider|service provider|supplier|vendor|seller|contractor|consultant|employee|lender|licensor|franchisor|photographer|studio|designer|developer|agency|creator|influencer|artist|club|gym|facility|operator|caterer|venue|tutor|trainer|coach|builder)$/i;

/** When no sentence says who pays ('The rent is £900 a month, payable in advance'), the roles do. */
function payerByRole(ctx: SideContext): Payer {
  const role = (aliases: readonly string[], re: RegExp): boolean => aliases.some((a) => re.test(a.trim()));
  // One role word is enough when the other side's is neither ('the Restaurant' buys from 'the Supplier').
  const paying = (p: ReviewParty): boolean => role(p.aliases, PAYING_ROLE);
  const paid = (p: ReviewParty): boolean => role(p.aliases, PAID_ROLE);
  const userPays =
    (paying(ctx.user) && !paying(ctx.other)) || (paid(ctx.other) && !paid(ctx.user) && !paying(ctx.other));
  const otherPays =
    (paying(ctx.other) && !paying(ctx.user)) || (paid(ctx.user) && !paid(ctx.other) && !paying(ctx.user));
  return userPays === otherPays ? null : userPays ? 'user' : 'other';
}

const payerCache = new WeakMap<SideContext['doc'], Map<string, Payer>>();

/** Who pays the fees under the contract: the party that most often "shall pay" money. */
export function payerOf(ctx: SideContext): Payer {
  const key = `${ctx.user.name}|${ctx.other.name}`;
  const known = payerCache.get(ctx.doc)?.get(key);
  if (known !== undefined) return known;
  let user = 0;
  let other = 0;
  for (const { sentence, at } of matches(ctx, PAYS)) {
    // Paying fees counts double; "shall pay the Consultant only after..." still counts.
    const weight = MONEY_CONTEXT.test(sentence.text.slice(at)) ? 2 : 1;
    const who = actorAt(ctx, sentence.text, at + 1, 80);
    if (who === 'user') user += weight;
    else if (who === 'other') other += weight;
  }
  const payer: Payer = other > user ? 'other' : user > other ? 'user' : payerByRole(ctx);
  const byDoc = payerCache.get(ctx.doc) ?? new Map<string, Payer>();
  byDoc.set(key, payer);
  payerCache.set(ctx.doc, byDoc);
  return payer;
}

/** The payment period a sentence gives ("within ninety (90) days", "net 90"), in days. */
function paymentDays(text: string): { days: number; phrase: string } | null {
  const net = /\bnet\s+(\d{1,3})\b/i.exec(text);
  if (net?.[1]) return { days: Number(net[1]), phrase: `${net[1]} days` };
  for (const p of periodsIn(text)) {
    if (p.unit === 'year') continue;
    const before = text.slice(Math.max(0, p.index - 20), p.index + p.text.length);
    if (!/\bwithin\b/i.test(before) && !/^within\b/i.test(p.text)) continue;
    const days = periodInDays(p);
    return { days, phrase: `${p.amount} ${p.unit}${p.amount === 1 ? '' : 's'}` };
  }
  return null;
}

/** Whose discretion or satisfaction a payment condition turns on; "has received payment" is the payer's. */
function discretionHolder(ctx: SideContext, text: string, d: RegExpExecArray): Who {
  const word = d[0].toLowerCase();
  if (word.includes('discretion')) return actorAt(ctx, text, d.index, 60);
  if (word.includes('satisf')) {
    const after = text.slice(d.index + d[0].length, d.index + d[0].length + 40);
    const of = /^\s*of\b/i.test(after) ? actorAt(ctx, after, after.length, 40) : null;
    return of ?? actorAt(ctx, text, d.index, 40);
  }
  return 'other';
}

const PAYEE_FIX = (ctx: SideContext): string =>
  `${bare(ctx.other)} shall pay each invoice within thirty (30) days of receipt. Acceptance of a deliverable shall not be unreasonably withheld and is deemed given if ${bare(ctx.other)} does not reject it in writing, with reasons, within ten (10) business days of delivery. ${bare(ctx.other)} may withhold only the part of an invoice it disputes in good faith by written notice giving its reasons within ten (10) days of receipt, and shall pay the undisputed balance when due. Late amounts bear interest at 1% per month.`;

function isPayee(ctx: SideContext): boolean {
  return payerOf(ctx) === 'other';
}

const paymentTiming: SideRule = (ctx) => {
  if (!isPayee(ctx)) return [];
  const O = display(ctx.other);
  let conditional: {
    sentence: Sentence;
    days: { days: number; phrase: string } | null;
    word: string;
  } | null = null;
  let slow: { sentence: Sentence; days: { days: number; phrase: string } } | null = null;
  for (const { sentence } of matches(ctx, PAYMENT_SENTENCE)) {
    const text = sentence.text;
    const d = DISCRETION.exec(text);
    const days = paymentDays(text);
    // The discretion must be the payer's ("after the Client, in its sole discretion, accepts").
    if (d && !conditional && discretionHolder(ctx, text, d) !== 'user')
      conditional = { sentence, days, word: d[0].toLowerCase() };
    if (days && days.days > LONG_PAYMENT_DAYS && !slow && !d) slow = { sentence, days };
  }
  const out: SideFinding[] = [];
  if (conditional) {
    const { days, word } = conditional;
    const when = word.includes('discretion')
      ? `only once ${O} accepts the work, at its own discretion`
      : word.includes('satisf')
        ? `only when ${O} is satisfied`
        : `only after ${O} has itself been paid`;
    out.push({
      id: 'payment-terms',
      rank: 8,
      effect: 'adverse',
      severity: 'high',
      title: `Payment depends on ${O}'s discretion`,
      explanation: `You are paid ${when}, so payment for work you have done is not guaranteed${days && days.days > LONG_PAYMENT_DAYS ? `, and even then ${O} has ${days.phrase} to pay, far longer than the usual 30 days` : ''}.`,
      consequences: `${O} can delay or avoid payment by not accepting the work, and you would have to prove in court that it should have.`,
      fix: PAYEE_FIX(ctx),
      rationale:
        'Payment then follows delivery on objective terms, with a firm 30-day term and interest on late payment.',
      sentence: conditional.sentence,
    });
  }
  if (slow && slow.sentence !== conditional?.sentence) {
    out.push({
      id: 'payment-slow',
      rank: 8,
      effect: 'adverse',
      severity: slow.days.days >= 120 ? 'high' : 'medium',
      title: `You wait ${slow.days.phrase} to be paid`,
      explanation: `${O} has ${slow.days.phrase} to pay, far longer than the usual 30 days, so you finance its business in the meantime.`,
      consequences: 'Cash flow suffers, and unpaid work is hard to recover.',
      fix: `${bare(ctx.other)} shall pay each invoice within thirty (30) days of receipt. Late amounts bear interest at 1% per month.`,
      rationale: 'Sets a firm 30-day payment term with interest on late payment.',
      sentence: slow.sentence,
    });
  }
  return out;
};

const withholding: SideRule = (ctx) => {
  if (!isPayee(ctx)) return [];
  for (const { sentence, at } of matches(ctx, WITHHOLD)) {
    const text = sentence.text;
    if (!/\b(?:pay\w*|amounts?|fees?|invoices?|sums?|monies|money)\b/i.test(text.slice(at))) continue;
    if (DISPUTE_PROCESS.test(text)) continue;
    if (actorAt(ctx, text, at + 1, 80) !== 'other') continue;
    const O = display(ctx.other);
    return [
      {
        id: 'payment-withhold',
        rank: 8,
        effect: 'adverse',
        severity: 'medium',
        title: `${O} can withhold payment without a dispute process`,
        explanation: `${O} may hold back any amount it says it disputes, with no need to give reasons, act in good faith, pay the undisputed part or resolve the dispute within a set time.`,
        consequences:
          'Any complaint, however small, can stop payment of the whole invoice for as long as it likes.',
        fix: `${bare(ctx.other)} may withhold only the part of an invoice it disputes in good faith, by written notice giving its reasons within ten (10) days of receipt of the invoice. It shall pay the undisputed balance when due, and the parties shall try to resolve the dispute within thirty (30) days, after which either party may refer it to the dispute resolution process in this Agreement.`,
        rationale:
          'Limits withholding to genuine, explained disputes and keeps the undisputed amount flowing.',
        sentence,
      },
    ];
  }
  return [];
};

const noLateInterest: SideRule = (ctx) => {
  if (!isPayee(ctx)) return [];
  const hit = matches(ctx, NO_INTEREST)[0];
  if (!hit) return [];
  const O = display(ctx.other);
  return [
    {
      id: 'no-late-interest',
      rank: 9,
      effect: 'adverse',
      severity: 'low',
      title: 'No interest or fees on late payment',
      explanation: `The contract rules out interest or fees on overdue amounts, so ${O} loses nothing by paying you late.`,
      consequences:
        'Late payment costs you money and effort to chase, and you may be giving up interest the law would otherwise allow.',
      fix: `Amounts not paid when due bear interest at 1% per month (or the maximum rate permitted by law, if lower) from the due date until paid, and ${bare(ctx.other)} shall reimburse reasonable costs of collecting overdue amounts.`,
      rationale: 'Gives the payer a reason to pay on time and compensates you for waiting.',
      sentence: hit.sentence,
    },
  ];
};

// -- Deductions from wages -------------------------------------------------------------------

const DEDUCT_FROM_PAY =
  /\b(?:deduct\w*|set off|set-off|offset)\b[^.;]{0,100}?\bfrom\s+(?:any\s+)?(?:the\s+)?(?:[\w'’]+\s+){0,2}?(?:wages?|salary|salaries|pay(?:cheques?|checks?)?|remuneration)\b/gi;
/** Deductions the law requires (tax, social security) are not a contract term against anyone. */
const LAWFUL_DEDUCTION =
  /\b(?:tax\w*|required by (?:applicable )?law|statutory|national insurance|social security|pension contributions?)\b/i;

const deductionsFromPay: SideRule = (ctx) => {
  for (const { sentence, at, text } of matches(ctx, DEDUCT_FROM_PAY)) {
    if (LAWFUL_DEDUCTION.test(sentence.text)) continue;
    // Whose pay: the party named in the words "from the Employee's final wages", else the payee.
    const owner =
      actorAt(ctx, sentence.text, at + text.length, text.length) ??
      (payerOf(ctx) === 'other' ? 'user' : null);
    if (owner !== 'user' || payerOf(ctx) !== 'other') continue;
    const O = display(ctx.other);
    const [U, Ob] = [bare(ctx.user), bare(ctx.other)];
    const final = /\bfinal\b/i.test(text);
    return [
      {
        id: 'pay-deductions',
        rank: 7,
        effect: 'adverse',
        severity: 'medium',
        title: `${O} can deduct costs from your ${final ? 'final ' : ''}pay`,
        explanation: `${O} may take money it claims from you straight out of your ${final ? 'last ' : ''}pay, without your agreement at the time or a court deciding it is owed. Many places limit such deductions (for example below the minimum wage) or require your written consent to each one.`,
        consequences: `A disputed claim is settled in ${O}'s favour before you can challenge it, and your ${final ? 'final pay can shrink to little or nothing when you leave' : 'pay can drop without warning'}.`,
        fix: `${Ob} shall not deduct any amount from ${U}'s wages or final pay except deductions required by law or agreed by ${U} in writing at the time of the deduction, and no deduction shall reduce ${U}'s pay for any period below the applicable minimum wage.`,
        rationale: 'Keeps your pay whole unless you agree to a specific deduction when it is made.',
        sentence,
      },
    ];
  }
  return [];
};

export const PAYMENT_RULES: readonly SideRule[] = [
  paymentTiming,
  withholding,
  noLateInterest,
  deductionsFromPay,
];
