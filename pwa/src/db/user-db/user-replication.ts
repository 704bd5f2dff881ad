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
  contractDocSchema,
  messageBatchDocSchema,
  reviewDocSchema,
  syncCheckpointSchema,
  SYNC_COLLECTIONS,
  SYNC_SCHEMA_VERSIONS,
  type SyncCheckpoint,
  type SyncCollection,
} from '@shared-schema';
import { apiFetch, ApiError } from '../../lib/http';
import type { PendingChanges } from './pending-changes';
import { openSyncEventStream } from './sync-event-stream';
import type { LocalMessageBatch, UserDatabase } from './user-db-types';

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
 * Documents per pull: a chat batch holds a contract's whole conversation (a few kilobytes to a few hundred);
 * contracts and reviews carry whole contract texts, so their pages stay a few megabytes at most on a phone.
 */
const PULL_BATCH_SIZE: Record<SyncCollection, number> = {
  contracts: 250,
  messages: 500,
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
    outgoing: (row: RxReplicationWriteToMasterRow<D>) => unknown = (row) => ({
      assumedMasterState: row.assumedMasterState ?? null,
      newDocumentState: row.newDocumentState,
    }),
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
          const body = rows.map(outgoing);
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

  // Contracts and reviews first: My Documents and any contract are usable as soon as they are local. Chat
  // history follows in the background (an opened contract reads its history from the server until then).
  let stopped = false;
  const replications: Array<
    Pick<RxReplicationState<unknown, SyncCheckpoint>, 'reSync' | 'cancel' | 'awaitInitialReplication'>
  > = [
    replicate('contracts', db.contracts, contractDocSchema),
    replicate('reviews', db.reviews, reviewDocSchema),
  ];
  void Promise.all(replications.map((r) => r.awaitInitialReplication()))
    .then(() => {
      if (!stopped) replications.push(replicate('messages', db.chats, messageBatchDocSchema, chatDelta));
    })
    .catch((error: unknown) => console.warn('Sync of chat history did not start', error));

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

/**
 * A chat batch is pushed as what the server has not seen: the messages added or deleted since the last
 * state both sides agreed on. The server merges by union, so a part is as good as the whole, and a long
 * conversation never outgrows a request; the server answers its whole batch where it has more.
 */
function chatDelta(row: RxReplicationWriteToMasterRow<LocalMessageBatch>): unknown {
  const known = new Map(row.assumedMasterState?.messages.map((m) => [m.id, m.deleted]));
  const doc = row.newDocumentState;
  return {
    assumedMasterState: null,
    newDocumentState: { ...doc, messages: doc.messages.filter((m) => known.get(m.id) !== m.deleted) },
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
