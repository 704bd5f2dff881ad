import { BehaviorSubject, Subject } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { z } from 'zod';
import {
  contractDocSchema,
  messageDocSchema,
  reviewDocSchema,
  syncCheckpointSchema,
  SYNC_COLLECTIONS,
  SYNC_PULL_MAX_LIMIT,
  SYNC_SCHEMA_VERSIONS,
  type SyncCheckpoint,
  type SyncCollection,
} from '@shared-schema';
import { apiFetch, ApiError } from '../../lib/http';
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
 * Documents per pull: chat messages are small and many (an initial sync of 50,000 messages costs one
 * IndexedDB write per document either way, but fewer, larger batches keep the writes flowing); contracts
 * and reviews carry whole contract texts, so their pages stay a few megabytes at most on a phone.
 */
const PULL_BATCH_SIZE: Record<SyncCollection, number> = {
  contracts: 250,
  messages: SYNC_PULL_MAX_LIMIT,
  reviews: 50,
};

function base(collection: SyncCollection): string {
  return `/api/sync/${collection}/v${SYNC_SCHEMA_VERSIONS[collection]}`;
}

/**
 * Replicates the user's collections with the server: pull by checkpoint, push with conflicts answered
 * as the server's state, and the live event stream. Only the leader tab replicates (RxDB leader election);
 * the others share its IndexedDB.
 */
export function startUserReplication(
  db: UserDatabase,
  pending: PendingChanges,
): { state$: BehaviorSubject<SyncState>; stop: () => Promise<void> } {
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

  function replicate<D>(
    name: SyncCollection,
    collection: RxCollection<D>,
    schema: z.ZodType<WithDeleted<D>>,
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
      replicationIdentifier: `clausecraft-${name}-v${SYNC_SCHEMA_VERSIONS[name]}`,
      live: true,
      retryTime: 5_000,
      waitForLeadership: true,
      pull: {
        batchSize: PULL_BATCH_SIZE[name],
        stream$: stream$.asObservable(),
        handler: async (checkpoint, batchSize) => {
          const query = new URLSearchParams({
            limit: String(batchSize),
            ...(checkpoint ? { checkpoint: JSON.stringify(checkpoint) } : {}),
          });
          const answer = pullAnswerSchema.parse(
            await call(() => apiFetch({ path: `${base(name)}/pull?${query}` }), markOutdated),
          );
          return {
            documents: answer.documents.map((doc) => schema.parse(doc)),
            checkpoint: answer.checkpoint ?? undefined,
          };
        },
      },
      push: {
        batchSize: 100,
        handler: async (rows) => {
          const body = rows.map((row) => ({
            assumedMasterState: row.assumedMasterState ?? null,
            newDocumentState: row.newDocumentState,
          }));
          const answer = pushAnswerSchema.parse(
            await call(() => apiFetch({ path: `${base(name)}/push`, method: 'POST', body }), markOutdated),
          );
          if (answer.rejected.length > 0) {
            // The server refused these (invalid or not ours); they stay local and are reported, never retried forever.
            rejected += answer.rejected.length;
            lastRejection = answer.rejected.at(-1)?.message ?? null;
            console.warn('Sync refused documents', answer.rejected);
          }
          pending.clear(
            name,
            rows.map((row) => idOf(row.newDocumentState)).filter((id): id is string => id !== null),
          );
          update();
          return answer.conflicts.map((doc) => schema.parse(doc));
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

  const replications = [
    replicate('contracts', db.contracts, contractDocSchema),
    replicate('messages', db.messages, messageDocSchema),
    replicate('reviews', db.reviews, reviewDocSchema),
  ];

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
    stop: async () => {
      closeStream?.();
      unsubscribePending();
      window.removeEventListener('online', onConnectivity);
      window.removeEventListener('offline', onConnectivity);
      await Promise.all(replications.map((r) => r.cancel()));
      state$.complete();
    },
  };
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
