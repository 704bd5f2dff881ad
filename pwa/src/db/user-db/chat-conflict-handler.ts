import type { RxConflictHandler } from 'rxdb';
import { batchIsDeleted, mergeMessageBatches } from '@shared-schema';
import type { LocalMessageBatch } from './user-db-types';

/**
 * A contract's chat history merges by message id (shared-schema sync-rules/message-batches.ts), never by
 * taking one side: when a push meets a server batch with messages another device added, the device keeps
 * its own new messages and adopts the others'. Batches are stored in conversation order, so equality
 * compares the messages as they are (updatedAt is bookkeeping, not content).
 */
export const chatConflictHandler: RxConflictHandler<LocalMessageBatch> = {
  isEqual: (a, b) => a._deleted === b._deleted && JSON.stringify(a.messages) === JSON.stringify(b.messages),
  resolve: ({ realMasterState, newDocumentState }) => {
    const messages = mergeMessageBatches(realMasterState.messages, newDocumentState.messages);
    return Promise.resolve({ ...realMasterState, messages, _deleted: batchIsDeleted(messages) });
  },
};
