import { periodInDays, periodsIn, type Period } from '../../language/periods';
import type { SentenceMatch } from './side-finding';

// What a 'shall not' clause restrains and how broadly: the kind of restraint (competing, clients,
// staff), its period after the contract, its area and whether it reaches any business. The same
// whoever reads the clause, so read once per match and shared by both sides (rules-restraint.ts
// judges it from the user's side).

export const RESTRAINT =
  /\b(?:(?:shall|will|agrees?|covenants?|undertakes?|may|must)\s+not(?:\s+to)?|is prohibited from|shall refrain from)\b/gi;
const TRADE =
  /\b(?:compet\w*|engage in (?:any )?(?:business|activit\w*|employment|work)|be (?:employed|engaged|retained) by|work (?:for|with)|accept (?:any )?(?:work|engagement|employment|instructions)|(?:provide|perform|render|offer)\b[^.;]{0,60}?\b(?:services?|products?|goods|work)|sell|supply|market|distribute|solicit\w*|entic\w*|divert\w*|hire|employ|engage)\b/i;
const REACH =
  /\b(?:compet\w*|any (?:\w+ ){0,3}?(?:business|person|entity|company|companies|client|customer|third part\w*|employer|firm|organi[sz]ation|supplier|employee|staff|personnel|one)|others?|clients?|customers?|employees?|staff|personnel|the public|anyone|within\s+(?:[a-z-]+\s+)?\(?\d+\)?\s*(?:miles?|kilomet\w+|km))\b/i;
const NOT_TRADE =
  /^[^.;]{0,60}\b(?:disclose|confidential|assign (?:this|its)|use (?:the|its|any) (?:name|trade ?marks?|logo)|infring|reverse[- ]engineer|copy|subcontract)/i;
const WORLD =
  /\b(?:worldwide|world-wide|anywhere in the world|throughout the world|in any (?:country|jurisdiction|territory|geographic area)|anywhere|globally)\b/i;
const NATION =
  /\b(?:(?:anywhere|everywhere)\s+(?:in|within|throughout)|throughout|within|in)\s+(?:the\s+)?(United States(?: of America)?|U\.S\.A?\.?|USA|United Kingdom|UK|Canada|Australia|European Union|EU|Europe|North America|country)\b|\bnationwide\b/i;
const LOCAL =
  /\bwithin\s+(?:a\s+)?(?:radius of\s+)?(?:[a-z-]+\s+)?\(?\d{1,4}\)?\s*(?:miles?|kilomet(?:er|re)s?|km)\b[^.;,]{0,60}|\b(?:in|within)\s+(?:the\s+)?(?:City|County|Town|Borough|Parish|State|Province|Commonwealth)\s+of\s+[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?/;
const NAMED =
  /\b(?:listed|named|identified|specified)\s+(?:in|on)\b|\bwith whom\b|\bfor whom\b|\b(?:introduced|dealt with|worked with|served)\b|\bdirect competitors? of\b|\bin direct competition with\b/i;
const ANY_WORK =
  /\bany (?:\w+ ){0,2}?(?:business|person|entity|company|companies|one|client|customer|third part\w*)\b|\bengage in any\b|\bin any capacity\b/i;
const IN_TERM = /\bduring the (?:term|engagement|period of this)|\bwhile this agreement\b/i;
const AFTER =
  /^\s*(?:after|following|from|thereafter|post|beyond|of (?:the )?(?:termination|expiry|expiration|end))\b/i;

export type Kind = 'compete' | 'clients' | 'staff';

export interface Breadth {
  readonly kind: Kind;
  /** The period after the contract ends (or stated with no start), or null when none is given. */
  readonly period: Period | null;
  readonly days: number;
  readonly after: boolean;
  readonly inTerm: boolean;
  readonly area: { readonly phrase: string; readonly scope: 'world' | 'nation' | 'local' } | null;
  readonly named: boolean;
  readonly anyWork: boolean;
}

function kindOf(restrained: string): Kind {
  if (/\b(?:solicit\w*|entic\w*|hire|employ|engage)\b/i.test(restrained)) {
    if (/\b(?:employees?|staff|personnel|workers?|contractors? of|consultants? of)\b/i.test(restrained))
      return 'staff';
    if (/\b(?:clients?|customers?|accounts?|suppliers?)\b/i.test(restrained) && !/\bcompet/i.test(restrained))
      return 'clients';
  }
  return 'compete';
}

function breadthOf(sentence: string, restrained: string): Breadth {
  let period: Period | null = null;
  let after = false;
  for (const p of periodsIn(sentence)) {
    const tail = sentence.slice(p.index + p.text.length, p.index + p.text.length + 40);
    const isAfter = AFTER.test(tail);
    if (!period || (isAfter && !after) || (isAfter === after && periodInDays(p) > periodInDays(period))) {
      period = p;
      after = isAfter;
    }
  }
  const world = WORLD.exec(sentence);
  const nation = NATION.exec(sentence);
  const local = LOCAL.exec(sentence);
  const area = nation
    ? { phrase: nation[0].trim(), scope: 'nation' as const }
    : world
      ? { phrase: world[0].trim(), scope: 'world' as const }
      : local
        ? { phrase: local[0].trim(), scope: 'local' as const }
        : null;
  return {
    kind: kindOf(restrained),
    period,
    days: period ? periodInDays(period) : 0,
    after,
    inTerm: IN_TERM.test(sentence),
    area,
    named: NAMED.test(restrained),
    // "any activity that competes with the Company" is a competitor restriction, not any business.
    anyWork: ANY_WORK.test(restrained) && !/\bcompet|\bin the field\b|\bsuch activit/i.test(restrained),
  };
}

function restrainedActivity(text: string, at: number, matched: string): string {
  return text
    .slice(at + matched.length)
    .replace(/^\s*,?\s*(?:(?:either\s+)?directly or indirectly|whether directly or indirectly)\s*,?\s*/i, ' ')
    .trim()
    .replace(/[.;:,]+$/, '');
}

interface Restraint {
  readonly restrained: string;
  readonly window: string;
  readonly b: Breadth;
}
const restraints = new WeakMap<SentenceMatch, Restraint | null>();

/**
 * What a 'shall not' restrains and how far, or null when it restrains no trade: the same for both
 * sides (the matches are shared), so read once per match, not once per side.
 */
export function restraintAt(m: SentenceMatch): Restraint | null {
  const known = restraints.get(m);
  if (known !== undefined) return known;
  const restrained = restrainedActivity(m.sentence.text, m.at, m.text);
  const window = restrained.slice(0, 240);
  const out =
    !TRADE.test(window) || !REACH.test(window) || NOT_TRADE.test(window)
      ? null
      : { restrained, window, b: breadthOf(m.sentence.text, restrained) };
  restraints.set(m, out);
  return out;
}
