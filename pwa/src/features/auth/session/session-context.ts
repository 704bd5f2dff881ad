import { createContext } from 'react';
import type { AppConfig } from '../../../lib/app-config';
import type { AuthProvider, AuthUser } from './auth-provider';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionValue {
  status: SessionStatus;
  user: AuthUser | null;
  guestId: string | null;
  /** Guest mode: a guest session exists and nobody is signed in (spec 000 section 4). */
  isGuest: boolean;
  provider: AuthProvider | null;
  config: AppConfig | null;
  ensureGuestSession(): Promise<string>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);
