import type { PartySpec } from '../model';
import { entityTypeFromName, hasLegalForm } from '../../language/legal-forms';
import { detectEntityType } from './entity-type';
import { looksGeneric, readName } from '../../language/names';
import { Collector, SELF_INTRO, SELF_TYPE, assign } from './party-common';
// Party readers for phrasings that name both sides: 'between', 'I am ...', 'from A to B'.

export function between(
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

export function selfStatements(
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

export const RELATIVE_AND =
  /^\s+and\s+(?:his|her|their)\s+(?:partner|wife|husband|spouse|fianc[eé]e?|girlfriend|boyfriend|roommate|brother|sister|son|daughter|mother|father)\s*,?\s+(?=\p{Lu})/u;

/**
 * "Offer letter from Acme LLC to Jane Doe", "buying laptops from TechCycle Inc.", "borrow 15k from
 * Riverbend Capital LLC": the party named after "from" is the one that gives (first in every type).
 */
export function fromTo(
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
