import { readCachedUser } from '../lib/session/cached-user';
import { readGuestId } from '../lib/session/guest-session';
import { hasSessionHint } from '../lib/session/session-hints';

/**
 * Before the session is known, guesses whether / will show the landing experience (no remembered user, no guest,
 * no session hint cookie), so its chunk is fetched alongside the session check and no navigation bar is laid out
 * only to be removed.
 * Only a hint: the session decides what is finally shown.
 */
export function landingLikely(pathname: string): boolean {
  return pathname === '/' && readCachedUser() === null && readGuestId() === null && !hasSessionHint();
}
