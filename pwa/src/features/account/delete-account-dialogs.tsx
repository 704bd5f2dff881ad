import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

export function ConfirmDeleteDialog({
  show,
  busy,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="delete-account-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="delete-account-title">Delete Account</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        This permanently deletes your account, your contracts, your reviews and your remaining credits. This
        cannot be undone.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete Account'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Asked when the server requires a recent login before deleting (spec 000 section 8). */
export function ConfirmPasswordDialog({
  show,
  busy,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!password) {
      setError('Please enter your password to confirm account deletion.');
      return;
    }
    setError(null);
    onConfirm(password);
  };
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-password-title">
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="confirm-password-title">Confirm Your Password</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Please confirm your password to delete your account for security reasons.</p>
          {error ? (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          ) : null}
          <Form.Group controlId="delete-confirm-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Deleting…' : 'Delete Account'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
