import type { FactAction } from '@shared-schema';
import type { ContractTypeDef, FactSpec } from '../model';
import { findDates, formatIsoDate, type NumericDateOrder } from '../../language/dates';
import { parseBareAmount } from '../../language/money';
import { NONE_VALUES } from './none-values';
import { spellingKey } from './spelling';

// A change made in the Details panel arrives as a user message with a machine-readable tail. It is
// applied exactly, never re-read by the phrasing readers, so what the person set is what the
// contract says, on every device and on the server.

/**
 * The value the panel sent, in the engine's usual written form for the fact's kind. A date typed as text
 * ("4/1/2027") is read in the contract's numeric order, as the chat reads it (day first outside the US and Canada).
 */
export function normaliseSetValue(
  fact: FactSpec,
  raw: string,
  today?: string,
  dateOrder?: NumericDateOrder,
): string {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) return '';
  const none = NONE_VALUES[fact.kind];
  if (none && value.toLowerCase() === none.value.toLowerCase()) return none.value;
  switch (fact.kind) {
    case 'money':
      return /^\d[\d,]*(?:\.\d+)?$/.test(value) ? (parseBareAmount(value) ?? value) : value;
    case 'date': {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatIsoDate(value) ?? value;
      const found = findDates(value, today, dateOrder)[0];
      return found && found.start === 0 && found.end >= value.length - 1 ? found.value : value;
    }
    default:
      return value;
  }
}

export interface ActionOutcome {
  /** Facts to set ('' clears a fact back to its marker). */
  set: Record<string, string>;
  removeClause?: string;
  restoreClause?: string;
  /** The action named no declared fact or clause of this type. */
  unknown?: string;
}

export function applyFactAction(
  type: ContractTypeDef,
  action: FactAction,
  today?: string,
  dateOrder?: NumericDateOrder,
): ActionOutcome {
  if (action.action === 'set') {
    const fact = type.facts.find((candidate) => candidate.key === action.key);
    if (!fact) return { set: {}, unknown: action.key };
    return { set: { [fact.key]: normaliseSetValue(fact, action.value, today, dateOrder) } };
  }
  const section = type.template.sections.find(
    (candidate) => spellingKey(candidate.heading) === spellingKey(action.clause),
  );
  if (!section) return { set: {}, unknown: action.clause };
  return action.action === 'remove-clause'
    ? { set: {}, removeClause: section.heading }
    : { set: {}, restoreClause: section.heading };
}
