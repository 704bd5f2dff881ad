import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { authErrorMessage } from './session/auth-error-message';
import { AuthError } from './session/auth-provider';
import { useSession } from './session/use-session';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

const LINK_ERRORS: Record<string, string> = {
  'invalid-action-code': 'This reset link is not valid. Please request a new one.',
  'expired-action-code': 'This reset link has expired. Please request a new one.',
};

function resetErrorMessage(error: unknown): string {
  if (error instanceof AuthError && LINK_ERRORS[error.code]) return LINK_ERRORS[error.code] ?? '';
  return authErrorMessage(error);
}

/** Target of the password-reset e-mail: choose a new password with the same rules as sign-up. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a New Password', noindex: true });
  const { provider } = useSession();
  const [params] = useSearchParams();
  // Our server sends ?token=, Firebase's e-mail action links send ?oobCode=.
  const token = params.get('token') ?? params.get('oobCode') ?? '';
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (!provider) return <PageSpinner />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      await provider.confirmPasswordReset(token, newPassword.password);
      setDone(true);
    } catch (error) {
      setFailure(resetErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-3">Choose a New Password</h1>
          {!token ? (
            <Alert variant="warning">
              This page needs the link from your reset e-mail. <Link to="/auth">Request a new one</Link>.
            </Alert>
          ) : done ? (
            <Alert variant="success" role="status">
              <Alert.Heading as="h2" className="h6">
                Password Updated
              </Alert.Heading>
              <p>You can now sign in with your new password.</p>
              <Link to="/auth" className="btn btn-primary">
                Sign In
              </Link>
            </Alert>
          ) : (
            <Form onSubmit={(event) => void submit(event)} noValidate>
              {failure ? (
                <Alert variant="danger" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <NewPasswordFields idPrefix="reset" label="New Password" state={newPassword} />
              <Button type="submit" className="w-100" disabled={busy}>
                {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
                Update Password
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
