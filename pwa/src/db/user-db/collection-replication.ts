import { Subject } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type {
  RxCollection,
  RxReplicationPullStreamItem,
  RxReplicationWriteToMasterRow,
  WithDeleted,
} from 'rxdb';
import { z } from 'zod';
import { SYNC_PULL_MAX_LIMIT, type SyncCheckpoint, type SyncCollection } from '@shared-schema';
import { apiFetch } from '../../lib/http';
import type { ArrivingStore } from './arriving-documents';
import { firstLoad, type FirstLoadSeed } from './first-load';
import type { PendingChanges } from './pending-changes';
import { pushRequests, type PushRow } from './push-requests';
import {
  callSync,
  FIRST_LOAD_LIMIT,
  pullPage,
  pullRaw,
  PULL_BATCH_SIZE,
  replicationIdentifier,
  syncBase,
} from './sync-pull';
import type { SyncStatusTracker } from './sync-status';

const pushAnswerSchema = z.object({
  conflicts: z.array(z.unknown()),
  rejected: z.array(z.object({ id: z.string().nullable(), message: z.string() })),
});

/** A live event for one collection (or a request to pull everything again), passed on to its replication. */
export type ForwardEvent = (item: 'RESYNC' | { documents: unknown[]; checkpoint: SyncCheckpoint }) => void;

export type StartedReplication = Pick<
  RxReplicationState<unknown, SyncCheckpoint>,
  'reSync' | 'cancel' | 'awaitInitialReplication'
>;

/** What every collection's replication of one user session shares. */
export type ReplicationSession = {
  status: SyncStatusTracker;
  pending: PendingChanges;
  /** Where the live event stream sends each collection's events. */
  forward: Map<SyncCollection, ForwardEvent>;
  replications: StartedReplication[];
  /** First pages requested before the database opened (requestFirstPages). */
  early: Partial<Record<SyncCollection, Promise<unknown>>>;
  isStopped: () => boolean;
};

type Outgoing<D extends { id: string }> = (row: RxReplicationWriteToMasterRow<D>) => PushRow[];
type OnConflicts<D extends { id: string }> = (
  pushed: ReadonlyArray<WithDeleted<D>>,
  conflicts: ReadonlyArray<WithDeleted<D>>,
) => void;

export type CollectionOptions<D extends { id: string }> = {
  arriving?: ArrivingStore<D>;
  outgoing?: Outgoing<D>;
  onConflicts?: OnConflicts<D>;
  /**
   * Called once the first load has every page and has stored one more page since (the list has shown the
   * last page by then), or once it ended (nothing to load, stopped, failed).
   */
  onArrived?: () => void;
  /** The first load stores nothing before this settles (see FirstLoadOptions.writesAfter). */
  writesAfter?: Promise<unknown>;
};

function onePushRowEach<D extends { id: string }>(row: RxReplicationWriteToMasterRow<D>): PushRow[] {
  return [{ assumedMasterState: row.assumedMasterState ?? null, newDocumentState: row.newDocumentState }];
}

/**
 * A collection's first load into an empty database (first-load.ts), then its live replication. Lists read
 * the pages of `arriving` while they are being stored.
 */
export async function loadThenReplicate<D extends { id: string }>(
  session: ReplicationSession,
  name: SyncCollection,
  collection: RxCollection<D>,
  schema: z.ZodType<WithDeleted<D>>,
  options: CollectionOptions<D> = {},
): Promise<RxReplicationState<D, SyncCheckpoint> | null> {
  const { arriving: pages, writesAfter } = options;
  let downloaded = false;
  let arrived = false;
  const onArrived = () => {
    if (!arrived) options.onArrived?.();
    arrived = true;
  };
  session.status.setActive(name, true);
  let requested = session.early[name];
  const seed = await firstLoad<D, SyncCheckpoint, unknown>({
    collection,
    replicationIdentifier: replicationIdentifier(name),
    fetchPage: (checkpoint, limit) => {
      // The first page, requested before the database opened, with the same checkpoint and limit.
      const answer = checkpoint === undefined && limit === FIRST_LOAD_LIMIT[name] ? requested : undefined;
      requested = undefined;
      return pullRaw(name, checkpoint, limit, session.status.markOutdated, answer);
    },
    validate: (doc) => schema.parse(doc),
    firstLimit: FIRST_LOAD_LIMIT[name],
    maxLimit: SYNC_PULL_MAX_LIMIT,
    isStopped: () => session.isStopped() || session.status.isOutdated(),
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
  if (session.isStopped()) return null;
  const replication = replicateLive(session, name, collection, schema, seed, options);
  session.replications.push(replication);
  return replication;
}

/** The live replication of one collection: pull by checkpoint and from the event stream, push with conflicts. */
function replicateLive<D extends { id: string }>(
  session: ReplicationSession,
  name: SyncCollection,
  collection: RxCollection<D>,
  schema: z.ZodType<WithDeleted<D>>,
  seed: FirstLoadSeed<SyncCheckpoint> | null,
  options: CollectionOptions<D>,
): RxReplicationState<D, SyncCheckpoint> {
  const { status } = session;
  const stream$ = new Subject<RxReplicationPullStreamItem<D, SyncCheckpoint>>();
  session.forward.set(name, (item) => {
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
      handler: (checkpoint, batchSize) => pullPage(name, schema, checkpoint, batchSize, status.markOutdated),
    },
    push: {
      batchSize: 100,
      initialCheckpoint: seed?.push,
      handler: (rows) => pushRows(session, name, schema, rows, options),
    },
  });
  replication.active$.subscribe((isActive) => status.setActive(name, isActive));
  replication.error$.subscribe((error) => {
    // Offline the handlers refuse at once (OfflineError) and the online event re-syncs: nothing to report.
    if (navigator.onLine) console.warn(`Sync of ${name} failed; retrying`, error);
  });
  return replication;
}

/** Sends local changes; answers the server's state of each document that conflicted. */
async function pushRows<D extends { id: string }>(
  session: ReplicationSession,
  name: SyncCollection,
  schema: z.ZodType<WithDeleted<D>>,
  rows: RxReplicationWriteToMasterRow<D>[],
  { outgoing = onePushRowEach, onConflicts }: CollectionOptions<D>,
): Promise<WithDeleted<D>[]> {
  const { status } = session;
  // The server's state per document after the last request that carried it (a part of a chat batch
  // is answered with the whole batch so far).
  const conflicts = new Map<string, WithDeleted<D>>();
  for (const body of pushRequests(rows.flatMap(outgoing))) {
    const answer = pushAnswerSchema.parse(
      await callSync(
        () => apiFetch({ path: `${syncBase(name)}/push`, method: 'POST', body }),
        status.markOutdated,
      ),
    );
    if (answer.rejected.length > 0) {
      // The server refused these (invalid or not ours); they stay local and are reported, never retried forever.
      status.recordRejected(answer.rejected);
      console.warn('Sync refused documents', answer.rejected);
    }
    for (const row of body) conflicts.delete(row.newDocumentState.id);
    for (const doc of answer.conflicts) {
      const parsed = schema.parse(doc);
      conflicts.set(parsed.id, parsed);
    }
  }
  session.pending.clear(
    name,
    rows.map((row) => idOf(row.newDocumentState)).filter((id): id is string => id !== null),
  );
  status.update();
  if (conflicts.size > 0)
    onConflicts?.(
      rows.map((row) => row.newDocumentState),
      [...conflicts.values()],
    );
  return [...conflicts.values()];
}

function idOf(doc: unknown): string | null {
  return typeof doc === 'object' && doc !== null && 'id' in doc && typeof doc.id === 'string' ? doc.id : null;
}
