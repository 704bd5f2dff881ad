import { useOnlineStatus } from '../../lib/use-online-status';

/** Beside a balance that did not come from the server just now (see useCredits). */
export function LastKnownNote({
  show,
  className = 'd-block small text-body-secondary',
}: {
  show: boolean;
  className?: string;
}) {
  const online = useOnlineStatus();
  if (!show) return null;
  return <span className={className}>{online ? 'Last known balance' : 'Last known balance (offline)'}</span>;
}
