import { hasCachedUser, readGuestId } from '../features/auth/session/session-presence';
import { hasSessionHint } from '../features/auth/session/session-hints';

/**
 * Before the session is known, guesses whether / will show the landing experience (no remembered user, no guest,
 * no session hint cookie). The boot then adopts the prerendered landing, and the first render shows the landing
 * rather than a spinner, with no navigation bar laid out only to be removed. Only a hint: the session decides what
 * is finally shown.
 */
export function landingLikely(pathname: string): boolean {
  return pathname === '/' && !hasCachedUser() && readGuestId() === null && !hasSessionHint();
}
