import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

interface Props {
  documentName: string | null;
  sending: boolean;
  onSend: (email: string) => void;
  onClose: () => void;
}

/** E-mail a contract: one address field, Send disabled while it is empty (spec 000 section 5). */
export function EmailDialog({ documentName, sending, onSend, onClose }: Props) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onSend(email.trim());
  };
  return (
    <Modal show={documentName !== null} onHide={onClose} centered onExited={() => setEmail('')}>
      <Form onSubmit={submit} aria-label="Email contract">
        <Modal.Header closeButton>
          <Modal.Title>Email Contract</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">Send “{documentName}” as a Word document.</p>
          <Form.Group controlId="email-address">
            <Form.Label>Email address</Form.Label>
            <Form.Control
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="name@example.com"
              autoFocus
              required
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={email.trim() === '' || sending}>
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
