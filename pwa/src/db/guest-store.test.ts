import { beforeEach, describe, expect, it } from 'vitest';
import { guestDb } from './guest-db';
import {
  clearGuestContractData,
  createGuestRecord,
  deleteGuestRecord,
  readGuestData,
  saveGuestData,
} from './guest-store';

describe('guest store', () => {
  beforeEach(async () => {
    await guestDb.guests.clear();
  });

  it('keeps data per guest id', async () => {
    await createGuestRecord('guest-a');
    await createGuestRecord('guest-b');
    await saveGuestData('guest-a', {
      messages: [{ role: 'user', content: 'I need an NDA' }],
      aiConfidence: 15,
    });
    expect((await readGuestData('guest-a'))?.messages).toHaveLength(1);
    expect((await readGuestData('guest-b'))?.messages).toHaveLength(0);
  });

  it('clears the contract data on a fresh build', async () => {
    await createGuestRecord('guest-a');
    await saveGuestData('guest-a', {
      messages: [{ role: 'user', content: 'hello' }],
      aiConfidence: 35,
      contract: {
        id: 1,
        userId: 'guest',
        name: 'NDA',
        type: null,
        status: 'draft',
        aiConfidence: null,
        content: null,
        placeholders: null,
      },
    });
    await clearGuestContractData('guest-a');
    const data = await readGuestData('guest-a');
    expect(data?.contract).toBeNull();
    expect(data?.messages).toEqual([]);
    expect(data?.aiConfidence).toBeNull();
  });

  it('deletes a guest session', async () => {
    await createGuestRecord('guest-a');
    await deleteGuestRecord('guest-a');
    expect(await readGuestData('guest-a')).toBeNull();
  });
});
