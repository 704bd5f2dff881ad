import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { resetServerCache } from '../../../lib/api/lazy-store';
import { loadAppConfig, type AppConfig } from '../../../lib/app-config';
import { setAuthFailureHandler, setTokenGetter } from '../../../lib/auth-bridge';
import { clearPostAuthRedirect } from '../post-auth-redirect';
import type { AuthProvider, AuthUser } from './auth-provider';
import { createAuthProvider } from './create-auth-provider';
import { clearGuestSession, ensureGuestSession, readGuestId, subscribeGuestId } from './guest-session';
import { SessionContext, type SessionStatus, type SessionValue } from './session-context';
import { writeHomeHint } from './session-hints';

/** Marks the one-time guest-data transfer of this browser session; removed on sign-out (spec 000 section 4). */
export const GUEST_TRANSFER_FLAG = 'clausecraft.guest-transfer-done';

interface AuthState {
  status: SessionStatus;
  user: AuthUser | null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [provider, setProvider] = useState<AuthProvider | null>(null);
  const [config, setConfig] = useState<AppConfig | null>(null);
  const [auth, setAuth] = useState<AuthState>({ status: 'loading', user: null });
  const guestId = useSyncExternalStore(subscribeGuestId, readGuestId, () => null);
  const lastUid = useRef<string | null>(null);
  const firstAuthState = useRef(true);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: () => void = () => undefined;
    void (async () => {
      const loaded = await loadAppConfig();
      const created = await createAuthProvider(loaded);
      if (cancelled) return;
      // One interruptible render for config, provider and (for a visitor without a session, reported synchronously
      // by start() below) the first auth state, instead of a blocking render each.
      startTransition(() => {
        setConfig(loaded);
        setProvider(created);
      });
      setTokenGetter(() => created.getIdToken());
      unsubscribe = created.subscribe((user) => {
        const uid = user?.uid ?? null;
        // A different identity must not see the previous one's cached server data.
        if (lastUid.current !== uid) resetServerCache();
        lastUid.current = uid;
        const next: AuthState = { status: user ? 'authenticated' : 'unauthenticated', user };
        // The first screen after the session check (landing or home) is large: render it interruptibly. Later
        // changes (sign-in, sign-out) stay urgent so they commit together with the API cache reset above.
        if (firstAuthState.current) startTransition(() => setAuth(next));
        else setAuth(next);
        firstAuthState.current = false;
      });
      try {
        await created.start();
      } catch (error) {
        // Spec 000 section 4: if the auth check fails, guest mode stays available.
        console.error('Auth check failed', error);
        setAuth({ status: 'unauthenticated', user: null });
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);

  const signOut = useCallback(async () => {
    try {
      await provider?.signOut();
    } finally {
      sessionStorage.removeItem(GUEST_TRANSFER_FLAG);
      clearPostAuthRedirect();
      resetServerCache();
      await clearGuestSession();
    }
  }, [provider]);

  useEffect(() => {
    // An expired token or a disabled user ends the session (spec 000 section 4).
    setAuthFailureHandler(() => {
      provider?.forgetSession();
      sessionStorage.removeItem(GUEST_TRANSFER_FLAG);
      void clearGuestSession();
    });
  }, [provider]);

  const isGuest = guestId !== null && auth.status !== 'authenticated';
  useEffect(() => {
    if (auth.status !== 'loading') writeHomeHint(auth.status === 'authenticated' || isGuest);
  }, [auth.status, isGuest]);

  const value = useMemo<SessionValue>(
    () => ({
      status: auth.status,
      user: auth.user,
      guestId,
      isGuest,
      provider,
      config,
      ensureGuestSession,
      signOut,
    }),
    [auth, guestId, isGuest, provider, config, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
