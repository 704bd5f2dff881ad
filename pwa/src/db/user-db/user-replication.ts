import { BehaviorSubject, Subject } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type {
  RxCollection,
  RxReplicationPullStreamItem,
  RxReplicationWriteToMasterRow,
  WithDeleted,
} from 'rxdb';
import { z } from 'zod';
import {
  batchAdds,
  contractDocSchema,
  messageBatchDocSchema,
  reviewDocSchema,
  syncCheckpointSchema,
  SYNC_COLLECTIONS,
  SYNC_PULL_MAX_LIMIT,
  SYNC_SCHEMA_VERSIONS,
  type SyncCheckpoint,
  type SyncCollection,
} from '@shared-schema';
import { apiFetch, ApiError } from '../../lib/http';
import { recheckChatBatches, type MergeRemoteChat } from './chat-conflict-recheck';
import { createArrivingDocuments, type ArrivingDocuments, type ArrivingStore } from './arriving-documents';
import { firstLoad, type FirstLoadSeed } from './first-load';
import { chatPushRows, pushRequests, type PushRow } from './push-requests';
import type { PendingChanges } from './pending-changes';
import { openSyncEventStream } from './sync-event-stream';
import type { UserDatabase } from './user-db-types';

export type SyncStatus = 'synced' | 'syncing' | 'offline' | 'outdated';
/**
 * `rejected`: documents the server refused in this session (invalid, or not this user's); they stay on this
 * device only and are not sent again. `lastRejection` is the server's reason for the latest one.
 */
export type SyncState = {
  status: SyncStatus;
  pending: number;
  rejected: number;
  lastRejection: string | null;
};

const pushAnswerSchema = z.object({
  conflicts: z.array(z.unknown()),
  rejected: z.array(z.object({ id: z.string().nullable(), message: z.string() })),
});
const pullAnswerSchema = z.object({
  documents: z.array(z.unknown()),
  checkpoint: syncCheckpointSchema.nullable(),
});

/**
 * Documents per pull after the first load: a chat batch holds a contract's whole conversation (a few kilobytes to a few hundred);
 * contracts and reviews carry whole contract texts, so their pages stay a few megabytes at most on a phone.
 */
const PULL_BATCH_SIZE: Record<SyncCollection, number> = {
  contracts: 250,
  messages: 500,
  reviews: 50,
};

/** The first load of an empty collection starts at this page size and adapts it to about 2 MB a page. */
const FIRST_LOAD_LIMIT: Record<SyncCollection, number> = {
  contracts: 1000,
  messages: 1000,
  reviews: 100,
};

function base(collection: SyncCollection): string {
  return `/api/sync/${collection}/v${SYNC_SCHEMA_VERSIONS[collection]}`;
}

function pullPath(collection: SyncCollection, checkpoint: SyncCheckpoint | undefined, limit: number): string {
  const query = new URLSearchParams({
    limit: String(limit),
    ...(checkpoint ? { checkpoint: JSON.stringify(checkpoint) } : {}),
  });
  return `${base(collection)}/pull?${query}`;
}

/** First pages requested before the local database is open (see requestFirstPages), per collection. */
export type EarlyPages = Partial<Record<SyncCollection, Promise<unknown>>>;

/** The collections My Documents lists: their first pages are worth requesting before the database opens. */
const LISTED: SyncCollection[] = ['contracts', 'reviews'];

/**
 * On a device that holds nothing of this user, the first load's first pages are requested while the local
 * database opens (opening it costs a few hundred milliseconds on a new device): the first load takes them
 * over, and drops them if the collection turns out not to be empty after all.
 */
export function requestFirstPages(): EarlyPages {
  const pages: EarlyPages = {};
  for (const name of LISTED) {
    const page = apiFetch({ path: pullPath(name, undefined, FIRST_LOAD_LIMIT[name]) });
    // Awaited only when the first load runs; its failure is the first load's then.
    page.catch(() => undefined);
    pages[name] = page;
  }
  return pages;
}

function replicationIdentifier(collection: SyncCollection): string {
  return `clausecraft-${collection}-v${SYNC_SCHEMA_VERSIONS[collection]}`;
}

