import type { ContractTypeDef, FactSpec } from './model';

// A deposit given as a number of months' rent becomes that many times the rent already known.

const COUNTS: Readonly<Record<string, number>> = { one: 1, a: 1, two: 2, three: 3 };

/** `count` ("one", "2") times the rent `rent` ("$1,650", "CA$2,450") in its currency, or null. */
function timesRent(rent: string, count: string): string | null {
  const amount = /^([^\d]*)([\d,]+(?:\.\d{2})?)$/.exec(rent);
  if (!amount) return null;
  const times = COUNTS[count.toLowerCase()] ?? Number(count);
  const value = Number((amount[2] ?? '').replace(/,/g, '')) * times;
  const cents = Math.round(value * 100) % 100 !== 0;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
  return `${amount[1] || '$'}${text}`;
}

const digits = (value: string): string => value.replace(/[^\d.]/g, '');

/**
 * "We usually take two months, so $8,500": a number of months and that many times the rent in one message is a
 * deposit of so many months' rent, never the lease's length.
 */
function depositInMonths(
  type: ContractTypeDef,
  text: string,
  rent: string,
  latest: Record<string, string>,
): void {
  const amounts = new Set([...text.matchAll(/\d[\d,]*(?:\.\d{2})?/g)].map((match) => digits(match[0])));
  for (const match of text.matchAll(/\b(one|a|two|three|\d)\s+months?\b/gi)) {
    const times = timesRent(rent, match[1] ?? '');
    if (!times || !amounts.has(digits(times))) continue;
    const count = String(COUNTS[(match[1] ?? '').toLowerCase()] ?? Number(match[1]));
    for (const fact of type.facts)
      if (fact.kind === 'duration' && new RegExp(`^${count} months?$`).test(latest[fact.key] ?? ''))
        delete latest[fact.key];
  }
}

/**
 * "One month's rent" (or "two months") typed for a deposit: that many times the monthly rent
 * already given, so the user is not asked again for an amount they have stated. Inside a longer
 * message ("Rent $2,000/mo, deposit is one month's rent") the deposit fact takes it the same way.
 */
export function monthsOfRent(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  asked: FactSpec | undefined,
  text: string,
  latest: Record<string, string>,
): void {
  const rent = type.facts.find((fact) => fact.kind === 'money' && /RENT/.test(fact.key));
  const deposit = type.facts.find((fact) => fact.kind === 'money' && /DEPOSIT/.test(fact.key));
  const rentValue = rent ? (latest[rent.key] ?? facts[rent.key] ?? '') : '';
  const inline =
    /\bdeposit\s+(?:is|of|will be|=|:)?\s*(?:equal to\s+|the same as\s+)?(one|a|two|three|\d)\s+months?(?:'s?|’s?|s')?\s+(?:of\s+)?rent\b/i.exec(
      text,
    );
  if (deposit && !latest[deposit.key] && inline) {
    const value = timesRent(rentValue, inline[1] ?? '');
    if (value) latest[deposit.key] = value;
  }
  if (deposit && rentValue) depositInMonths(type, text, rentValue, latest);
  if (asked?.kind !== 'money' || latest[asked.key] || !rent || rent.key === asked.key) return;
  const answer =
    /^\s*(?:(?:it'?s|equal to|same as|the same as)\s+)?(one|a|two|three|\d)\s+months?(?:'s?|s')?(?:\s+(?:rent|of rent|worth))?\s*[.!]?\s*$/i.exec(
      text,
    );
  const value = answer ? timesRent(facts[rent.key] ?? '', answer[1] ?? '') : null;
  if (value) latest[asked.key] = value;
}
