import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { downloadLabel } from './builder-state';

interface Props {
  contractId: string;
  updatedAt: string | null;
  downloadedAt: string | null;
  showDownload: boolean;
  downloading: boolean;
  onDownload: () => void;
  showFinalize: boolean;
  finalizing: boolean;
  onFinalize: () => void;
  finalized: boolean;
  /** Why server actions are unavailable (offline), or null. */
  offlineNote: string | null;
}

function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Under the preview: last update, download ('Download Again' once paid for) and finalize. */
export function BuilderFooter(props: Props) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 justify-content-between">
      <span className="small text-body-secondary">Last updated: {formatDate(props.updatedAt)}</span>
      <div className="d-flex flex-wrap gap-2">
        {props.finalized ? (
          <Link
            className="btn btn-outline-secondary btn-sm"
            to={`/contracts/${encodeURIComponent(props.contractId)}/view`}
          >
            View Contract
          </Link>
        ) : null}
        {props.showFinalize ? (
          <Button
            variant="outline-primary"
            size="sm"
            onClick={props.onFinalize}
            disabled={props.finalizing || !!props.offlineNote}
          >
            {props.finalizing ? 'Finalizing…' : 'Finalize Contract'}
          </Button>
        ) : null}
        {props.showDownload ? (
          <Button size="sm" onClick={props.onDownload} disabled={props.downloading || !!props.offlineNote}>
            {props.downloading ? 'Downloading…' : downloadLabel(props.downloadedAt)}
          </Button>
        ) : null}
      </div>
      {props.offlineNote ? (
        <span className="small text-body-secondary w-100">{props.offlineNote}</span>
      ) : null}
    </div>
  );
}
