// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Subject, filter, firstValueFrom } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { v7 as uuidv7 } from 'uuid';
import { makeContractDoc } from '@shared-schema';
import { ArrivingStore } from './arriving-documents';
import { firstLoad, type FirstLoadOptions, type FirstLoadSeed } from './first-load';
import { openUserDatabase } from './user-database';
import { PendingChanges } from './pending-changes';
import { UserDocuments } from './user-documents';
import type { LocalContract, UserDatabase } from './user-db-types';

// The first load writes each pulled document once, without RxDB's replication state, and hands the
// replication its checkpoints: these tests run a real RxDB replication after it against an in-memory
// server and check that nothing is pulled or pushed again, and that later changes on either side still flow.

type Doc = WithDeleted<LocalContract>;
type Checkpoint = { changeId: number; id: string };
const IDENTIFIER = 'first-load-test';

/** A server in memory: documents in change order, paged by (changeId, id) like the real pull. */
class FakeServer {
  private changeId = 0;
  readonly rows = new Map<string, { doc: Doc; changeId: number }>();
  pulls: Array<{ checkpoint: Checkpoint | undefined; limit: number }> = [];
  pushed: Doc[] = [];

  put(doc: Doc): void {
    this.changeId += 1;
    this.rows.set(doc.id, { doc, changeId: this.changeId });
  }

  pull(checkpoint: Checkpoint | undefined, limit: number) {
    this.pulls.push({ checkpoint, limit });
    const after = [...this.rows.values()]
      .filter(
        (r) =>
          !checkpoint ||
          r.changeId > checkpoint.changeId ||
          (r.changeId === checkpoint.changeId && r.doc.id > checkpoint.id),
      )
      .sort((a, b) => a.changeId - b.changeId || a.doc.id.localeCompare(b.doc.id))
      .slice(0, limit);
    const last = after.at(-1);
    return Promise.resolve({
      documents: after.map((r) => r.doc),
      checkpoint: last ? { changeId: last.changeId, id: last.doc.id } : checkpoint,
    });
  }
}

function contract(name: string): Doc {
  return makeContractDoc({ id: uuidv7(), name, content: `Content of ${name}`, fieldUpdatedAt: { name: 1 } });
}

/** The fake server's documents are well formed already. */
const validate = (doc: Doc): Doc => doc;

function replicate(db: UserDatabase, server: FakeServer, seed: FirstLoadSeed<Checkpoint> | null) {
  const stream$ = new Subject<RxReplicationPullStreamItem<LocalContract, Checkpoint>>();
  const replication: RxReplicationState<LocalContract, Checkpoint> = replicateRxCollection({
    collection: db.contracts,
    replicationIdentifier: IDENTIFIER,
    live: true,
    waitForLeadership: false,
    pull: {
      batchSize: 50,
      stream$: stream$.asObservable(),
      initialCheckpoint: seed?.pull,
      handler: (checkpoint, limit) => server.pull(checkpoint, limit),
    },
    push: {
      initialCheckpoint: seed?.push,
      handler: (rows) => {
        for (const row of rows) {
          server.pushed.push(row.newDocumentState);
          server.put(row.newDocumentState);
        }
        return Promise.resolve([]);
      },
    },
  });
  return { replication, stream$ };
}

let db: UserDatabase | undefined;
let running: RxReplicationState<LocalContract, Checkpoint> | undefined;
afterEach(async () => {
  await running?.cancel();
  running = undefined;
  if (db && !db.closed) await db.remove();
  db = undefined;
});

async function load(
  server: FakeServer,
  database: UserDatabase,
  arriving?: ArrivingStore<LocalContract>,
  options: Partial<FirstLoadOptions<LocalContract, Checkpoint, Doc>> = {},
) {
  return firstLoad<LocalContract, Checkpoint, Doc>({
    collection: database.contracts,
    replicationIdentifier: IDENTIFIER,
    fetchPage: (checkpoint, limit) => server.pull(checkpoint, limit),
    validate,
    firstLimit: 10,
    maxLimit: 40,
    isStopped: () => false,
    onFetched: (docs) => arriving?.add(docs),
    onStored: (docs) => arriving?.remove(docs),
    ...options,
  });
}

