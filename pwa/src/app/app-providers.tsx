import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session/session-provider';
import { UserDbProvider } from '../db/user-db/user-db-provider';

/**
 * Everything around the router; shared by the browser app and the build-time landing prerender, so their markup
 * matches. The Redux store is not here: screens that need it render inside WithStore (lazy-store.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <UserDbProvider>{children}</UserDbProvider>
    </SessionProvider>
  );
}
