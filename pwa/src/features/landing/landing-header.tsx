import Button from 'react-bootstrap/Button';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../auth';

/** Landing header: Sign In goes home when already signed in, else starts a guest session and opens /auth. */
export function LandingHeader() {
  const { status, ensureGuestSession } = useSession();
  const navigate = useNavigate();
  const signIn = async () => {
    if (status === 'authenticated') {
      void navigate('/');
      return;
    }
    try {
      await ensureGuestSession();
    } catch (error) {
      console.warn('Guest session could not be created', error);
    }
    void navigate('/auth');
  };
  return (
    <header className="border-bottom bg-body sticky-top">
      <div className="container d-flex align-items-center justify-content-between py-2">
        <Link to="/" className="navbar-brand fw-bold d-flex align-items-center gap-2">
          <img src="/icons/icon.svg" alt="" width={28} height={28} />
          Clausecraft
        </Link>
        <Button onClick={() => void signIn()}>Sign In</Button>
      </div>
    </header>
  );
}
