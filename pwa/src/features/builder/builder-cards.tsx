import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useLocation } from 'react-router';
import { rememberPurchaseReturn } from '../credits';
import { CREDIT_COSTS } from '@shared-schema';
import type { BuilderCard } from './builder-state';
import { countLabel } from '../../lib/count-label';

interface Props {
  card: BuilderCard;
  credits: number | null;
  /** The balance is the last one this device saw (offline), not the server's current one. */
  creditsLastKnown?: boolean;
  /** What buying credits here is for: after paying, the user comes back to this page and is offered it. */
  buyAction?: string;
  downloading: boolean;
  onDownload: () => void;
}

/** The call to action beside the preview (spec 000 section 2): guests sign up, users download or buy credits. */
export function BuilderCards({
  card,
  credits,
  creditsLastKnown = false,
  buyAction,
  downloading,
  onDownload,
}: Props) {
  const location = useLocation();
  if (card === 'guest-generated') {
    return (
      <Card className="shadow-sm border-success mb-3">
        <Card.Body>
          <h2 className="h5">Contract Generated!</h2>
          <p className="mb-3">
            Sign up free to save your contract, finalize it and download it as a Word document.
          </p>
          <Link className="btn btn-success" to="/auth?tab=signup">
            Sign Up Free
          </Link>
        </Card.Body>
      </Card>
    );
  }
  if (card === 'download') {
    return (
      <Card className="shadow-sm border-primary mb-3">
        <Card.Body>
          <h2 className="h5">Download Contract ({CREDIT_COSTS.contractDownload} Credits)</h2>
          <p className="mb-3">
            Get the complete contract as a Word document. Downloading it again after edits is free while its
            type and parties stay the same; a different type or party makes a new contract, which costs{' '}
            {CREDIT_COSTS.contractDownload} credits and is asked first.
          </p>
          <Button onClick={onDownload} disabled={downloading}>
            {downloading ? 'Downloading…' : 'Download Contract'}
          </Button>
        </Card.Body>
      </Card>
    );
  }
  if (card === 'download-required') {
    return (
      <Card className="shadow-sm border-warning mb-3">
        <Card.Body>
          <h2 className="h5">Download Required to View</h2>
          <p className="mb-1">
            Downloading the full contract costs {CREDIT_COSTS.contractDownload} credits. Your balance:{' '}
            <strong>{countLabel(credits ?? 0, 'credit')}</strong>
            {creditsLastKnown ? ' (last known)' : ''}.
          </p>
          <Link
            className="btn btn-warning mt-2"
            to="/buy-credits"
            onClick={() => {
              if (buyAction) rememberPurchaseReturn(location.pathname + location.search, buyAction);
            }}
          >
            Buy Credits
          </Link>
        </Card.Body>
      </Card>
    );
  }
  return null;
}
