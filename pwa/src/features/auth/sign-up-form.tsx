import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { validateNewPassword, type NewPasswordErrors } from './validate-new-password';

interface Props {
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
}

export function SignUpForm({ busy, onSubmit }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    onSubmit(email.trim(), password);
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
      <PasswordField
        id="signup-password"
        label="Password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((previous) => ({ ...previous, password: undefined }));
        }}
        autoComplete="new-password"
        error={errors.password}
        describedBy="signup-password-rules"
      />
      <PasswordChecklist id="signup-password-rules" password={password} />
      <PasswordField
        id="signup-confirm-password"
        label="Confirm Password"
        value={confirmPassword}
        onChange={(value) => {
          setConfirmPassword(value);
          setErrors((previous) => ({ ...previous, confirmPassword: undefined }));
        }}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <Button type="submit" className="w-100" disabled={busy}>
        {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
        Create Account
      </Button>
    </Form>
  );
}
