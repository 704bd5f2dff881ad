// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import { analyzeContract } from '@contract-engine';
import { applyEdit, CONTRACT_EDITABLE_FIELDS, mergeFields, seededRandom } from '@shared-schema';
import { PendingChanges } from './pending-changes';
import { openUserDatabase, removeUserDatabase, userDatabaseName } from './user-database';
import { UserDocuments } from './user-documents';
import type { UserDatabase } from './user-db-types';

let db: UserDatabase | undefined;
afterEach(async () => {
  if (db && !db.closed) await db.remove();
  db = undefined;
  localStorage.clear();
});

describe('the local user database (RxDB on IndexedDB)', () => {
  it('accepts the shared schemas and stores contracts, messages and reviews with pending marks', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const pending = new PendingChanges('u1');
    const documents = new UserDocuments(db, pending);
    const contract = await documents.createContract({ name: '  Lease for Unit 4 ' });
    expect(contract.name).toBe('Lease for Unit 4');
    expect(contract.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(contract.contractNumber).toMatch(/^CB-\d{4}-\d{6}$/);
    await documents.addMessage(contract.id, 'user', 'I need a residential lease');
    const review = await documents.createReview({
      originalText: 'text',
      reviewData: analyzeContract('This Agreement is between A LLC and B Inc.'),
    });
    expect(review.isPaid).toBe(false);
    expect(pending.count()).toBe(3);
    pending.clear('contracts', [contract.id]);
    expect(pending.count()).toBe(2);
  });

  it('edits set a newer clock on exactly the edited fields', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const documents = new UserDocuments(db, new PendingChanges('u2'));
    const contract = await documents.createContract({ name: 'Draft' });
    await new Promise((r) => setTimeout(r, 5));
    await documents.updateContract(contract.id, { name: 'Renamed' });
    const stored = await db.contracts.findOne(contract.id).exec();
    expect(stored?.name).toBe('Renamed');
    expect(stored?.fieldUpdatedAt.name).toBeGreaterThan(contract.fieldUpdatedAt.name ?? 0);
    expect(stored?.fieldUpdatedAt.content).toBe(contract.fieldUpdatedAt.content);
  });

  it('deleting a contract deletes its messages too', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const documents = new UserDocuments(db, new PendingChanges('u3'));
    const contract = await documents.createContract({ name: 'Gone soon' });
    await documents.addMessage(contract.id, 'user', 'hello');
    await documents.deleteContract(contract.id);
    expect(await db.contracts.count().exec()).toBe(0);
    const chat = await db.chats.findOne(contract.id).exec();
    expect(chat?.messages.map((m) => m.deleted)).toEqual([true]);
  });

  it('appends a contract’s messages to one chat batch, in order, even when written at once', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const pending = new PendingChanges('u6');
    const documents = new UserDocuments(db, pending);
    const contract = await documents.createContract({ name: 'Chatty' });
    const at = new Date();
    await Promise.all([
      documents.addMessage(contract.id, 'user', 'question', at),
      documents.addMessage(contract.id, 'assistant', 'answer', new Date(at.getTime() + 1)),
      documents.addMessage(contract.id, 'user', 'more', new Date(at.getTime() + 2)),
    ]);
    expect(await db.chats.count().exec()).toBe(1);
    const chat = await db.chats.findOne(contract.id).exec();
    expect(chat?.messages.map((m) => m.content)).toEqual(['question', 'answer', 'more']);
    // One pending document for the whole conversation, beside the contract.
    expect(pending.count()).toBe(2);
  });

  it('merges another device’s messages read from the server, and writes nothing when none is new', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const pending = new PendingChanges('u7');
    const documents = new UserDocuments(db, pending);
    const contract = await documents.createContract({ name: 'Shared' });
    const mine = await documents.addMessage(contract.id, 'user', 'mine');
    pending.clear('messages', [contract.id]);
    const before = await db.chats.findOne(contract.id).exec();
    const own = {
      id: mine.id,
      role: 'user' as const,
      content: 'mine',
      timestamp: mine.timestamp,
      deleted: false,
    };
    await documents.mergeRemoteMessages(contract.id, [own]);
    expect((await db.chats.findOne(contract.id).exec())?.revision).toBe(before?.revision);
    expect(pending.count()).toBe(1);

    const theirs = {
      id: 'ffffffff-ffff-7fff-bfff-ffffffffffff',
      role: 'assistant' as const,
      content: 'theirs',
      timestamp: new Date(Date.parse(own.timestamp) + 1).toISOString(),
      deleted: false,
    };
    await documents.mergeRemoteMessages(contract.id, [own, theirs]);
    const chat = await db.chats.findOne(contract.id).exec();
    expect(chat?.messages.map((m) => m.content)).toEqual(['mine', 'theirs']);
    expect(pending.count()).toBe(2);
  });

  it('refuses a document that breaks the schema', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const documents = new UserDocuments(db, new PendingChanges('u4'));
    await expect(documents.createContract({ name: 'x'.repeat(500) })).rejects.toThrow();
  });

  it('removing the database leaves nothing for the next person', async () => {
    const name = `user-${Date.now()}`;
    db = await openUserDatabase(name);
    await new UserDocuments(db, new PendingChanges(name)).createContract({ name: 'Private' });
    await removeUserDatabase(name, db);
    db = await openUserDatabase(name);
    expect(await db.contracts.count().exec()).toBe(0);
    const live = await firstValueFrom(db.contracts.find().$.pipe(filter((docs) => docs.length === 0)));
    expect(live).toEqual([]);
  });

  it('removal deletes every IndexedDB database of that user, and none of another user', async () => {
    const name = `user-${Date.now()}`;
    const other = `${name}--2`;
    const databases = async (userId: string) =>
      (await indexedDB.databases())
        .map((info) => info.name ?? '')
        .filter((dbName) => dbName.startsWith(`rxdb-dexie-${userDatabaseName(userId)}--`));
    const kept = await openUserDatabase(other);
    await kept.close();
    db = await openUserDatabase(name);
    await new UserDocuments(db, new PendingChanges(name)).createContract({ name: 'Private' });
    expect(await databases(name)).not.toEqual([]);
    const otherFiles = await databases(other);
    await removeUserDatabase(name, db);
    expect((await databases(name)).filter((dbName) => !otherFiles.includes(dbName))).toEqual([]);
    expect(await databases(other)).toEqual(otherFiles);
  });

  it('an edit that changes no value moves no clock and queues nothing', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const pending = new PendingChanges('u5');
    const documents = new UserDocuments(db, pending);
    const contract = await documents.createContract({ name: 'Same', placeholders: { A: '1', B: '2' } });
    pending.clear('contracts', [contract.id]);
    await new Promise((r) => setTimeout(r, 5));
    await documents.updateContract(contract.id, { name: 'Same', placeholders: { B: '2', A: '1' } });
    const stored = await db.contracts.findOne(contract.id).exec();
    expect(stored?.fieldUpdatedAt).toEqual(contract.fieldUpdatedAt);
    expect(pending.count()).toBe(0);
  });

  // The PWA and the server apply one rule: random local edits give the clocks the shared rule gives,
  // and the server's merge of the pushed document (mergeFields) yields exactly the device's document.
  it.each([1, 2, 3, 4, 5])('local edits and the server merge agree (seed %i)', async (seed) => {
    db = await openUserDatabase(`user-${Date.now()}-${seed}`);
    const documents = new UserDocuments(db, new PendingChanges(`u-seed-${seed}`));
    const random = seededRandom(seed);
    const created = await documents.createContract({ name: 'Start' });
    let server = { doc: created, clocks: created.fieldUpdatedAt };
    for (let step = 0; step < 12; step++) {
      const edit =
        random() < 0.3
          ? { name: server.doc.name }
          : random() < 0.5
            ? { name: `name ${step}` }
            : { content: `content ${Math.floor(random() * 3)}`, aiConfidence: Math.floor(random() * 3) * 10 };
      const before = Date.now();
      await documents.updateContract(created.id, edit);
      const local = (await db.contracts.findOne(created.id).exec())?.toMutableJSON();
      if (!local) throw new Error('the contract is gone');
      const expected = applyEdit(server.doc, server.clocks, edit, CONTRACT_EDITABLE_FIELDS, before);
      expect(
        Object.keys(local.fieldUpdatedAt).filter((f) => local.fieldUpdatedAt[f] !== server.clocks[f]),
      ).toEqual(expected.moved);
      const merged = mergeFields(
        server.doc,
        server.clocks,
        local,
        local.fieldUpdatedAt,
        CONTRACT_EDITABLE_FIELDS,
        Date.now(),
      );
      server = { doc: { ...server.doc, ...merged.changes }, clocks: merged.clocks };
      for (const field of CONTRACT_EDITABLE_FIELDS) expect(server.doc[field]).toEqual(local[field]);
      expect(server.clocks).toEqual(local.fieldUpdatedAt);
    }
  });
});
