import { GUEST_STORAGE_PREFIX } from '../../../lib/shared-constants';

/*
 * What this browser remembers about its session, read synchronously before the app's code has loaded (the boot
 * decides whether to adopt the prerendered landing). Presence only: the schemas that check the values load later.
 */
export const CACHED_USER_KEY = 'clausecraft.session-user';
/** The current guest id sits under the keyed prefix; the guest's data lives in Dexie under that id (db/). */
export const CURRENT_GUEST_KEY = `${GUEST_STORAGE_PREFIX}id`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readGuestId(): string | null {
  return read(CURRENT_GUEST_KEY);
}

/** Whether a signed-in user is remembered here (see cached-user.ts for the value itself). */
export function hasCachedUser(): boolean {
  return read(CACHED_USER_KEY) !== null;
}
