import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { WithStore } from '../../lib/api/lazy-store';

// The dialog, its validation and the profile it is filled in from load on first open.
const SupportDialog = lazy(() =>
  import('./support-dialog').then((m) => ({ default: m.SupportDialogForUser })),
);

/** Floating bottom-right button that opens 'Contact Support'; signed-in users get their name and e-mail filled in. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Bootstrap's fixed layer (1030): above the sticky navbar, below the mobile menu drawer (1045) and dialogs. */}
      <Button
        className="support-button position-fixed bottom-0 end-0 m-3 rounded-pill shadow"
        style={{ zIndex: 1030 }}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true">?</span> Support
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
