import type { ClauseReading } from './clause-reading';
import { EXCLUDES, type Judgment } from './concept-judgments';

// The concept table, continued (decision 0411): rights and upkeep. Repairs of the structure put
// on the party that rents; improvements taken without pay and still to be removed; training paid
// back in full whenever the job ends; sales the other side keeps for itself inside the territory;
// ending the contract for one missed target; the other side answering for nothing at all; a
// licence so wide that it is an assignment in all but name; no use of the work in a portfolio.

const text = (r: ClauseReading): string => r.sentence.text;

/** The parts of a building or system a landlord or owner normally keeps in repair. */
const STRUCTURE =
  /\b(?:roof|structure|structural|foundations?|exterior|main walls|external walls|walls|boiler|heating system|wiring|drains|all repairs|any repairs|repairs of (?:any|every) kind)\b/i;
/** Repairs the renter causes or that fair wear and tear leaves out are a fair share. */
const OWN_DAMAGE =
  /\b(?:caused by|resulting from|due to) (?:the )?(?:\w+['’]s )?(?:negligence|misuse|damage|default|act)|\bfair wear and tear\b|\bminor\b|\bday-to-day\b|\binterior\b/i;
const TAKEN =
  /\b(?:become|becomes|shall be|are|remain) (?:the )?(?:sole )?property of\b|\bbelong to\b|\bvests? in\b/i;
const NO_PAY = /\bwithout (?:any )?(?:compensation|payment|charge)\b|\bno compensation\b/i;
const RESTORE = /\b(?:remove|restore|reinstate|make good)\w*\b/i;
const FULL_REPAY =
  /\b(?:full|entire|whole|total|all) (?:cost|costs|amount|fees?)\b|\ball training\b|\bfor any reason\b|\bhowever (?:it|the \w+) ends\b/i;
/** A repayment that falls with time served ('reduced by one twelfth for each month') is fair. */
const TAPERED =
  /\bpro[- ]rata\b|\breduc\w*\b|\btaper\w*\b|\bproportion\w*\b|\bone[- ]\w+ (?:for|per) each\b/i;
const TARGET =
  /\b(?:minimum|target|quota|sales volume|performance (?:level|standard)|purchase (?:target|commitment))\b/i;
const MISSED =
  /\b(?:fails?|failure|does not|do not|not) (?:to )?(?:meet|achieve|reach|attain|purchase|buy)\b/i;
/** One short period missed: 'in any quarter', 'in any month', 'immediately'. */
const ONE_PERIOD =
  /\b(?:in|for) any (?:single )?(?:quarter|month|period|year|season)\b|\bimmediately\b|\bwithout (?:notice|a cure)\b/i;
const NOTHING_AT_ALL =
  /\bno liability (?:(?:whatsoever|of any kind|at all)\b|to (?:the )?\w+ (?:other than|except|save|beyond)\b)|\bnot (?:be )?liable (?:to (?:the )?\w+ )?(?:for any(?:thing| loss)|in any (?:way|circumstances)|under any circumstances)\b/i;
const CAPPED = /\b(?:exceed|limited to|capped|maximum|cap)\b/i;
const OUTRIGHT = /\bexclusive\b/i;
const FOREVER = /\b(?:perpetual|irrevocable|in perpetuity)\b/i;
const PASS_ON = /\b(?:sub-?licen[cs]\w*|transfer\w*|assign\w*|sell)\b|\bfor any purpose\b/i;
const PORTFOLIO =
  /\bportfolio\b|\bown (?:website|marketing|promotion|showreel)\b|\bself-promotion\b|\bshowcas\w*\b|\bexamples? of (?:its|his|her|their) work\b/i;

export const RIGHTS_JUDGMENTS: readonly Judgment[] = [
  {
    id: 'structural-repairs-on-you',
    concepts: ['repairs'],
    party: 'holder-or-payer',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) =>
      r.force !== 'power' &&
      r.force !== 'barred' &&
      STRUCTURE.test(text(r)) &&
      (r.conditions.has('regardless') || /\ball repairs\b|\bany repairs\b/i.test(text(r))) &&
      !OWN_DAMAGE.test(text(r)),
    title: () => 'You must repair the structure and systems, whatever the cause',
    explanation: ({ O }) =>
      `You carry every repair, including the roof, the structure and the main systems, even when the fault is age or wear and not your doing; normally ${O} keeps these in repair.`,
    consequences: () => 'A failed roof or boiler can cost you far more than the rent you pay.',
    fix: ({ Ob }) =>
      `${Ob} shall keep the structure, exterior, roof and the installations for water, gas, electricity and heating in repair; the other party is responsible only for damage it or its visitors cause, fair wear and tear excepted.`,
  },
  {
    id: 'improvements-taken-and-removed',
    concepts: ['improvements'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    namedAfter: /\bproperty of(?: the)?/,
    when: (r) => TAKEN.test(text(r)) && (NO_PAY.test(text(r)) || RESTORE.test(text(r))),
    title: ({ O }) => `Your improvements become ${O}'s, and you may still have to remove them`,
    explanation: ({ O }) =>
      `What you pay to install becomes ${O}'s property without compensation, yet ${O} may still make you take it out and restore the premises at your cost.`,
    consequences: () => 'You pay for the fit-out twice: once to install it and once to remove it.',
    fix: ({ Ob }) =>
      `${Ob} may either keep improvements at the end, paying their fair value, or require their removal; it may not do both.`,
  },
  {
    id: 'training-repaid-in-full',
    concepts: ['training-cost'],
    party: 'worker',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) => FULL_REPAY.test(text(r)) && !TAPERED.test(text(r)),
    title: () => 'You repay all training costs if you leave',
    explanation: ({ O }) =>
      `If your work ends within the period, for any reason and even if ${O} ends it, you must pay back the whole cost of the training, however long you stayed.`,
    consequences: () => 'Leaving, or being let go, can cost you thousands and keeps you tied to the job.',
    fix: ({ U }) =>
      `${U} repays training costs only on resigning within twelve (12) months after the course, reduced by one twelfth for each full month worked after it, and never for training the law or the job requires.`,
  },
  {
    id: 'sales-kept-in-your-territory',
    concepts: ['reserved-sales'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'high',
    when: (r) => r.force === 'power' || r.force === 'state' || /\breserves?\b/i.test(text(r)),
    title: ({ O }) => `${O} may sell in your territory itself`,
    explanation: ({ O }) =>
      `${O} keeps the right to sell directly or through others to customers in your area, even customers you found, so your exclusivity is worth little.`,
    consequences: ({ O }) => `You build the market and ${O} can take the sales.`,
    fix: ({ Ob, U }) =>
      `During the term ${Ob} shall not sell the products, directly or through others, to customers in the territory, and shall refer any enquiry from the territory to ${U}.`,
  },
  {
    id: 'ended-for-one-missed-target',
    concepts: ['termination'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    when: (r) =>
      r.force === 'power' && TARGET.test(text(r)) && MISSED.test(text(r)) && ONE_PERIOD.test(text(r)),
    title: ({ O }) => `${O} may end the contract for one missed target`,
    explanation: ({ O }) =>
      `Missing a minimum target once lets ${O} end the contract (or take away what it promised) at once, with no time to catch up and whatever the reason for the shortfall.`,
    consequences: () => 'One weak season can cost you the whole business you built under the contract.',
    fix: ({ U }) =>
      `If ${U} misses the minimum target for two consecutive periods and does not make up the shortfall within ninety (90) days after written notice, the other party may end the exclusivity on sixty (60) days' notice.`,
  },
  {
    id: 'other-answers-for-nothing',
    concepts: ['liability'],
    party: 'holder',
    adverseWhen: 'other',
    severity: 'medium',
    when: (r) => EXCLUDES.test(text(r)) && NOTHING_AT_ALL.test(text(r)) && !CAPPED.test(text(r)),
    title: ({ O }) => `${O} answers to you for nothing`,
    explanation: ({ O }) =>
      `${O} excludes all liability to you, whatever it does or fails to do, so a breach, a late payment or damage it causes leaves you with no claim.`,
    consequences: () => 'If the other side lets you down, you bear the whole loss.',
    fix: ({ Ob }) =>
      `${Ob}'s liability is limited to the fees paid in the twelve (12) months before the claim, except for death, personal injury, fraud and wilful default, which are not limited.`,
  },
  {
    id: 'licence-as-assignment',
    concepts: ['licence'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'high',
    when: (r) =>
      r.force !== 'barred' && OUTRIGHT.test(text(r)) && FOREVER.test(text(r)) && PASS_ON.test(text(r)),
    title: () => 'The licence you grant amounts to giving the work away',
    explanation: ({ O }) =>
      `You grant ${O} an exclusive, permanent right it may pass on to others, for any use: in practice the work is no longer yours to use or license, though you keep the name of owner.`,
    consequences: () =>
      'You cannot license or reuse your own work again, and you are paid once for all of it.',
    fix: ({ Ob }) =>
      `The licence to ${Ob} is non-exclusive, for the agreed purpose and media only, and may not be sublicensed or transferred without the owner's written consent.`,
  },
  {
    id: 'no-portfolio-use',
    concepts: ['licence', 'ownership'],
    party: 'holder',
    adverseWhen: 'user',
    severity: 'medium',
    when: (r) => r.force === 'barred' && PORTFOLIO.test(text(r)),
    title: () => 'You may not show the work in your portfolio',
    explanation: ({ O }) =>
      `You may never show the work you made for ${O}, not even in your own portfolio or website, so you cannot use it to win new work.`,
    consequences: () => 'Your best work stays invisible to future clients.',
    fix: ({ U }) =>
      `${U} may show the work in its portfolio and on its own website and social media, with credit, once it has been published.`,
  },
];
