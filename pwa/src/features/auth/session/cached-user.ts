import type { AuthUser } from './auth-provider';
import { CACHED_USER_KEY } from './session-presence';

/** The last signed-in user, so an offline start still knows who is signed in (tokens need the network). */
export async function readCachedUser(): Promise<AuthUser | null> {
  try {
    const raw = localStorage.getItem(CACHED_USER_KEY);
    if (!raw) return null;
    // The schema (zod) loads only when there is something to check.
    const { cachedUserWire } = await import('../../../lib/wire-schemas');
    const parsed = cachedUserWire.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: AuthUser | null): void {
  if (user) localStorage.setItem(CACHED_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(CACHED_USER_KEY);
}
