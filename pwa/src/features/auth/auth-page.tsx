import { TIMINGS_MS } from '@shared-schema';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { clearPostAuthRedirect, postAuthTarget, readPostAuthRedirect } from './post-auth-redirect';
import { authErrorMessage } from './session/auth-error-message';
import { useSession } from './session/use-session';
import { AuthNoticeAlert, type AuthNotice } from './auth-notice';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type TabKey = 'signin' | 'signup';

export function AuthPage() {
  usePageMeta({ title: 'Sign In', description: 'Sign in or create your Clausecraft account.' });
  const { status, provider } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [view, setView] = useState<'tabs' | 'reset'>('tabs');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  // Set before sign-up starts so the signed-in redirect below waits for the 'Account Created' notice.
  const signingUp = useRef(false);
  const redirectQuery = params.get('redirect');

  useEffect(() => {
    if (status !== 'authenticated' || signingUp.current) return;
    const target = postAuthTarget(redirectQuery, readPostAuthRedirect());
    clearPostAuthRedirect();
    void navigate(target, { replace: true });
  }, [status, redirectQuery, navigate]);

  useEffect(() => {
    if (notice !== 'account-created') return;
    const timer = setTimeout(() => {
      if (window.location.pathname === '/auth') void navigate('/', { replace: true });
    }, TIMINGS_MS.postSignupRedirect);
    return () => clearTimeout(timer);
  }, [notice, navigate]);

  if (status === 'loading' || !provider) return <PageSpinner />;

  /** Runs one provider call with the spinner and the error mapping; true when it succeeded. */
  const run = async (task: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await task();
      return true;
    } catch (failure) {
      setError(authErrorMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const signUp = async (email: string, password: string) => {
    signingUp.current = true;
    if (await run(() => provider.signUp(email, password))) setNotice('account-created');
    else signingUp.current = false;
  };

  const requestReset = async (email: string) => {
    if (await run(() => provider.sendPasswordReset(email))) setNotice('reset-sent');
  };

  return (
    <div className="container py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 text-center mb-1">Welcome to Clausecraft</h1>
          <p className="text-center text-body-secondary mb-4">
            Sign in to save, finalize and download your contracts.
          </p>
          {notice ? <AuthNoticeAlert notice={notice} /> : null}
          {error ? (
            <Alert variant="danger" role="alert">
              <Alert.Heading as="h2" className="h6">
                Authentication Error
              </Alert.Heading>
              <p className="mb-0">{error}</p>
            </Alert>
          ) : null}
          {view === 'reset' ? (
            <ResetRequestForm
              busy={busy}
              onSubmit={(email) => void requestReset(email)}
              onBack={() => {
                setView('tabs');
                setTab('signin');
                setError(null);
              }}
            />
          ) : (
            <Tabs
              activeKey={tab}
              onSelect={(key) => {
                setTab(key === 'signup' ? 'signup' : 'signin');
                setError(null);
              }}
              className="mb-3"
              fill
            >
              <Tab eventKey="signin" title="Sign In">
                <SignInForm
                  busy={busy}
                  onSubmit={(email, password) => void run(() => provider.signIn(email, password))}
                  onForgotPassword={() => {
                    setView('reset');
                    setError(null);
                    setNotice(null);
                  }}
                />
              </Tab>
              <Tab eventKey="signup" title="Sign Up">
                <SignUpForm busy={busy} onSubmit={(email, password) => void signUp(email, password)} />
              </Tab>
            </Tabs>
          )}
          {provider.supportsGoogle && view === 'tabs' ? (
            <Button
              variant="outline-dark"
              className="w-100 mt-3"
              disabled={busy}
              onClick={() => void run(() => provider.signInWithGoogle())}
            >
              Continue with Google
            </Button>
          ) : null}
          <p className="small text-body-secondary text-center mt-4 mb-0">
            By continuing you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
            <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </Card.Body>
      </Card>
    </div>
  );
}
