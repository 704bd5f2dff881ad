// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { analyzeContract } from '@contract-engine';
import { foldLegacyMessages } from './legacy-messages';
import { PendingChanges } from './pending-changes';
import { openUserDatabase, userDatabaseName } from './user-database';
import { UserDocuments } from './user-documents';
import { legacyMessagesRxSchema, reviewsRxSchema } from './user-db-schemas';
import type { UserDatabase } from './user-db-types';

// A device that stored reviews under the reviews collection's version 0 opens the database after
// the upgrade that let reviewData carry `perspective`: the collection migrates, nothing is lost.

let db: UserDatabase | undefined;
afterEach(async () => {
  if (db && !db.closed) await db.remove();
  db = undefined;
});

describe('reviews collection schema version 1', () => {
  it('opens a database written with version 0 and keeps its reviews', async () => {
    const userId = `migrate-${Date.now()}`;
    const old = await createRxDatabase({ name: userDatabaseName(userId), storage: getRxStorageDexie() });
    const { perspective: _unused, ...reviewDataV0 } = analyzeContract(
      'SERVICES AGREEMENT\n\nThis Agreement is made between Alder Ltd (the "Provider") and Birch Inc. (the "Customer"). The Customer shall pay each invoice within thirty days.',
    );
    const v0Properties = { ...reviewsRxSchema.properties };
    await old.addCollections({
      reviews: { schema: { ...reviewsRxSchema, version: 0, properties: v0Properties } },
    });
    const now = new Date().toISOString();
    await old.collections['reviews']?.insert({
      id: '01890a5d-ac96-774b-bcce-b302099a8057',
      name: null,
      originalText: 'text',
      reviewData: reviewDataV0,
      isPaid: false,
      createdAt: now,
      updatedAt: now,
      fieldUpdatedAt: {},
    });
    await old.close();

    db = await openUserDatabase(userId);
    const doc = await db.reviews.findOne('01890a5d-ac96-774b-bcce-b302099a8057').exec();
    expect(doc?.originalText).toBe('text');
    expect(doc?.reviewData.perspective).toBeUndefined();
  });
});

describe('chat messages of sync schema messages v1', () => {
  it('moves messages not yet pushed into their contract’s chat batch and drops the old collection', async () => {
    const userId = `legacy-${Date.now()}`;
    // Dev mode (turned on by the first open above) wants a validating storage.
    const old = await createRxDatabase({
      name: userDatabaseName(userId),
      storage: wrappedValidateAjvStorage({ storage: getRxStorageDexie() }),
    });
    await old.addCollections({ messages: { schema: legacyMessagesRxSchema } });
    const contractId = '01890a5d-ac96-774b-bcce-b302099a8000';
    const message = (n: number) => ({
      id: `01890a5d-ac96-774b-bcce-b302099a800${n}`,
      contractId,
      role: 'user',
      content: `message ${n}`,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await old.collections['messages']?.bulkInsert([message(1), message(2)]);
    await old.close();
    const pending = new PendingChanges(userId);
    pending.mark('messages', message(2).id);

    db = await openUserDatabase(userId);
    const documents = new UserDocuments(db, pending);
    expect(await foldLegacyMessages(db, pending, documents)).toBe(1);
    const chat = await db.chats.findOne(contractId).exec();
    // The pushed one comes back through the v2 pull; the unsynced one is kept and pending as the batch.
    expect(chat?.messages.map((m) => m.content)).toEqual(['message 2']);
    expect(pending.has('messages', contractId)).toBe(true);
    expect(pending.count()).toBe(1);
    expect(await foldLegacyMessages(db, pending, documents)).toBe(0);
    localStorage.clear();
  });
});
