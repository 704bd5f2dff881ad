import type { SyncState } from '../../db/user-db/user-replication';

export type SyncStateView = {
  label: string;
  tone: 'success' | 'info' | 'warning' | 'danger' | 'light';
  title: string;
};

export function describeSyncState(state: SyncState): SyncStateView {
  const view = describeProgress(state);
  if (state.rejected === 0 || state.status === 'outdated') return view;
  // A refused document is not retried (it would fail the same way): say so instead of syncing forever.
  const refused =
    state.rejected === 1
      ? '1 change was refused by the server and is saved on this device only'
      : `${state.rejected} changes were refused by the server and are saved on this device only`;
  return {
    label: `${view.label} · ${state.rejected} not saved`,
    tone: 'danger',
    title: `${refused}${state.lastRejection ? ` (${state.lastRejection})` : ''}. ${view.title}`,
  };
}

function describeProgress(state: SyncState): SyncStateView {
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
