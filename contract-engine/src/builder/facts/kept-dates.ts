import { findDates } from '../../language/dates';
import type { ContractTypeDef } from '../model';
import type { ReadingLocale } from './currency';
import { numericDateOrder } from './locale';

// The interview reads the whole conversation again each turn with the locale of now, so "01/03/2027" typed in a
// US contract (January 3) would become 1 March after a move to Britain. As an amount keeps its currency (decision
// 0320), a numeric date keeps the day the contract already holds for it when that is the other reading of the same
// numbers (decision 0360). A new date typed after the change is read in the new locale's order.

export function keepReadDates(
  type: ContractTypeDef,
  values: Record<string, string>,
  text: string,
  today: string | undefined,
  reading: ReadingLocale | undefined,
): Record<string, string> {
  const kept = reading?.kept;
  if (!kept) return values;
  const out = { ...values };
  let otherReadings: Set<string> | undefined;
  for (const fact of type.facts) {
    const value = out[fact.key];
    const before = kept[fact.key];
    if (fact.kind !== 'date' || !value || !before || before === value) continue;
    const other = numericDateOrder(reading.locale) === 'day-first' ? 'month-first' : 'day-first';
    otherReadings ??= new Set(findDates(text, today, other).map((mention) => mention.value));
    if (otherReadings.has(before)) out[fact.key] = before;
  }
  return out;
}
