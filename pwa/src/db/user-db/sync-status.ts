import { BehaviorSubject } from 'rxjs';
import type { SyncCollection } from '@shared-schema';
import type { PendingChanges } from './pending-changes';

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

/** What the replication knows about itself, and the one place that turns it into the state the badge shows. */
export type SyncStatusTracker = {
  state$: BehaviorSubject<SyncState>;
  /** Publishes the state from what is known now. */
  update: () => void;
  setActive: (name: SyncCollection, isActive: boolean) => void;
  /** 426 from the server: this app version is too old; every part of the sync stops. */
  markOutdated: () => void;
  isOutdated: () => boolean;
  /** Counts documents the server refused; published with the next update. */
  recordRejected: (refused: ReadonlyArray<{ message: string }>) => void;
};

export function createSyncStatus(pending: PendingChanges): SyncStatusTracker {
  const state$ = new BehaviorSubject<SyncState>({
    status: navigator.onLine ? 'syncing' : 'offline',
    pending: pending.count(),
    rejected: 0,
    lastRejection: null,
  });
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
  return {
    state$,
    update,
    setActive: (name, isActive) => {
      active.set(name, isActive);
      update();
    },
    markOutdated: () => {
      outdated = true;
      update();
    },
    isOutdated: () => outdated,
    recordRejected: (refused) => {
      rejected += refused.length;
      lastRejection = refused.at(-1)?.message ?? null;
    },
  };
}
