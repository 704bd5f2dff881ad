import type { Sentence } from '../text/sentences';
import { payerOf } from './rules-payment';
import {
  actorAt,
  finding,
  matches,
  names,
  subjectOf,
  type SideContext,
  type SideFinding,
  type SideRule,
  type Who,
} from './side-finding';

// Commitments that cost the party bound by them more than the contract's price suggests: paying
// for a minimum quantity whether or not it is needed (take-or-pay), a window too short to report
// defects before losing the claim, a tenant made to repair the roof and structure of a building it
// only rents, a security deposit kept whatever happens, and every remaining payment falling due
// at once on a default.

/** A finding when the clause binds the user; nothing when it binds the other side or no one. */
function againstUser(ctx: SideContext, base: Omit<SideFinding, 'effect'>, who: Who): SideFinding | null {
  const f = finding(ctx, base, who, 'user');
  return f?.effect === 'adverse' ? f : null;
}

/** The party bound by a clause: the subject of its verb, else the party named before the words. */
function boundParty(ctx: SideContext, text: string, at: number): Who {
  return subjectOf(ctx, text) ?? actorAt(ctx, text, at + 1, 160);
}

// -- Minimum purchase / take-or-pay ----------------------------------------------------------

const MINIMUM =
  /\b(?:shall|will|agrees? to|must|undertakes? to|commits? to)\s+(?:\w+\s+){0,3}?(?:purchase|buy|order|take)\s+(?:(?:and pay for|and take)\s+)?(?:a\s+)?(?:minimum|at least|not less than|no (?:fewer|less) than)\b/gi;
/** Paying for what was not ordered: the shortfall, "take or pay", "whether or not ordered". */
const SHORTFALL =
  /\bshortfall\b|\btake[- ]or[- ]pay\b|\bwhether or not\b[^.;]{0,40}\b(?:ordered|taken|used|delivered|required|purchased)\b|\bas if\b[^.;]{0,40}\bhad been (?:ordered|purchased|taken)\b/gi;

const minimumPurchase: SideRule = (ctx) => {
  const hits: Array<{ f: SideFinding; pays: boolean }> = [];
  const { O, U, Ob } = names(ctx);
  const candidates = [
    ...matches(ctx, SHORTFALL)
      .filter((m) => /\bpay\w*\b/i.test(m.sentence.text))
      .map((m) => ({ ...m, pays: true })),
    ...matches(ctx, MINIMUM).map((m) => ({ ...m, pays: false })),
  ];
  for (const { sentence, at, pays } of candidates) {
    const f = finding(
      ctx,
      {
        id: 'minimum-purchase',
        rank: 6,
        severity: pays ? 'high' : 'medium',
        title: pays
          ? `You must pay for a minimum quantity whether or not you need it`
          : `You must buy a minimum quantity from ${O}`,
        explanation: pays
          ? `This clause makes you pay ${O} for a minimum quantity even when you order less (a "take-or-pay" commitment): if your needs fall, you pay for products or services you never receive.`
          : `This clause commits you to buy a minimum quantity from ${O}, whatever your actual needs turn out to be; falling short is a breach of contract.`,
        consequences: `A drop in your own demand becomes a debt to ${O}, and the commitment runs for as long as the contract does.`,
        fix: `The quantities in ${U}'s forecasts are estimates only and ${U} is not obliged to order any minimum quantity. If ${U} orders less than the forecast in a contract year, ${Ob}'s only remedy is to charge its published price for the quantity actually ordered for that year, and ${U} shall never pay for products or services it has not ordered.`,
        rationale: 'Turns a fixed purchase commitment into a forecast, so you pay only for what you order.',
        sentence,
      },
      boundParty(ctx, sentence.text, at),
      'user',
    );
    if (f) hits.push({ f, pays });
  }
  const best =
    hits.find((h) => h.f.effect === 'adverse' && h.pays) ?? hits.find((h) => h.f.effect === 'adverse');
  return best ? [best.f] : hits.slice(0, 1).map((h) => h.f);
};

