import {
  createRevision,
  getChangedDocumentsSince,
  getHeightOfRevision,
  now,
  type BulkWriteRow,
  type RxCollection,
  type RxDocumentData,
  type RxStorageDefaultCheckpoint,
  type WithDeleted,
} from 'rxdb';

/**
 * A page as it arrived: its documents are checked (validate) after the next page has been requested, and
 * only when they are stored if the page is not listed (no onFetched).
 */
export type FirstLoadPage<R, C> = { documents: R[]; checkpoint: C | undefined };

/** Where the collection's replication starts after a first load: the pull after the last page, the push after the load. */
export type FirstLoadSeed<C> = { pull: C | undefined; push: RxStorageDefaultCheckpoint };

export type FirstLoadOptions<D extends { id: string }, C, R> = {
  collection: RxCollection<D>;
  /** The identifier the collection's replicateRxCollection gets: its writes carry this origin. */
  replicationIdentifier: string;
  fetchPage: (checkpoint: C | undefined, limit: number) => Promise<FirstLoadPage<R, C>>;
  /** Checks an arrived document (throws when it is not one): on the main thread, so not before the next request. */
  validate: (raw: R) => WithDeleted<D>;
  firstLimit: number;
  maxLimit: number;
  isStopped: () => boolean;
  /** A page arrived (before it is stored): My Documents lists it from memory until then. */
  onFetched?: (documents: Array<WithDeleted<D>>) => void;
  /** A page is stored (each in order, after onFetched). */
  onStored?: (documents: Array<WithDeleted<D>>) => void;
  /** The last page has arrived (its documents may not be stored yet). */
  onDownloaded?: () => void;
  /**
   * Nothing is stored before this settles; the pages are fetched meanwhile (at most READ_AHEAD wait in memory),
   * so the server prepares them while the browser is still storing another collection.
   */
  writesAfter?: Promise<unknown>;
};

/** A page of about this many bytes of JSON: large enough to keep requests few, small enough for a phone. */
const PAGE_BYTES = 2 * 1024 * 1024;
const WRITE_CONTEXT = 'clausecraft-first-load';
/** Pages fetched ahead of the writes: the list shows them before they are stored (a few MB at most). */
const READ_AHEAD = 4;

/**
 * The first sync of a collection into an empty local database, without RxDB's per-document replication
 * bookkeeping: RxDB's pull writes each document and its assumed master state (two IndexedDB records, plus
 * reads of both first); here each document is one put. The pages are fetched in large, size-adapted pages
 * (the next one while the last is being written) and written straight into the collection's storage,
 * tagged as the replication's own writes (`_meta.o`: origin hash and revision height, what RxDB's
 * downstream checks), so later server changes to them are applied as to any pulled document.
 *
 * It returns where the replication then starts: the pull from the last page's checkpoint (so nothing is
 * downloaded again), the push after the loaded documents (written with a time just before the load, so a
 * document the user creates or edits meanwhile is still pushed). A document loaded this way has no assumed
 * master state until it changes on either side; a local edit of it is pushed whole (as a new document
 * would be), which the server's merge (per-field clocks, chat messages by id) takes as it is.
 *
 * Returns null, and loads nothing, when the collection already holds documents (the replication resumes
 * from its own checkpoint) or the load was stopped.
 */
