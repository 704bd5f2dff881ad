import { escapeRegExp } from './mention';

// Numbers written in words: "five thousand", "fifteen hundred".

/** Number words people type for counts and amounts; money reads "five thousand" from these too. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-four': 24,
  'twenty four': 24,
  thirty: 30,
  'thirty-six': 36,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

export function parseCount(token: string): number | null {
  const clean = token.toLowerCase().trim();
  if (/^\d+$/.test(clean)) return Number(clean);
  return NUMBER_WORDS[clean] ?? null;
}

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