// -- A short window to report defects --------------------------------------------------------

/** At most this many hours to report a defect, on pain of losing the claim, is a finding. */
export const SHORT_CLAIM_HOURS = 72;

const REPORT =
  /\b(?:notify|report|give (?:written )?notice|inform|advise|raise|reject|make (?:any )?claims?|submit (?:any )?claims?)\b/gi;
const DEFECT =
  /\b(?:defects?|defective|non-?conform\w*|shortages?|damaged?|errors?|bugs?|faults?|discrepanc\w*)\b/i;
const WINDOW =
  /\bwithin\s+(?:[a-z-]+\s+)?\(?(\d{1,3})\)?\s*(hours?|(?:business |working |calendar )?days?)\b/i;
/** What happens after the window: the claim is lost or costs extra. */
const BARRED =
  /\bdeemed (?:to (?:have been|be) )?accepted\b|\bfailing which\b|\botherwise\b|\bwaive[sd]?\b|\bno (?:claim|liability|remedy|responsibility)\b|\bmay (?:make|bring) no claims?\b|\bshall not be (?:liable|responsible|obliged)\b|\bonly at\b|\b(?:standard|hourly) rates?\b|\bbarred\b|\bforfeit\w*|\bafter which\b|\bthereafter\b/i;

/** The next sentence when it states what follows from this one ('If the Buyer does not do so, ...'). */
function consequenceAfter(ctx: SideContext, sentence: Sentence): string {
  const next = ctx.doc.sentences[sentence.index + 1]?.text ?? '';
  return /^\s*(?:if (?:\w+ ){1,3}(?:does not|do not|fails?|did not)|otherwise|failing (?:this|that|which|such)|in default)\b/i.test(
    next,
  )
    ? next
    : '';
}

const shortClaimWindow: SideRule = (ctx) => {
  for (const { sentence, at } of matches(ctx, REPORT)) {
    const rest = sentence.text.slice(at);
    const window = WINDOW.exec(rest);
    if (!window || window.index > 160 || !DEFECT.test(rest.slice(0, window.index + 60))) continue;
    if (!BARRED.test(sentence.text) && !BARRED.test(consequenceAfter(ctx, sentence))) continue;
    const n = Number(window[1]);
    const hours = /^hour/i.test(window[2] ?? '') ? n : n * 24;
    if (!(hours <= SHORT_CLAIM_HOURS)) continue;
    const who = subjectOf(ctx, sentence.text.slice(0, at + 1)) ?? actorAt(ctx, sentence.text, at, 160);
    const { O, U, Ob } = names(ctx);
    const period = /^hour/i.test(window[2] ?? '')
      ? `${n} hour${n === 1 ? '' : 's'}`
      : `${n} day${n === 1 ? '' : 's'}`;
    const f = againstUser(
      ctx,
      {
        id: 'short-claim-window',
        rank: 7,
        severity: hours <= 48 ? 'high' : 'medium',
        title: `Only ${period} to report defects`,
        explanation: `You must report any defect within ${period}, or you lose your claim (or pay extra to have it fixed). Many defects only show up after days or weeks of use, so in practice ${O} answers for almost none of them.`,
        consequences: `Defective products or work that you find after ${period} become your problem and your cost, although ${O} caused them.`,
        fix: `${U} shall notify ${Ob} of any defect that is apparent on reasonable inspection within fourteen (14) days after delivery, and of any other defect within fourteen (14) days after discovering it and in any event within twelve (12) months after delivery. ${Ob} shall repair or replace anything that does not conform, or refund its price, at ${Ob}'s own cost.`,
        rationale:
          'Gives a realistic time to find and report defects, including those that appear only in use.',
        sentence,
      },
      who,
    );
    if (f) return [f];
  }
  return [];
};

// -- Tenant repairs the roof and structure ---------------------------------------------------

