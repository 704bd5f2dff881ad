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
  if (asked?.kind !== 'money' || latest[asked.key] || !rent || rent.key === asked.key) return;
  const answer =
    /^\s*(?:(?:it'?s|equal to|same as|the same as)\s+)?(one|a|two|three|\d)\s+months?(?:'s?|s')?(?:\s+(?:rent|of rent|worth))?\s*[.!]?\s*$/i.exec(
      text,
    );
  const value = answer ? timesRent(facts[rent.key] ?? '', answer[1] ?? '') : null;
  if (value) latest[asked.key] = value;
}
