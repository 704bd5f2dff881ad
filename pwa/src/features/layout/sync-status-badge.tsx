import Badge from 'react-bootstrap/Badge';
import type { SyncState } from '../../db/user-db/user-replication';
import { describeSyncState } from './describe-sync-state';

/** Signed-in users see whether their documents are on the server, and how many changes wait to be sent. */
export function SyncStatusBadge({ state }: { state: SyncState }) {
  const { label, tone, title } = describeSyncState(state);
  return (
    <Badge
      bg={tone}
      text={tone === 'warning' || tone === 'light' ? 'dark' : undefined}
      className="border"
      title={title}
      role="status"
      aria-live="polite"
    >
      {label}
    </Badge>
  );
}
