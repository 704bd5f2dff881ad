import { formatAmount } from '../../language/currency';
import { findMoney } from '../../language/money';
import type { ContractTypeDef } from '../model';
import { factNamed } from './fact-named';

// "Increase the price by $200", "lower the deposit by $100": a change by an amount, not to it. The new value is
// the old one moved by that amount, in its own currency and with its rate ("$55 per hour").

const BY_AMOUNT =
  /\b(increase|raise|bump|up|add to|lower|reduce|decrease|cut|drop|knock)\s+(?:the\s+|my\s+|our\s+)?([a-z][a-z' -]{1,30}?)\s+(?:up\s+|down\s+)?by\s+(?=[$€£\d])/i;
const DOWN = /^(?:lower|reduce|decrease|cut|drop|knock)$/i;

/** The money fact changed by an amount; null when the message changes none that way. */
export function amountChangedBy(
  text: string,
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
): Record<string, string> | null {
  const match = BY_AMOUNT.exec(text);
  const fact = match?.[2] ? factNamed(match[2], type) : undefined;
  const old = fact ? (facts[fact.key] ?? '') : '';
  const by = match ? findMoney(text.slice(match.index + match[0].length))[0] : undefined;
  const parts = /^([^\d]*)(\d[\d,]*(?:\.\d+)?)(.*)$/.exec(old);
  if (!fact || fact.kind !== 'money' || !by || !parts) return null;
  const oldAmount = Number((parts[2] ?? '').replace(/,/g, ''));
  const step = Number(by.value.replace(/[^\d.]/g, ''));
  const amount = DOWN.test(match?.[1] ?? '') ? oldAmount - step : oldAmount + step;
  const value = amount > 0 ? formatAmount(parts[1] ?? '$', String(amount), undefined) : null;
  return value ? { [fact.key]: `${value}${parts[3] ?? ''}` } : null;
}
