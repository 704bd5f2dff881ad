import { partyTerm } from './parties';
import { payerOf } from './rules-payment';
import { actorAt, matches, names, type SideContext, type SideRule } from './side-finding';

// The service and the user's data: the other side may cut off the service without warning, take a
// perpetual licence to the data the user gives it, or delete that data when the contract ends
// without giving the user a chance to take a copy. Each is flagged only for the party it burdens
// (the one whose service stops, whose data is licensed or deleted).

/** The user's own words near a clause: "Customer Data", "the Customer's files". */
function namesUser(ctx: SideContext, text: string): boolean {
  return new RegExp(`\\b${partyTerm(ctx.user)}\\b`, 'i').test(text);
}

// -- Suspension without notice ---------------------------------------------------------------

const SUSPEND =
  /\b(?:may|can|shall be entitled to|is entitled to|reserves the right to|has the right to)\s+(?:\w+\s+){0,3}?suspend\w*\s+(?:[\w'’]+\s+){0,3}?(?:services?|access|supply|supplies|deliver(?:y|ies)|performance|work|account|platform|software|subscription)\b/gi;
const NO_NOTICE =
  /\bwithout (?:any |prior |advance |further |written )?(?:notice|warning)\b|\bwith immediate effect\b|\bimmediately\b/i;
/** Suspending at once is fair against a real emergency: a security threat, harm, a legal order. */
const EMERGENCY =
  /\b(?:security|emergenc\w*|threat\w*|harm\w*|unlawful|illegal|court order|required by law|malware|virus\w*|attack\w*)\b/i;
const ANY_TIME =
  /\bat any time\b|\bfor any reason\b|\b(?:sole|absolute) discretion\b|\bconsiders?\b|\bbelieves?\b/i;

const suspensionWithoutNotice: SideRule = (ctx) => {
  // The party that pays pausing what it buys stops no service the user depends on.
  if (payerOf(ctx) === 'other') return [];
  for (const { sentence, at } of matches(ctx, SUSPEND)) {
    const text = sentence.text;
    if (!NO_NOTICE.test(text) || EMERGENCY.test(text)) continue;
    if (actorAt(ctx, text, at + 1, 120) !== 'other') continue;
    const { O, U, Ob } = names(ctx);
    const high = ANY_TIME.test(text);
    return [
      {
        id: 'suspension-without-notice',
        rank: 5,
        effect: 'adverse',
        severity: high ? 'high' : 'medium',
        title: `${O} can suspend the service without notice`,
        explanation: `${O} may stop performing at once, with no warning and no time for you to pay or put things right${high ? ', and on its own view of whether there is a reason' : ''}. An invoice you dispute, one that went astray, or a breach you could easily put right is enough to cut you off.`,
        consequences: `You could lose a service your business depends on overnight, while still owing the fees for it.`,
        fix: `${Ob} may suspend performance only if an undisputed amount is more than thirty (30) days overdue, or ${U} has materially breached this Agreement, and ${U} has not paid the amount or remedied the breach within ten (10) days after receiving written notice that warns of the suspension. ${Ob} shall resume performance promptly once the amount is paid or the breach remedied.`,
        rationale: 'Gives written warning and a chance to pay before the service stops.',
        sentence,
      },
    ];
  }
  return [];
};

// -- A perpetual licence to the user's data --------------------------------------------------

const PERPETUAL_GRANT =
  /\bgrants?\b[^.;]{0,120}?\b(?:perpetual|irrevocable)\b[^.;]{0,160}?\b(?:data|content|records)\b/gi;
/** Data stripped of identity, or a use limited to the service, is the usual and fair licence. */
const FAIR_USE =
  /\b(?:anonymi[sz]\w*|aggregate\w*|de-?identified|statistical|usage data|feedback|solely|only to|only for|to the extent (?:necessary|required))\b/i;
const ANY_PURPOSE =
  /\bany purpose\b|\bcommercial\w*\b|\bsell\w*\b|\bsub-?licen[cs]\w*|\bthird part(?:y|ies)\b|\bits own\b/i;

const perpetualDataLicence: SideRule = (ctx) => {
  // A licence to data the user sells (the other side pays for it) is the deal itself.
  if (payerOf(ctx) === 'other') return [];
  for (const { sentence, at } of matches(ctx, PERPETUAL_GRANT)) {
    const text = sentence.text;
    if (FAIR_USE.test(text) || actorAt(ctx, text, at + 1, 120) !== 'user') continue;
    const { O, U, Ob } = names(ctx);
    const high = ANY_PURPOSE.test(text);
    return [
      {
        id: 'perpetual-data-licence',
        rank: 5,
        effect: 'adverse',
        severity: high ? 'high' : 'medium',
        title: `${O} gets a perpetual licence to your data`,
        explanation: `You give ${O} a licence to your data that never ends and cannot be withdrawn${high ? ', for its own purposes and not just to serve you' : ''}. That lets ${O} go on using your data after the contract ends, whatever it holds (customer, patient or business records).`,
        consequences: `You lose control of your own data, which can also put you in breach of your duties to the people it is about.`,
        fix: `${U} grants ${Ob} a non-exclusive licence to use ${U}'s data during the term of this Agreement solely to provide the services to ${U}. The licence ends when this Agreement ends, and ${Ob} shall not use ${U}'s data for any other purpose or disclose it to any third party without ${U}'s prior written consent.`,
        rationale: 'Limits the licence to providing the service, for the term only.',
        sentence,
      },
    ];
  }
  return [];
};

// -- Data deleted at the end with no chance to export it -------------------------------------

const DELETE = /\b(?:delete|destroy|erase|purge|wipe|permanently remove)\w*/gi;
const DATA = /\b(?:data|content|records|files|backups?)\b/i;
const AT_END = /\bterminat\w*|\bexpir\w*|\bend of (?:this|the) (?:agreement|term|contract)\b/i;
const AT_ONCE =
  /\bimmediately\b|\bforthwith\b|\bwithout (?:any |prior |further )?notice\b|\b(?:on|upon|at)\s+(?:the\s+)?(?:termination|expiry|expiration)\b/i;
const PERIOD = /\b\(?\d{1,3}\)?\s*(?:calendar |business |working )?(?:days?|weeks?|months?)\b/i;
/** A right to take the data out: export it, download it, have it returned. */
const EXPORT =
  /\b(?:export\w*|retriev\w*|download\w*|return\w*|extract\w*|hand\w* over|make\w* (?:\w+ )?available|copy of)\b/i;

/** A right to export that the clause takes away: 'no obligation to return or export it'. */
const NO_EXPORT =
  /\b(?:no (?:obligation|duty|requirement)|not (?:be )?(?:obliged|required|responsible)|(?:will|shall|does|need) not)\s+(?:to\s+)?(?:\w+\s+(?:or|and)\s+)?(?:export|retriev|download|return|extract|provide|hand)\w*(?:\s+(?:or|and)\s+\w+)?/gi;

const dataDeletedOnExit: SideRule = (ctx) => {
  const canExport = ctx.doc.sentences.some(
    (s) => EXPORT.test(s.text.replace(NO_EXPORT, '')) && DATA.test(s.text),
  );
  if (canExport) return [];
  for (const { sentence, at } of matches(ctx, DELETE)) {
    const text = sentence.text;
    const object = text.slice(at, at + 80);
    if (!DATA.test(object) || !namesUser(ctx, object)) continue;
    if (!AT_END.test(text) || !AT_ONCE.test(text) || PERIOD.test(text)) continue;
    if (actorAt(ctx, text, at + 1, 120) !== 'other') continue;
    const { O, U, Ob } = names(ctx);
    return [
      {
        id: 'data-deleted-on-exit',
        rank: 5,
        effect: 'adverse',
        severity: 'high',
        title: `${O} can delete your data as soon as the contract ends`,
        explanation: `When the contract ends, for any reason, ${O} may delete your data at once, and nothing in the contract lets you export it or get a copy first.`,
        consequences: `You could lose records you need to keep running your business or to meet legal record-keeping duties, with no way to move to another provider.`,
        fix: `For sixty (60) days after this Agreement ends, ${Ob} shall keep ${U}'s data and, on request, return it to ${U} in a standard machine-readable format at no extra charge. Only after that period, and after confirming the return in writing, shall ${Ob} delete ${U}'s data.`,
        rationale: 'Gives you time and a right to take your data with you before it is deleted.',
        sentence,
      },
    ];
  }
  return [];
};

export const DATA_RULES: readonly SideRule[] = [
  suspensionWithoutNotice,
  perpetualDataLicence,
  dataDeletedOnExit,
];
