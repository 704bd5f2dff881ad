import { parseCount } from '../../language/number-words';
import type { ContractTypeDef } from '../model';

// "3 laptops and a printer" in the description, then "make that 4 laptops" or "actually four
// laptops, not 3": a count said again with the same thing counted changes that count inside the
// description, and nothing else of it.

const COUNT =
  '(\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)';
// The count and the (up to three) words after it: "3 stainless prep tables". Not part of an amount.
const COUNTED = new RegExp(`(?<![$€£\\d.,])\\b${COUNT}((?:\\s*[a-z][a-z-]*)(?:\\s+[a-z][a-z-]*){0,2})`, 'gi');
const NOT_NOUNS = new Set([
  'for',
  'the',
  'and',
  'more',
  'extra',
  'other',
  'of',
  'per',
  'each',
  'with',
  'not',
]);

function nouns(words: string): Set<string> {
  return new Set(
    words
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length >= 2 && !NOT_NOUNS.has(word))
      .map((word) => word.replace(/(?:es|s)$/, '')),
  );
}

/** The text facts whose count the message restates, with the new count in place. */
export function restatedQuantities(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of text.matchAll(COUNTED)) {
    const count = parseCount(match[1] ?? '');
    const said = nouns(match[2] ?? '');
    if (count === null || said.size === 0) continue;
    for (const fact of type.facts) {
      const known = out[fact.key] ?? facts[fact.key];
      if (fact.kind !== 'text' || !known) continue;
      const counts = [...known.matchAll(COUNTED)].filter(
        (old) =>
          [...nouns(old[2] ?? '')].some((word) => said.has(word)) && parseCount(old[1] ?? '') !== count,
      );
      const [old] = counts;
      if (counts.length !== 1 || !old) continue;
      out[fact.key] =
        `${known.slice(0, old.index)}${match[1]}${known.slice(old.index + (old[1] ?? '').length)}`;
    }
  }
  return out;
}
