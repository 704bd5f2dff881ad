import type { BatchMessage } from '../sync';

/**
 * The merge rule of a contract's chat history (sync schema messages v2), written once and used by the
 * server's push, the PWA's conflict handler and the tests:
 * - a batch is a set of messages keyed by id: merging two batches is their union, so a message written
 *   on either device survives;
 * - a message is written once: where both sides have it, `base` (the server's state, or the state first
 *   stored) keeps its fields, and a delete on either side wins;
 * - the result is ordered by (timestamp, id), the conversation's order.
 * The set of ids and the deleted flags do not depend on the order of merging (commutative, associative,
 * idempotent), which is what makes two devices converge.
 */
export function mergeMessageBatches(base: BatchMessage[], incoming: BatchMessage[]): BatchMessage[] {
  const byId = new Map<string, BatchMessage>();
  for (const message of base) {
    const seen = byId.get(message.id);
    byId.set(message.id, seen ? mergeMessage(seen, message) : message);
  }
  for (const message of incoming) {
    const seen = byId.get(message.id);
    byId.set(message.id, seen ? mergeMessage(seen, message) : message);
  }
  return sortMessages([...byId.values()]);
}

function mergeMessage(base: BatchMessage, incoming: BatchMessage): BatchMessage {
  return incoming.deleted && !base.deleted ? { ...base, deleted: true } : base;
}

/** Conversation order: by timestamp, then id (a UUIDv7, so a tie keeps the order of writing). */
export function sortMessages<M extends { id: string; timestamp: string }>(messages: M[]): M[] {
  return [...messages].sort((a, b) =>
    a.timestamp === b.timestamp ? compare(a.id, b.id) : compare(a.timestamp, b.timestamp),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A batch is a tombstone once it has messages and every one of them is deleted (its contract was deleted). */
export function batchIsDeleted(messages: BatchMessage[]): boolean {
  return messages.length > 0 && messages.every((message) => message.deleted);
}

/** Whether merging `incoming` into `base` would change `base` (a new message, or a new delete). */
export function batchAdds(base: BatchMessage[], incoming: BatchMessage[]): boolean {
  const known = new Map(base.map((message) => [message.id, message]));
  return incoming.some((message) => {
    const seen = known.get(message.id);
    return !seen || (message.deleted && !seen.deleted);
  });
}
