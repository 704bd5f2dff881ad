import type { PartySpec } from '../model';
import { detectEntityType, entityTypeFromName, hasLegalForm } from './entity-type';
import { escapeRegExp } from './mention';
import { looksGeneric, readName } from './names';

// Ties names and legal forms in a message to the parties of a contract type: "my client is Acme
// LLC", "Jane Doe (the tenant)", "between Acme Inc. and Bolt LLC", "I'm Sam Lee", "for Acme".

export interface PartyFinding {
  name?: string;
  type?: string;
}
export type PartyFindings = Record<string, PartyFinding>;

const SEPARATOR =
  /^(?:'s)?(?:\s+(?:here|too|in this (?:deal|contract|agreement)))?(?:\s+(?:full\s+|legal\s+)*(?:name|company|business|firm))?\s*(?:(?:is|are|will be|would be|should be|=|:|-|–|—|,)\s*(?:(?:actually|now|really|in fact|instead)\s+)?)?(?:(?:me|myself|us),\s*)?(?:(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:called|named)\s+)?/i;
const SELF_INTRO =
  /(?:(?:^|[\n.;]\s*)(?:us|me|we|myself|my side|our side)\s*:|\bwe\s*\()\s*|\b(?:(?:i am|i'm|we are|we're|i own|i run|we own|we run|i have|we have)\s+(?:an?|the)\s+[a-z][a-z -]{1,40}?(?:,|\s+(?:called|named)|(?=\s*\((?!the\b)))|i\s*\(|my name is|my name's|i am|i'm|im(?=\s+\p{Lu})|this is|i run|i own|we are|we're|on behalf of|(?:my|our) (?:company|business|firm|agency|llc|studio|shop|store|cafe|café|restaurant|bakery|startup|practice|salon|clinic|team)(?:'s name)?(?:\s+is|,)?)\s*(?:\(\s*)?(?:(?:called|named)\s+)?/giu;
const SELF_TYPE =
  /\b(?:i am|i'm|we are|we're|(?:my|our) (?:company|business|firm) is)\s+(?:an?\s+)?([^,.;!?]{2,60})/gi;
const ORGANISATION_CUES = new Set([
  'company',
  'business',
  'firm',
  'agency',
  'management company',
  'rental company',
  'consulting firm',
]);

function cuePattern(party: PartySpec): string {
  return party.cues.map((cue) => escapeRegExp(cue).replace(/ /g, '\\s+')).join('|');
}

interface PartyRegexes {
  iAm: RegExp;
  myRole: RegExp | null;
  cue: RegExp;
  typed: RegExp;
  roleAfterName: RegExp;
  seeking: RegExp;
}

// Chat turns re-read the whole conversation, so the per-party patterns are compiled once.
const regexCache = new WeakMap<PartySpec, PartyRegexes>();

function regexesFor(party: PartySpec): PartyRegexes {
  const cached = regexCache.get(party);
  if (cached) return cached;
  const cues = cuePattern(party);
  const personCues = party.cues
    .filter((cue) => !ORGANISATION_CUES.has(cue))
    .map((cue) => escapeRegExp(cue).replace(/ /g, '\\s+'));
  const built: PartyRegexes = {
    iAm: new RegExp(
      `\\b(?:i am|i'm|we are|we're|i will be|we will be)\\s+(?:the|a|an)\\s+(?:${cues})\\b`,
      'i',
    ),
    myRole: personCues.length ? new RegExp(`\\b(?:my|our)\\s+(?:${personCues.join('|')})\\b`, 'i') : null,
    cue: new RegExp(`\\b(?:the|my|our|their|his|her)?\\s*(?:${cues})s?\\b`, 'gi'),
    typed: /^\s+(?:is|will be)\s+(?:an?\s+)?([^,.;!?]{2,50})/i,
    seeking: new RegExp(
      `\\b(?:i|we)(?:'m|’m|'re|’re| am| are)?\\s+(?:hiring|engaging|retaining|looking for|bringing on|need|want to hire|want to engage)\\s+(?:a|an)\\s+(?:[a-z-]+\\s+)?(?:${personCues.join('|') || cues})\\b(?!\\s+(?:agreement|contract|nda|letter|form|template))`,
      'i',
    ),
    roleAfterName: new RegExp(
      `^\\s*(?:,\\s*)?(?:(?:is|will be|are|as|acting as|would be)\\s+(?:the|my|our|a|an)\\s+|\\(\\s*(?:the\\s+)?["“]?)(?:${cues})\\b`,
      'i',
    ),
  };
  regexCache.set(party, built);
  return built;
}

/** The party the user is, from "I'm the tenant" or "my landlord" anywhere in the conversation. */
// "We want Sparkle Cleaning Ltd to clean our office", "we'd like to hire Helen Park": the user is the
// party the work is done for. "Acme is hiring me": the user is the other one.
const WE_WANT_OTHER =
  /\b(?:[Ww]e|I|i)\s*(?:want|need|would like|'d like|are hiring|am hiring|plan|are planning|am planning)\s+(?:to\s+(?:hire|engage|retain|bring in|bring on|use|work with)\s+)?(?=\p{Lu})(?![^.!?\n]{0,60}\bto\s+sign\b)/u;
const HIRES_ME =
  /\b(?:hir(?:e|es|ed|ing)|engag(?:e|es|ed|ing)|retain(?:s|ed|ing)?|contract(?:s|ed|ing))\s+(?:me|us)\b/i;

export function detectSelfParty(text: string, parties: readonly PartySpec[]): string | null {
  // "we (Lotus Yoga LLC) are renting ... from": the user's name in brackets does not hide the role.
  const plain = text.replace(/\s*\([^()]{1,80}\)/g, '');
  for (const party of parties) {
    if (regexesFor(party).iAm.test(plain) || party.selfPhrase?.test(plain)) return party.id;
  }
  // "I'm hiring a consultant", "we need a contractor": the user is the other side of the role named.
  if (parties.length === 2) {
    for (const [index, party] of parties.entries()) {
      if (regexesFor(party).seeking.test(plain)) return parties[1 - index]?.id ?? null;
    }
  }
  if (parties.length === 2) {
    const served = parties.find((party) => party.forPrep);
    const worker = served ? parties.find((party) => party !== served) : parties.find((party) => !party.self);
    if (HIRES_ME.test(text) && worker) return worker.id;
    if (WE_WANT_OTHER.test(text) && served) return served.id;
  }
  if (parties.length === 2) {
    for (const [index, party] of parties.entries()) {
      if (regexesFor(party).myRole?.test(text)) return parties[1 - index]?.id ?? null;
    }
  }
  return parties.find((party) => party.self)?.id ?? null;
}

class Collector {
  readonly findings: PartyFindings = {};
  private readonly usedNames = new Set<string>();

  setName(partyId: string, name: string): boolean {
    const current = this.findings[partyId] ?? {};
    if (current.name || this.usedNames.has(name.toLowerCase())) return false;
    this.findings[partyId] = { ...current, name };
    this.usedNames.add(name.toLowerCase());
    return true;
  }

  setType(partyId: string, type: string): void {
    const current = this.findings[partyId] ?? {};
    if (!current.type) this.findings[partyId] = { ...current, type };
  }
}

function typeAfterName(text: string, end: number): string | null {
  const match = /^\s*,?\s*(?:(?:is|which is|who is)\s+)?(?:an?)\s+([^,.;()!?]{2,50})/i.exec(text.slice(end));
  return match ? detectEntityType(match[1] ?? '') : null;
}

function assign(collector: Collector, text: string, party: PartySpec, from: number): void {
  const found = readName(text, from);
  if (!found) return;
  if (!collector.setName(party.id, found.name)) return;
  const type = typeAfterName(text, found.end) ?? entityTypeFromName(found.name);
  if (type) collector.setType(party.id, type);
}

function byCue(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  for (const party of parties) {
    const regexes = regexesFor(party);
    for (const match of text.matchAll(regexes.cue)) {
      const rest = text.slice(match.index + match[0].length);
      const separator = SEPARATOR.exec(rest)?.[0] ?? '';
      const after = match.index + match[0].length + separator.length;
      // "the buyer is a Spanish distributor, Aceites Norte S.A.": the name follows what they are.
      const described = /^an?\s+(?:[\w-]+\s+){0,3}?[\w-]+,\s*(?=[A-Z])/.exec(text.slice(after));
      const from = after + (described?.[0].length ?? 0);
      // "New tenants are Jordan Mills and Priya Shah-Patel": both people sign as the one party.
      const first = /s$/i.test(match[0]) && /\bare\b|:/i.test(separator) ? readName(text, from, false) : null;
      const joiner = first ? /^\s*(?:and|&)\s+/.exec(text.slice(first.end)) : null;
      const second = first && joiner ? readName(text, first.end + joiner[0].length, false) : null;
      if (first && second && !entityTypeFromName(first.name) && !entityTypeFromName(second.name)) {
        if (collector.setName(party.id, `${first.name} and ${second.name}`))
          collector.setType(party.id, 'individual');
        continue;
      }
      // "customer: the Patels": a family named by its surname signs as "the Patel family".
      const family = /^the\s+(\p{Lu}[\p{L}'’-]+?)(?:es|s)\b(?!\s+\p{Lu})/u.exec(text.slice(from));
      if (family && collector.setName(party.id, `${family[1] ?? ''} family`)) {
        collector.setType(party.id, 'individual');
        continue;
      }
      assign(collector, text, party, from);
      const typed = regexes.typed.exec(rest);
      const type = typed ? detectEntityType(typed[1] ?? '') : null;
      if (type) collector.setType(party.id, type);
    }
  }
  // "Acme LLC is the client", "Jane Doe (the tenant)"
  for (const start of text.matchAll(/(?:^|[\s,;(])(?=[A-Z])/g)) {
    const position = start.index + start[0].length;
    const found = readName(text, position);
    if (!found) continue;
    const after = text.slice(found.end, found.end + 60);
    for (const party of parties) {
      if (regexesFor(party).roleAfterName.test(after)) assign(collector, text, party, position);
    }
  }
}

// "Kessler Optik GmbH and Tasman Robotics Pty Ltd" as a whole reply: two companies, each with its own
// legal ending, are the two parties in the order given (as after "between").
function pairOfCompanies(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  if (parties.length !== 2) return;
  const start = /^\s*/.exec(text)?.[0].length ?? 0;
  const first = readName(text, start, false);
  if (!first || !entityTypeFromName(first.name)) return;
  const joiner = /^\s*(?:and|&)\s+/i.exec(text.slice(first.end));
  if (!joiner) return;
  const secondFrom = first.end + joiner[0].length;
  const second = readName(text, secondFrom, false);
  if (!second || !entityTypeFromName(second.name) || !/^[\s.!]*$/.test(text.slice(second.end))) return;
  const [a, b] = parties;
  if (a) assign(collector, text, a, start);
  if (b) assign(collector, text, b, secondFrom);
}

function between(
  collector: Collector,
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): void {
  const match = /\b(?:between|partners(?:\s+are)?\s*:?|parties(?:\s+are)?\s*:)\s+/i.exec(text);
  if (!match) return;
  const from = match.index + match[0].length;
  // "between me, Laura Finch, and ...", "partners are me (Jess Roy) and ...": the user's own name.
  const self = /^(?:me|myself|us|my company|our company)\b(?:,\s*(?=\p{Lu})|\s*\(\s*(?=\p{Lu}))?/iu.exec(
    text.slice(from),
  );
  if (self && /[,(]/.test(self[0])) {
    // "between me, Laura Finch, and my partner Omar Haddad"
    const selfParty = parties.find((party) => party.id === selfId);
    if (selfParty) assign(collector, text, selfParty, from + self[0].length);
  }
  // "between me, Lucas Ferreira, and Ana Souza": the second party follows the user's own name.
  const selfNamed = self && /[,(]/.test(self[0]) ? readName(text, from + self[0].length, false) : null;
  const first = selfNamed ?? (self ? { name: '', end: from + self[0].length } : readName(text, from, false));
  if (!first) return;
  const joiner = /^\s*\)?\s*(?:\([^)]*\)\s*)?(?:,\s*[^,]{0,50},\s*)?,?\s*and\s+/i.exec(text.slice(first.end));
  if (!joiner) return;
  const secondFrom = first.end + joiner[0].length;
  const secondSelf = /^(?:me|myself|us|my company|our company)\b/i.test(text.slice(secondFrom));
  const others = parties.filter((party) => party.id !== selfId);
  if (self || secondSelf) {
    const other = others[0];
    if (other && parties.length === 2) assign(collector, text, other, self ? secondFrom : from);
    return;
  }
  const [a, b] = parties;
  if (a) assign(collector, text, a, from);
  if (b) assign(collector, text, b, secondFrom);
}

function selfStatements(
  collector: Collector,
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): void {
  const self = parties.find((party) => party.id === selfId);
  if (!self) return;
  for (const match of text.matchAll(SELF_INTRO)) {
    const found = readName(text, match.index + match[0].length);
    // "I'm a freelance photographer (Marisol Vega Photography)": a name in brackets after the user's
    // role is the user's name even when it has a trade word in it.
    const bracketed = found && /\(\s*$/.test(match[0]) && /^\s*\)/.test(text.slice(found.end));
    // "we're Hutchins Equipment Co": a name ending in a legal form ("Co" included) is a company.
    // "me: Greenthumb Lawn Services": a name after the user's own label is the user's, trade word or not.
    const labelled = /:\s*$/.test(match[0]);
    if (found && (bracketed || labelled || !looksGeneric(found.name) || hasLegalForm(found.name)))
      assign(collector, text, self, match.index + match[0].length);
  }
  // "I'm a property manager with Keystone Property Management LLC": the user speaks for that company.
  for (const match of text.matchAll(
    /\b(?:i'm|i am|im)\s+(?:an?|the)\s+((?:[a-z-]+\s+){0,3}?[a-z-]+)\s+(?:with|at)\s+(?=\p{Lu})/giu,
  )) {
    // "a freelancer working with X" works with a client; "a leasing agent with X" works for X.
    if (/ing$/.test(match[1] ?? '')) continue;
    const found = readName(text, match.index + match[0].length);
    if (found && hasLegalForm(found.name)) assign(collector, text, self, match.index + match[0].length);
  }
  // "We roast coffee (Bean Theory Roasters Pty Ltd)": a company in brackets after what the user does.
  for (const match of text.matchAll(/\b(?:we|i)\b(?:'re|'m)?((?:\s+[a-z]+){1,4})\s*\(\s*(?=\p{Lu})/giu)) {
    if (
      /\b(?:to|from|with|for|hire|hired|hiring|need|needs|want|wants|use|using|buy|buying)\b/i.test(
        match[1] ?? '',
      )
    )
      continue;
    const found = readName(text, match.index + match[0].length);
    if (found && hasLegalForm(found.name) && /^\s*\)/.test(text.slice(found.end)))
      assign(collector, text, self, match.index + match[0].length);
  }
  // "I'm a freelance web designer, trading as Pixel Orchard Design": the user's trade name.
  for (const match of text.matchAll(
    /\b(?:i|we|i'm|we're)\b[^.!?\n]{0,80}?\b(?:trading as|trade as|doing business as|operating as|d\/b\/a|dba|t\/a)\s+(?=\p{Lu})/giu,
  ))
    assign(collector, text, self, match.index + match[0].length);
  // "is lending me, Marc Dubois, $8,000": the name beside "me" is the user's.
  for (const match of text.matchAll(/\b(?:me|us|myself),\s+(?=\p{Lu})/gu))
    assign(collector, text, self, match.index + match[0].length);
  for (const match of text.matchAll(SELF_TYPE)) {
    // "I'm renting gear from Lensworks Rentals Inc." says nothing about the user's own legal form.
    const phrase =
      (match[1] ?? '').split(
        /\b(?:from|with|to|for|and|at|by|renting|leasing|buying|selling|hiring|working|borrowing|lending)\b/i,
      )[0] ?? '';
    const type = detectEntityType(phrase);
    if (type) collector.setType(self.id, type);
  }
}

const RELATIVE_AND =
  /^\s+and\s+(?:his|her|their)\s+(?:partner|wife|husband|spouse|fianc[eé]e?|girlfriend|boyfriend|roommate|brother|sister|son|daughter|mother|father)\s*,?\s+(?=\p{Lu})/u;

/**
 * "Offer letter from Acme LLC to Jane Doe", "buying laptops from TechCycle Inc.", "borrow 15k from
 * Riverbend Capital LLC": the party named after "from" is the one that gives (first in every type).
 */
function fromTo(
  collector: Collector,
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): void {
  const [giver, taker] = parties;
  if (!giver || !taker || parties.length !== 2) return;
  // "I am leasing my unit at ... to Glow Beauty Salon LLC": the one it goes to is the taker.
  for (const match of text.matchAll(
    /\b(?:leas|rent|sell|lend|loan|hir)\w*\b(?![^.!?\n]{0,80}?\bfrom\b(?!\s+(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d|next\b|the\s+\d|\d|today\b|tomorrow\b|now\b)))[^.!?\n]{0,80}?\bto\s+(?:(?:an?|the|my|our)\s+(?:[\w-]+\s+){0,3}?[\w-]+,\s+|(?:two|three|four)\s+(?:[\w-]+\s+){0,2}?[\w-]+s\s+)?(?=\p{Lu})(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d)/giu,
  )) {
    const at = match.index + match[0].length;
    const found = readName(text, at);
    if (!found || !(entityTypeFromName(found.name) || found.name.split(' ').length >= 2)) continue;
    // "rented to Sam Lee and his partner Ana Ruiz": both people take it, as one party.
    // "to two roommates A and B": people counted before their names are all the taker.
    const counted = /\b(?:two|three|four)\s+(?:[\w-]+\s+){0,2}?[\w-]+s\s+$/i.test(match[0]);
    const partner =
      RELATIVE_AND.exec(text.slice(found.end)) ??
      (counted ? /^\s+(?:and|&)\s+(?=\p{Lu})/u.exec(text.slice(found.end)) : null);
    const second = partner ? readName(text, found.end + partner[0].length, false) : null;
    if (second && !entityTypeFromName(found.name) && second.name.split(' ').length >= 2) {
      if (collector.setName(taker.id, `${found.name} and ${second.name}`))
        collector.setType(taker.id, 'individual');
    } else assign(collector, text, taker, at);
  }
  for (const match of text.matchAll(/\bfrom\s+(?=\p{Lu})/gu)) {
    const from = match.index + match[0].length;
    const found = readName(text, from);
    if (!found || (looksGeneric(found.name) && !hasLegalForm(found.name))) continue;
    const toMatch = /^\s+to\s+(?=\p{Lu})/u.exec(text.slice(found.end));
    if (toMatch) {
      assign(collector, text, giver, from);
      assign(collector, text, taker, found.end + toMatch[0].length);
    } else if (selfId !== giver.id && (entityTypeFromName(found.name) || found.name.split(' ').length >= 2)) {
      assign(collector, text, giver, from);
    }
  }
}

function verbForms(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  const tail = rest.length ? `\\s+${rest.join('\\s+')}` : '';
  const stem = head.replace(/e$/, '');
  return `(?:${head}|${head}s|${head}es|${head}d|${stem}ing|${stem}ed)${tail}`;
}

const verbCache = new WeakMap<PartySpec, RegExp | null>();
function verbRegex(party: PartySpec): RegExp | null {
  if (verbCache.has(party)) return verbCache.get(party) ?? null;
  const verbs = party.verbs ?? [];
  // Longer verbs first, so "rent out" wins over "rent".
  const sorted = [...verbs].sort((a, b) => b.length - a.length).map(verbForms);
  const regex = sorted.length
    ? new RegExp(
        `^\\s*,?\\s*(?:will\\s+|is\\s+|are\\s+|would\\s+|wants\\s+to\\s+|agrees\\s+to\\s+)?(?:${sorted.join('|')})\\b`,
        'i',
      )
    : null;
  verbCache.set(party, regex);
  return regex;
}

/** "Lumen Health Inc. discloses ...", "Jane Doe rents ...": the subject of a party's verb. */
function byVerb(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  const withVerbs = parties
    .map((party) => ({ party, regex: verbRegex(party) }))
    .filter((entry) => entry.regex !== null);
  if (withVerbs.length === 0) return;
  let readUpTo = 0;
  for (const start of text.matchAll(/(?:^|[\s,;:(])(?=\p{Lu})/gu)) {
    const position = start.index + start[0].length;
    if (position < readUpTo) continue;
    const found = readName(text, position);
    if (!found) continue;
    readUpTo = found.end;
    // A lone capitalised word ("Base rent is ...") is a sentence start, not a party.
    const plausible = entityTypeFromName(found.name) || found.name.split(' ').length >= 2;
    if (!plausible || (looksGeneric(found.name) && !hasLegalForm(found.name))) continue;
    const after = text.slice(found.end, found.end + 40);
    // The longest matching verb decides ("rents out" is the landlord, "rents" the tenant).
    let best: { party: PartySpec; length: number; verb: string } | undefined;
    for (const { party, regex } of withVerbs) {
      const match = regex?.exec(after);
      if (match && (!best || match[0].length > best.length))
        best = { party, length: match[0].length, verb: match[0] };
    }
    if (!best) continue;
    // "I'm a consultant for Acme Labs LLC, advising on pricing": a participle after a comma tells
    // what the sentence's subject does, not what the name before the comma does.
    if (/^\s*,\s*\w+ing\b/i.test(best.verb)) continue;
    const sentence = text.slice(found.end + best.length).split(/[.!?\n]/)[0] ?? '';
    // "X is renting a digger to Y": the one renting something to someone is the owner, who is
    // the giving party (first in every type).
    const giver = parties.length === 2 ? parties[0] : undefined;
    if (
      /\b(?:rent|leas|hir)\w*$/i.test(best.verb.trim()) &&
      /\bto\s+(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d)\p{Lu}/u.test(sentence)
    ) {
      if (giver && giver !== best.party) assign(collector, text, giver, position);
      continue;
    }
    assign(collector, text, best.party, position);
  }
}

/** "Acme Robotics Corp. is hiring me": the named party is the other side of the user. */
function hirerOfSelf(
  collector: Collector,
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): void {
  const other = parties.find((party) => party.id !== selfId);
  if (!other || parties.length !== 2) return;
  for (const start of text.matchAll(/(?:^|[\s,;(])(?=\p{Lu})/gu)) {
    const position = start.index + start[0].length;
    const found = readName(text, position);
    if (!found) continue;
    const after = text.slice(found.end, found.end + 40);
    if (
      /^\s*,?\s*(?:is|are|has|have)?\s*(?:hiring|engaging|retaining|hires|hired|engages|engaged|retains|retained|wants to hire)\s+(?:me|us)\b/i.test(
        after,
      )
    )
      assign(collector, text, other, position);
  }
}

/** "as Senior Analyst at Corvid Analytics Inc.": the company the role is at. */
function atPreposition(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  const target = parties.find((party) => party.atPrep);
  if (!target) return;
  for (const match of text.matchAll(/\b(?:at|join|joining|work for|working for)\s+(?=\p{Lu})/gu)) {
    const found = readName(text, match.index + match[0].length);
    if (found && hasLegalForm(found.name)) assign(collector, text, target, match.index + match[0].length);
  }
}

function forPreposition(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  const target = parties.find((party) => party.forPrep);
  if (!target) return;
  // "to a potential investor, Katherine Moreau": a name set after its role is the one meant.
  for (const match of text.matchAll(
    /(?:\b(?:for|with|to)|\bw\/)\s+(?:an?\s+(?:[a-z-]+\s+){0,2}[a-z-]+,\s+)?(?=[A-Z])/g,
  )) {
    const found = readName(text, match.index + match[0].length);
    if (!found || (looksGeneric(found.name) && !hasLegalForm(found.name))) continue;
    const words = found.name.split(' ').length;
    if (entityTypeFromName(found.name) || (words >= 2 && words <= 4))
      assign(collector, text, target, match.index + match[0].length);
  }
}

const RELATION =
  /\b(?:my|our)\s+(?:friend|brother|sister|cousin|son|daughter|mother|father|mom|dad|wife|husband|spouse|partner|neighbou?r|colleague|roommate|uncle|aunt|nephew|niece)(?:\s*,\s*|\s+(?:named|called)\s+|\s+)(?=[A-Z])/g;
const AND_I = /\b(?:and\s+(?:I|me|myself)\b|(?:I|me)\s+and\s+)/g;
const HIRES_OTHER =
  /\b(?:hir(?:e|es|ed|ing)|engag(?:e|es|ed|ing)|retain(?:s|ed|ing)?|bring(?:s|ing)? on|brought on|onboard(?:s|ing)?|tak(?:e|es|ing) on|offer(?:s|ed|ing)?(?=\s+\p{Lu}[^.!?\n]{0,40}\b(?:a|the)\s+(?:job|position|role))|(?:wants?|needs?|would like|'d like)(?:\s+to\s+(?:hire|engage|retain|use))?)\s+(?:an?\s+[a-z][a-z -]{1,40}?,\s+)?(?=\p{Lu})/gu;
// "them: Hopworks LLC", "other side: ...": a label for the party that is not the user.
const OTHER_LABEL =
  /(?:^|[\n.;]\s*)(?:them|they|the other (?:side|party)|other (?:side|party)|counterparty)\s*:\s*/gi;
const ITS_CALLED = /\b(?:it'?s|it’s|it is|they'?re|they are|which is)\s+(?:called|named)\s+(?=\p{Lu})/giu;
// "We (Vireo Health, Inc.) and Candela Labs LLC": the name joined to the user's is the other side.
const SELF_PAREN_AND = /\b(?:we|i)\s*\([^)]{2,80}\)\s+and\s+(?=\p{Lu})/giu;
// "my bakery is X and hers is Y", "my landlord ... he's Arturo de la Cruz": in a two-party deal where
// the user speaks as "I", a name given for "he/she/they" or "his/hers/theirs" is the other side's.
const OTHER_PRONOUN =
  /\b(?:(?:he|she|they)(?:'s|’s| is|'re|’re| are)|(?:his|hers|theirs)(?:'s|’s| is| are)|(?:his|her|their)\s+(?:name|company|business|firm|shop|bakery|store)(?:'s|’s| is))\s+(?=\p{Lu})/gu;

/** "my brother, David Kim" and "Sam Rivera and I" name the other side of a two-party deal. */
function counterparty(
  collector: Collector,
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): void {
  const other =
    parties.find((party) => party.id !== selfId && party.forPrep) ??
    parties.find((party) => party.id !== selfId);
  if (!other || parties.length !== 2) return;
  for (const match of text.matchAll(RELATION)) assign(collector, text, other, match.index + match[0].length);
  for (const match of text.matchAll(OTHER_LABEL))
    assign(collector, text, other, match.index + match[0].length);
  for (const match of text.matchAll(SELF_PAREN_AND))
    assign(collector, text, other, match.index + match[0].length);
  // "... and a distributor, it's called Cascade Beverage LLC": once the user speaks for one side, a
  // name given with "it's called" is the other's.
  if (selfId)
    for (const match of text.matchAll(ITS_CALLED)) {
      const found = readName(text, match.index + match[0].length);
      if (found && (entityTypeFromName(found.name) || found.name.split(' ').length >= 2))
        assign(collector, text, other, match.index + match[0].length);
    }
  if (selfId && /\b(?:i|i'm|i’m|my|me|we|our)\b/i.test(text))
    for (const match of text.matchAll(OTHER_PRONOUN)) {
      const found = readName(text, match.index + match[0].length);
      const plausible = found && (entityTypeFromName(found.name) || found.name.split(' ').length >= 2);
      if (plausible) assign(collector, text, other, match.index + match[0].length);
    }
  for (const match of text.matchAll(HIRES_OTHER)) {
    const found = readName(text, match.index + match[0].length);
    if (found && (!looksGeneric(found.name) || entityTypeFromName(found.name)))
      assign(collector, text, other, match.index + match[0].length);
  }
  for (const match of text.matchAll(AND_I)) {
    if (/^and/i.test(match[0])) {
      const before = text.slice(0, match.index).replace(/\s+$/, '');
      const start = before.search(/[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,4}$/);
      // "He's Robert McAllister and I'm ...": the pronoun before the name is not part of it.
      const pronoun =
        start >= 0
          ? /^(?:He|She|They|It|That|This)(?:'s|’s|'re|’re)?\s+(?=[A-Z])/.exec(before.slice(start))
          : null;
      if (start >= 0) assign(collector, text, other, start + (pronoun?.[0].length ?? 0));
    } else {
      assign(collector, text, other, match.index + match[0].length);
    }
  }
}

export function findParties(
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): PartyFindings {
  const collector = new Collector();
  byCue(collector, text, parties);
  counterparty(collector, text, parties, selfId);
  between(collector, text, parties, selfId);
  pairOfCompanies(collector, text, parties);
  selfStatements(collector, text, parties, selfId);
  fromTo(collector, text, parties, selfId);
  hirerOfSelf(collector, text, parties, selfId);
  byVerb(collector, text, parties);
  forPreposition(collector, text, parties);
  atPreposition(collector, text, parties);
  if (
    /\bboth\s+(?:are\s+|of us are\s+|parties are\s+)?individuals\b|\bwe are both individuals\b/i.test(text)
  ) {
    for (const party of parties) collector.setType(party.id, 'individual');
  }
  return collector.findings;
}
