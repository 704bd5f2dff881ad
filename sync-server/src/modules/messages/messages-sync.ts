import { z } from 'zod';
import { messageDocSchema, type MessageDoc } from '@shared-schema';
import { clientDate, type MergeDecision, type SyncCollectionDef } from '../sync/sync-collection';

const ownerSchema = z.object({ user_id: z.string() });

export const messageRowSchema = z.object({
  id: z.string(),
  contract_id: z.string(),
  user_id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.date(),
  deleted: z.boolean(),
  updated_at: z.date(),
});

export function messageRowToDoc(row: z.infer<typeof messageRowSchema>): MessageDoc {
  return {
    id: row.id,
    contractId: row.contract_id,
    role: row.role,
    content: row.content,
    timestamp: row.timestamp.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    _deleted: row.deleted,
  };
}

/** Chat messages are written once; afterwards only a delete changes them. */
export const messagesSync: SyncCollectionDef<MessageDoc> = {
  name: 'messages',
  table: 'chat_messages',
  docSchema: messageDocSchema,
  toDoc: (row) => messageRowToDoc(messageRowSchema.parse(row)),
  comparable: ({ updatedAt: _u, ...rest }) => rest,

  async merge(existingRow, doc, { userId, now, trx }): Promise<MergeDecision> {
    if (!existingRow) {
      if (doc._deleted) return { kind: 'none' };
      // The contract may not have arrived yet (collections replicate independently); it must not be someone else's.
      const owner: unknown = await trx('contracts').where({ id: doc.contractId }).first('user_id');
      if (owner && ownerSchema.parse(owner).user_id !== userId)
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
