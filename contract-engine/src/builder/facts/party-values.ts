import { entityTypeFromName, hasLegalForm } from '../../language/legal-forms';
import { findJurisdictions } from '../extract/jurisdiction';
import { readName } from '../../language/names';
import type { ContractTypeDef, PartySpec } from '../model';

// Checks on the party names one message gave, by what a party is: a person or an organisation,
// never a place. The readers tie names to roles by the words around them; these rules use the
// declaration (which role may be a company) and the message's other facts, so a state read as
// the company, or the tail of an address read as the tenant, does not reach the contract.

/** A name compared without case or punctuation. */
export function plainWords(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
}

// A UK, Canadian or US postal code ("LS6 2AB", "B3H 4R2", "OR 97201"): the tail of an address.
const POSTCODE =
  /\b(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]{2}\s+\d{5}(?:-\d{4})?)\b/;

/** "Oregon", "Nova Scotia", "Leeds LS6 2AB": a name that is nothing but a place. */
function isPlace(name: string): boolean {
  if (POSTCODE.test(name)) return true;
  const [only] = findJurisdictions(name);
  return Boolean(only && only.start === 0 && name.slice(only.end).trim() === '');
}

/** Name held by a party, in this message or before. */
function heldName(
  party: PartySpec,
  facts: Readonly<Record<string, string>>,
  latest: Record<string, string>,
): string {
  return latest[party.nameKey] ?? facts[party.nameKey] ?? '';
}

/** Sets a party's name, and its legal form when the name carries one. */
export function setPartyName(party: PartySpec, name: string, latest: Record<string, string>): void {
  latest[party.nameKey] = name;
  const form = entityTypeFromName(name);
  if (party.typeKey && form) latest[party.typeKey] = form;
}

// A company's name with its legal form, typed by the user about themselves: "(Rose City Paws LLC",
// "as Birch Lantern Consulting Inc.", "called Crumb Bakery Ltd".
const SELF_NAME_CUE = /(?:\(|\b(?:as|called|named|trading as))\s*$/i;
const FIRST_PERSON = /\b(?:i|i'm|im|we|we're|my|our)\b/i;

/** Companies with a legal form that the user names as their own business in `text`. */
function ownCompanies(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/(?:\(|\b(?:as|called|named))\s*(?=\p{Lu})/giu)) {
    const from = match.index + match[0].length;
    const sentence = text.slice(Math.max(0, text.lastIndexOf('.', match.index) + 1), from);
    if (!SELF_NAME_CUE.test(sentence) || !FIRST_PERSON.test(sentence)) continue;
    const name = readName(text, from)?.name;
    if (name && hasLegalForm(name)) names.push(name);
  }
  return names;
}

/**
 * Settles the party names read from one message: a place or a part of the address or governing
 * law given in the same message is no party; a company read for a role only a person holds
 * (an employee) goes to the other side when it is unnamed; a company the user names as their own
 * business fills the user's side when no reader did.
 */
export function settlePartyNames(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
  selfParty: string | null,
): void {
  const placeValues = type.facts
    .filter((fact) => fact.kind === 'address' || fact.kind === 'jurisdiction')
    .map((fact) => plainWords(latest[fact.key] ?? ''))
    .filter(Boolean);
  for (const party of type.parties) {
    const name = latest[party.nameKey];
    if (!name) continue;
    const words = plainWords(name);
    if (isPlace(name) || placeValues.some((value) => value !== words && value.includes(words))) {
      delete latest[party.nameKey];
      if (party.typeKey) delete latest[party.typeKey];
    }
  }
  if (type.parties.length !== 2) return;
  const [first, second] = type.parties;
  if (!first || !second) return;
  for (const [person, other] of [
    [first, second],
    [second, first],
  ] as const) {
    const name = latest[person.nameKey];
    if (person.typeKey || !other.typeKey || !name || !hasLegalForm(name)) continue;
    if (heldName(other, facts, latest)) continue;
    delete latest[person.nameKey];
    setPartyName(other, name, latest);
  }
  const self = type.parties.find((party) => party.id === selfParty);
  if (!self || heldName(self, facts, latest)) return;
  const held = new Set(type.parties.map((party) => plainWords(heldName(party, facts, latest))));
  const own = ownCompanies(text).find((name) => !held.has(plainWords(name)));
  if (own) setPartyName(self, own, latest);
}

// "Her name is Mireille Roy", "their legal name is ...": the other side, named by a pronoun.
const PRONOUN_NAME = /\b(?:his|her|their)\s+(?:full\s+|legal\s+)*name\s+is\s+/gi;

/**
 * "Her name is X" names the party the question asked for, or else the one unnamed party that is
 * not the user's in a two-party contract.
 */
export function pronounNamedParty(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
  options: { selfParty: string | null; askedKey: string | undefined },
): void {
  const asked = type.parties.find((party) => party.nameKey === options.askedKey);
  const open = type.parties.filter(
    (party) => party.id !== options.selfParty && !heldName(party, facts, latest),
  );
  const party = asked && !latest[asked.nameKey] ? asked : open.length === 1 ? open[0] : undefined;
  if (!party || latest[party.nameKey]) return;
  for (const match of text.matchAll(PRONOUN_NAME)) {
    const name = readName(text, match.index + match[0].length)?.name;
    if (name && !isPlace(name)) {
      setPartyName(party, name, latest);
      return;
    }
  }
}