/**
 * Replicates the user's collections with the server: pull by checkpoint, push with conflicts answered
 * as the server's state, and the live event stream. Only the leader tab replicates (RxDB leader election);
 * the others share its IndexedDB.
 */
export function startUserReplication(
  db: UserDatabase,
  pending: PendingChanges,
  mergeRemoteChat: MergeRemoteChat,
  early: EarlyPages = {},
): { state$: BehaviorSubject<SyncState>; arriving: ArrivingDocuments; stop: () => Promise<void> } {
  const arriving = createArrivingDocuments();
  const state$ = new BehaviorSubject<SyncState>({
    status: navigator.onLine ? 'syncing' : 'offline',
    pending: pending.count(),
    rejected: 0,
    lastRejection: null,
  });
  const forward = new Map<
    SyncCollection,
    (item: 'RESYNC' | { documents: unknown[]; checkpoint: SyncCheckpoint }) => void
  >();
  const active = new Map<SyncCollection, boolean>();
  let outdated = false;
  let rejected = 0;
  let lastRejection: string | null = null;

  const update = () => {
    const busy = [...active.values()].some(Boolean);
    const count = pending.count();
    const status: SyncStatus = outdated
      ? 'outdated'
      : !navigator.onLine
        ? 'offline'
        : busy || count > 0
          ? 'syncing'
          : 'synced';
    state$.next({ status, pending: count, rejected, lastRejection });
  };
  const markOutdated = () => {
    outdated = true;
    update();
  };

  /** A page as it arrived (its documents not checked yet). */
  const pullRaw = async (
    name: SyncCollection,
    checkpoint: SyncCheckpoint | undefined,
    limit: number,
    requested?: Promise<unknown>,
  ) => {
    const answer = pullAnswerSchema.parse(
      await call(() => requested ?? apiFetch({ path: pullPath(name, checkpoint, limit) }), markOutdated),
    );
    return { documents: answer.documents, checkpoint: answer.checkpoint ?? undefined };
  };
  const pullPage = async <D>(
    name: SyncCollection,
    schema: z.ZodType<WithDeleted<D>>,
    checkpoint: SyncCheckpoint | undefined,
    limit: number,
  ) => {
    const page = await pullRaw(name, checkpoint, limit);
    return { documents: page.documents.map((doc) => schema.parse(doc)), checkpoint: page.checkpoint };
  };

  function replicate<D extends { id: string }>(
    name: SyncCollection,
    collection: RxCollection<D>,
    schema: z.ZodType<WithDeleted<D>>,
    seed: FirstLoadSeed<SyncCheckpoint> | null,
    outgoing: (row: RxReplicationWriteToMasterRow<D>) => PushRow[] = (row) => [
      { assumedMasterState: row.assumedMasterState ?? null, newDocumentState: row.newDocumentState },
    ],
    onConflicts?: (pushed: ReadonlyArray<WithDeleted<D>>, conflicts: ReadonlyArray<WithDeleted<D>>) => void,
  ): RxReplicationState<D, SyncCheckpoint> {
    const stream$ = new Subject<RxReplicationPullStreamItem<D, SyncCheckpoint>>();
    forward.set(name, (item) => {
      if (item === 'RESYNC') stream$.next('RESYNC');
      else
        stream$.next({
          documents: item.documents.map((doc) => schema.parse(doc)),
          checkpoint: item.checkpoint,
        });
    });
    const replication = replicateRxCollection<D, SyncCheckpoint>({
      collection,
      replicationIdentifier: replicationIdentifier(name),
      live: true,
      retryTime: 5_000,
      waitForLeadership: true,
      pull: {
        batchSize: PULL_BATCH_SIZE[name],
        stream$: stream$.asObservable(),
        // After a first load (first-load.ts) the pull goes on from its last page; used only when the
        // replication has no checkpoint of its own yet.
        initialCheckpoint: seed?.pull,
        handler: (checkpoint, batchSize) => pullPage(name, schema, checkpoint, batchSize),
      },
      push: {
        batchSize: 100,
        initialCheckpoint: seed?.push,
        handler: async (rows) => {
          // The server's state per document after the last request that carried it (a part of a chat batch
          // is answered with the whole batch so far).
          const conflicts = new Map<string, WithDeleted<D>>();
          for (const body of pushRequests(rows.flatMap(outgoing))) {
            const answer = pushAnswerSchema.parse(
              await call(() => apiFetch({ path: `${base(name)}/push`, method: 'POST', body }), markOutdated),
            );
            if (answer.rejected.length > 0) {
              // The server refused these (invalid or not ours); they stay local and are reported, never retried forever.
              rejected += answer.rejected.length;
              lastRejection = answer.rejected.at(-1)?.message ?? null;
              console.warn('Sync refused documents', answer.rejected);
            }
            for (const row of body) conflicts.delete(row.newDocumentState.id);
            for (const doc of answer.conflicts) {
              const parsed = schema.parse(doc);
              conflicts.set(parsed.id, parsed);
            }
          }
          pending.clear(
            name,
            rows.map((row) => idOf(row.newDocumentState)).filter((id): id is string => id !== null),
          );
          update();
          if (conflicts.size > 0)
            onConflicts?.(
              rows.map((row) => row.newDocumentState),
              [...conflicts.values()],
            );
          return [...conflicts.values()];
        },
      },
    });
    replication.active$.subscribe((isActive) => {
      active.set(name, isActive);
      update();
    });
    replication.error$.subscribe((error) => {
      // Offline the handlers refuse at once (OfflineError) and the online event re-syncs: nothing to report.
      if (navigator.onLine) console.warn(`Sync of ${name} failed; retrying`, error);
    });
    return replication;
  }

  let stopped = false;
  const replications: Array<
    Pick<RxReplicationState<unknown, SyncCheckpoint>, 'reSync' | 'cancel' | 'awaitInitialReplication'>
  > = [];

  /**
   * A collection's first load into an empty database (first-load.ts), then its live replication. Lists read
   * the pages of `arriving` while they are being stored.
   */
  async function start<D extends { id: string }>(
    name: SyncCollection,
    collection: RxCollection<D>,
    schema: z.ZodType<WithDeleted<D>>,
    options: {
      arriving?: ArrivingStore<D>;
      outgoing?: (row: RxReplicationWriteToMasterRow<D>) => PushRow[];
      onConflicts?: (pushed: ReadonlyArray<WithDeleted<D>>, conflicts: ReadonlyArray<WithDeleted<D>>) => void;
      /**
       * Called once the first load has every page and has stored one more page since (the list has shown the
       * last page by then), or once it ended (nothing to load, stopped, failed).
       */
      onArrived?: () => void;
      /** The first load stores nothing before this settles (see FirstLoadOptions.writesAfter). */
      writesAfter?: Promise<unknown>;
    } = {},
  ): Promise<RxReplicationState<D, SyncCheckpoint> | null> {
    const { arriving: pages, outgoing, onConflicts, writesAfter } = options;
    let downloaded = false;
    let arrived = false;
    const onArrived = () => {
      if (!arrived) options.onArrived?.();
      arrived = true;
    };
    active.set(name, true);
    update();
    let requested = early[name];
    const seed = await firstLoad<D, SyncCheckpoint, unknown>({
      collection,
      replicationIdentifier: replicationIdentifier(name),
      fetchPage: (checkpoint, limit) => {
        // The first page, requested before the database opened, with the same checkpoint and limit.
        const answer = checkpoint === undefined && limit === FIRST_LOAD_LIMIT[name] ? requested : undefined;
        requested = undefined;
        return pullRaw(name, checkpoint, limit, answer);
      },
      validate: (doc) => schema.parse(doc),
      firstLimit: FIRST_LOAD_LIMIT[name],
      maxLimit: SYNC_PULL_MAX_LIMIT,
      isStopped: () => stopped || outdated,
      onFetched: (docs) => pages?.add(docs),
      onStored: (docs) => {
        pages?.remove(docs);
        if (downloaded) onArrived();
      },
      onDownloaded: () => {
        downloaded = true;
      },
      writesAfter,
    })
      .catch((error: unknown) => {
        console.warn(`First load of ${name} failed; the replication pulls it`, error);
        return null;
      })
      .finally(onArrived);
    // A page that was fetched but not stored (stopped, failed) comes again through the replication.
    pages?.clear();
    // Nor does the replication start before then (a collection that held documents loads nothing).
    await writesAfter?.catch(() => undefined);
    if (stopped) return null;
    const replication = replicate(name, collection, schema, seed, outgoing, onConflicts);
    replications.push(replication);
    return replication;
  }

  // Only the leader tab replicates (the others share its IndexedDB), so it alone loads. Contracts and
  // reviews first: My Documents and any contract are usable as soon as they are local. Chat history
  // follows in the background (an opened contract reads its history from the server until then): its
  // pages are requested once every contract and review has arrived and is listed, so the server prepares
  // them while the browser still stores the contracts, and they are stored once the contracts' and reviews'
  // replication has caught up.
  void db
    .waitForLeadership()
    .then(async () => {
      if (stopped) return;
      const contractsArrived = signal();
      const reviewsArrived = signal();
      const first = Promise.all([
        start('contracts', db.contracts, contractDocSchema, {
          arriving: arriving.contracts,
          onArrived: contractsArrived.resolve,
        }),
        start('reviews', db.reviews, reviewDocSchema, {
          arriving: arriving.reviews,
          onArrived: reviewsArrived.resolve,
        }),
      ]);
      const firstSynced = first.then((started) =>
        Promise.all(started.map((r) => r?.awaitInitialReplication())),
      );
      firstSynced.catch((error: unknown) => console.warn('Sync did not start', error));
      await Promise.all([contractsArrived.promise, reviewsArrived.promise]);
      if (!stopped)
        await start('messages', db.chats, messageBatchDocSchema, {
          writesAfter: firstSynced,
          outgoing: chatPushRows,
          // Only a conflict that brought another device's messages can race the stream (chat-conflict-recheck.ts).
          onConflicts: (pushed, conflicts) =>
            recheckChatBatches(
              conflicts
                .filter((master) => {
                  const mine = pushed.find((doc) => doc.id === master.id);
                  return !mine || batchAdds(mine.messages, master.messages);
                })
                .map((master) => master.id),
              mergeRemoteChat,
            ),
        });
    })
    .catch((error: unknown) => console.warn('Sync did not start', error));

  let closeStream: (() => void) | undefined;
  void db.waitForLeadership().then(() => {
    if (outdated) return;
    const query = SYNC_COLLECTIONS.map((name) => `${name}=${SYNC_SCHEMA_VERSIONS[name]}`).join('&');
    closeStream = openSyncEventStream(
      query,
      (event) => {
        if (event.kind === 'resync') for (const send of forward.values()) send('RESYNC');
        else {
          const name = SYNC_COLLECTIONS.find((c) => c === event.collection);
          const checkpoint = syncCheckpointSchema.safeParse(event.checkpoint);
          if (!name || !checkpoint.success) return;
          forward.get(name)?.({ documents: event.documents, checkpoint: checkpoint.data });
        }
      },
      markOutdated,
    );
  });

  const unsubscribePending = pending.subscribe(update);
  const onConnectivity = () => {
    update();
    if (navigator.onLine) for (const replication of replications) replication.reSync();
  };
  window.addEventListener('online', onConnectivity);
  window.addEventListener('offline', onConnectivity);

  return {
    state$,
    arriving,
    stop: async () => {
      stopped = true;
      closeStream?.();
      unsubscribePending();
      window.removeEventListener('online', onConnectivity);
      window.removeEventListener('offline', onConnectivity);
      await Promise.all(replications.map((r) => r.cancel()));
      state$.complete();
    },
  };
}

/** A promise and its resolve, for a moment one part of the sync waits for. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** 426: this app version is older than the server's schema; stop and ask for a reload. */
async function call(run: () => Promise<unknown>, onOutdated: () => void): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 426) onOutdated();
    throw error;
  }
}

function idOf(doc: unknown): string | null {
  return typeof doc === 'object' && doc !== null && 'id' in doc && typeof doc.id === 'string' ? doc.id : null;
}
