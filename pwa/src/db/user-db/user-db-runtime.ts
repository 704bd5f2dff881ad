import { foldLegacyMessages } from './legacy-messages';
import { PendingChanges } from './pending-changes';
import { openUserDatabase, removeUserDatabase } from './user-database';
import { UserDocuments } from './user-documents';
import { startUserReplication } from './user-replication';
import type { UserDbValue } from './user-db-context';

/**
 * Everything heavy of the offline store (RxDB, Dexie, schemas), loaded only once somebody signs in, so
 * the landing page and guests never download it.
 */
export async function openUserSession(
  userId: string,
): Promise<{ value: UserDbValue; stop: () => Promise<void> }> {
  const db = await openUserDatabase(userId);
  const pending = new PendingChanges(userId);
  const documents = new UserDocuments(db, pending);
  await foldLegacyMessages(db, pending, documents).catch((error: unknown) =>
    console.warn('Could not move chat messages of the previous app version', error),
  );
  const replication = startUserReplication(db, pending);
  return {
    value: { db, documents, syncState$: replication.state$, arriving: replication.arriving },
    stop: async () => {
      await replication.stop();
      await db.close();
    },
  };
}

export async function forgetUser(userId: string): Promise<void> {
  new PendingChanges(userId).forget();
  await removeUserDatabase(userId);
}
