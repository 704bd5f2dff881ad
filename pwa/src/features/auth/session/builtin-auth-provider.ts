import type { AuthSession, Profile } from '@shared-schema';
import { withWebLock } from '../../../lib/web-lock';
import { AuthError, type AuthListener, type AuthProvider, type AuthUser } from './auth-provider';
import { readCachedUser, writeCachedUser } from './cached-user';
import { CACHED_USER_KEY, hasCachedUser } from './session-presence';
import { hasSessionHint } from './session-hints';

const REFRESH_LOCK = 'clausecraft-auth-refresh';
// Refresh about 5 minutes before expiry (spec 000 section 9, identity-provider timers).
const REFRESH_MARGIN_MS = 5 * 60_000;
const MIN_REFRESH_DELAY_MS = 10_000;
// After a refresh that could not reach the server, wait before the next try (doubling up to 5 minutes);
// the browser's online event ends the wait at once.
const NETWORK_RETRY_FIRST_MS = 5_000;
const NETWORK_RETRY_MAX_MS = 5 * 60_000;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The token cannot be had without the network; expected while offline, so callers need not log it. */
export function offlineTokenError(): AuthError {
  return new AuthError(
    'network-request-failed',
    'Offline: the session is refreshed when the network returns',
  );
}

interface HeldSession {
  idToken: string;
  expiresAt: number;
  user: AuthUser;
}

function toAuthUser(profile: Profile): AuthUser {
  const name = [profile.firstName, profile.lastName].filter((part) => part && part.trim()).join(' ');
  return { uid: profile.id, email: profile.email, displayName: name || null };
}

