import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';

interface Props {
  busy: boolean;
  onSubmit: (email: string) => void;
  onBack: () => void;
}

export function ResetRequestForm({ busy, onSubmit, onBack }: Props) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    onSubmit(email.trim());
  };
  return (
    <Form onSubmit={submit} aria-label="Reset password">
      <h2 className="h5">Reset Password</h2>
      <p className="text-body-secondary small">
        Enter your account e-mail and we will send you a link to choose a new password.
      </p>
      <Form.Group className="mb-3" controlId="reset-email">
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
        />
      </Form.Group>
      <Button type="submit" className="w-100 mb-2" disabled={busy}>
        {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
        Send Reset Email
      </Button>
      <Button variant="link" className="w-100" onClick={onBack}>
        Back to Sign In
      </Button>
    </Form>
  );
}
