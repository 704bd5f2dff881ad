import type { GuestData } from '@shared-schema';
import { guestDb, type GuestRecord } from './guest-db';

const EMPTY_DATA: GuestData = { messages: [], aiConfidence: null, contract: null, contractReview: null };

export async function createGuestRecord(guestId: string): Promise<void> {
  const record: GuestRecord = {
    guestId,
    createdAt: new Date().toISOString(),
    data: { ...EMPTY_DATA, guestId },
  };
  // put, not add: a second tab may have created the same id already.
  await guestDb.guests.put(record);
}

export async function readGuestData(guestId: string): Promise<GuestData | null> {
  const record = await guestDb.guests.get(guestId);
  return record?.data ?? null;
}

export async function saveGuestData(guestId: string, data: GuestData): Promise<void> {
  const existing = await guestDb.guests.get(guestId);
  await guestDb.guests.put({
    guestId,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
    data: { ...data, guestId },
  });
}

/** 'Build Contract' on Home starts a fresh draft: the stored contract data of this guest goes (spec 000 section 2). */
export async function clearGuestContractData(guestId: string): Promise<void> {
  const existing = await guestDb.guests.get(guestId);
  if (!existing) return;
  await guestDb.guests.put({
    ...existing,
    data: { ...existing.data, messages: [], aiConfidence: null, contract: null },
  });
}

export async function deleteGuestRecord(guestId: string): Promise<void> {
  await guestDb.guests.delete(guestId);
}
