import { namesParty, type ReviewParty } from './parties';
import { roleWordParties } from './party-forms';
import { sameSide } from '../reading/roles';
import type { ContractDocument } from '../text/document';

// A user who asks to read the contract as 'the Member' or 'the Hirer' is honoured even when no name
// was found for that side: when the contract itself uses the word as a defined term ('the Member
// shall'), that term is the party, and the other side is the first party that is not it. When
// fewer than two parties were found at all, the request is still honoured (decision 0412).

/** The party the user asked for: by name or defined term, else by a role word of the same side. */
export function chooseParty(parties: readonly ReviewParty[], choice: string): ReviewParty | undefined {
  const exact = parties.find((p) => namesParty(p, choice));
  if (exact) return exact;
  const words = sameSide(choice);
  const bySide = parties.filter((p) => words.some((w) => namesParty(p, w)));
  return bySide.length === 1 ? bySide[0] : undefined;
}

/** The requested word as the contract writes it as a defined term, used at least twice; else null. */
function termInText(doc: ContractDocument, choice: string): string | null {
  const word = choice.trim().replace(/^the\s+/i, '');
  if (!/^[A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*)?$/.test(word)) return null;
  const term = word.charAt(0).toUpperCase() + word.slice(1);
  const uses = doc.text.norm.match(new RegExp(`\\b(?:the|The)\\s+${term}\\b`, 'g'));
  return (uses?.length ?? 0) >= 2 ? term : null;
}

/**
 * The parties, with the requested side added as a role-word party when no party matches it and the
 * text uses it as a defined term; the other side is then the first party found, or a role word.
 */
export function withRequestedSide(
  doc: ContractDocument,
  parties: readonly ReviewParty[],
  choice: string | null | undefined,
): readonly ReviewParty[] {
  if (!choice || chooseParty(parties, choice)) return parties;
  const reader = asReader(parties, choice);
  if (reader) return reader;
  const term = termInText(doc, choice) ?? (parties.length < 2 ? asTerm(choice) : null);
  if (!term) return parties;
  const requested: ReviewParty = { name: term, aliases: [term], jurisdiction: null };
  const found = parties.length > 0 ? parties : roleWordParties(doc).filter((p) => p.name !== term);
  // A requested side is never dropped: with no other party found, the other side is 'the other party'.
  const others = found.length > 0 ? found : [OTHER_PARTY];
  return [...others, requested];
}

const OTHER_PARTY: ReviewParty = { name: 'Other party', aliases: ['Other party'], jurisdiction: null };

/** The request as a defined term ('employee' -> 'Employee'), when it is one or two words. */
function asTerm(choice: string): string | null {
  const word = choice.trim().replace(/^the\s+/i, '');
  if (!/^[A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*)?$/.test(word)) return null;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A letter's reader ('you') is the side asked for when the request names no other party: the user
 * reviewing an offer letter as 'the Employee' or 'the Client' is the one the letter speaks to.
 */
function asReader(parties: readonly ReviewParty[], choice: string): readonly ReviewParty[] | null {
  const reader = parties.find((p) => p.aliases.some((a) => a.toLowerCase() === 'you'));
  const term = asTerm(choice);
  if (!reader || !term) return null;
  const words = sameSide(choice);
  if (parties.some((p) => p !== reader && words.some((w) => namesParty(p, w)))) return null;
  return parties.map((p) => (p === reader ? { ...p, aliases: [term, ...p.aliases] } : p));
}
