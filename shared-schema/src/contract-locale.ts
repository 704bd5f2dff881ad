// The English a contract is written in: spelling, date and number formats, and (for the builder) the
// conventions of the legal system it is most likely used in. No zod here, so screens can import it cheaply.

export const CONTRACT_LOCALES = [
  'en-US',
  'en-GB',
  'en-IE',
  'en-CA',
  'en-AU',
  'en-NZ',
  'en-ZA',
  'en-IN',
  'en-150',
] as const;
export type ContractLocale = (typeof CONTRACT_LOCALES)[number];

/** The locale of contracts created before contracts had one, and where nothing better is known. */
export const DEFAULT_CONTRACT_LOCALE: ContractLocale = 'en-US';

export const CONTRACT_LOCALE_LABELS: Record<ContractLocale, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'en-IE': 'English (Ireland)',
  'en-CA': 'English (Canada)',
  'en-AU': 'English (Australia)',
  'en-NZ': 'English (New Zealand)',
  'en-ZA': 'English (South Africa)',
  'en-IN': 'English (India)',
  'en-150': 'English (Europe)',
};

/** EU member states: a browser set to one of them (in any language) gets the generic European English. */
const EU_REGIONS = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);
/** Languages spoken (almost) only inside the EU; French, Spanish and Portuguese are not, without a region. */
const EU_LANGUAGES = new Set('bg cs da de el et fi ga hr hu it lt lv mt nl pl ro sk sl sv'.split(' '));

function isContractLocale(tag: string): tag is ContractLocale {
  return CONTRACT_LOCALES.some((locale) => locale === tag);
}

/**
 * The contract locale for a browser's preferred languages, first match wins: a supported English locale as
 * it is ('en-gb' -> 'en-GB'); an EU region or EU language -> 'en-150'; otherwise the default.
 */
export function localeFromLanguages(languages: readonly string[]): ContractLocale {
  for (const tag of languages) {
    const exact = CONTRACT_LOCALES.find(
      (locale) => locale.toLowerCase() === tag.replace('_', '-').toLowerCase(),
    );
    if (exact) return exact;
    const [language = '', ...rest] = tag.split(/[-_]/);
    const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
    const english = `en-${region ?? ''}`;
    if (language.toLowerCase() === 'en' && isContractLocale(english)) return english;
    if ((region && EU_REGIONS.has(region)) || EU_LANGUAGES.has(language.toLowerCase())) return 'en-150';
  }
  return DEFAULT_CONTRACT_LOCALE;
}

/** The browser's contract locale (the default where there is no browser, e.g. on the server). */
export function browserContractLocale(): ContractLocale {
  const nav = globalThis.navigator;
  if (typeof window === 'undefined' || !nav) return DEFAULT_CONTRACT_LOCALE;
  return localeFromLanguages(nav.languages?.length ? nav.languages : [nav.language]);
}

/** The currencies a contract's amounts are written in (ISO 4217). */
export const CONTRACT_CURRENCIES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD', 'ZAR', 'INR'] as const;
export type ContractCurrency = (typeof CONTRACT_CURRENCIES)[number];

/** How a fact writes each currency before its amount; the contract's text then formats it for its locale. */
export const CURRENCY_PREFIX: Record<ContractCurrency, string> = {
  USD: 'US$',
  GBP: '£',
  EUR: '€',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  ZAR: 'R',
  INR: '₹',
};

/** The currency of an amount given without one, in a contract of each locale (decision 0320). */
export const LOCALE_CURRENCY: Record<ContractLocale, ContractCurrency> = {
  'en-US': 'USD',
  'en-GB': 'GBP',
  'en-IE': 'EUR',
  'en-150': 'EUR',
  'en-CA': 'CAD',
  'en-AU': 'AUD',
  'en-NZ': 'NZD',
  'en-ZA': 'ZAR',
  'en-IN': 'INR',
};

/** The dollar a plain "$" means in a contract of the locale: the country's own where it has one. */
export function localDollar(locale: ContractLocale): ContractCurrency {
  const own = LOCALE_CURRENCY[locale];
  return own === 'CAD' || own === 'AUD' || own === 'NZD' ? own : 'USD';
}