describe('first load of an empty collection', () => {
  it('stores every document once, then the replication neither pulls nor pushes them again and later changes flow both ways', async () => {
    db = await openUserDatabase(`first-load-${uuidv7()}`);
    const server = new FakeServer();
    for (let i = 0; i < 95; i++) server.put(contract(`Contract ${i}`));
    const deleted = contract('Deleted before this device came');
    server.put({ ...deleted, _deleted: true });

    // Lists show fetched pages before they are stored, and only until then.
    const arriving = new ArrivingStore<LocalContract>();
    const listed = new Set<string>();
    arriving.docs$.subscribe((docs) => docs.forEach((_, id) => listed.add(id)));
    const seed = await load(server, db, arriving);
    expect(listed.size).toBe(95);
    expect(listed.has(deleted.id)).toBe(false);
    expect(arriving.docs$.value.size).toBe(0);
    expect(seed?.pull).toEqual({ changeId: 96, id: deleted.id });
    expect(await db.contracts.count().exec()).toBe(95);
    // The page grew while pages were full (10, 20, 40, 40 at most), never past maxLimit.
    expect(server.pulls.map((p) => p.limit)).toEqual([10, 20, 40, 40]);
    // A tombstone of a document this device never had is not stored.
    expect(await db.contracts.storageInstance.findDocumentsById([deleted.id], true)).toEqual([]);

    server.pulls = [];
    const { replication, stream$ } = replicate(db, server, seed);
    running = replication;
    await replication.awaitInitialReplication();
    expect(server.pulls.map((p) => p.checkpoint)).toEqual([{ changeId: 96, id: deleted.id }]);
    expect(server.pushed).toEqual([]);

    // A server change to a loaded document, by the event stream, is applied.
    const first = [...server.rows.values()][0]?.doc;
    if (!first) throw new Error('no document');
    const renamed = { ...first, name: 'Renamed on another device', fieldUpdatedAt: { name: 2 } };
    server.put(renamed);
    const page = await server.pull({ changeId: 96, id: deleted.id }, 10);
    stream$.next({ documents: page.documents, checkpoint: page.checkpoint ?? { changeId: 0, id: '' } });
    await firstValueFrom(
      db.contracts.findOne(first.id).$.pipe(filter((d) => d?.name === 'Renamed on another device')),
    );

    // A local edit of a loaded document is pushed.
    const second = [...server.rows.values()][1]?.doc;
    if (!second) throw new Error('no document');
    await new UserDocuments(db, new PendingChanges('first-load')).updateContract(second.id, {
      name: 'Renamed here',
    });
    await replication.awaitInSync();
    expect(server.pushed.map((d) => d.name)).toEqual(['Renamed here']);
  });

  it('pushes a document created while the load runs', async () => {
    db = await openUserDatabase(`first-load-${uuidv7()}`);
    const server = new FakeServer();
    for (let i = 0; i < 30; i++) server.put(contract(`Contract ${i}`));
    const documents = new UserDocuments(db, new PendingChanges('first-load-2'));
    const [seed, created] = await Promise.all([load(server, db), documents.createContract({ name: 'Mine' })]);
    const { replication } = replicate(db, server, seed);
    running = replication;
    await replication.awaitInitialReplication();
    await replication.awaitInSync();
    expect(server.pushed.map((d) => d.id)).toEqual([created.id]);
    expect(await db.contracts.count().exec()).toBe(31);
  });

  it('stores the newest state of a document that changed on the server during the load', async () => {
    db = await openUserDatabase(`first-load-${uuidv7()}`);
    const server = new FakeServer();
    const docs = Array.from({ length: 25 }, (_, i) => contract(`Contract ${i}`));
    for (const doc of docs) server.put(doc);
    const target = docs[0];
    if (!target) throw new Error('no document');
    let pages = 0;
    const seed = await firstLoad<LocalContract, Checkpoint, Doc>({
      collection: db.contracts,
      replicationIdentifier: IDENTIFIER,
      fetchPage: async (checkpoint, limit) => {
        // After the first page is fetched, the first document changes on the server, then is deleted.
        pages += 1;
        if (pages === 2) server.put({ ...target, name: 'Changed during the load' });
        if (pages === 3) server.put({ ...target, _deleted: true });
        return server.pull(checkpoint, limit);
      },
      validate,
      firstLimit: 5,
      maxLimit: 5,
      isStopped: () => false,
    });
    expect(seed).not.toBeNull();
    expect(await db.contracts.findOne(target.id).exec()).toBeNull();
    expect(await db.contracts.count().exec()).toBe(24);
  });

  it('requests the next page before the last one is listed and stored', async () => {
    db = await openUserDatabase(`first-load-${uuidv7()}`);
    const server = new FakeServer();
    for (let i = 0; i < 25; i++) server.put(contract(`Contract ${i}`));
    const events: string[] = [];
    const seed = await firstLoad<LocalContract, Checkpoint, Doc>({
      collection: db.contracts,
      replicationIdentifier: IDENTIFIER,
      fetchPage: (checkpoint, limit) => {
        events.push(`fetch ${server.pulls.length + 1}`);
        return server.pull(checkpoint, limit);
      },
      validate: (doc) => {
        events.push('checked');
        return doc;
      },
      firstLimit: 10,
      maxLimit: 10,
      isStopped: () => false,
      onFetched: (docs) => events.push(`listed ${docs.length}`),
      onStored: (docs) => events.push(`stored ${docs.length}`),
    });
    // Checking a page's documents (zod, on the main thread) waits for the next request too.
    expect(events.slice(0, 4)).toEqual(['fetch 1', 'fetch 2', 'checked', 'checked']);
    expect(events.filter((e) => e.startsWith('listed'))).toEqual(['listed 10', 'listed 10', 'listed 5']);
    expect(events.filter((e) => e.startsWith('stored'))).toEqual(['stored 10', 'stored 10', 'stored 5']);
    expect(seed?.pull).toEqual({ changeId: 25, id: [...server.rows.values()].at(-1)?.doc.id });
    expect(await db.contracts.count().exec()).toBe(25);
  });

  it('fetches pages ahead while its writes wait for another collection, and stores them only after that', async () => {
    db = await openUserDatabase(`first-load-${uuidv7()}`);
    const server = new FakeServer();
    for (let i = 0; i < 25; i++) server.put(contract(`Contract ${i}`));
    let release = () => {};
    const otherCollectionStored = new Promise<void>((resolve) => {
      release = resolve;
    });
    const events: string[] = [];
    const loading = load(server, db, undefined, {
      maxLimit: 10,
      onFetched: undefined,
      onStored: (docs) => events.push(`stored ${docs.length}`),
      onDownloaded: () => events.push('downloaded'),
      writesAfter: otherCollectionStored,
    });
    // Every page arrives while nothing may be stored yet.
    while (!events.includes('downloaded')) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.pulls.length).toBe(3);
    expect(events).toEqual(['downloaded']);
    expect(await db.contracts.count().exec()).toBe(0);
    release();
    const seed = await loading;
    expect(events).toEqual(['downloaded', 'stored 10', 'stored 10', 'stored 5']);
    expect(seed?.pull).toEqual({ changeId: 25, id: [...server.rows.values()].at(-1)?.doc.id });
    expect(await db.contracts.count().exec()).toBe(25);
  });

  it('leaves a collection that already holds documents to the replication', async () => {
    db = await openUserDatabase(`first-load-${uuidv7()}`);
    const server = new FakeServer();
    server.put(contract('On the server'));
    await new UserDocuments(db, new PendingChanges('first-load-3')).createContract({ name: 'Local' });
    expect(await load(server, db)).toBeNull();
    expect(server.pulls).toEqual([]);
  });
});
