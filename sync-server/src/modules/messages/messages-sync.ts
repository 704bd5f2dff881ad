import { messageDocSchema, type MessageDoc } from '@shared-schema';
import { clientDate, type MergeDecision, type SyncCollectionDef } from '../sync/sync-collection';
import { SyncTableRepository } from '../sync/sync-table-repository';
import { ContractsRepository } from '../contracts/contracts-repository';
import { MESSAGES_TABLE, messageRowSchema, messageRowToDoc } from './messages-repository';

/** Chat messages are written once; afterwards only a delete changes them. */
export const messagesSync: SyncCollectionDef<MessageDoc> = {
  name: 'messages',
  rows: new SyncTableRepository(MESSAGES_TABLE),
  docSchema: messageDocSchema,
  toDoc: messageRowToDoc,
  comparable: ({ updatedAt: _u, ...rest }) => rest,

  async merge(existingRow, doc, { userId, now, trx }): Promise<MergeDecision> {
    if (!existingRow) {
      if (doc._deleted) return { kind: 'none' };
      // The contract may not have arrived yet (collections replicate independently); it must not be someone else's.
      const owner = await new ContractsRepository(trx).ownerOf(doc.contractId, trx);
      if (owner !== undefined && owner !== userId)
        return { kind: 'reject', message: 'This document cannot be saved' };
      return {
        kind: 'insert',
        row: {
          id: doc.id,
          contract_id: doc.contractId,
          user_id: userId,
          role: doc.role,
          content: doc.content,
          timestamp: clientDate(doc.timestamp, now),
          created_at: now,
          updated_at: now,
        },
      };
    }
    const existing = messageRowSchema.parse(existingRow);
    if (!existing.deleted && doc._deleted)
      return { kind: 'update', patch: { deleted: true, updated_at: now } };
    return { kind: 'none' };
  },
};
