import Card from 'react-bootstrap/Card';
import { Link, useLocation } from 'react-router';
import { storePostAuthRedirect } from './post-auth-redirect';

interface Props {
  title: string;
  text: string;
}

/** Shown to signed-out visitors of sign-in-gated screens; after sign-in they come back here. */
export function SignInGate({ title, text }: Props) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="container py-5" style={{ maxWidth: 560 }}>
      <Card className="shadow-sm text-center">
        <Card.Body className="p-4">
          <h1 className="h4">{title}</h1>
          <p className="text-body-secondary">{text}</p>
          <Link
            className="btn btn-primary"
            to={`/auth?redirect=${encodeURIComponent(here)}`}
            onClick={() => storePostAuthRedirect(here)}
          >
            Sign In
          </Link>
        </Card.Body>
      </Card>
    </div>
  );
}