const REPAIR =
  /\b(?:shall|will|must|agrees? to|undertakes? to|is responsible for|is liable for)\b[^.;]{0,60}?\b(?:repair|maintain|keep|replace|renew|rebuild|make good)\w*/gi;
const STRUCTURE =
  /\b(?:roofs?|foundations?|structur(?:e|es|al)|load[- ]bearing|external walls?|exterior walls?|main walls?)\b/i;
const CARVED_OUT =
  /\b(?:except|excluding|other than|save for|but not|not including|does not include)\b[^.;]{0,80}$/i;
/** A party that occupies what it does not own. */
const OCCUPIER = /^(?:the\s+)?(?:tenant|lessee|renter|sub-?tenant|occupier|licensee|hirer)s?$/i;

const structuralRepair: SideRule = (ctx) => {
  if (!ctx.user.aliases.some((a) => OCCUPIER.test(a))) return [];
  for (const { sentence, at } of matches(ctx, REPAIR)) {
    // The repair duty's own words: up to the next clause naming a party ("and the Landlord shall...").
    const rest = sentence.text.slice(at);
    const cut = rest.slice(10).search(/\b(?:and|but|while|whereas)\s+the\s+[A-Z]/);
    const duty = cut >= 0 ? rest.slice(0, cut + 10) : rest;
    const structure = STRUCTURE.exec(duty);
    if (!structure || CARVED_OUT.test(duty.slice(0, structure.index))) continue;
    if (actorAt(ctx, sentence.text, at + 1, 160) !== 'user') continue;
    const { O, U, Ob } = names(ctx);
    const replace = /\b(?:replace|renew|rebuild|capital)\w*/i.test(duty);
    return [
      {
        id: 'structural-repair',
        rank: 6,
        effect: 'adverse',
        severity: replace ? 'high' : 'medium',
        title: 'You must repair the roof and structure of a building you only rent',
        explanation: `This clause makes you pay to repair${replace ? ' and replace' : ''} the ${structure[0].toLowerCase()} and other parts of the building that belong to ${O}. Those are an owner's capital costs: a new roof or structural work can cost more than years of rent, and the value stays with ${O} when you leave.`,
        consequences: `A failure of the roof, foundations or structure during the term, even one that started before it, becomes your bill.`,
        fix: `${Ob} shall keep the roof, foundations, structure and exterior walls of the building and its main systems in good repair at its own cost, and shall replace them when needed. ${U} shall keep the interior of the premises in good repair, fair wear and tear and damage by insured risks excepted, and is not required to put the premises in a better condition than at the start of the term.`,
        rationale:
          "Leaves the owner's capital repairs with the owner and limits you to day-to-day interior repair.",
        sentence,
      },
    ];
  }
  return [];
};

// -- Security deposit kept whatever happens --------------------------------------------------

const DEPOSIT = /\b(?:security|damage|damages|rental|tenancy) deposit\b/gi;
const KEPT =
  /\bnon-?refundable\b|\bretain\w*\b[^.;]{0,20}\bin full\b|\bforfeit\w*\b|\b(?:shall|will) not be (?:refunded|returned|repaid)\b|\bnot refundable\b/i;

const depositKept: SideRule = (ctx) => {
  for (const { sentence, at } of matches(ctx, DEPOSIT)) {
    if (!KEPT.test(sentence.text)) continue;
    const who = boundParty(ctx, sentence.text, at) ?? payerOf(ctx);
    const { O, U, Ob } = names(ctx);
    const f = againstUser(
      ctx,
      {
        id: 'deposit-kept',
        rank: 6,
        severity: 'high',
        title: `${O} can keep the whole security deposit`,
        explanation: `A security deposit is meant to cover unpaid sums or damage and be returned otherwise, but this clause lets ${O} keep all of it, even if you pay everything on time and leave nothing damaged.`,
        consequences: `The deposit is in effect an extra, hidden charge.`,
        fix: `The security deposit secures ${U}'s obligations only. ${Ob} shall return it within thirty (30) days after the end of the term, less only the amounts needed to cover unpaid sums or damage beyond fair wear and tear, with a written itemised statement of any deduction.`,
        rationale: 'Makes the deposit refundable, with deductions only for real losses.',
        sentence,
      },
      who,
    );
    if (f) return [f];
  }
  return [];
};

