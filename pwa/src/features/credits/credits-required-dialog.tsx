import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link, useLocation } from 'react-router';
import { creditErrorBodySchema } from '@shared-schema';
import { errorParts } from '../../lib/http';
import { countLabel } from '../../lib/count-label';
import { rememberPurchaseReturn } from './purchase-return';

export type CreditsRequired = { currentCredits: number; requiredCredits: number };

/**
 * The credits-required case of a failed paid call (spec 000 section 8): HTTP 402, or a message containing
 * 'Insufficient credits' / 'insufficient credit'. Amounts come from the 402 body (or its text when only the
 * message survived); without them, the current balance is unknown (0) and `required` is the action's price.
 * Null for any other failure.
 */
export function creditsRequiredFrom(error: unknown, required: number): CreditsRequired | null {
  const { status, message, body } = errorParts(error);
  const parsed = creditErrorBodySchema.safeParse(body);
  if (parsed.success && status === 402)
    return { currentCredits: parsed.data.currentCredits, requiredCredits: parsed.data.requiredCredits };
  const fromJson = /"currentCredits":\s*(\d+)[\s\S]*?"requiredCredits":\s*(\d+)/.exec(message);
  const fromText = /You have (\d+) credits?, but need (\d+)/.exec(message);
  const amounts = fromJson ?? fromText;
  if ((status === 402 || /insufficient credit/i.test(message)) && amounts) {
    return { currentCredits: Number(amounts[1]), requiredCredits: Number(amounts[2]) };
  }
  if (status === 402 || /insufficient credit/i.test(message))
    return { currentCredits: 0, requiredCredits: required };
  return null;
}

interface Props {
  state: CreditsRequired | null;
  onClose: () => void;
  /** What the credits are for, e.g. 'download this contract'. */
  action?: string;
}

/** 'Credits Required' (spec 000 sections 2 and 8): the balance, the price, and the way to buy more. */
export function CreditsRequiredDialog({ state, onClose, action }: Props) {
  const location = useLocation();
  return (
    <Modal show={state !== null} onHide={onClose} centered aria-labelledby="credits-required-title">
      <Modal.Header closeButton>
        <Modal.Title id="credits-required-title">Credits Required</Modal.Title>
      </Modal.Header>
      {state ? (
        <Modal.Body>
          <p className="mb-2">
            You have {countLabel(state.currentCredits, 'credit')}, but need{' '}
            {countLabel(state.requiredCredits, 'credit')}.
          </p>
          {action ? <p className="text-body-secondary mb-0">Buy credits to {action}.</p> : null}
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Link
          className="btn btn-primary"
          to="/buy-credits"
          onClick={() => {
            // After paying, the user comes back here and is offered to finish (FinishAfterPurchase).
            if (action) rememberPurchaseReturn(location.pathname + location.search, action);
            onClose();
          }}
        >
          Buy Credits
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
