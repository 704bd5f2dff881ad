import type { FactSpec, PartySpec } from '../model';
import { findAddresses } from '../../language/addresses';
import { cleanDescription } from './description';
import { entityTypeFromName } from '../../language/legal-forms';
import { detectEntityType } from './entity-type';
import { findJurisdictions } from './jurisdiction';
import { parseBareAmount } from '../../language/money';
import { readName, tidyName } from '../../language/names';

/** The value of an optional amount the user said there is none of ("no deposit"). */
export const NO_AMOUNT = '$0';

// A reply to the question the assistant just asked may be a bare value ("Acme LLC", "2500",
// "Texas"); it belongs to the asked fact even though no cue word says so.

const LEAD_IN =
  /^\s*(?:(?:sure|ok|okay|yes|yeah|yep|well|so|oh|hmm|right|great|sorry|actually|oops|no)[,!.]?\s+)?(?:it(?:'s| is| will be| would be)|that(?:'s| is| would be| will be)|the (?:[\w-]+\s){0,3}(?:is|are|will be|would be)|(?:his|her|their|its|my|our) (?:full |legal |company |business )*name(?:'s| is)|(?:he|she|they)(?:'s| is| are|'re)|we(?:'re| are)|i(?:'m| am)|call (?:it|them|him|her)|let'?s (?:say|go with)|how about|maybe|probably|about|around|roughly|approximately|name(?:d)?:?)\s+/i;
const SKIP =
  /^\s*(?:skip|pass|next(?=(?:\s+(?:one|question|please))*\s*[.!]*\s*$)|not sure|unsure|i'?m not sure|i don'?t know|dunno|idk|no idea|no clue|not a clue|haven'?t a clue|(?:we |i )?(?:haven'?t|have not) (?:decided|worked (?:that|it) out)(?: yet)?|n\/a|not applicable|later(?=\s*[.!]*\s*$)|leave (?:it|that) (?:blank|open|empty)|doesn'?t matter|no preference|not yet|tbd|to be decided|none yet)\b/i;

// "not sure, what's normal? ok let's just say net 30": an unsure start that settles on a value.
const SETTLES =
  /\b(?:let'?s\s+(?:just\s+)?(?:say|go with|do|use|put|make it)|i guess|(?:just\s+)?go with|make it|put down)\s+\S/i;

export function isSkipAnswer(text: string): boolean {
  return SKIP.test(text) && !SETTLES.test(text);
}

export function stripLeadIn(text: string): string {
  let current = text.trim();
  for (let i = 0; i < 3; i += 1) {
    const next = current.replace(LEAD_IN, '');
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

function shortText(text: string, maxWords: number): string | null {
  const clean = text.replace(/[\s.!?]+$/, '').trim();
  if (!clean || clean.split(/\s+/).length > maxWords) return null;
  return clean;
}

export function partyFromAnswer(text: string): { name: string; type: string | null } | null {
  // "the other party is called Benjamin Ashworth-Lowe": the name follows "called".
  const body = stripLeadIn(text).replace(/^(?:called|named)\s+/i, '');
  const named = readName(body, 0);
  // "Ravi Shankar and Meera Iyer" typed as the answer: both sign as one party.
  const second = named ? /^\s*(?:and|&)\s+/.exec(body.slice(named.end)) : null;
  const joined = named && second ? readName(body, named.end + second[0].length, false) : null;
  const people = named && joined && !entityTypeFromName(named.name) && !entityTypeFromName(joined.name);
  if (named && joined && people && /^\s*[.!]?\s*$/.test(body.slice(joined.end)))
    return { name: `${named.name} and ${joined.name}`, type: 'individual' };
  if (named) {
    const after = /^\s*,?\s*(?:(?:is|which is|who is)\s+)?an?\s+([^,.;()!?]{2,50})/i.exec(
      body.slice(named.end),
    );
    return {
      name: named.name,
      type: (after ? detectEntityType(after[1] ?? '') : null) ?? entityTypeFromName(named.name),
    };
  }
  // Only a short reply that is not a sentence about something else counts as a typed name.
  if (/^(?:i|i'll|i'm|i've|we|we'll|my|our|it|they|he|she|the|a|an|this|that|yes|no)\b/i.test(body))
    return null;
  const short = shortText(body.split(',')[0] ?? '', 6);
  // A typed name has letters and no amounts: "$1,350 per week" answers something else.
  if (!short || body.split(/\s+/).length > 8 || /[\d$€£%]/.test(short) || !/\p{L}/u.test(short)) return null;
  const name = tidyName(short);
  return { name, type: entityTypeFromName(name) };
}

/** "what's normal?": a reply that asks a question back gives no value. */
export function isQuestionBack(text: string): boolean {
  return (
    /\?\s*$/.test(text) &&
    /^(?:what|what's|how|which|who|is|are|do|does|can|could|should|would|any|why)\b/i.test(text.trim())
  );
}

/** "a bike repair shop" where the template wants a verb phrase: "operate a bike repair shop". */
export function withNounVerb(fact: FactSpec, value: string): string {
  return fact.nounVerb && /^(?:an?|the)\s/i.test(value) ? `${fact.nounVerb} ${value}` : value;
}

/** Value for `fact` when `text` answers its question directly; null when nothing usable. */
/** `freeText`: nothing else was recognised in the message, so an unparsed reply may be taken as typed. */
export function bareAnswer(
  reply: string,
  fact: FactSpec,
  parties: readonly PartySpec[],
  freeText = true,
): Record<string, string> {
  // "Do you need their legal name? It's Mama Bea's LLC.": the question asked back holds no value.
  const text = reply.replace(/^[^.?!\n]*\?\s+(?=\S)/, '');
  const body = stripLeadIn(text);
  if (!body || isSkipAnswer(body) || isQuestionBack(body)) return {};
  switch (fact.kind) {
    case 'party-name': {
      const found = partyFromAnswer(text);
      if (!found || (!freeText && !found.type)) return {};
      const party = parties.find((candidate) => candidate.nameKey === fact.key);
      const result: Record<string, string> = { [fact.key]: found.name };
      if (found.type && party?.typeKey) result[party.typeKey] = found.type;
      return result;
    }
    case 'party-type': {
      const type = detectEntityType(body) ?? (freeText ? shortText(body.toLowerCase(), 5) : null);
      return type ? { [fact.key]: type.replace(/^(?:an?|the)\s+/i, '') } : {};
    }
    case 'money': {
      // "No deposit", "none", "zero": an optional amount answered with nothing is $0, not a gap.
      if (
        /^(?:no|none|zero|nil|nothing|no[\s-]+(?:deposit|fee|charge|limit|cost|money))(?:\s+(?:needed|required|at all))?\s*[.!]?$/i.test(
          body,
        )
      )
        return { [fact.key]: NO_AMOUNT };
      const amount = parseBareAmount(body);
      return amount ? { [fact.key]: amount } : {};
    }
    case 'percentage': {
      const match = /^(\d{1,3}(?:\.\d{1,3})?)\s*(?:%|percent)?\s*[.!]?$/i.exec(body);
      return match ? { [fact.key]: `${Number(match[1])}%` } : {};
    }
    case 'jurisdiction': {
      const place = findJurisdictions(body)[0]?.value ?? (freeText ? shortText(tidyName(body), 5) : null);
      return place ? { [fact.key]: place } : {};
    }
    case 'address': {
      const address = findAddresses(body)[0]?.value ?? (freeText ? shortText(body, 14) : null);
      return address ? { [fact.key]: address } : {};
    }
    case 'text': {
      // A reply that gave other facts ("Three years, Massachusetts law") is not this text.
      if (!freeText) return {};
      const value = cleanDescription(body.slice(0, 400), !fact.patterns);
      return value ? { [fact.key]: withNounVerb(fact, value) } : {};
    }
    case 'date':
    case 'duration':
    case 'payment-schedule':
    case 'payment-method': {
      // A schedule is often a sentence ("half when I start and half when the work is approved").
      const value = freeText ? shortText(body, fact.kind === 'payment-schedule' ? 24 : 10) : null;
      return value ? { [fact.key]: value } : {};
    }
  }
}
