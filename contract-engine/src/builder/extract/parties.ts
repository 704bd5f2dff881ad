import type { PartySpec } from '../model';
import { entityTypeFromName } from '../../language/legal-forms';
import { detectEntityType } from './entity-type';
import { looksGeneric, readName } from '../../language/names';
import {
  Collector,
  ORGANISATION_CUES,
  SEPARATOR,
  assign,
  regexesFor,
  type PartyFindings,
} from './party-common';
import { between, fromTo, selfStatements } from './party-phrases';
import { speakingPair } from './party-pair';
import { atPreposition, byVerb, forPreposition, hirerOfSelf } from './party-verbs';
// "company", "business": a word any organisation is called. Where the text also names a party by a
// role word of its own ("I'm the consultant, company is X. client is Y"), the role word decides.
function cueWord(match: string): string {
  return match
    .toLowerCase()
    .replace(/^(?:the|my|our|their|his|her)?\s*/, '')
    .replace(/\s+/g, ' ')
    .replace(/s$/, '');
}

function byCue(collector: Collector, text: string, parties: readonly PartySpec[]): void {
  for (const party of parties) {
    const regexes = regexesFor(party);
    const matches = [...text.matchAll(regexes.cue)];
    const ownWord = matches.some((match) => !ORGANISATION_CUES.has(cueWord(match[0])));
    for (const match of matches) {
      if (ownWord && ORGANISATION_CUES.has(cueWord(match[0]))) continue;
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
      assign(collector, text, party, from, true);
      const typed = regexes.typed.exec(rest);
      const type = typed ? detectEntityType(typed[1] ?? '') : null;
      if (type) collector.setType(party.id, type);
    }
  }
  // "Acme LLC is the client", "Jane Doe (the tenant)", "2418519 Ontario Inc. (owner)" (a numbered company)
  for (const start of text.matchAll(/(?:^|[\s,;(])(?=[A-Z]|\d{4,10} [A-Z])/g)) {
    const position = start.index + start[0].length;
    const found = readName(text, position);
    if (!found) continue;
    const after = text.slice(found.end, found.end + 60);
    for (const party of parties) {
      if (regexesFor(party).roleAfterName.test(after)) assign(collector, text, party, position, true);
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

// "I'm the consultant, company is Kestrel IT Pty Ltd": in a sentence where the person speaks of
// themselves, "company is X" after another side's own role word names elsewhere is the person's own.
const OWN_ORGANISATION =
  /\b(?:my\s+|our\s+|the\s+)?(?:company|business|firm)(?:'s name)?\s*(?:is|:|=)\s+(?=\p{Lu})/giu;
const SPEAKS_OF_SELF = /(?:^|[.!?\n]\s*)[^.!?\n]*\b(?:i'm|i am|im|we're|we are)\b[^.!?\n]*$/i;

function ownOrganisation(
  collector: Collector,
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): void {
  const self = parties.find((party) => party.id === selfId);
  if (!self || collector.findings[self.id]?.name) return;
  for (const match of text.matchAll(OWN_ORGANISATION))
    if (SPEAKS_OF_SELF.test(text.slice(0, match.index))) {
      assign(collector, text, self, match.index + match[0].length, true);
      return;
    }
}

export function findParties(
  text: string,
  parties: readonly PartySpec[],
  selfId: string | null,
): PartyFindings {
  const collector = new Collector();
  byCue(collector, text, parties);
  ownOrganisation(collector, text, parties, selfId);
  speakingPair(collector, text, parties);
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

export { detectSelfParty, type PartyFinding, type PartyFindings } from './party-common';
