import { readName } from '../../language/names';
import { hasLegalForm } from '../../language/legal-forms';
import type { ContractTypeDef } from '../model';
import { plainWords, setPartyName } from './party-values';

// "A bakery, Crumb & Co Ltd, wants us to ...", "renting to a couple, Ann Lee and Raj Patel.": a
// name set off by commas right after "a <what it is>" is a party of the deal. The fact readers tie
// names to roles by role words; this names the side no role word reached. Only the one party of a
// two-party contract that is neither the user's nor named yet takes it, so a role the readers
// settled is never changed.

// "a dental office, ", "a residents' company, ", "an events couple, ": one to four lower-case words.
const DESCRIBED = /\b(?:[Aa]|[Aa]n)\s+((?:[\p{Ll}][\p{Ll}'’-]*\s+){0,3}[\p{Ll}][\p{Ll}'’-]*),\s+(?=\p{Lu})/gu;
// The user describing themselves: "I run a ...", "we're a ...", "my business is a ...".
const SELF_BEFORE =
  /\b(?:i|we|i'm|im|we're|i am|we are|my|our)\b(?:\s+\w+){0,2}\s*$|\b(?:is|am|are)\s*$|\(\s*$/i;
const MONTHS_AND_DAYS =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

/** The names set off after "a <description>," in `text`, each one or two people or a company. */
export function describedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(DESCRIBED)) {
    const sentenceStart = Math.max(0, text.lastIndexOf('.', match.index) + 1);
    if (SELF_BEFORE.test(text.slice(sentenceStart, match.index))) continue;
    const from = match.index + match[0].length;
    const first = readName(text, from);
    if (!first) continue;
    let { name, end } = first;
    // "a couple, Ann Lee and Raj Patel": both sign as one side.
    const and = /^ and (?=\p{Lu})/u.exec(text.slice(end));
    const second = and ? readName(text, end + and[0].length, false) : null;
    if (second && second.name.includes(' ')) {
      name = `${name} and ${second.name}`;
      end = second.end;
    }
    // A name ends the apposition: a comma, the sentence's end, or the verb it is the subject of.
    // (The reader keeps a sentence's full stop inside `end`.)
    const closed = /[.!?]$/.test(text.slice(0, end));
    if (
      !closed &&
      !/^\s*(?:[,.;!?)]|$|(?:wants?|is|are|needs?|will|would|has|have|asked)\b)/.test(text.slice(end))
    )
      continue;
    const people = name.split(' and ').every((part) => part.trim().includes(' '));
    if (MONTHS_AND_DAYS.test(name) || !(hasLegalForm(name) || people)) continue;
    names.push(name);
  }
  return names;
}

/** Fills the unnamed other party of a two-party contract with a described name nobody holds. */
export function describedParty(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
  selfParty: string | null,
): void {
  if (type.parties.length !== 2) return;
  const held = (key: string) => latest[key] ?? facts[key] ?? '';
  const open = type.parties.filter((party) => party.id !== selfParty && !held(party.nameKey));
  const [party] = open;
  if (!party || open.length !== 1) return;
  const holders = new Set(type.parties.map((candidate) => plainWords(held(candidate.nameKey))));
  const name = describedNames(text).find((candidate) => !holders.has(plainWords(candidate)));
  if (name) setPartyName(party, name, latest);
}
