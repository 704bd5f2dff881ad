import type { NumericDateOrder } from '../../language/dates';
import type { ContractTypeDef } from '../model';
import { describedParty } from './appositive-party';
import { pastDates } from './past-dates';
import { pronounNamedParty, settlePartyNames } from './party-values';
import { dropTaskFrequency } from './task-frequency';
import { settleTradeName } from './trade-name';

// The checks run on what the fact readers found in one ordinary message (not an edit command),
// using the declaration and the message's other facts: in order, a frequency that belongs to the
// task, a date already passed, party names that are places or on the wrong side, "her name is X",
// "a <description>, Name," for the unnamed side, and a partner's "trading as" name that is the firm's.

export interface SettleContext {
  type: ContractTypeDef;
  /** Facts known before the message. */
  facts: Readonly<Record<string, string>>;
  text: string;
  selfParty: string | null;
  askedKey: string | undefined;
  today: string | undefined;
  dateOrder?: NumericDateOrder;
}

export function settleMessageFacts(context: SettleContext, latest: Record<string, string>): void {
  const { type, facts, text, selfParty, askedKey, today, dateOrder } = context;
  dropTaskFrequency(type, text, latest);
  pastDates(type, text, latest, today, dateOrder);
  settlePartyNames(type, facts, text, latest, selfParty);
  pronounNamedParty(type, facts, text, latest, { selfParty, askedKey });
  describedParty(type, facts, text, latest, selfParty);
  settleTradeName(type, facts, latest);
}
