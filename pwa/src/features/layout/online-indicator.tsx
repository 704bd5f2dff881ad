import Badge from 'react-bootstrap/Badge';
import { useOnlineStatus } from '../../lib/use-online-status';

/** Online/offline state, announced when it changes. */
export function OnlineIndicator() {
  const online = useOnlineStatus();
  return (
    <span role="status" aria-live="polite">
      <Badge
        bg={online ? 'success-subtle' : 'warning'}
        text={online ? 'success-emphasis' : 'dark'}
        className="border"
      >
        <span aria-hidden="true">●</span> {online ? 'Online' : 'Offline'}
      </Badge>
    </span>
  );
}
