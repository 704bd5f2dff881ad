// The money editor's amount, currency and period, read from and written to a fact's text value
// ("$2,000", "£1,200 per month", "CA$85 per hour").

export const CURRENCIES = [
  { code: 'USD', symbol: '$', label: 'US dollar ($)' },
  { code: 'GBP', symbol: '£', label: 'Pound sterling (£)' },
  { code: 'EUR', symbol: '€', label: 'Euro (€)' },
  { code: 'CAD', symbol: 'CA$', label: 'Canadian dollar (CA$)' },
  { code: 'AUD', symbol: 'A$', label: 'Australian dollar (A$)' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const PERIODS = ['', 'per hour', 'per day', 'per week', 'per month', 'per year'] as const;
export type Period = (typeof PERIODS)[number];

export interface MoneyParts {
  /** The amount as typed, digits with an optional decimal point; '' when there is none. */
  amount: string;
  currency: CurrencyCode;
  period: Period;
}

const PREFIX: ReadonlyArray<readonly [RegExp, CurrencyCode]> = [
  [/^(?:CA\$|C\$|CAD\s?)/i, 'CAD'],
  [/^(?:A\$|AU\$|AUD\s?)/i, 'AUD'],
  [/^(?:US\$|USD\s?|\$)/i, 'USD'],
  [/^(?:£|GBP\s?)/i, 'GBP'],
  [/^(?:€|EUR\s?)/i, 'EUR'],
];

const SUFFIX: ReadonlyArray<readonly [RegExp, CurrencyCode]> = [
  [/^(?:CAD|canadian dollars?)\b/i, 'CAD'],
  [/^(?:AUD|australian dollars?)\b/i, 'AUD'],
  [/^(?:USD|dollars?)\b/i, 'USD'],
  [/^(?:GBP|pounds?)\b/i, 'GBP'],
  [/^(?:EUR|euros?)\b/i, 'EUR'],
];

const PERIOD_WORDS: ReadonlyArray<readonly [RegExp, Period]> = [
  [/\b(?:hour|hr)\b|hourly/i, 'per hour'],
  [/\bday\b|daily/i, 'per day'],
  [/\b(?:week|wk)\b|weekly|\bpw\b/i, 'per week'],
  [/\b(?:month|mo)\b|monthly|\bpcm\b/i, 'per month'],
  [/\b(?:year|yr|annum)\b|yearly|annually/i, 'per year'],
];

/** Reads a money value; an unreadable one gives an empty amount in the fallback currency. */
export function parseMoney(value: string, fallback: CurrencyCode = 'USD'): MoneyParts {
  let rest = value.trim();
  let currency: CurrencyCode | null = null;
  for (const [pattern, code] of PREFIX) {
    const match = pattern.exec(rest);
    if (match) {
      currency = code;
      rest = rest.slice(match[0].length).trim();
      break;
    }
  }
  const number = /^(\d[\d,]*(?:\.\d+)?)/.exec(rest);
  if (!number?.[1]) return { amount: '', currency: currency ?? fallback, period: '' };
  rest = rest.slice(number[1].length).trim();
  if (!currency) currency = SUFFIX.find(([pattern]) => pattern.test(rest))?.[1] ?? fallback;
  const period = PERIOD_WORDS.find(([pattern]) => pattern.test(rest))?.[1] ?? '';
  return { amount: number[1].replace(/,/g, ''), currency, period };
}

/** A clean amount: digits with at most two decimals, no thousands separators; null when it is not one. */
export function cleanAmount(text: string): string | null {
  const compact = text
    .trim()
    .replace(/[,\s]/g, '')
    .replace(/^[$£€]/, '');
  return /^\d{1,12}(?:\.\d{1,2})?$/.test(compact) ? compact : null;
}

/** "$2,000", "£1,250.50 per month": the value written into the contract. */
export function formatMoney(parts: MoneyParts): string {
  const amount = cleanAmount(parts.amount);
  if (amount === null) return '';
  const [whole = '0', cents] = amount.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = cents ? `.${cents.padEnd(2, '0')}` : '';
  const symbol = CURRENCIES.find((currency) => currency.code === parts.currency)?.symbol ?? '$';
  return `${symbol}${grouped}${decimals}${parts.period ? ` ${parts.period}` : ''}`;
}
