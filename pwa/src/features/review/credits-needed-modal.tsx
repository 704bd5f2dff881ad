import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import type { CreditsModalState } from './use-paid-review-actions';

/** 'Credits Required' dialog (spec 000 section 2 and 001 section 8) for the review's paid actions. */
export function CreditsNeededModal({ state, onClose }: { state: CreditsModalState | null; onClose: () => void }) {
  return (
    <Modal show={state !== null} onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title>Credits Required</Modal.Title>
      </Modal.Header>
      {state && (
        <Modal.Body>
          <p className="mb-2">
            You have {state.currentCredits} credits, but need {state.requiredCredits} credits.
          </p>
          <p className="text-body-secondary mb-0">Buy credits to {state.action}.</p>
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Link className="btn btn-primary" to="/buy-credits" onClick={onClose}>
          Buy Credits
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
