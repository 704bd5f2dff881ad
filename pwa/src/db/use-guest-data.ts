import { useLiveQuery } from 'dexie-react-hooks';
import type { GuestData } from '@shared-schema';
import { guestDb } from './guest-db';

/** Live guest data for one guest id: undefined while loading, null when there is none. */
export function useGuestData(guestId: string | null): GuestData | null | undefined {
  return useLiveQuery(
    async () => (guestId ? ((await guestDb.guests.get(guestId))?.data ?? null) : null),
    [guestId],
  );
}
