import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { api } from '../../lib/api/api';
import { countLabel } from '../../lib/count-label';
import { clearPurchaseReturn, readPurchaseReturn } from './purchase-return';
import { useCredits } from './use-credits';

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * After a purchase that started here for lack of credits, offers to finish what the user was doing.
 * `actions` maps the remembered action (the Credits Required dialog's `action` text) to what finishes it.
 * Shown once: acting on it or dismissing it forgets it.
 */
export function FinishAfterPurchase({ actions }: { actions: Record<string, () => unknown> }) {
  const location = useLocation();
  const dispatch = useDispatch();
  const credits = useCredits();
  const [pending] = useState(() => {
    const found = readPurchaseReturn();
    return found?.ready && found.path === location.pathname + location.search ? found : null;
  });
  const [open, setOpen] = useState(pending !== null);
  const finish = pending ? actions[pending.action] : undefined;

  useEffect(() => {
    // The purchase's credits may have arrived after the balance was last read.
    if (pending) dispatch(api.util.invalidateTags(['Credits']));
  }, [pending, dispatch]);

  if (!pending || !finish || !open) return null;
  const close = () => {
    clearPurchaseReturn();
    setOpen(false);
  };
  return (
    <section aria-label="Finish what you started">
      <Alert variant="success" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">
          Your credits are ready
          {credits.data ? `. You now have ${countLabel(credits.data.credits, 'credit')}` : ''}.
        </span>
        <Button
          onClick={() => {
            close();
            void finish();
          }}
        >
          {sentenceCase(pending.action)}
        </Button>
        <Button variant="outline-secondary" onClick={close}>
          Not now
        </Button>
      </Alert>
    </section>
  );
}
