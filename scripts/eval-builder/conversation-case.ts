// One scripted conversation of the builder evaluation.

export type Style =
  | 'terse'
  | 'chatty'
  | 'all-in-one'
  | 'one-per-message'
  | 'correction-before'
  | 'correction-after'
  | 'edit-after'
  | 'odd-names'
  | 'relative-dates';

export interface ConversationCase {
  id: string;
  typeId: string;
  style: Style;
  /** Contract name typed on the name-entry card. */
  name: string;
  /** What the user types, in order, whatever the assistant asks. */
  user: readonly string[];
  /** Bare replies to the assistant's questions, used while it asks for facts the script did not give. */
  answers?: Readonly<Record<string, string>>;
  /** Messages sent after the answers ran out (corrections or edits after generation). */
  after?: readonly string[];
  /** Text each fact must read in the final contract (case-insensitive). */
  expect: Readonly<Record<string, string | readonly string[]>>;
  /** Text the final contract must not contain (old values, wrong names). */
  absent?: readonly string[];
  /** Text the final contract must contain that is not a single fact (added terms). */
  present?: readonly string[];
}
