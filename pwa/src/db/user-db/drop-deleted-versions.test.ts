// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { waitFor } from '@testing-library/react';
import type { Subscription } from 'rxjs';
import { createRevision, now } from 'rxdb';
import { makeVersionDoc } from '@shared-schema';
import { PendingChanges } from './pending-changes';
import { openUserDatabase } from './user-database';
import { UserDocuments } from './user-documents';
import { followDeletedContracts, versionPushRows } from './drop-deleted-versions';
import type { LocalVersion, UserDatabase } from './user-db-types';

let db: UserDatabase | undefined;
let following: Subscription | undefined;
afterEach(async () => {
  following?.unsubscribe();
  following = undefined;
  if (db && !db.closed) await db.remove();
  db = undefined;
  localStorage.clear();
});

function version(contractId: string): LocalVersion {
  const { _deleted: _, ...local } = makeVersionDoc(contractId, { id: uuidv7() });
  return local;
}

async function setUp(name: string) {
  db = await openUserDatabase(`${name}-${Date.now()}`);
  const pending = new PendingChanges(name);
  const documents = new UserDocuments(db, pending);
  const gone = await documents.createContract({ name: 'Deleted soon' });
  const kept = await documents.createContract({ name: 'Kept' });
  for (const contract of [gone, gone, kept]) await documents.addVersion(version(contract.id));
  // As after a sync: nothing waits to be pushed.
  pending.clear('contracts', [gone.id, kept.id]);
  pending.clear(
    'versions',
    (await db.versions.find().exec()).map((v) => v.id),
  );
  return { db, pending, documents, gone, kept };
}

/** Stores a version the way the replication stores a pulled one (not a local insert of this tab). */
async function pullVersion(db: UserDatabase, pulled: LocalVersion): Promise<void> {
  const document = {
    ...pulled,
    _deleted: false,
    _attachments: {},
    _rev: createRevision(db.token),
    _meta: { lwt: now() },
  };
  const result = await db.versions.storageInstance.bulkWrite([{ document }], 'replication-down-write');
  expect(result.error).toEqual([]);
}

async function versionContracts(db: UserDatabase): Promise<string[]> {
  return (await db.versions.find().exec()).map((v) => v.contractId);
}

describe("a deleted contract's versions on the device", () => {
  it('go when the contract is deleted here, and nothing is marked to push', async () => {
    const { db, pending, documents, gone, kept } = await setUp('drop-local');
    await documents.deleteContract(gone.id);
    expect(await versionContracts(db)).toEqual([kept.id]);
    // Only the contract's delete waits to be pushed; a version is never pushed as deleted.
    expect(pending.count()).toBe(1);
    expect(pending.has('contracts', gone.id)).toBe(true);
  });

  it('go when the delete arrives from another device, and so does a version arriving after it', async () => {
    const { db, gone, kept } = await setUp('drop-remote');
    following = followDeletedContracts(db);
    // What the replication writes for a pulled tombstone: the stored contract becomes deleted.
    await (await db.contracts.findOne(gone.id).exec())?.remove();
    await waitFor(async () => expect(await versionContracts(db)).toEqual([kept.id]));
    // A version made on a third device before it learnt of the delete, pulled afterwards.
    await pullVersion(db, version(gone.id));
    await waitFor(async () => expect(await versionContracts(db)).toEqual([kept.id]));
    // A version whose contract has not arrived yet stays (collections replicate independently).
    const early = version(uuidv7());
    await pullVersion(db, early);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await versionContracts(db)).toEqual(expect.arrayContaining([kept.id, early.contractId]));
  });

  it('a version removed on the device is not sent to the server; a new one is', () => {
    const made = { ...version(uuidv7()), _deleted: false, _meta: { lwt: 1 }, _attachments: {}, _rev: '1-a' };
    expect(versionPushRows({ newDocumentState: made })).toEqual([
      { assumedMasterState: null, newDocumentState: made },
    ]);
    expect(versionPushRows({ newDocumentState: { ...made, _deleted: true } })).toEqual([]);
  });
});