/** Every synced collection's primary key is `id`. */
export async function firstLoad<D extends { id: string }, C, R>(
  options: FirstLoadOptions<D, C, R>,
): Promise<FirstLoadSeed<C> | null> {
  const { collection, isStopped } = options;
  // Before any write this tab makes from now on (RxDB's clock is monotonic), so the push seed excludes
  // exactly the loaded documents; taken before the emptiness check, so a write just after it is pushed.
  const lwt = Math.floor(now()) - 1;
  const storage = collection.storageInstance.originalStorageInstance;
  const existing = await getChangedDocumentsSince(collection.storageInstance, 1);
  if (existing.documents.length > 0 || isStopped()) return null;

  const database = collection.database;
  const hash = await database.hashFunction(`rxdbreplication${options.replicationIdentifier}`);
  const written = new Set<string>();

  const stored = (doc: WithDeleted<D>, previous?: RxDocumentData<D>): RxDocumentData<D> => {
    const rev = createRevision(database.token, previous);
    return {
      ...doc,
      _attachments: {},
      _rev: rev,
      _meta: { lwt, o: { hash, _rev: getHeightOfRevision(rev) } },
    };
  };

  const write = async (documents: Array<WithDeleted<D>>): Promise<void> => {
    const byId = new Map(documents.map((doc) => [doc.id, doc]));
    // A tombstone of a document this device never had is nothing to store.
    let rows: Array<BulkWriteRow<D>> = documents
      .filter((doc) => !doc._deleted || written.has(doc.id))
      .map((doc) => ({ document: stored(doc) }));
    while (rows.length > 0 && !isStopped()) {
      const result = await storage.bulkWrite(rows, WRITE_CONTEXT);
      const failed = new Set(result.error.map((error) => error.documentId));
      for (const row of rows) if (!failed.has(row.document.id)) written.add(row.document.id);
      // A document changed on the server during the load comes again in a later page: stored over the
      // loaded copy, unless the user edited it meanwhile (then the replication merges both).
      rows = result.error.flatMap((error) => {
        const inDb = error.status === 409 ? error.documentInDb : undefined;
        const doc = byId.get(error.documentId);
        if (
          !inDb ||
          !doc ||
          inDb._meta.o?.hash !== hash ||
          inDb._meta.o._rev !== getHeightOfRevision(inDb._rev)
        )
          return [];
        return [{ previous: inDb, document: stored(doc, inDb) }];
      });
    }
  };

  let limit = options.firstLimit;
  /** The checkpoint of the last page stored: where the replication goes on. */
  let checkpoint: C | undefined;
  let writes: Promise<void> = (options.writesAfter ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
  const queued: Array<Promise<void>> = [];
  let next = options.fetchPage(undefined, limit);
  // A page that is never awaited (stopped, or an earlier failure) must not be reported as unhandled.
  next.catch(() => undefined);
  try {
    for (;;) {
      const arrived = await next;
      if (isStopped()) return null;
      const full = arrived.documents.length >= limit;
      const pageCheckpoint = arrived.checkpoint;
      if (full) {
        // The next request goes out before this page is checked, listed and stored: the main thread is busy
        // with all three, and the list of a large account is complete only when its last page has arrived. At most
        // READ_AHEAD pages wait in memory for their write; each aims at PAGE_BYTES.
        const behind = queued.at(-READ_AHEAD);
        if (behind) await behind;
        if (isStopped()) return null;
        limit = Math.max(
          1,
          Math.min(
            options.maxLimit,
            limit * 2,
            Math.round((limit * PAGE_BYTES) / Math.max(estimateBytes(arrived.documents), 1)),
          ),
        );
        next = options.fetchPage(pageCheckpoint, limit);
        next.catch(() => undefined);
      }
      // A listed page is checked on arrival (the list shows it); any other only when it is stored, so a load
      // whose writes wait (writesAfter) leaves the main thread to what the screen shows meanwhile.
      const { onFetched } = options;
      const listed = onFetched && arrived.documents.map(options.validate);
      if (onFetched && listed) onFetched(listed);
      // Pages are written one after another while the next ones are fetched (fetching is faster).
      writes = writes.then(async () => {
        const documents = listed ?? arrived.documents.map(options.validate);
        await write(documents);
        if (isStopped()) return;
        if (pageCheckpoint !== undefined) checkpoint = pageCheckpoint;
        options.onStored?.(documents);
      });
      queued.push(writes);
      if (!full) {
        options.onDownloaded?.();
        break;
      }
    }
    await writes;
  } catch (error) {
    // Offline or a failed request: the replication goes on from the last stored page (and retries).
    await writes.catch(() => undefined);
    console.warn('First load stopped early; the replication continues it', error);
  }
  if (isStopped()) return null;
  return { pull: checkpoint, push: { id: '', lwt: lwt + 0.5 } };
}

/** The JSON size of a page, from a sample of its documents (serializing thousands would hold up the next request). */
function estimateBytes(documents: unknown[]): number {
  const step = Math.max(1, Math.floor(documents.length / 50));
  let sampled = 0;
  let bytes = 0;
  for (let i = 0; i < documents.length; i += step) {
    bytes += JSON.stringify(documents[i]).length;
    sampled += 1;
  }
  return sampled === 0 ? 0 : Math.round((bytes * documents.length) / sampled);
}