// -- Acceleration: every remaining payment due at once ---------------------------------------

const ACCELERATE =
  /\b(?:entire|whole|all|full)\b[^.;]{0,80}?\b(?:balance|amounts?|sums?|rent|indebtedness|principal|instal(?:l)?ments|payments)\b[^.;]{0,80}?\b(?:immediately|forthwith|at once)\s+(?:become\s+)?(?:due|payable)|\baccelerat\w*\b/gi;
const NO_WARNING = /\bwithout (?:any |prior |further )?(?:notice|demand|presentment)\b/i;
/** Acceleration is triggered by a default, not by an ordinary end of the contract. */
const ON_DEFAULT =
  /\b(?:default\w*|fails? to pay|failure to pay|not paid|unpaid when due|late|miss\w*|breach\w*)\b/i;

const acceleration: SideRule = (ctx) => {
  const payer = payerOf(ctx);
  if (!payer) return [];
  for (const { sentence } of matches(ctx, ACCELERATE)) {
    if (!ON_DEFAULT.test(sentence.text)) continue;
    const { O, U, Ob } = names(ctx);
    const f = againstUser(
      ctx,
      {
        id: 'acceleration',
        rank: 6,
        severity: NO_WARNING.test(sentence.text) ? 'high' : 'medium',
        title: 'One missed payment makes everything due at once',
        explanation: `On a default ${O} can demand every remaining payment immediately (the whole balance or all future rent)${NO_WARNING.test(sentence.text) ? ', without notice or a chance to put it right' : ''}, not just the amount that is late.`,
        consequences: `A single late payment can turn into a claim for the full remaining amount, far more than the missed payment.`,
        fix: `If ${U} fails to pay an amount when due, ${Ob} shall give ${U} written notice of the failure, and only if ${U} does not pay within fifteen (15) days after that notice may ${Ob} declare the remaining balance due. Any amount so claimed is reduced by what ${Ob} saves or recovers by the early payment or from others (for example by re-letting).`,
        rationale:
          'Adds notice and a cure period before acceleration, and credits what the other side saves.',
        sentence,
      },
      payer,
    );
    if (f) return [f];
  }
  return [];
};

// -- Paying in full whatever happens ---------------------------------------------------------

/** Whatever the reason: the other side's own failure or a cancellation long in advance included. */
const WHATEVER =
  /\b(?:in all circumstances|under any circumstances|for any reason(?: whatsoever)?|whatever the reason|regardless of (?:the )?(?:reason|cause|circumstances))\b/i;
const NON_REFUNDABLE = /\bnon-?refundable\b|\bnot refundable\b|\b(?:shall|will) not be refunded\b/gi;
const CANCEL_IN_FULL =
  /\bcancel\w*\b[^.;]{0,120}\bpay\b[^.;]{0,30}\b(?:the )?(?:full|entire|whole|total)\b[^.;]{0,20}\b(?:fee|fees|price|amount|contract price|charges?)\b/gi;

