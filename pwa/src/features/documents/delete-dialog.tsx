import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

export function DeleteDialog({
  documentName,
  onConfirm,
  onClose,
}: {
  documentName: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal show={documentName !== null} onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title>Delete Document</Modal.Title>
      </Modal.Header>
      <Modal.Body>Delete “{documentName}”? This cannot be undone.</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
