// A value found in a message, with its position so nearby cue words can tie it to a fact.
export interface Mention {
  value: string;
  start: number;
  end: number;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Removes mentions that overlap an earlier (or longer) one, keeping text order. */
export function dropOverlaps(mentions: Mention[]): Mention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mention[] = [];
  for (const mention of sorted) {
    const last = kept.at(-1);
    if (!last || mention.start >= last.end) kept.push(mention);
  }
  return kept;
}

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
