import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { analyzeContract } from '@contract-engine';
import { openUserDatabase, userDatabaseName } from './user-database';
import { reviewsRxSchema } from './user-db-schemas';
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
