import { z } from 'zod';
import type { AuthUser } from './auth-provider';

const KEY = 'clausecraft.session-user';
const cachedUserSchema = z.object({ uid: z.string(), email: z.string().nullable(), displayName: z.string().nullable() });

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
