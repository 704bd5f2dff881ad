import type { ContractLocale } from '@shared-schema';
import type { NumericDateOrder } from '../../language/dates';
import type { ContractTypeDef } from '../model';
import { NO_END_DATE } from './none-values';
import { legalSystemsOf } from './legal-systems';

// Money, dates and the legal-system note, in one place. The contract's locale is an input; until
// the person picks one it follows the governing law, then the currency they typed, then the US.

const MONTH_FIRST =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})$/;

/** The legal system a governing-law value belongs to: US, CA, UK, AU, EU or OTHER. */
export function legalSystemOfPlace(jurisdiction: string): string {
  const place = jurisdiction.trim();
  if (!place) return 'US';
  if (/^(?:State|Commonwealth) of |District of Columbia|United States|\bUSA?\b/.test(place)) return 'US';
  if (/Canada\b/.test(place)) return 'CA';
  if (/England|Wales|Scotland|Northern Ireland|United Kingdom|\bUK\b/.test(place)) return 'UK';
  if (/Australia|New South Wales|Victoria|Queensland|Tasmania/.test(place)) return 'AU';
  if (
    /Ireland|France|Germany|Spain|Italy|Netherlands|Belgium|Austria|Portugal|Sweden|Denmark|Finland/.test(
      place,
    )
  )
    return 'EU';
  return 'OTHER';
}

const LOCALE_OF_SYSTEM: Readonly<Record<string, ContractLocale>> = {
  US: 'en-US',
  CA: 'en-CA',
  UK: 'en-GB',
  AU: 'en-AU',
  EU: 'en-IE',
};

/** The locale to write a contract in when the person has not chosen one. */
export function defaultLocale(facts: Readonly<Record<string, string>>): ContractLocale {
  const system = legalSystemOfPlace(facts['JURISDICTION'] ?? '');
  if (facts['JURISDICTION'] && LOCALE_OF_SYSTEM[system]) return LOCALE_OF_SYSTEM[system] ?? 'en-US';
  const money = Object.values(facts).join(' ');
  if (/£/.test(money)) return 'en-GB';
  if (/€/.test(money)) return 'en-IE';
  if (/\bA\$|\bAUD\b/.test(money)) return 'en-AU';
  if (/\bC\$|\bCAD\b/.test(money)) return 'en-CA';
  return 'en-US';
}

const DAY_FIRST =
  /^(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})$/;

/** "March 2, 2026" in the locale's order: "2 March 2026" outside the US and Canada (either form is read). */
export function localiseDate(value: string, locale: ContractLocale): string {
  if (value === NO_END_DATE) return value;
  const monthFirst = MONTH_FIRST.exec(value.trim());
  const dayFirst = DAY_FIRST.exec(value.trim());
  const [month, day, year] = monthFirst
    ? [monthFirst[1], monthFirst[2], monthFirst[3]]
    : dayFirst
      ? [dayFirst[2], dayFirst[1], dayFirst[3]]
      : [];
  if (!month || !day || !year) return value;
  return locale === 'en-US' || locale === 'en-CA' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}

/**
 * How the locale's people type an all-numeric date: day first everywhere but the US and Canada (decision 0360;
 * Canada uses both and its contracts are written month first, so an ambiguous one is read month first there).
 */
export function numericDateOrder(locale: ContractLocale): NumericDateOrder {
  return locale === 'en-US' || locale === 'en-CA' ? 'month-first' : 'day-first';
}

/**
 * How all-numeric dates of a conversation are read: in its chosen locale's order, else in the order of the locale
 * its facts imply (governing law, then currency; decision 0370).
 */
export function conversationDateOrder(
  facts: Readonly<Record<string, string>>,
  locale?: ContractLocale,
): NumericDateOrder {
  return numericDateOrder(locale ?? defaultLocale(facts));
}

/** The currency a written symbol stands for; a plain "$" is the dollar of the contract's country. */
const CURRENCY_OF_SYMBOL: Readonly<Record<string, string>> = {
  US$: 'USD',
  CA$: 'CAD',
  A$: 'AUD',
  NZ$: 'NZD',
  '£': 'GBP',
  '€': 'EUR',
  R: 'ZAR',
  '₹': 'INR',
};
const DOLLAR_OF_LOCALE: Partial<Record<ContractLocale, string>> = {
  'en-CA': 'CAD',
  'en-AU': 'AUD',
  'en-NZ': 'NZD',
};
const AMOUNT =
  /(US\$|CA\$|A\$|NZ\$|\$|£|€|₹|(?<![A-Za-z])R(?=\d))(\d{1,3}(?:,\d{3})*|\d+)(\.\d{1,2})?(?![\d,.]*\d)/g;

/**
 * Amounts as the locale writes them, by the platform's currency formatting (Intl): "CA$1,200" is "$1,200" in a
 * Canadian contract, "$500" is "US$500" in a British one, and a South African contract groups digits with spaces.
 * A plain "$" means the dollar of the contract's country, where it has one; the text around amounts is kept.
 */
export function localiseAmounts(value: string, locale: ContractLocale): string {
  return value.replace(AMOUNT, (whole: string, symbol: string, digits: string, cents: string | undefined) => {
    const currency = CURRENCY_OF_SYMBOL[symbol] ?? DOLLAR_OF_LOCALE[locale] ?? 'USD';
    const amount = Number(`${digits.replace(/,/g, '')}${cents ?? ''}`);
    if (!Number.isFinite(amount)) return whole;
    const fraction = cents ? 2 : 0;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(amount);
  });
}

/** Facts written for the locale: dates in its order, amounts in its currency forms. */
export function localiseFacts(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  locale: ContractLocale,
): Record<string, string> {
  const out: Record<string, string> = { ...facts };
  for (const fact of type.facts) {
    const value = out[fact.key];
    if (!value) continue;
    if (fact.kind === 'date') out[fact.key] = localiseDate(value, locale);
    if (fact.kind === 'money') out[fact.key] = localiseAmounts(value, locale);
    if (fact.kind === 'payment-schedule') out[fact.key] = localiseSchedule(value, locale);
  }
  return out;
}

/**
 * "Every two weeks" is "fortnightly" where people say so (everywhere but the US and Canada); the plain words stay
 * beside it, so the term reads the same to a reader from anywhere.
 */
export function localiseSchedule(value: string, locale: ContractLocale): string {
  return locale === 'en-US' || locale === 'en-CA'
    ? value
    : value.replace(/\bevery two weeks\b/gi, 'fortnightly (every two weeks)');
}

/** The note a contract carries when its governing law is outside the systems its template is written for. */
export function jurisdictionNote(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  spell: (text: string) => string = (text) => text,
): string | null {
  const place = facts['JURISDICTION'] ?? '';
  if (!place) return null;
  const system = legalSystemOfPlace(place);
  if (legalSystemsOf(type).includes(system)) return null;
  // The place is the person's words: only the note's own text is respelled.
  return `${spell('Note: this text follows a US model agreement and has not been adapted to the law of')} ${place}. ${spell('Have it checked by a local adviser before signing.')}`;
}