async function postJson(path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function authErrorFrom(response: Response): Promise<AuthError> {
  const text = await response.text();
  try {
    const { apiErrorBodyWire } = await import('../../../lib/wire-schemas');
    const parsed = apiErrorBodyWire.safeParse(JSON.parse(text));
    if (parsed.success) return new AuthError(parsed.data.code, parsed.data.message);
  } catch {
    // Not JSON: fall through to the status line.
  }
  return new AuthError('unknown', `${response.status}: ${text || response.statusText}`);
}

/** The shared schema is loaded only once somebody signs in, keeping it off the first-visit bundle. */
async function parseSession(response: Response): Promise<AuthSession> {
  const [{ authSessionSchema }, body] = await Promise.all([import('@shared-schema'), response.json()]);
  return authSessionSchema.parse(body);
}

function runExclusive<T>(task: () => Promise<T>): Promise<T> {
  // Refresh tokens rotate and a reused one revokes the session, so tabs must not refresh at once.
  return withWebLock(REFRESH_LOCK, 'exclusive', task);
}

/** Whether this browser may hold a refresh cookie (without either, the server would only answer 401). */
function mayHaveSession(): boolean {
  return hasSessionHint() || hasCachedUser();
}

/**
 * The session refresh started at boot, before the app's code has rendered anything (and before the route's
 * chunks take the browser's six connections to the server): the first refresh of the provider takes it over.
 * Through the same lock as every refresh, so tabs still never send the same rotating refresh token twice.
 */
let bootRefresh: Promise<Response> | null = null;
let bootRefreshSent = false;

/**
 * Starts the session check at once when this browser may hold a session (once per page; see session-boot).
 * Resolves once the request has been handed to the browser (at once when none is sent).
 */
export function startBootRefresh(): Promise<void> {
  if (bootRefreshSent || isOffline() || !mayHaveSession()) return Promise.resolve();
  bootRefreshSent = true;
  let sent: () => void = () => undefined;
  const handedOver = new Promise<void>((resolve) => (sent = resolve));
  bootRefresh = runExclusive(() => {
    const response = postJson('/api/auth/refresh');
    sent();
    return response;
  });
  // Taken over (and its failure handled) by the provider's refresh; never an unhandled rejection meanwhile.
  bootRefresh.catch(() => undefined).finally(sent);
  return handedOver;
}

function takeBootRefresh(): Promise<Response> | null {
  const taken = bootRefresh;
  bootRefresh = null;
  return taken;
}

/** Accounts of our own server: short-lived ID token in memory, rotating refresh token in an httpOnly cookie. */
export class BuiltinAuthProvider implements AuthProvider {
  readonly kind = 'builtin';
  readonly supportsGoogle = false;
  private session: HeldSession | null = null;
  private offlineUser: AuthUser | null = null;
  private listeners = new Set<AuthListener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private refreshing: Promise<void> | null = null;
  /** No refresh before this time (ms) after one failed for lack of network; see onOnline. */
  private retryAt = 0;
  private retryDelay = NETWORK_RETRY_FIRST_MS;

  async start(): Promise<void> {
    // No hint cookie and no remembered user: there is no refresh cookie to use, so the server would only answer 401.
    // A remembered user without the hint (a session from before the hint existed) still gets its refresh.
    if (!mayHaveSession()) {
      this.setSession(null);
      return;
    }
    window.addEventListener('storage', this.onStorage);
    window.addEventListener('online', this.onOnline);
    try {
      // Offline start: no request that can only fail; the online event refreshes.
      if (isOffline()) throw offlineTokenError();
      await this.refresh();
    } catch (error) {
      // Keep the last user; the token comes back with the network.
      this.offlineUser = await readCachedUser();
      if (!isOffline()) console.warn('Session refresh failed', error);
      this.emit();
    }
  }

  /** Another tab signed out (or its session ended): the remembered user is gone, so this tab ends too. */
  private readonly onStorage = (event: StorageEvent): void => {
    if (event.key === CACHED_USER_KEY && event.newValue === null && this.currentUser()) this.forgetSession();
  };

  /** Back online: refresh now instead of waiting for the back-off, if there is a session to refresh. */
  private readonly onOnline = (): void => {
    this.retryAt = 0;
    this.retryDelay = NETWORK_RETRY_FIRST_MS;
    const expired = !this.session || Date.now() > this.session.expiresAt - REFRESH_MARGIN_MS;
    if (this.offlineUser || (this.session && expired))
      void this.refresh().catch((error: unknown) => console.warn('Session refresh failed', error));
  };

  subscribe(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async getIdToken(): Promise<string | null> {
    if (!this.session && !this.offlineUser) return null;
    if (!this.session || Date.now() > this.session.expiresAt - REFRESH_MARGIN_MS) {
      // Offline or backing off: every call asking for a token would otherwise send a refresh that fails.
      if (isOffline() || Date.now() < this.retryAt) {
        if (this.session && Date.now() < this.session.expiresAt) return this.session.idToken;
        throw offlineTokenError();
      }
      try {
        await this.refresh();
      } catch {
        throw new AuthError('network-request-failed', 'Authentication failed');
      }
    }
    return this.session?.idToken ?? null;
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.authenticate('/api/auth/login', { email, password });
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.authenticate('/api/auth/signup', { email, password });
  }

  async signInWithGoogle(): Promise<void> {
    throw new AuthError('operation-not-allowed', 'Google sign-in is not available on this server');
  }

  async sendPasswordReset(email: string): Promise<void> {
    const response = await postJson('/api/auth/password-reset', { email });
    if (!response.ok) throw await authErrorFrom(response);
  }

  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const response = await postJson('/api/auth/password-reset/confirm', { token, password });
    if (!response.ok) throw await authErrorFrom(response);
  }

  async reauthenticate(password: string): Promise<void> {
    const email = this.session?.user.email;
    if (!email) throw new AuthError('user-not-found', 'No authenticated user found');
    await this.authenticate('/api/auth/login', { email, password });
  }

  async signOut(): Promise<void> {
    try {
      // /api/logout answers with a redirect to /; the client only needs the cookie gone.
      await fetch('/api/logout', { credentials: 'include', redirect: 'manual' });
    } finally {
      this.forgetSession();
    }
  }

  forgetSession(): void {
    this.offlineUser = null;
    this.setSession(null);
  }

  private async authenticate(path: string, body: unknown): Promise<void> {
    const response = await runExclusive(() => postJson(path, body));
    if (!response.ok) throw await authErrorFrom(response);
    this.setSession(await parseSession(response));
  }

  private refresh(): Promise<void> {
    this.refreshing ??= this.refreshOnce(takeBootRefresh()).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** `early`: the boot's refresh request, sent under the lock already; its answer is handled like any other. */
  private refreshOnce(early: Promise<Response> | null): Promise<void> {
    const task = async (): Promise<void> => {
      let response: Response;
      try {
        response = await (early ?? postJson('/api/auth/refresh'));
      } catch (error) {
        // No answer (offline, server unreachable): back off; the online event retries at once.
        this.retryAt = Date.now() + this.retryDelay;
        this.retryDelay = Math.min(this.retryDelay * 2, NETWORK_RETRY_MAX_MS);
        throw error;
      }
      this.retryAt = 0;
      this.retryDelay = NETWORK_RETRY_FIRST_MS;
      if (response.ok) {
        this.setSession(await parseSession(response));
        return;
      }
      if (response.status >= 500) throw await authErrorFrom(response);
      // 401 user-token-expired, 403 user-disabled: signed out.
      this.offlineUser = null;
      this.setSession(null);
    };
    return early ? task() : runExclusive(task);
  }

  private setSession(session: AuthSession | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (session) {
      const expiresAt = Date.now() + session.expiresIn * 1000;
      this.session = { idToken: session.idToken, expiresAt, user: toAuthUser(session.user) };
      this.offlineUser = null;
      const delay = Math.max(MIN_REFRESH_DELAY_MS, expiresAt - REFRESH_MARGIN_MS - Date.now());
      // Offline when it fires: the online event refreshes instead.
      this.timer = setTimeout(() => {
        if (!isOffline())
          void this.refresh().catch((error: unknown) => console.warn('Token refresh failed', error));
      }, delay);
    } else {
      this.session = null;
    }
    writeCachedUser(this.currentUser());
    this.emit();
  }

  private currentUser(): AuthUser | null {
    return this.session?.user ?? this.offlineUser;
  }

  private emit(): void {
    const user = this.currentUser();
    for (const listener of this.listeners) listener(user);
  }
}
