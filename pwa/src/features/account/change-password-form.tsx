import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { NewPasswordFields, PasswordField, useChangePassword, useNewPassword } from '../auth';

/**
 * Account Settings' password change: the current password and a new one with sign-up's rules and
 * confirmation (built-in identity), or the sign-in provider's reset e-mail (Firebase).
 */
export function ChangePasswordForm() {
  const { viaResetEmail, change, sendResetEmail, busy } = useChangePassword();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();

  if (viaResetEmail)
    return (
      <div>
        <p className="text-body-secondary">
          Your sign-in is handled by your sign-in provider: we e-mail you a link to set a new password.
        </p>
        <Button onClick={() => void sendResetEmail()} disabled={busy}>
          {busy ? 'Sending...' : 'Send Password Reset E-mail'}
        </Button>
      </div>
    );

  const submit = async () => {
    if (!newPassword.validate()) return;
    if (await change(current, newPassword.password)) {
      setCurrent('');
      newPassword.setPassword('');
      newPassword.setConfirmPassword('');
    }
  };
  return (
    <Form
      aria-label="Change password"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PasswordField
        id="account-current-password"
        label="Current Password"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
      />
      <NewPasswordFields idPrefix="account-new" label="New Password" state={newPassword} />
      <Button type="submit" disabled={busy || !current}>
        {busy ? 'Updating...' : 'Change Password'}
      </Button>
    </Form>
  );
}
