import { type Period } from '../../language/periods';
import { RESTRAINT, restraintAt, type Breadth, type Kind } from './restraint-breadth';
import { payerOf } from './rules-payment';
import { sectionAt } from './sections';
import { actorAt, bare, display, finding, matches, type SideFinding, type SideRule } from './side-finding';

// Restraints on the user's trade after (or during) the contract: non-compete, non-solicitation of
// clients or staff, and warranties no one can meet. A lawyer judges a restraint by its breadth:
// how long it lasts after the contract ends, over what area and over what work. Courts commonly
// accept 6-12 months limited to the clients or competitors the party actually dealt with and the
// area where it worked; years, a whole country or the world, or "any business" are broad.

const HEADING =
  /\bnon[- ]?compet|\brestrictive covenant|\bnon[- ]?solicit|\brestraint|\bexclusivity\b|\bcompetition\b/i;

function describe(p: Period): string {
  const unit = p.amount === 1 ? p.unit : `${p.unit}s`;
  return `${p.amount} ${unit}`;
}

/** How severe a restraint is, or null when it is narrow enough that a lawyer would accept it. */
function severityOf(b: Breadth): SideFinding['severity'] | null {
  const wide = b.area?.scope === 'world' || b.area?.scope === 'nation';
  if (b.kind === 'compete') {
    if (b.days > 365 || wide || (b.after && b.anyWork && !b.named && b.days > 183)) return 'high';
    // Limited to named competitors or the clients actually served, for up to a year: acceptable.
    if (b.after || (b.period && !b.inTerm)) return b.named && b.days <= 365 ? null : 'medium';
    // Only during the term: an exclusivity that matters when it shuts out all other work.
    return b.anyWork && !b.named ? 'medium' : null;
  }
  if (b.kind === 'clients') {
    if (b.days > 730 || (wide && b.days > 365)) return 'high';
    return b.days > 365 ? 'medium' : null;
  }
  return b.days > 730 ? 'medium' : b.days > 365 ? 'low' : null;
}

function reasons(b: Breadth, O: string): string[] {
  const out: string[] = [];
  if (b.period && b.days > 365)
    out.push(`it lasts ${describe(b.period)}, far longer than the 6 to 12 months usually seen as reasonable`);
  if (b.area?.scope === 'nation' || b.area?.scope === 'world')
    out.push(
      `it covers ${b.area.phrase.replace(/^(?:in|within)\s+/i, '')}, not just the area where you worked for ${O}`,
    );
  else if (!b.area && b.kind === 'compete') out.push('it has no geographic limit');
  if (b.kind === 'compete' && b.anyWork && !b.named)
    out.push(
      `it reaches any business, not only ${O}'s direct competitors or the clients you served for ${O}`,
    );
  return out;
}

