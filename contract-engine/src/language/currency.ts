import type { Mention } from './mention';

// Amounts such as "$2,500", "2500 dollars", "USD 1,200.50", "$3k", "€900" and "$75/hour".

export const SYMBOLS: Record<string, string> = {
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
  nzd: 'NZ$',
  nz$: 'NZ$',
};

// "€1.200,00", "8.000 euros": the European way of writing an amount, dots between thousands and a
// decimal comma. Only taken when a dot is followed by exactly three digits, which no currency's
// cents are, so "$12.50" still reads as dollars and cents.
const EUROPEAN = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?![\d.]|,\d)`;
const DIGITS = String.raw`${EUROPEAN}|\d[\d,]*(?:\.\d{1,2})?`;
export const PREFIXED = new RegExp(
  String.raw`(US\$|CA\$|A\$|NZ\$|USD|CAD|AUD|NZD|EUR|GBP|\$|€|£)\s?(${DIGITS})(\s?[kK]\b|\s?(?:thousand|million)\b)?`,
  'g',
);
export const SUFFIXED = new RegExp(
  String.raw`\b(${DIGITS})(\s?[kK]\b|\s(?:thousand|million)\b)?\s*(dollars?|bucks|usd|euros?|eur|pounds|gbp|cad|aud|nzd)\b`,
  'gi',
);

function plainDigits(digits: string): string {
  return new RegExp(`^(?:${EUROPEAN})$`).test(digits)
    ? digits.replace(/\./g, '').replace(',', '.')
    : digits.replace(/,/g, '');
}
export function formatAmount(symbol: string, digits: string, multiplier: string | undefined): string | null {
  let amount = Number(plainDigits(digits));
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

/**
 * Amounts written with their currency ("$12,000", "£1,700", "200 euros", "USD 1,000"), as written:
 * the reviewer quotes them. The builder's reader (findMoney) starts from these and adds bare ones.
 */
export function currencyAmounts(text: string): Mention[] {
  const found: Mention[] = [];
  for (const pattern of [PREFIXED, SUFFIXED]) {
    for (const match of text.matchAll(pattern)) {
      const value = match[0].replace(/[\s,]+$/, '');
      const start = match.index;
      const end = start + value.length;
      if (!found.some((other) => start < other.end && other.start < end)) found.push({ value, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
