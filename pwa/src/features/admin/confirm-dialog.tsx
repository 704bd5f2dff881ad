import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Every delete in the dashboard asks first (spec 001 section 5). */
export function ConfirmDialog(props: {
  show: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal show={props.show} onHide={props.onCancel} centered aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-dialog-title" className="h5">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{props.body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={props.onConfirm} disabled={props.pending}>
          {props.confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