const nonCompete: SideRule = (ctx) => {
  const out: SideFinding[] = [];
  const seen = new Set<Kind>();
  for (const m of matches(ctx, RESTRAINT)) {
    const { sentence, at } = m;
    const read = restraintAt(m);
    if (!read) continue;
    const { restrained, window, b } = read;
    if (seen.has(b.kind)) continue;
    const heading = sectionAt(ctx.doc, sentence.start).heading ?? '';
    const restraint = /\bcompet/i.test(window) || b.kind !== 'compete' || HEADING.test(heading);
    if (!restraint && !b.after && !b.area) continue;
    const severity = severityOf(b);
    if (!severity) continue;
    const who = actorAt(ctx, sentence.text, at + 1, 120);
    const O = display(ctx.other);
    const U = bare(ctx.user);
    const Ob = bare(ctx.other);
    const when = b.period
      ? b.after
        ? `for ${describe(b.period)} after this contract ends`
        : `for ${describe(b.period)}`
      : b.inTerm
        ? 'while this contract lasts'
        : 'with no end date';
    const where = b.area
      ? ` (${b.area.scope === 'local' ? b.area.phrase : b.area.phrase.replace(/^(?:in|within)\s+/i, '')})`
      : '';
    const why = reasons(b, O);
    const months = b.days > 365 || !b.period ? 'twelve (12)' : 'six (6)';
    // The restrained activity itself ("sell produce"), narrowed to direct competition.
    const core =
      /^((?:[a-z-]+\s+){0,4}?[a-z-]+)\s+(?:to|for|with|within|in|anywhere|on|that|which|who)\b/i.exec(
        restrained,
      )?.[1];
    const activity =
      core && !/\b(?:any|compet\w*|engage|assist|business)\b/i.test(core)
        ? core
        : `provide services or products that directly compete with those ${U} provided under this Agreement`;
    const payee = payerOf(ctx) === 'other';
    const target =
      payee && /\bservices?\b/i.test(activity)
        ? `to the direct competitors of ${Ob} listed in Schedule [X]`
        : `in direct competition with ${Ob}`;
    const ends = payee
      ? `This restriction ends if ${Ob} terminates this Agreement without cause or fails to pay undisputed fees.`
      : `This restriction ends if ${Ob} terminates this Agreement without cause.`;
    const base = {
      rank: 7,
      severity,
      sentence,
      explanation: '',
      consequences: '',
      fix: '',
      rationale: '',
    };
    let f: SideFinding | null;
    if (b.kind === 'compete') {
      f = finding(
        ctx,
        {
          ...base,
          id: 'non-compete',
          title: `${severity === 'high' ? 'Broad non-compete' : 'Non-compete'} binds you ${when}${where}`,
          explanation: `${when.charAt(0).toUpperCase()}${when.slice(1)} you may not ${restrained}.${why.length > 0 ? ` That is broad: ${why.join('; ')}.` : ''}`,
          consequences:
            'It can stop you taking other clients or work in your field and may be enforced with an injunction; an over-broad restraint may be unenforceable, but testing that means a lawsuit.',
          fix: `For ${months} months after this Agreement ends, ${U} shall not ${activity} ${target}, and only within [the city or county where ${Ob} actually trades]. ${U} remains free to work and trade with anyone else. ${ends}`,
          rationale:
            'Limits the restraint to a short period, named competitors and the area where the other party actually trades, which is what it can legitimately protect; better still, ask to delete it.',
        },
        who,
        'user',
      );
    } else if (b.kind === 'clients') {
      f = finding(
        ctx,
        {
          ...base,
          id: 'non-solicit',
          title: `You may not approach ${O}'s clients ${when}`,
          explanation: `${when.charAt(0).toUpperCase()}${when.slice(1)} you may not ${restrained}.${why.length > 0 ? ` That is broad: ${why.join('; ')}.` : ' That is longer than the usual twelve months.'}`,
          consequences:
            'You could lose clients you could otherwise win fairly, long after the work has ended.',
          fix: `For twelve (12) months after this Agreement ends, ${U} shall not solicit any client of ${Ob} with whom ${U} dealt under this Agreement to provide the same services; ${U} may accept work from anyone who approaches it without solicitation.`,
          rationale:
            'Twelve months, limited to the clients you actually dealt with, is the usual reasonable scope.',
        },
        who,
        'user',
      );
    } else {
      f = finding(
        ctx,
        {
          ...base,
          id: 'non-solicit-staff',
          title: `You may not hire ${O}'s staff ${when}`,
          explanation: `${when.charAt(0).toUpperCase()}${when.slice(1)} you may not ${restrained}, longer than the usual twelve months, and the restriction binds only you.`,
          consequences: 'Your hiring is restricted long after the relationship ends.',
          fix: `During the term and for twelve (12) months after it ends, neither party shall solicit for employment any employee of the other party with whom it worked under this Agreement; general advertisements not aimed at the other party's staff are not solicitation.`,
          rationale:
            'Makes the restriction mutual, limited to twelve months and to the staff you actually worked with.',
        },
        who,
        'user',
      );
    }
    if (f) {
      seen.add(b.kind);
      out.push(f);
    }
  }
  return out;
};

// -- Warranties no one can meet ----------------------------------------------------------------

