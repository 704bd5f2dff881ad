import type { AuthUser } from './auth-provider';
import { cachedUserWire as cachedUserSchema } from '../wire-schemas';

const KEY = 'clausecraft.session-user';

/** The last signed-in user, so an offline start still knows who is signed in (tokens need the network). */
export function readCachedUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = cachedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: AuthUser | null): void {
  if (user) localStorage.setItem(KEY, JSON.stringify(user));
  else localStorage.removeItem(KEY);
}
