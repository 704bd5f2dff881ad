import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../../lib/session/use-session';
import { PendingChanges } from './pending-changes';
import { UserDbContext, type UserDbValue } from './user-db-context';
import { openUserDatabase, removeUserDatabase } from './user-database';
import { UserDocuments } from './user-documents';
import { startUserReplication } from './user-replication';

const LAST_USER_KEY = 'clausecraft.user-db.last-user';

/**
 * Opens the signed-in user's local database and starts replication; when the user signs out (or the
 * session ends), replication stops and the user's local data is removed from the device.
 */
export function UserDbProvider({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const uid = status === 'authenticated' ? (user?.uid ?? null) : null;
  const [value, setValue] = useState<UserDbValue | null>(null);

  useEffect(() => {
    if (status === 'loading') return;
    if (!uid) {
      // Signed out: whoever used this device last leaves no documents behind.
      const last = localStorage.getItem(LAST_USER_KEY);
      if (last) {
        localStorage.removeItem(LAST_USER_KEY);
        new PendingChanges(last).forget();
        void removeUserDatabase(last).catch((error: unknown) => console.error('Could not remove local data', error));
      }
      return;
    }
    let cancelled = false;
    let stop: (() => Promise<void>) | undefined;
    void (async () => {
      localStorage.setItem(LAST_USER_KEY, uid);
      const db = await openUserDatabase(uid);
      if (cancelled) {
        await db.close();
        return;
      }
      const pending = new PendingChanges(uid);
      const replication = startUserReplication(db, pending);
      stop = async () => {
        await replication.stop();
        await db.close();
      };
      setValue({ db, documents: new UserDocuments(db, pending), syncState$: replication.state$ });
    })().catch((error: unknown) => console.error('Local database failed to open', error));
    return () => {
      cancelled = true;
      setValue(null);
      void stop?.();
    };
  }, [status, uid]);

  return <UserDbContext.Provider value={value}>{children}</UserDbContext.Provider>;
}
