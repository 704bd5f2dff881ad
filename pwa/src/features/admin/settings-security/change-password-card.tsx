import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/http';
import { useSession } from '../../auth';
import { settingsSecurityApi } from './settings-security-api';

/**
 * Built-in identity: current and new password, changed on the server (other devices are signed out).
 * Firebase: the password lives with Firebase, so Update sends its password reset e-mail.
 */
export function ChangePasswordCard() {
  const { provider, user } = useSession();
  const [changePassword, { isLoading }] = settingsSecurityApi.useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [sending, setSending] = useState(false);

  if (provider?.kind === 'firebase') {
    const sendReset = async () => {
      if (!user?.email) return;
      setSending(true);
      try {
        await provider.sendPasswordReset(user.email);
        toast({
          title: 'Password reset e-mail sent',
          description: `Check ${user.email} to set a new password.`,
          variant: 'success',
        });
      } catch (error) {
        toast({
          title: 'Failed to update password',
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
      } finally {
        setSending(false);
      }
    };
    return (
      <div>
        <Form.Label>Change Admin Password</Form.Label>
        <p className="small text-body-secondary">
          Sign-in is handled by Firebase: we send you its password reset e-mail.
        </p>
        <Button onClick={() => void sendReset()} disabled={sending}>
          {sending ? 'Sending...' : 'Update'}
        </Button>
      </div>
    );
  }

  const submit = async () => {
    try {
      await changePassword({ currentPassword: current, newPassword: next }).unwrap();
      setCurrent('');
      setNext('');
      toast({
        title: 'Password updated',
        description: 'Other devices have been signed out.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Failed to update password',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
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
      <Button type="submit" disabled={isLoading || !current || !next}>
        {isLoading ? 'Updating...' : 'Update'}
      </Button>
    </Form>
  );
}
