import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { WithStore } from '../../lib/api/lazy-store';

// The dialog, its validation and the profile it is filled in from load on first open.
const SupportDialog = lazy(() =>
  import('./support-dialog').then((m) => ({ default: m.SupportDialogForUser })),
);

/**
 * The button that opens 'Contact Support'; signed-in users get their name and e-mail filled in. It sits in the page
 * footer and floats bottom-right only where the page keeps a free gutter for it (app.css, decision 0260), so it
 * never covers a control.
 */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="support-button rounded-pill"
        size="sm"
        title="Support"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true" className="support-button-icon">
          ?
        </span>{' '}
        <span className="support-button-label">Support</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WithStore>
            <SupportDialog show={open} onClose={() => setOpen(false)} />
          </WithStore>
        </Suspense>
      ) : null}
    </>
  );
}
