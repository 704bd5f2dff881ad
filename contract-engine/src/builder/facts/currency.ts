import {
  CURRENCY_PREFIX,
  LOCALE_CURRENCY,
  localDollar,
  type ContractCurrency,
  type ContractLocale,
} from '@shared-schema';
import { findContractType } from '../types/registry';

// Which currency an amount means when the person did not say it. The readers write every dollar amount
// with a plain "$"; once the contract's locale is known (the chat, the panel) that "$" is settled here into
// a written currency the facts keep, so a later change of locale never changes what the amount means
// (decision 0320).

/** The prefix a fact writes the currency with; a US contract keeps the plain "$" it always wrote. */
function prefixIn(currency: ContractCurrency, locale: ContractLocale): string {
  return currency === 'USD' && locale === 'en-US' ? '$' : CURRENCY_PREFIX[currency];
}

/** A dollar sign no country prefix settles ("$500", not "US$500", "CA$500", "A$500" or "NZ$500"). */
const PLAIN_DOLLAR = /(?<![A-Za-z])\$(?=\d)/g;
const HAS_PLAIN_DOLLAR = new RegExp(PLAIN_DOLLAR.source);
/** The person named a currency somewhere in the message: a symbol, a code or its name. */
const CURRENCY_CUE =
  /[$€£₹]|\b(?:dollars?|bucks|usd|cad|aud|nzd|eur|euros?|gbp|pounds?|quid|sterling|zar|rand|inr|rupees?)\b/i;
/** Every written currency prefix, to compare two amounts by their numbers alone. */
const ANY_SYMBOL = /US\$|CA\$|A\$|NZ\$|\$|£|€|₹|(?<![A-Za-z])R(?=\d)/g;

/** The readers write "US$" and "USD" with a plain "$" too; they are the US dollar in any locale. */
const US_DOLLAR_CUE = /\bUS\$|\bUSD\b|\bU\.?S\.? dollars?\b|\bAmerican dollars?\b/i;

/** What a message says of currency: the US dollar by name, some currency, or none (a bare amount). */
export type CurrencyCue = 'usd' | 'named' | 'none';

export function currencyCue(text: string): CurrencyCue {
  if (US_DOLLAR_CUE.test(text)) return 'usd';
  return CURRENCY_CUE.test(text) ? 'named' : 'none';
}

export interface ReadingLocale {
  locale: ContractLocale;
  /** The contract's facts as kept (its placeholders): an amount keeps the currency it was first read in. */
  kept?: Readonly<Record<string, string>>;
}

/** How an interview reads amounts: in the contract's locale when it has one, else as the readers wrote them. */
export function readingOf(input: {
  locale?: ContractLocale | undefined;
  keptFacts?: Readonly<Record<string, string>> | undefined;
}): ReadingLocale | undefined {
  if (!input.locale) return undefined;
  return { locale: input.locale, ...(input.keptFacts ? { kept: input.keptFacts } : {}) };
}

/**
 * An amount read from a message, in a written currency: a bare number ("5,000", "2000 a month") is in the
 * locale's currency, a typed "$" is the locale's own dollar (the US dollar where it has none). Where the
 * contract already keeps the same amount in another currency (read before a change of locale), it stays so.
 */
export function settleCurrency(value: string, cue: CurrencyCue, key: string, reading: ReadingLocale): string {
  if (!HAS_PLAIN_DOLLAR.test(value)) return value;
  const currency =
    cue === 'none' ? LOCALE_CURRENCY[reading.locale] : cue === 'usd' ? 'USD' : localDollar(reading.locale);
  const symbol = prefixIn(currency, reading.locale);
  const settled = value.replace(PLAIN_DOLLAR, symbol);
  const kept = reading.kept?.[key];
  return kept && kept !== settled && sameNumbers(kept, settled) ? kept : settled;
}

/**
 * An amount an OpenAI-compatible provider gave for `key` (`typed`, written as `value`): the engine's own reading of
 * the same numbers where it has one, else in the currency the provider named, or the locale's for a bare number.
 */
export function settleProviderAmount(
  provided: { typed: string; value: string; key: string },
  input: { locale?: ContractLocale | undefined; keptFacts?: Readonly<Record<string, string>> | undefined },
  engineValue: string | undefined,
): string {
  const reading = readingOf(input);
  if (!reading) return provided.value;
  if (engineValue && sameNumbers(engineValue, provided.value)) return engineValue;
  return settleCurrency(provided.value, currencyCue(provided.typed), provided.key, reading);
}

function sameNumbers(a: string, b: string): boolean {
  return a.replace(ANY_SYMBOL, '').trim() === b.replace(ANY_SYMBOL, '').trim();
}

/**
 * The facts with every plain "$" written as the dollar it meant under `locale`: what the contract keeps
 * before its locale changes, so "$5,000" given in a US contract stays US dollars in a Canadian one.
 */
export function pinAmounts(
  typeId: string,
  facts: Readonly<Record<string, string>>,
  locale: ContractLocale,
): Record<string, string> {
  const out = { ...facts };
  const dollar = CURRENCY_PREFIX[localDollar(locale)];
  for (const fact of findContractType(typeId)?.facts ?? []) {
    const value = out[fact.key];
    if (fact.kind === 'money' && value) out[fact.key] = value.replace(PLAIN_DOLLAR, dollar);
  }
  return out;
}
