import type { BehaviorSubject } from 'rxjs';
import {
  batchAdds,
  contractDocSchema,
  messageBatchDocSchema,
  reviewDocSchema,
  syncCheckpointSchema,
  versionDocSchema,
  SYNC_COLLECTIONS,
  SYNC_SCHEMA_VERSIONS,
  type SyncCollection,
} from '@shared-schema';
import { apiFetch } from '../../lib/http';
import { recheckChatBatches, type MergeRemoteChat } from './chat-conflict-recheck';
import { createArrivingDocuments, type ArrivingDocuments } from './arriving-documents';
import { versionPushRows } from './drop-deleted-versions';
import { loadThenReplicate, type ForwardEvent, type ReplicationSession } from './collection-replication';
import type { PendingChanges } from './pending-changes';
import { chatPushRows } from './push-requests';
import { FIRST_LOAD_LIMIT, pullPath } from './sync-pull';
import { openSyncEventStream } from './sync-event-stream';
import { createSyncStatus, type SyncState, type SyncStatusTracker } from './sync-status';
import type { UserDatabase } from './user-db-types';

export type { SyncState, SyncStatus } from './sync-status';

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
  const status = createSyncStatus(pending);
  let stopped = false;
  const session: ReplicationSession = {
    status,
    pending,
    forward: new Map(),
    replications: [],
    early,
    isStopped: () => stopped,
  };

  void db
    .waitForLeadership()
    .then(() => replicateInLoadOrder(session, db, arriving, mergeRemoteChat))
    .catch((error: unknown) => console.warn('Sync did not start', error));

  let closeStream: (() => void) | undefined;
  void db.waitForLeadership().then(() => {
    if (status.isOutdated()) return;
    closeStream = openLiveEvents(session.forward, status);
  });

  const stopFollowing = followPendingAndConnectivity(session);

  return {
    state$: status.state$,
    arriving,
    stop: async () => {
      stopped = true;
      closeStream?.();
      stopFollowing();
      await Promise.all(session.replications.map((r) => r.cancel()));
      status.state$.complete();
    },
  };
}

/**
 * Only the leader tab replicates (the others share its IndexedDB), so it alone loads. Contracts and
 * reviews first: My Documents and any contract are usable as soon as they are local. Chat history
 * follows in the background (an opened contract reads its history from the server until then): its
 * pages are requested once every contract and review has arrived and is listed, so the server prepares
 * them while the browser still stores the contracts, and they are stored once the contracts' and reviews'
 * replication has caught up.
 */
async function replicateInLoadOrder(
  session: ReplicationSession,
  db: UserDatabase,
  arriving: ArrivingDocuments,
  mergeRemoteChat: MergeRemoteChat,
): Promise<void> {
  if (session.isStopped()) return;
  const contractsArrived = signal();
  const reviewsArrived = signal();
  const first = Promise.all([
    loadThenReplicate(session, 'contracts', db.contracts, contractDocSchema, {
      arriving: arriving.contracts,
      onArrived: contractsArrived.resolve,
    }),
    loadThenReplicate(session, 'reviews', db.reviews, reviewDocSchema, {
      arriving: arriving.reviews,
      onArrived: reviewsArrived.resolve,
    }),
  ]);
  const firstSynced = first.then((started) => Promise.all(started.map((r) => r?.awaitInitialReplication())));
  firstSynced.catch((error: unknown) => console.warn('Sync did not start', error));
  await Promise.all([contractsArrived.promise, reviewsArrived.promise]);
  if (session.isStopped()) return;
  // Versions are only read by a contract's History, so they load in the background with the chats.
  const versions = loadThenReplicate(session, 'versions', db.versions, versionDocSchema, {
    writesAfter: firstSynced,
    outgoing: versionPushRows,
  });
  versions.catch((error: unknown) => console.warn('Version sync did not start', error));
  if (!session.isStopped())
    await loadThenReplicate(session, 'messages', db.chats, messageBatchDocSchema, {
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
}

/** The server's live events, each passed to its collection's replication; returns the stream's close. */
function openLiveEvents(forward: Map<SyncCollection, ForwardEvent>, status: SyncStatusTracker): () => void {
  const query = SYNC_COLLECTIONS.map((name) => `${name}=${SYNC_SCHEMA_VERSIONS[name]}`).join('&');
  return openSyncEventStream(
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
    status.markOutdated,
  );
}

/** Keeps the state current as local changes and connectivity change; back online, every replication re-syncs. */
function followPendingAndConnectivity(session: ReplicationSession): () => void {
  const unsubscribePending = session.pending.subscribe(session.status.update);
  const onConnectivity = () => {
    session.status.update();
    if (navigator.onLine) for (const replication of session.replications) replication.reSync();
  };
  window.addEventListener('online', onConnectivity);
  window.addEventListener('offline', onConnectivity);
  return () => {
    unsubscribePending();
    window.removeEventListener('online', onConnectivity);
    window.removeEventListener('offline', onConnectivity);
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
