import {
  CURRENCY_PREFIX,
  LOCALE_CURRENCY,
  localDollar,
  type ContractCurrency,
  type ContractLocale,
} from '@shared-schema';

// The money editor's amount, currency and period, read from and written to a fact's text value
// ("$2,000", "£1,200 per month", "CA$85 per hour"), in the contract's locale: its currency is the
// default, and a plain "$" is its own dollar (decision 0320).

export const CURRENCIES: ReadonlyArray<{ code: ContractCurrency; label: string }> = [
  { code: 'USD', label: 'US dollar' },
  { code: 'GBP', label: 'Pound sterling' },
  { code: 'EUR', label: 'Euro' },
  { code: 'CAD', label: 'Canadian dollar' },
  { code: 'AUD', label: 'Australian dollar' },
  { code: 'NZD', label: 'New Zealand dollar' },
  { code: 'ZAR', label: 'South African rand' },
  { code: 'INR', label: 'Indian rupee' },
];
export type CurrencyCode = ContractCurrency;

export const PERIODS = ['', 'per hour', 'per day', 'per week', 'per month', 'per year'] as const;
export type Period = (typeof PERIODS)[number];

export interface MoneyParts {
  /** The amount as typed, digits with an optional decimal point; '' when there is none. */
  amount: string;
  currency: CurrencyCode;
  period: Period;
}

/** A plain "$" or "dollars": the locale's own dollar. */
const LOCAL_DOLLAR = 'local';

const PREFIX: ReadonlyArray<readonly [RegExp, CurrencyCode | typeof LOCAL_DOLLAR]> = [
  [/^(?:CA\$|C\$|CAD\s?)/i, 'CAD'],
  [/^(?:A\$|AU\$|AUD\s?)/i, 'AUD'],
  [/^(?:NZ\$|NZD\s?)/i, 'NZD'],
  [/^(?:US\$|USD\s?)/i, 'USD'],
  [/^\$/, LOCAL_DOLLAR],
  [/^(?:£|GBP\s?)/i, 'GBP'],
  [/^(?:€|EUR\s?)/i, 'EUR'],
  [/^(?:R(?=\s?\d)|ZAR\s?)/, 'ZAR'],
  [/^(?:₹|INR\s?)/i, 'INR'],
];

const SUFFIX: ReadonlyArray<readonly [RegExp, CurrencyCode | typeof LOCAL_DOLLAR]> = [
  [/^(?:CAD|canadian dollars?)\b/i, 'CAD'],
  [/^(?:AUD|australian dollars?)\b/i, 'AUD'],
  [/^(?:NZD|new zealand dollars?)\b/i, 'NZD'],
  [/^(?:USD|us dollars?)\b/i, 'USD'],
  [/^dollars?\b/i, LOCAL_DOLLAR],
  [/^(?:GBP|pounds?)\b/i, 'GBP'],
  [/^(?:EUR|euros?)\b/i, 'EUR'],
  [/^(?:ZAR|rand)\b/i, 'ZAR'],
  [/^(?:INR|rupees?)\b/i, 'INR'],
];

const PERIOD_WORDS: ReadonlyArray<readonly [RegExp, Period]> = [
  [/\b(?:hour|hr)\b|hourly/i, 'per hour'],
  [/\bday\b|daily/i, 'per day'],
  [/\b(?:week|wk)\b|weekly|\bpw\b/i, 'per week'],
  [/\b(?:month|mo)\b|monthly|\bpcm\b/i, 'per month'],
  [/\b(?:year|yr|annum)\b|yearly|annually/i, 'per year'],
];

/** Reads a money value in a contract of `locale`; one without a currency is in the locale's. */
export function parseMoney(value: string, locale: ContractLocale = 'en-US'): MoneyParts {
  const fallback = LOCALE_CURRENCY[locale];
  const resolve = (code: CurrencyCode | typeof LOCAL_DOLLAR) =>
    code === LOCAL_DOLLAR ? localDollar(locale) : code;
  let rest = value.trim();
  let currency: CurrencyCode | null = null;
  for (const [pattern, code] of PREFIX) {
    const match = pattern.exec(rest);
    if (match) {
      currency = resolve(code);
      rest = rest.slice(match[0].length).trim();
      break;
    }
  }
  const number = /^(\d[\d,]*(?:\.\d+)?)/.exec(rest);
  if (!number?.[1]) return { amount: '', currency: currency ?? fallback, period: '' };
  rest = rest.slice(number[1].length).trim();
  if (!currency) {
    const suffix = SUFFIX.find(([pattern]) => pattern.test(rest))?.[1];
    currency = suffix ? resolve(suffix) : fallback;
  }
  const period = PERIOD_WORDS.find(([pattern]) => pattern.test(rest))?.[1] ?? '';
  return { amount: number[1].replace(/,/g, ''), currency, period };
}

/** A clean amount: digits with at most two decimals, no thousands separators; null when it is not one. */
export function cleanAmount(text: string): string | null {
  const compact = text
    .trim()
    .replace(/[,\s]/g, '')
    .replace(/^[$£€₹]/, '');
  return /^\d{1,12}(?:\.\d{1,2})?$/.test(compact) ? compact : null;
}

/**
 * "$2,000", "£1,250.50 per month": the value written into the contract. The currency is always written out
 * ("US$" outside a US contract), so the amount keeps its meaning if the contract's locale changes.
 */
export function formatMoney(parts: MoneyParts, locale: ContractLocale = 'en-US'): string {
  const amount = cleanAmount(parts.amount);
  if (amount === null) return '';
  const [whole = '0', cents] = amount.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = cents ? `.${cents.padEnd(2, '0')}` : '';
  const symbol = parts.currency === 'USD' && locale === 'en-US' ? '$' : CURRENCY_PREFIX[parts.currency];
  return `${symbol}${grouped}${decimals}${parts.period ? ` ${parts.period}` : ''}`;
}
