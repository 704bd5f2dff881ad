import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
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

/** Under the preview: last update, download ('Download Again' once paid for) and finalize (after a confirmation). */
export function BuilderFooter(props: Props) {
  const [confirming, setConfirming] = useState(false);
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
            onClick={() => setConfirming(true)}
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
      <Modal show={confirming} onHide={() => setConfirming(false)} centered aria-labelledby="finalize-title">
        <Modal.Header closeButton>
          <Modal.Title id="finalize-title">Finalize this contract?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Finalizing locks the contract: the assistant and edits can no longer change its text or details.
            You can still rename it, view it and download it.
          </p>
          <p className="mb-0">This cannot be undone.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              props.onFinalize();
            }}
          >
            Finalize
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
