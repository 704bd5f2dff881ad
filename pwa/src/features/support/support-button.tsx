import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useProfile } from '../../lib/api/use-profile';

// The dialog and its validation load on first open.
const SupportDialog = lazy(() => import('./support-dialog').then((m) => ({ default: m.SupportDialog })));

/** Floating bottom-right button that opens 'Contact Support'; signed-in users get their name and e-mail filled in. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  const profile = useProfile();
  const name = [profile.data?.firstName, profile.data?.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Button
        className="position-fixed bottom-0 end-0 m-3 rounded-pill shadow"
        style={{ zIndex: 1060 }}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true">?</span> Support
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SupportDialog show={open} onClose={() => setOpen(false)} initial={{ name, email: profile.data?.email ?? '' }} />
        </Suspense>
      ) : null}
    </>
  );
}