const WARRANT = /\b(?:warrants?|represents and warrants|guarantees?)\b/gi;
const BROAD_PROMISES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\bfit(?:ness)? for (?:any|all|every|each) (?:purposes?|uses?)(?: (?:that |which )?(?:the )?[A-Z]\w* (?:may have|intends|requires|may require))?/i,
    'fit for any purpose',
  ],
  [
    /\bfit(?:ness)? for (?:the |its )?(?:purposes?|uses?) (?:that |which )?(?:the )?[A-Z]\w* (?:may have|intends|requires|may require)\b/,
    'fit for any purpose',
  ],
  [
    /\b(?:free (?:of|from) (?:all |any )?(?:errors?|defects?|bugs?|faults?)(?:,? (?:errors?|defects?|bugs?|faults?))*|error[- ]free|defect[- ]free|bug[- ]free)\b/i,
    'free of all errors',
  ],
  [/\buninterrupted\b/i, 'uninterrupted'],
  [
    /\bmeet (?:all|any|each|every) (?:of )?(?:the )?(?:[A-Z]\w*'s )?(?:requirements|needs|expectations)\b/,
    'meet all requirements',
  ],
];
const PERPETUAL =
  /\bfor the (?:life|lifetime)(?: of (?:the |this )?\w+)?|\bperpetual\w*|\bforever\b|\bat all times\b|\bindefinitely\b|\bwithout (?:time )?limit\b/i;
const DISCLAIMER =
  /\b(?:disclaims?|does not warrant|do not warrant|makes? no|no (?:other )?warrant|excluded|as is|except as|not warrant)\b/i;
const MATERIAL = /\bmaterial(?:ly)?\b/i;

const broadWarranty: SideRule = (ctx) => {
  for (const { sentence, at } of matches(ctx, WARRANT)) {
    if (DISCLAIMER.test(sentence.text)) continue;
    const promised = BROAD_PROMISES.filter(([re]) => re.test(sentence.text))
      .map(([re, label]) => ({ label, phrase: re.exec(sentence.text)?.[0] ?? label }))
      .filter((p, i, all) => all.findIndex((q) => q.label === p.label) === i);
    const perpetual = PERPETUAL.exec(sentence.text)?.[0];
    const errorFree = promised.some((p) => p.label === 'free of all errors');
    if (promised.length === 0 || (errorFree && promised.length === 1 && MATERIAL.test(sentence.text)))
      continue;
    const anyPurpose = promised.some((p) => p.label.startsWith('fit for any purpose'));
    const severity = anyPurpose || perpetual || promised.length > 1 ? 'high' : 'medium';
    const who = actorAt(ctx, sentence.text, at + 1, 120);
    const O = display(ctx.other);
    const U = bare(ctx.user);
    const Ob = bare(ctx.other);
    const list = [...promised.map((p) => `"${p.phrase.trim()}"`), ...(perpetual ? [`"${perpetual}"`] : [])];
    const f = finding(
      ctx,
      {
        id: 'broad-warranty',
        rank: 6,
        severity,
        title: `Your warranty is one you cannot meet (${promised.map((p) => p.label).join(', ')}${perpetual ? ', no time limit' : ''})`,
        explanation: `You promise that the work will be ${list.join(', ')}. No design or software work is entirely free of errors${anyPurpose ? `, and you cannot know every purpose ${O} may have` : ''}, so ${O} could claim breach of warranty for almost any problem${perpetual ? ', for as long as the work is in use' : ''}. A fair warranty covers conformity with an agreed specification, for a fixed period (often 30 to 90 days), with repair as the remedy.`,
        consequences: `A warranty claim can mean free rework without end, refunds or damages, and it may fall outside any limit on your liability.`,
        fix: `${U} warrants that, for ninety (90) days after acceptance, the deliverables will conform in all material respects to the specification agreed in writing. ${U}'s sole obligation, and ${Ob}'s sole remedy, for breach of this warranty is to correct any non-conformity reported in writing within that period or, if ${U} cannot, to refund the fees paid for the non-conforming deliverable. All other warranties, express or implied, including fitness for a particular purpose, are excluded.`,
        rationale:
          'Ties the warranty to an agreed specification and a fixed period, with repair or refund as the remedy.',
        sentence,
      },
      who,
      'user',
    );
    if (f) return [f];
  }
  return [];
};

// -- Buying only from the other party --------------------------------------------------------

const EXCLUSIVE_BUY =
  /\b(?:(?:shall|will|agrees? to|must)\s+(?:\w+\s+){0,4}?(?:purchase|buy|source|obtain|order|procure)\b[^.;]{0,100}?\b(?:exclusively|only from)\b|(?:shall|will|agrees?|must)\s+not(?:\s+to)?\s+(?:\w+\s+){0,2}?(?:purchase|buy|source|obtain|order|procure|engage)\b[^.;]{0,80}?\b(?:any|an)\s+other\s+(?:suppliers?|vendors?|providers?|sources?|contractors?))/gi;

