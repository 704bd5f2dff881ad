import type { FactKind } from '@shared-schema';
import { NO_AMOUNT } from '../extract/answer';

// What "there is none" means for each kind of fact: no deposit is $0, no end date keeps the
// agreement running until terminated. Kinds without an entry cannot be "none" (a party, a place).

export const NO_END_DATE = 'no fixed end date';
export const NO_TEXT = 'none';

export interface NoneValue {
  value: string;
  label: (factLabel: string) => string;
}

export const NONE_VALUES: Partial<Record<FactKind, NoneValue>> = {
  money: { value: NO_AMOUNT, label: (label) => `No ${label.toLowerCase()}` },
  date: { value: NO_END_DATE, label: () => 'No end date' },
  duration: { value: NO_END_DATE, label: () => 'No end date' },
  percentage: { value: '0%', label: (label) => `No ${label.toLowerCase()}` },
  text: { value: NO_TEXT, label: () => 'None' },
};

/** True when `value` is the kind's "there is none" value. */
export function isNoneValue(kind: FactKind, value: string): boolean {
  const none = NONE_VALUES[kind];
  return Boolean(none && value.trim().toLowerCase() === none.value.toLowerCase());
}
