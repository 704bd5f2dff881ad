import {
  batchAdds,
  batchIsDeleted,
  messageBatchDocSchema,
  sortMessages,
  type BatchMessage,
  type MessageBatchDoc,
} from '@shared-schema';
import { clientDate, type MergeDecision, type SyncCollectionDef } from '../sync/sync-collection';
import { ContractsRepository } from '../contracts/contracts-repository';
import { batchRowSchema, MessageBatchRows } from './message-batch-rows';
import { messageColumns, messageFields } from './messages-repository';

/**
 * Chat history replicates as one batch document per contract (sync schema messages v2) while the server
 * keeps one row per message (the assistant, the guest transfer, admin counters and backups use them).
 * A push merges a batch by the shared rule (sync-rules/message-batches.ts): messages the server lacks are
 * added, deletes are applied, nothing is ever removed; a message's own fields are written once.
 */
export const messagesSync: SyncCollectionDef<MessageBatchDoc> = {
  name: 'messages',
  rows: new MessageBatchRows(),
  docSchema: messageBatchDocSchema,
  toDoc: batchRowToDoc,
  comparable: ({ messages }) => sortMessages(messages),

  async merge(existingRow, doc, { userId, now, trx }): Promise<MergeDecision> {
    const stored = existingRow ? batchRowToDoc(existingRow).messages : [];
    if (!batchAdds(stored, doc.messages)) return { kind: 'none' };
    const known = new Map(stored.map((m) => [m.id, m]));
    const fresh = doc.messages.filter((m) => !known.has(m.id));
    if (!existingRow && fresh.length > 0) {
      // The contract may not have arrived yet (collections replicate independently); it must not be someone else's.
      const owner = await new ContractsRepository(trx).ownerOf(doc.id, trx);
      if (owner !== undefined && owner !== userId)
        return { kind: 'reject', message: 'This document cannot be saved' };
    }
    // A message deleted before it ever synced is stored as a tombstone: the union of both sides is then
    // exactly what the server answers, so devices converge without a message coming back.
    const inserts = fresh.map((m) => ({
      ...messageColumns({ ...m, timestamp: clientDate(m.timestamp, now) }),
      contract_id: doc.id,
      user_id: userId,
      deleted: m.deleted,
      created_at: now,
      updated_at: now,
    }));
    const tombstones = doc.messages
      .filter((m) => m.deleted && known.get(m.id)?.deleted === false)
      .map((m) => m.id);
    return existingRow
      ? { kind: 'update', patch: { inserts, tombstones } }
      : { kind: 'insert', row: { inserts, tombstones } };
  },
};

function batchRowToDoc(row: unknown): MessageBatchDoc {
  const batch = batchRowSchema.parse(row);
  const messages: BatchMessage[] = batch.messages.map((m) => ({ ...messageFields(m), deleted: m.deleted }));
  const updated = Math.max(0, ...batch.messages.map((m) => m.updated_at.getTime()));
  return {
    id: batch.id,
    messages: sortMessages(messages),
    updatedAt: new Date(updated).toISOString(),
    _deleted: batchIsDeleted(messages),
  };
}
