import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { PasswordField } from './password-field';

interface Props {
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
  onForgotPassword: () => void;
}

export function SignInForm({ busy, onSubmit, onForgotPassword }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    onSubmit(email.trim(), password);
  };
  return (
    <Form onSubmit={submit} aria-label="Sign in">
      <Form.Group className="mb-3" controlId="signin-email">
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
        />
      </Form.Group>
      <PasswordField
        id="signin-password"
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <div className="d-flex justify-content-end mb-3">
        <Button variant="link" className="p-0" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <Button type="submit" className="w-100" disabled={busy}>
        {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
        Sign In
      </Button>
    </Form>
  );
}
