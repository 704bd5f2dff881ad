import type { ContractTypeDef } from './model';
import { findMoney } from '../language/money';

// How a message's value combines with the one already known: a bare number restating an amount,
// net terms told after a split payment.

const amountOf = (value: string): number =>
  Number(/[\d,]+(?:\.\d+)?/.exec(value)?.[0].replace(/,/g, '') ?? NaN);

/**
 * "wait no, we agreed on 8,500" after "$9,000": a bare number in a correction restates the known
 * amount nearest to it (within a factor of two), in that amount's currency.
 */
export function restatedBareNumber(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
): void {
  if (findMoney(text).length > 0 || type.facts.some((fact) => fact.kind === 'money' && latest[fact.key]))
    return;
  const numbers = [
    ...text.matchAll(
      /(?<![\w$€£.,/:%-])(\d{1,3}(?:,\d{3})+|\d{3,7})(?:\.\d{1,2})?(?![\w%/.,-]|\s*(?:%|percent|years?|months?|weeks?|days?|hours?))/g,
    ),
  ];
  const [number] = numbers.filter((match) => !/^(?:19|20)\d\d$/.test(match[0]));
  if (!number || numbers.length !== 1) return;
  // A year ("the 2016 model") is never an amount.
  const said = Number((number[0] ?? '').replace(/,/g, ''));
  const known = type.facts.filter(
    (fact) => fact.kind === 'money' && /^[$€£]?[A-Z]*\$?[\d,.]+$/.test(facts[fact.key] ?? ''),
  );
  const near = known.filter((fact) => {
    const ratio = said / amountOf(facts[fact.key] ?? '');
    return ratio >= 0.5 && ratio <= 2;
  });
  const [target] = near;
  if (!target || near.length !== 1) return;
  const symbol = /^[^\d]*/.exec(facts[target.key] ?? '')?.[0] ?? '$';
  latest[target.key] = `${symbol}${said.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

const NET_TERMS = /^net (\d{1,3}) \(due within \d{1,3} days of the invoice date\)$/;

/**
 * "half upfront and half on launch", then "they pay net 30": the split says which invoices, the net
 * terms when each is due, so the schedule keeps both (in either order), unless the user corrects it.
 */
export function invoiceTermsWithSplit(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  latest: Record<string, string>,
): void {
  for (const fact of type.facts) {
    if (fact.kind !== 'payment-schedule') continue;
    const now = latest[fact.key];
    const before = facts[fact.key];
    if (!now || !before || now === before) continue;
    const split = (value: string) =>
      /%|\bupfront\b|\bon (?:signing|delivery|completion|launch)\b|\band the rest\b/.test(value);
    const net = NET_TERMS.exec(now) ?? NET_TERMS.exec(before);
    const other = NET_TERMS.test(now) ? before : now;
    if (!net || !split(other) || /\bnet \d/.test(other)) continue;
    latest[fact.key] = `${other}, each invoice due within ${net[1]} days of its date (net ${net[1]})`;
  }
}
