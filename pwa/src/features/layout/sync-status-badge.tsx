import Badge from 'react-bootstrap/Badge';
import { useSyncState } from '../../db/use-user-db';
import { describeSyncState } from './describe-sync-state';

/** Signed-in users see whether their documents are on the server, and how many changes wait to be sent. */
export function SyncStatusBadge() {
  const state = useSyncState();
  if (!state) return null;
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
