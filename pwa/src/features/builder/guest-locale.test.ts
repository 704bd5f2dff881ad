import { beforeEach, describe, expect, it } from 'vitest';
import type { GuestData } from '@shared-schema';
import { guestDb } from '../../db/guest-db';
import { readGuestData, saveGuestData } from '../../db/guest-store';
import { writtenGuestDraft } from '../../test/guest-drafts';
import { changeGuestLocale } from './guest-locale';

const GUEST = 'guest-locale';
const usDraft = () => writtenGuestDraft('en-US');

/** Reading the draft as a reload does: from a newly opened database. */
async function reloaded(): Promise<GuestData['contract']> {
  guestDb.close();
  await guestDb.open();
  return (await readGuestData(GUEST))?.contract ?? null;
}

beforeEach(async () => {
  await guestDb.guests.clear();
});

describe("a guest's contract language", () => {
  it('rewrites the draft at once for the chosen locale: dates, currency and spelling, the facts as given', async () => {
    await saveGuestData(GUEST, usDraft());
    expect(usDraft().contract?.content).toContain('March 2, 2027');

    await changeGuestLocale(GUEST, 'en-GB');
    const british = (await readGuestData(GUEST))?.contract;
    expect(british?.locale).toBe('en-GB');
    expect(british?.content).toContain('2 March 2027');
    expect(british?.content).not.toContain('March 2, 2027');
    // The US dollars the guest typed stay US dollars, written as such outside the US (decision 0320).
    expect(british?.content).toContain('US$4,500');
    expect(british?.placeholders?.['PAYMENT AMOUNT']).toBe('US$4,500');
    expect(british?.content).toContain('licence');
    expect(british?.placeholders?.['CLIENT NAME']).toBe('Priya Shah');
  });

  it('is kept with the draft: a reload shows the chosen locale and the rewritten text', async () => {
    await saveGuestData(GUEST, usDraft());
    await changeGuestLocale(GUEST, 'en-AU');
    const stored = await reloaded();
    expect(stored?.locale).toBe('en-AU');
    expect(stored?.content).toContain('2 March 2027');
    expect((await readGuestData(GUEST))?.messages).toHaveLength(2);
  });

  it('stores only the locale while there is no draft text yet', async () => {
    const draft = usDraft();
    if (!draft.contract) throw new Error('no contract');
    await saveGuestData(GUEST, {
      ...draft,
      contract: { ...draft.contract, type: null, content: null, placeholders: null, status: 'draft' },
    });
    await changeGuestLocale(GUEST, 'en-CA');
    const stored = await reloaded();
    expect(stored?.locale).toBe('en-CA');
    expect(stored?.content).toBeNull();
  });

  it('must not: create a draft when the guest has none', async () => {
    await saveGuestData(GUEST, { ...usDraft(), contract: null });
    await changeGuestLocale(GUEST, 'en-GB');
    expect((await readGuestData(GUEST))?.contract).toBeNull();
  });
});
