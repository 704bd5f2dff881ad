import Dexie, { type EntityTable } from 'dexie';
import type { GuestData } from '@shared-schema';

/** One record per guest id: the guest's messages, confidence, draft contract and review (spec 000 section 3). */
export interface GuestRecord {
  guestId: string;
  createdAt: string;
  data: GuestData;
}

class GuestDatabase extends Dexie {
  guests!: EntityTable<GuestRecord, 'guestId'>;

  constructor() {
    super('clausecraft-guest');
    this.version(1).stores({ guests: 'guestId' });
  }
}

export const guestDb = new GuestDatabase();
