import Button from 'react-bootstrap/Button';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

/** 'Update available' with a Reload button; 'Later' hides it. */
export function UpdateToast({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <ToastContainer position="bottom-start" className="p-3 position-fixed" style={{ zIndex: 1080 }}>
      <Toast show onClose={onLater} role="status" aria-live="polite">
        <Toast.Header closeLabel="Later">
          <strong className="me-auto">Update available</strong>
        </Toast.Header>
        <Toast.Body className="d-flex align-items-center justify-content-between gap-3">
          A new version of Clausecraft is ready.
          <Button size="sm" onClick={onReload}>
            Reload
          </Button>
        </Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