const payingWhateverHappens: SideRule = (ctx) => {
  const { O, U, Ob } = names(ctx);
  // At most one finding of each kind: a full price on cancellation, a payment never refunded.
  const out = new Map<boolean, SideFinding>();
  for (const { sentence, at } of [...matches(ctx, CANCEL_IN_FULL), ...matches(ctx, NON_REFUNDABLE)]) {
    if (!WHATEVER.test(sentence.text)) continue;
    const cancel = /\bcancel/i.test(sentence.text.slice(at, at + 10));
    if (out.has(cancel)) continue;
    const f = againstUser(
      ctx,
      {
        id: 'paying-whatever-happens',
        rank: 7,
        severity: 'medium',
        title: cancel
          ? 'Cancelling at any time costs the full price'
          : `You lose what you paid even if ${O} does not perform`,
        explanation: cancel
          ? `If you cancel, for whatever reason and however early, you owe ${O} the whole price, although ${O} saves its costs and can often take other work for the date.`
          : `This payment is non-refundable in all circumstances, so you lose it even if ${O} cancels, fails to turn up or breaks the contract.`,
        consequences: cancel
          ? `A cancellation months in advance costs as much as the service itself.`
          : `You bear the loss of ${O}'s own failure to perform.`,
        fix: cancel
          ? `If ${U} cancels, ${U} shall pay nothing beyond any deposit already paid if it cancels more than ninety (90) days before the date, fifty percent (50%) of the price if it cancels between thirty (30) and ninety (90) days before, and the full price only if it cancels less than thirty (30) days before. Nothing is payable if ${U} cancels because of ${Ob}'s breach.`
          : `This payment is non-refundable only if ${U} cancels for a reason other than ${Ob}'s breach. If ${Ob} cancels, cannot perform or breaches this Agreement, ${Ob} shall refund all amounts ${U} has paid within fourteen (14) days.`,
        rationale:
          'Keeps the charge to what a cancellation really costs, and refunds you when the other side fails.',
        sentence,
      },
      boundParty(ctx, sentence.text, at) ?? payerOf(ctx),
    );
    if (f) out.set(cancel, f);
  }
  return [...out.values()];
};

// -- Loss of rented property from any cause --------------------------------------------------

const ANY_LOSS =
  /\b(?:responsible|liable|bears?|assumes?)\b[^.;]{0,40}?\b(?:loss|damage|destruction)\b[^.;]{0,60}?(?:\b(?:from|by|arising from|due to) (?:any|whatever|every) cause\b|\b(?:howsoever|however) (?:caused|arising)\b|\bwhatever the cause\b)/gi;
const NOT_LIABLE = /\b(?:not|never|no)\s+(?:be\s+)?(?:responsible|liable)\b/i;
/** Only loss the renter causes (negligence, misuse) is the renter's fair share. */
const FAULT_ONLY =
  /\b(?:caused by (?:the )?\w+'s (?:negligence|misuse|fault)|negligen\w*|misuse|wilful|fair wear and tear)\b/i;

const lossFromAnyCause: SideRule = (ctx) => {
  if (!ctx.user.aliases.some((a) => OCCUPIER.test(a))) return [];
  for (const { sentence, at } of matches(ctx, ANY_LOSS)) {
    const text = sentence.text;
    if (NOT_LIABLE.test(text) || FAULT_ONLY.test(text)) continue;
    if (boundParty(ctx, text, Math.max(0, at - 1)) !== 'user') continue;
    const { O, U, Ob } = names(ctx);
    return [
      {
        id: 'loss-from-any-cause',
        rank: 7,
        effect: 'adverse',
        severity: 'medium',
        title: 'You bear every loss of the property, whatever the cause',
        explanation: `You must pay for loss of or damage to property that belongs to ${O} from any cause, including fire, theft or events nobody controls, and even damage you did not cause. That is an owner's risk, normally covered by the owner's insurance.`,
        consequences: `A fire, a break-in or a storm could leave you paying the full value of property you only rent.`,
        fix: `${U} is responsible for loss of or damage to the property caused by ${U}'s negligence or misuse while it is in ${U}'s possession, fair wear and tear excepted. ${Ob} bears the risk of any other loss or damage, including fire, theft without ${U}'s fault and events beyond ${U}'s control, and shall insure the property against it.`,
        rationale: "Limits you to the damage you cause and leaves the owner's risks with the owner.",
        sentence,
      },
    ];
  }
  return [];
};

export const COMMITMENT_RULES: readonly SideRule[] = [
  payingWhateverHappens,
  minimumPurchase,
  shortClaimWindow,
  structuralRepair,
  depositKept,
  acceleration,
  lossFromAnyCause,
];
