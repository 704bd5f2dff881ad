import type { PartySpec } from '../model';
import { entityTypeFromName } from '../../language/legal-forms';
import { detectEntityType } from './entity-type';
import { escapeRegExp } from '../../language/mention';
import { looksLikeProduct, readName } from '../../language/names';
// Ties names and legal forms in a message to the parties of a contract type: "my client is Acme
// LLC", "Jane Doe (the tenant)", "between Acme Inc. and Bolt LLC", "I'm Sam Lee", "for Acme".

export interface PartyFinding {
  name?: string;
  type?: string;
}
export type PartyFindings = Record<string, PartyFinding>;

export const SEPARATOR =
  /^(?:'s)?(?:\s+(?:here|too|in this (?:deal|contract|agreement)))?(?:\s+(?:full\s+|legal\s+)*(?:name|company|business|firm))?\s*(?:(?:is|are|will be|would be|should be|=|:|-|–|—|,)\s*(?:(?:actually|now|really|in fact|instead)\s+)?)?(?:(?:me|myself|us),\s*)?(?:(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:called|named)\s+)?/i;
export const SELF_INTRO =
  /(?:(?:^|[\n.;]\s*)(?:us|me|we|myself|my side|our side)\s*:|\bwe\s*\()\s*|\b(?:(?:i am|i'm|we are|we're|i own|i run|we own|we run|i have|we have)\s+(?:an?|the)\s+[a-z][a-z -]{1,40}?(?:,|\s+(?:called|named)|(?=\s*\((?!the\b)))|i\s*\(|my name is|my name's|i am|i'm|im(?=\s+\p{Lu})|this is|i run|i own|we are|we're|on behalf of|(?:my|our) (?:company|business|firm|agency|llc|studio|shop|store|cafe|café|restaurant|bakery|startup|practice|salon|clinic|team)(?:'s name)?(?:\s+is|,)?)\s*(?:\(\s*)?(?:(?:called|named)\s+)?/giu;
export const SELF_TYPE =
  /\b(?:i am|i'm|we are|we're|(?:my|our) (?:company|business|firm) is)\s+(?:an?\s+)?([^,.;!?]{2,60})/gi;
export const ORGANISATION_CUES = new Set([
  'company',
  'business',
  'firm',
  'agency',
  'management company',
  'rental company',
  'consulting firm',
]);

export function cuePattern(party: PartySpec): string {
  return party.cues.map((cue) => escapeRegExp(cue).replace(/ /g, '\\s+')).join('|');
}

export interface PartyRegexes {
  iAm: RegExp;
  myRole: RegExp | null;
  cue: RegExp;
  typed: RegExp;
  roleAfterName: RegExp;
  seeking: RegExp;
}

// Chat turns re-read the whole conversation, so the per-party patterns are compiled once.
export const regexCache = new WeakMap<PartySpec, PartyRegexes>();

export function regexesFor(party: PartySpec): PartyRegexes {
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
export const WE_WANT_OTHER =
  /\b(?:[Ww]e|I|i)\s*(?:want|need|would like|'d like|are hiring|am hiring|plan|are planning|am planning)\s+(?:to\s+(?:hire|engage|retain|bring in|bring on|use|work with)\s+)?(?=\p{Lu})(?![^.!?\n]{0,60}\bto\s+sign\b)/u;
export const HIRES_ME =
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

export class Collector {
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

export function typeAfterName(text: string, end: number): string | null {
  const match = /^\s*,?\s*(?:(?:is|which is|who is)\s+)?(?:an?)\s+([^,.;()!?]{2,50})/i.exec(text.slice(end));
  return match ? detectEntityType(match[1] ?? '') : null;
}

/**
 * Sets the party's name read at `from`. A name only found beside a preposition or a verb must look
 * like a party: a product or model ("moving them to Microsoft 365") is not one. `given` is true where
 * the person gave it as the party ("the client is ...", "X (the client)"), which any name may be.
 */
export function assign(
  collector: Collector,
  text: string,
  party: PartySpec,
  from: number,
  given = false,
): void {
  const found = readName(text, from);
  if (!found || (!given && looksLikeProduct(found.name))) return;
  if (!collector.setName(party.id, found.name)) return;
  const type = typeAfterName(text, found.end) ?? entityTypeFromName(found.name);
  if (type) collector.setType(party.id, type);
}
