import { useEffect, useState, type ReactNode } from 'react';
import { UserDbContext, type UserDbValue } from './user-db-context';

const LAST_USER_KEY = 'clausecraft.user-db.last-user';

/** The last session's shutdown: its database must be closed before it can be removed (sign-out). */
let closing: Promise<void> = Promise.resolve();

/**
 * Fetches the local database's code (RxDB, schemas, replication) ahead of need: called at boot when somebody is
 * probably signed in, so it loads while the session is checked instead of after it.
 */
export function preloadUserDbRuntime(): void {
  import('./user-db-runtime').catch(() => undefined);
}

interface Props {
  /** The signed-in user's id, null when nobody is signed in. */
  uid: string | null;
  /** False while the session is still being restored: nothing is opened or removed yet. */
  settled: boolean;
  children: ReactNode;
}

/**
 * Opens the signed-in user's local database and starts replication; when the user signs out (or the
 * session ends), replication stops and the user's local data is removed from the device. The app passes
 * the session in (db/ knows no feature).
 */
export function UserDbProvider({ uid, settled, children }: Props) {
  const [value, setValue] = useState<UserDbValue | null>(null);

  useEffect(() => {
    if (!settled) return;
    if (!uid) {
      // Signed out: whoever used this device last leaves no documents behind.
      const last = localStorage.getItem(LAST_USER_KEY);
      if (last) {
        localStorage.removeItem(LAST_USER_KEY);
        // Chained into `closing`, so a sign-in that follows opens only after the removal finished.
        closing = closing
          .then(() => import('./user-db-runtime'))
          .then(({ forgetUser }) => forgetUser(last))
          .catch((error: unknown) => console.error('Could not remove local data', error));
      }
      return;
    }
    let cancelled = false;
    const opened = (async () => {
      await closing;
      localStorage.setItem(LAST_USER_KEY, uid);
      const { openUserSession } = await import('./user-db-runtime');
      const session = await openUserSession(uid);
      if (!cancelled) setValue(session.value);
      return session;
    })();
    opened.catch((error: unknown) => console.error('Local database failed to open', error));
    return () => {
      cancelled = true;
      setValue(null);
      closing = opened
        .then(
          (session) => session.stop(),
          () => undefined,
        )
        .catch((error: unknown) => console.error('Local database failed to close', error));
    };
  }, [settled, uid]);

  return <UserDbContext.Provider value={value}>{children}</UserDbContext.Provider>;
}
