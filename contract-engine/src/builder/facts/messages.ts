import { encodeFactAction } from '@shared-schema';
import { describeFacts } from './declare';
import { NONE_VALUES } from './none-values';
import { findContractType } from '../types/registry';

// The user messages the Details panel records in the conversation: a sentence the chat shows
// ("You set the deposit to $2,000.") and a tail the engine applies exactly.

function labelOf(typeId: string, key: string): string {
  const fact = describeFacts(typeId)?.facts.find((candidate) => candidate.key === key);
  return fact ? fact.label.toLowerCase() : key.toLowerCase();
}

/** "You set the security deposit to $2,000." ('' clears the fact back to its marker.) */
export function formatFactSetMessage(typeId: string, key: string, value: string): string {
  const label = labelOf(typeId, key);
  const kind = findContractType(typeId)?.facts.find((fact) => fact.key === key)?.kind;
  const none = kind ? NONE_VALUES[kind] : undefined;
  const trimmed = value.trim();
  const sentence = !trimmed
    ? `You cleared the ${label}.`
    : none && trimmed.toLowerCase() === none.value.toLowerCase()
      ? `You set: ${none.label(label).toLowerCase()}.`
      : `You set the ${label} to ${trimmed}.`;
  return encodeFactAction(sentence, { action: 'set', key, value: trimmed });
}

/** "You removed the confidentiality clause." */
export function formatClauseRemoveMessage(typeId: string, clause: string): string {
  const title = describeFacts(typeId)?.clauses.find((candidate) => candidate.id === clause)?.title ?? clause;
  return encodeFactAction(`You removed the ${title.toLowerCase()} clause.`, {
    action: 'remove-clause',
    clause,
  });
}

/** "You put the confidentiality clause back." */
export function formatClauseRestoreMessage(typeId: string, clause: string): string {
  const title = describeFacts(typeId)?.clauses.find((candidate) => candidate.id === clause)?.title ?? clause;
  return encodeFactAction(`You put the ${title.toLowerCase()} clause back.`, {
    action: 'restore-clause',
    clause,
  });
}
