import { useSyncState } from '../../db/use-user-db';
import { OnlineIndicator } from './online-indicator';
import { SyncStatusBadge } from './sync-status-badge';

/**
 * One badge for the connection: signed-in users' sync badge already says Offline (and what waits to be sent), so
 * it stands alone; before the user's database is open, and for guests and visitors, the online indicator shows.
 */
export function ConnectionBadge() {
  const state = useSyncState();
  return state ? <SyncStatusBadge state={state} /> : <OnlineIndicator />;
}
