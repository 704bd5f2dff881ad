import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useChangePassword } from '../../auth';

/**
 * Built-in identity: current and new password, changed on the server (other devices are signed out).
 * Firebase: the password lives with Firebase, so Update sends its password reset e-mail.
 * The same change as Account Settings' (features/auth useChangePassword).
 */
export function ChangePasswordCard() {
  const { viaResetEmail, change, sendResetEmail, busy } = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  if (viaResetEmail) {
    return (
      <div>
        <Form.Label>Change Admin Password</Form.Label>
        <p className="small text-body-secondary">
          Sign-in is handled by Firebase: we send you its password reset e-mail.
        </p>
        <Button onClick={() => void sendResetEmail()} disabled={busy}>
          {busy ? 'Sending...' : 'Update'}
        </Button>
      </div>
    );
  }

  const submit = async () => {
    if (await change(current, next)) {
      setCurrent('');
      setNext('');
    }
  };
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Form.Label as="div">Change Admin Password</Form.Label>
      <Form.Group className="mb-2" controlId="admin-current-password">
        <Form.Label className="small">Current password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
        />
      </Form.Group>
      <Form.Group className="mb-2" controlId="admin-new-password">
        <Form.Label className="small">New password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
        />
      </Form.Group>
      <Button type="submit" disabled={busy || !current || !next}>
        {busy ? 'Updating...' : 'Update'}
      </Button>
    </Form>
  );
}
