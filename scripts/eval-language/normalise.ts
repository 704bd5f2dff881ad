import { wordsToNumber } from '../../contract-engine/src/language';

// One normaliser for what every library (and the product's own readers) found, so they are
// compared on the same terms: money as "USD 2500", periods as "30 day", percentages as "8",
// names and addresses as lower-case words.

const CURRENCIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:nz\$|nzd)/i, 'NZD'],
  [/\b(?:a\$|aud)|(?<![\w])a\$/i, 'AUD'],
  [/\b(?:ca\$|cad)|(?<![\w])ca\$/i, 'CAD'],
  [/£|\bgbp\b|\bpounds?\b/i, 'GBP'],
  [/€|\beur\b|\beuros?\b/i, 'EUR'],
];

function currencyOf(text: string): string {
  for (const [pattern, code] of CURRENCIES) if (pattern.test(text)) return code;
  return 'USD';
}

function plainNumber(digits: string): number {
  // "8.500,00" (European) or "8,500.00".
  const european = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(digits);
  return Number(european ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
}

export function normaliseMoney(text: string): string | null {
  const figures = /(\d[\d.,]*\d|\d)\s*(k\b|thousand|million|grand)?/i.exec(text);
  let amount: number | null = null;
  if (figures) {
    amount = plainNumber(figures[1] ?? '');
    const scale = (figures[2] ?? '').toLowerCase();
    if (scale === 'k' || scale === 'thousand' || scale === 'grand') amount *= 1000;
    if (scale === 'million') amount *= 1_000_000;
  } else {
    const words = text
      .toLowerCase()
      .replace(/\b(?:dollars?|bucks|euros?|pounds?|usd|gbp|eur|grand)\b/g, ' ')
      .trim();
    amount = wordsToNumber(words);
    if (amount !== null && /\bgrand\b/i.test(text)) amount *= 1000;
  }
  if (amount === null || !Number.isFinite(amount)) return null;
  return `${currencyOf(text)} ${Math.round(amount * 100) / 100}`;
}

export function normalisePeriod(text: string): string | null {
  const m = /(\d+|[a-z]+(?:[\s-][a-z]+)?)(?:\s*\(\d+\))?[\s-]*(day|week|month|year)s?/i.exec(text);
  if (!m) return null;
  const count = /^\d+$/.test(m[1] ?? '') ? Number(m[1]) : wordsToNumber(m[1] ?? '');
  return count === null ? null : `${count} ${(m[2] ?? '').toLowerCase()}`;
}

export function normalisePercent(text: string): string | null {
  const m = /(\d+(?:\.\d+)?)/.exec(text);
  if (m) return String(Number(m[1]));
  const words = /([a-z]+(?:[\s-][a-z]+)?)(\s+and\s+a\s+half)?\s+per\s?cent/i.exec(text);
  const count = words ? wordsToNumber(words[1] ?? '') : null;
  return count === null ? null : String(count + (words?.[2] ? 0.5 : 0));
}

export function normaliseWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(?:dr|mr|mrs|ms|prof)\.?\s+/, '')
    .replace(/[.,;:!?"“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Same words, or one holds the other and they are of nearly the same length (addresses). */
export function sameSpan(found: string, expected: string): boolean {
  const a = normaliseWords(found);
  const b = normaliseWords(expected);
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.includes(short) && short.length / long.length >= 0.7;
}

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);

/** "March 1, 2027" (the product's form) as "2027-03-01". */
export function isoOfWrittenDate(value: string): string | null {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(value);
  const month = m ? MONTHS.indexOf((m[1] ?? '').toLowerCase()) + 1 : 0;
  if (!m || month < 1) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(m[2]).padStart(2, '0')}`;
}
