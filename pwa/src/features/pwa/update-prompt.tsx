import Button from 'react-bootstrap/Button';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useRegisterSW } from 'virtual:pwa-register/react';

// A long-lived tab looks for a new version hourly, not only on navigation.
const UPDATE_CHECK_MS = 60 * 60_000;

/** 'Update available': the new service worker waits until the user chooses to reload into it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  return (
    <ToastContainer position="bottom-start" className="p-3 position-fixed" style={{ zIndex: 1080 }}>
      <Toast show={needRefresh} onClose={() => setNeedRefresh(false)} role="status" aria-live="polite">
        <Toast.Header closeLabel="Later">
          <strong className="me-auto">Update available</strong>
        </Toast.Header>
        <Toast.Body className="d-flex align-items-center justify-content-between gap-3">
          A new version of Clausecraft is ready.
          <Button size="sm" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
        </Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
