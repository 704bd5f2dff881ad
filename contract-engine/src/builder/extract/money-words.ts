import { NUMBER_WORDS } from './mention';

// Numbers written in words: "five thousand", "fifteen hundred".

// Single words only: "twenty-four" is read as "twenty" and "four".
export const SMALL: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(NUMBER_WORDS).filter(([word]) => !/[\s-]/.test(word) && word !== 'an'),
);
export const NUMBER_WORD = `(?:${Object.keys(SMALL).join('|')}|hundred|thousand|million|and)`;

/** "five thousand", "fifteen hundred", "two thousand five hundred": the number, or null. */
export function wordsToNumber(phrase: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of phrase.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and') continue;
    const small = SMALL[word];
    if (small !== undefined) {
      current += small;
      seen = true;
    } else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand' || word === 'million') {
      total += (current || 1) * (word === 'thousand' ? 1000 : 1_000_000);
      current = 0;
    } else return null;
  }
  const value = total + current;
  return seen && value > 0 ? value : null;
}
