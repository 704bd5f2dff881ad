// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PendingChanges } from '../../../db/user-db/pending-changes';
import { openUserDatabase } from '../../../db/user-db/user-database';
import { UserDocuments } from '../../../db/user-db/user-documents';
import type { UserDatabase } from '../../../db/user-db/user-db-types';
import { changeWithVersion } from './record-version';

let db: UserDatabase | undefined;
afterEach(async () => {
  if (db && !db.closed) await db.remove();
  db = undefined;
  localStorage.clear();
});

async function setUp(name: string) {
  db = await openUserDatabase(`${name}-${Date.now()}`);
  const pending = new PendingChanges(name);
  const documents = new UserDocuments(db, pending);
  const contract = await documents.createContract({
    name: 'Lease',
    content: 'The Tenant pays [INSERT RENT] a month.',
    placeholders: { RENT: '900 EUR' },
  });
  pending.clear('contracts', [contract.id]);
  return { db, pending, documents, contract };
}

describe('a change made on the device and its version', () => {
  it('writes the edit and one version naming the changed fact, both marked to push', async () => {
    const { db, pending, documents, contract } = await setUp('record-edit');
    await changeWithVersion(
      documents,
      contract,
      { placeholders: { RENT: '950 EUR' } },
      { authorKind: 'person', cause: 'details' },
    );
    expect((await db.contracts.findOne(contract.id).exec())?.placeholders).toEqual({ RENT: '950 EUR' });
    const versions = await db.versions.find().exec();
    expect(versions.map((v) => [v.summary, v.content, v.placeholders, v.cause])).toEqual([
      ['Rent: 900 EUR → 950 EUR', 'The Tenant pays [INSERT RENT] a month.', { RENT: '950 EUR' }, 'details'],
    ]);
    expect(pending.has('contracts', contract.id)).toBe(true);
    expect(pending.has('versions', versions[0]?.id ?? '')).toBe(true);
    expect(pending.count()).toBe(2);
  });

  it('compares with the contract as stored, not a stale copy, and makes no version when nothing changed', async () => {
    const { db, documents, contract } = await setUp('record-stale');
    const how = { authorKind: 'person', cause: 'details' } as const;
    await changeWithVersion(documents, contract, { placeholders: { RENT: '950 EUR' } }, how);
    // The same value again, from a screen that still holds the contract as it was before the first edit.
    await changeWithVersion(documents, contract, { placeholders: { RENT: '950 EUR' } }, how);
    await changeWithVersion(documents, contract, { placeholders: { RENT: '1,000 EUR' } }, how);
    const summaries = (await db.versions.find().exec()).map((v) => v.summary).sort();
    expect(summaries).toEqual(['Rent: 900 EUR → 950 EUR', 'Rent: 950 EUR → 1,000 EUR']);
  });
});
