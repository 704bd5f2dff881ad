import { namesParty, type ReviewParty } from './parties';
import { roleWordParties } from './party-forms';
import { sameSide } from '../reading/roles';
import type { ContractDocument } from '../text/document';

// A user who asks to read the contract as 'the Member' or 'the Hirer' is honoured even when no name
// was found for that side: when the contract itself uses the word as a defined term ('the Member
// shall'), that term is the party, and the other side is the first party that is not it.

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
  const term = termInText(doc, choice);
  if (!term) return parties;
  const requested: ReviewParty = { name: term, aliases: [term], jurisdiction: null };
  const others = parties.length > 0 ? parties : roleWordParties(doc).filter((p) => p.name !== term);
  return others.length > 0 ? [...others, requested] : parties;
}
