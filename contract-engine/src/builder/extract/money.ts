import type { Mention } from './mention';

// Amounts such as "$2,500", "2500 dollars", "USD 1,200.50", "$3k", "€900" and "$75/hour".

const SYMBOLS: Record<string, string> = {
  $: '$',
  us$: '$',
  usd: '$',
  dollar: '$',
  dollars: '$',
  bucks: '$',
  '€': '€',
  eur: '€',
  euro: '€',
  euros: '€',
  '£': '£',
  gbp: '£',
  pound: '£',
  pounds: '£',
  cad: 'CA$',
  ca$: 'CA$',
  aud: 'A$',
  a$: 'A$',
};

const PREFIXED =
  /(US\$|CA\$|A\$|USD|CAD|AUD|EUR|GBP|\$|€|£)\s?(\d[\d,]*(?:\.\d{1,2})?)(\s?[kK]\b|\s?(?:thousand|million)\b)?/g;
const SUFFIXED =
  /\b(\d[\d,]*(?:\.\d{1,2})?)(\s?[kK]\b|\s(?:thousand|million)\b)?\s*(dollars?|bucks|usd|euros?|eur|pounds|gbp|cad|aud)\b/gi;
const RATE =
  /^\s*(?:\/\s*|per\s+|an?\s+|each\s+|every\s+)(hour|hr|day|week|month|mo|year|yr|annum|project|session|visit|night)\b/i;

const RATE_NAMES: Record<string, string> = { hr: 'hour', mo: 'month', yr: 'year', annum: 'year' };

function formatAmount(symbol: string, digits: string, multiplier: string | undefined): string | null {
  let amount = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(amount)) return null;
  const scale = (multiplier ?? '').trim().toLowerCase();
  if (scale === 'k' || scale === 'thousand') amount *= 1000;
  if (scale === 'million') amount *= 1_000_000;
  const cents = Math.round(amount * 100) % 100 !== 0;
  const text = amount.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
  return `${symbol}${text}`;
}

export interface MoneyMention extends Mention {
  /** " per hour" when a rate unit follows the amount, else ''. */
  rate: string;
}

function withRate(text: string, end: number): { rate: string; end: number } {
  const match = RATE.exec(text.slice(end));
  if (!match) return { rate: '', end };
  const unit = (match[1] ?? '').toLowerCase();
  return { rate: ` per ${RATE_NAMES[unit] ?? unit}`, end: end + match[0].length };
}

export function findMoney(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const match of text.matchAll(PREFIXED)) {
    const symbol = SYMBOLS[(match[1] ?? '$').toLowerCase()] ?? '$';
    const value = formatAmount(symbol, match[2] ?? '', match[3]);
    const start = match.index;
    if (value === null) continue;
    const rate = withRate(text, start + match[0].length);
    found.push({ value, start, end: rate.end, rate: rate.rate });
  }
  for (const match of text.matchAll(SUFFIXED)) {
    const start = match.index;
    if (found.some((other) => start < other.end && other.start < start + match[0].length)) continue;
    const symbol = SYMBOLS[(match[3] ?? 'usd').toLowerCase()] ?? '$';
    const value = formatAmount(symbol, match[1] ?? '', match[2]);
    if (value === null) continue;
    const rate = withRate(text, start + match[0].length);
    found.push({ value, start, end: rate.end, rate: rate.rate });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A bare number typed in answer to a money question: "2500", "2,500.00", "3k". */
export function parseBareAmount(text: string): string | null {
  const match =
    /^\s*(?:about|around|roughly)?\s*(\d[\d,]*(?:\.\d{1,2})?)(\s?[kK])?\s*(?:\/\s*|per\s+|an?\s+)?(hour|hr|day|week|month|year)?\s*[.!]?\s*$/i.exec(
      text,
    );
  if (!match) return null;
  const value = formatAmount('$', match[1] ?? '', match[2]);
  const unit = (match[3] ?? '').toLowerCase();
  return value && unit ? `${value} per ${RATE_NAMES[unit] ?? unit}` : value;
}
