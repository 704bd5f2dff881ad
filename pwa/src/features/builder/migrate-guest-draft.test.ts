// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readGuestData, saveGuestData } from '../../db/guest-store';
import { PendingChanges } from '../../db/user-db/pending-changes';
import { openUserDatabase } from '../../db/user-db/user-database';
import { UserDocuments } from '../../db/user-db/user-documents';
import type { UserDatabase } from '../../db/user-db/user-db-types';
import { writtenGuestDraft } from '../../test/guest-drafts';
import { ensureGuestSession } from '../auth';
import { migrateGuestDraft } from './migrate-guest-draft';

let db: UserDatabase | undefined;
afterEach(async () => {
  if (db && !db.closed) await db.remove();
  db = undefined;
});

describe('moving a guest draft into the account (?migrate=true)', () => {
  it('keeps the contract language the guest chose, with the text written for it', async () => {
    const guestId = await ensureGuestSession();
    await saveGuestData(guestId, writtenGuestDraft('en-GB'));
    db = await openUserDatabase(`user-${Date.now()}`);
    const documents = new UserDocuments(db, new PendingChanges('migrate-locale'));

    const id = await migrateGuestDraft(documents);
    if (!id) throw new Error('nothing migrated');
    const moved = await db.contracts.findOne(id).exec();
    expect(moved?.locale).toBe('en-GB');
    expect(moved?.content).toContain('2 March 2027');
    expect(await readGuestData(guestId)).toBeNull();
  });
});
