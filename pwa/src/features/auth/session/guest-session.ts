import { v7 as uuidv7 } from 'uuid';
import { CURRENT_GUEST_KEY, readGuestId } from './session-presence';

export { readGuestId };

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeGuestId(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_GUEST_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Creates a guest session on demand (spec 000 section 4) and returns its id. */
export async function ensureGuestSession(): Promise<string> {
  const existing = readGuestId();
  if (existing) return existing;
  const guestId = `guest-${uuidv7()}`;
  const { createGuestRecord } = await import('../../../db/guest-store');
  await createGuestRecord(guestId);
  localStorage.setItem(CURRENT_GUEST_KEY, guestId);
  notify();
  return guestId;
}

/** Clears the guest session and its local data (sign-out, or after a transfer). */
export async function clearGuestSession(): Promise<void> {
  const guestId = readGuestId();
  localStorage.removeItem(CURRENT_GUEST_KEY);
  notify();
  if (guestId) {
    const { deleteGuestRecord } = await import('../../../db/guest-store');
    await deleteGuestRecord(guestId);
  }
}
