import type { ReactNode } from 'react';
import { SessionProvider, useSession } from '../features/auth';
import { UserDbProvider } from '../db/user-db/user-db-provider';

/**
 * Everything around the router; shared by the browser app and the build-time landing prerender, so their markup
 * matches. The Redux store is not here: screens that need it render inside WithStore (lazy-store.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SessionUserDb>{children}</SessionUserDb>
    </SessionProvider>
  );
}

/** The signed-in user's local database follows the session. */
function SessionUserDb({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const uid = status === 'authenticated' ? (user?.uid ?? null) : null;
  return (
    <UserDbProvider uid={uid} settled={status !== 'loading'}>
      {children}
    </UserDbProvider>
  );
}
