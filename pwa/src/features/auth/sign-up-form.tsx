import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

interface Props {
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
}

export function SignUpForm({ busy, onSubmit }: Props) {
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    if (!newPassword.validate()) return;
    onSubmit(email.trim(), newPassword.password);
  };

  return (
    <Form onSubmit={submit} aria-label="Sign up" noValidate={false}>
      <Form.Group className="mb-3" controlId="signup-email">
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
        />
      </Form.Group>
      <NewPasswordFields idPrefix="signup" label="Password" state={newPassword} />
      <Button type="submit" className="w-100" disabled={busy}>
        {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
        Create Account
      </Button>
    </Form>
  );
}
