import { messageDocSchema, type BatchMessage } from '@shared-schema';
import type { PendingChanges } from './pending-changes';
import { legacyMessagesRxSchema } from './user-db-schemas';
import type { UserDocuments } from './user-documents';
import type { UserDatabase } from './user-db-types';

const legacySchema = messageDocSchema.omit({ _deleted: true });

/**
 * Before sync schema messages v2 a device kept one document per chat message. Messages it wrote and had
 * not pushed yet when the app updated would be lost with that collection, so the first open after the
 * update appends them to their contract's chat batch (which pushes them) and removes the old collection;
 * everything already on the server comes back through the v2 pull. Devices that never had the old
 * collection skip this without opening anything.
 */
export async function foldLegacyMessages(
  db: UserDatabase,
  pending: PendingChanges,
  documents: UserDocuments,
): Promise<number> {
  if (typeof indexedDB.databases !== 'function') return 0;
  const legacyName = `rxdb-dexie-${db.name}--0--messages`;
  if (!(await indexedDB.databases()).some((info) => info.name === legacyName)) return 0;
  const { messages } = await db.addCollections({ messages: { schema: legacyMessagesRxSchema } });
  const byContract = new Map<string, BatchMessage[]>();
  const folded: string[] = [];
  const all = await messages.find().exec();
  for (const doc of all) {
    const parsed = legacySchema.safeParse(doc.toMutableJSON());
    if (!parsed.success || !pending.has('messages', parsed.data.id)) continue;
    const { id, contractId, role, content, timestamp } = parsed.data;
    byContract.set(contractId, [
      ...(byContract.get(contractId) ?? []),
      { id, role, content, timestamp, deleted: false },
    ]);
    folded.push(id);
  }
  for (const [contractId, unsynced] of byContract) await documents.appendMessages(contractId, unsynced);
  // The old per-message marks are done with: the folded messages are now marked by their contract's batch.
  pending.clear(
    'messages',
    all.map((doc) => doc.primary),
  );
  await messages.remove();
  return folded.length;
}
