import type { SyncState } from '../../db/user-db/user-replication';

export type SyncStateView = {
  label: string;
  tone: 'success' | 'info' | 'warning' | 'danger' | 'light';
  title: string;
};

export function describeSyncState(state: SyncState): SyncStateView {
  const waiting = state.pending === 1 ? '1 change not yet sent' : `${state.pending} changes not yet sent`;
  switch (state.status) {
    case 'outdated':
      return {
        label: 'Update needed',
        tone: 'danger',
        title: 'A new version is available: reload the app to keep syncing.',
      };
    case 'offline':
      return {
        label: state.pending > 0 ? `Offline · ${state.pending} waiting` : 'Offline',
        tone: 'warning',
        title:
          state.pending > 0
            ? `${waiting}; they will sync when you are back online.`
            : 'Your documents are saved on this device.',
      };
    case 'syncing':
      return {
        label: state.pending > 0 ? `Syncing ${state.pending}` : 'Syncing',
        tone: 'info',
        title: state.pending > 0 ? waiting : 'Bringing your documents up to date.',
      };
    case 'synced':
      return { label: 'Synced', tone: 'light', title: 'All your documents are saved on the server.' };
  }
}
