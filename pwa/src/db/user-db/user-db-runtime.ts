import { holdWebLock, withWebLock } from '../../lib/web-lock';
import { followDeletedContracts } from './drop-deleted-versions';
import { foldLegacyMessages } from './legacy-messages';
import { PendingChanges } from './pending-changes';
import { hasUserDatabase, openUserDatabase, removeUserDatabase, userDatabaseLock } from './user-database';
import { UserDocuments } from './user-documents';
import { requestFirstPages, startUserReplication } from './user-replication';
import type { UserDbValue } from './user-db-context';

/**
 * Everything heavy of the offline store (RxDB, Dexie, schemas), loaded only once somebody signs in, so
 * the landing page and guests never download it.
 *
 * The session holds its database's lock (shared) from before it opens until it has closed: a removal of that
 * user's data (forgetUser, exclusive) waits for every tab's session to stop, so no tab still replicating can
 * write the files again after they were deleted, and a session opened meanwhile waits for the removal.
 */
export async function openUserSession(
  userId: string,
): Promise<{ value: UserDbValue; stop: () => Promise<void> }> {
  const release = await holdWebLock(userDatabaseLock(userId), 'shared');
  try {
    // A new device (nothing of this user stored): the first pages are on their way while the database opens.
    const early = (await hasUserDatabase(userId)) ? {} : requestFirstPages();
    const db = await openUserDatabase(userId);
    const pending = new PendingChanges(userId);
    const documents = new UserDocuments(db, pending);
    await foldLegacyMessages(db, pending, documents).catch((error: unknown) =>
      console.warn('Could not move chat messages of the previous app version', error),
    );
    const deletions = followDeletedContracts(db);
    const replication = startUserReplication(
      db,
      pending,
      (contractId, messages) => documents.mergeRemoteMessages(contractId, messages),
      early,
    );
    return {
      value: { db, documents, syncState$: replication.state$, arriving: replication.arriving },
      stop: async () => {
        try {
          deletions.unsubscribe();
          await replication.stop().finally(() => db.close());
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Removes a signed-out user's local data; idempotent, so every tab that saw the sign-out may ask for it. */
export async function forgetUser(userId: string): Promise<void> {
  new PendingChanges(userId).forget();
  await withWebLock(userDatabaseLock(userId), 'exclusive', () => removeUserDatabase(userId));
}