/** '... only from the Licensor or suppliers it approves': a list of approved sources, usual in a franchise. */
const APPROVED_SOURCES =
  /\bor (?:from )?(?:any |other )?(?:suppliers?|vendors?|sources?|manufacturers?)\b[^.;]{0,30}\b(?:approved|nominated|designated|authori[sz]ed)\b/i;

const exclusivePurchasing: SideRule = (ctx) => {
  for (const { sentence, at } of matches(ctx, EXCLUSIVE_BUY)) {
    if (APPROVED_SOURCES.test(sentence.text)) continue;
    const who = actorAt(ctx, sentence.text, at + 1, 120);
    const O = display(ctx.other);
    const U = bare(ctx.user);
    const Ob = bare(ctx.other);
    const f = finding(
      ctx,
      {
        id: 'exclusive-purchasing',
        rank: 7,
        severity: 'medium',
        title: `You may buy only from ${O}`,
        explanation: `This clause makes ${O} your only source for the products or services it covers, for as long as the contract lasts, whatever ${O}'s prices, quality or delivery.`,
        consequences: `You cannot switch to a cheaper or better supplier, even if ${O} under-performs, without breaching the contract.`,
        fix: `${U} may buy the same products and services from other suppliers. Any exclusivity agreed in writing ends if ${Ob} fails to deliver on time or to the agreed quality, or if its prices exceed those of comparable suppliers by more than ten percent (10%).`,
        rationale:
          'Keeps your freedom to buy elsewhere, or at least ties exclusivity to performance and fair prices.',
        sentence,
      },
      who,
      'user',
    );
    if (f) return [f];
  }
  return [];
};

// -- No warranty for what the user pays for --------------------------------------------------

const DISCLAIM =
  /\b(?:disclaims? (?:all|any)(?: other)? (?:warrant\w*|representations?)|makes? no (?:other )?(?:warrant\w*|representations?)|(?:provided|supplied|sold|delivered) (?:on an )?"?as[- ]is"?|without (?:any )?warrant\w* of any kind|gives? no (?:other )?(?:warrant\w*|representations?))/gi;
const EXPRESS_ELSEWHERE = /\bexcept (?:as|for|to the extent)\b|\bother than\b/i;
const WARRANTS = /\b(?:warrants?|guarantees?)\b/gi;

const warrantyDisclaimed: SideRule = (ctx) => {
  if (payerOf(ctx) !== 'user') return [];
  // A warranty the other party gives anywhere makes the disclaimer the usual "no other warranties".
  if (
    matches(ctx, WARRANTS).some(
      (m) => !DISCLAIM.test(m.sentence.text) && actorAt(ctx, m.sentence.text, m.at + 1, 120) === 'other',
    )
  )
    return [];
  for (const { sentence, at } of matches(ctx, DISCLAIM)) {
    if (EXPRESS_ELSEWHERE.test(sentence.text)) continue;
    const who = actorAt(ctx, sentence.text, at + 1, 120);
    if (who !== 'other') continue;
    const O = display(ctx.other);
    const U = bare(ctx.user);
    const Ob = bare(ctx.other);
    return [
      {
        id: 'warranty-disclaimed',
        rank: 7,
        effect: 'adverse',
        severity: 'medium',
        title: `${O} gives no warranty for what you pay for`,
        explanation: `${O} excludes all warranties (what it supplies comes "as is"), so if the products or services are defective or unfit for their ordinary purpose you may have no claim, although you pay the full price.`,
        consequences: 'Defects, poor quality or failed work become your loss rather than the supplier’s.',
        fix: `${Ob} warrants that the products and services supplied under this Agreement will conform to the agreed specification, be of satisfactory quality and fit for their ordinary purpose, and be performed with reasonable skill and care. If they do not, ${Ob} shall at its option repair, replace or re-perform them or refund the price paid, provided ${U} notifies ${Ob} within thirty (30) days after discovering the defect.`,
        rationale: 'Restores a basic quality warranty with a practical remedy.',
        sentence,
      },
    ];
  }
  return [];
};

export const RESTRAINT_RULES: readonly SideRule[] = [
  nonCompete,
  broadWarranty,
  exclusivePurchasing,
  warrantyDisclaimed,
];
