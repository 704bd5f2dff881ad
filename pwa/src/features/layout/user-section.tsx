import Badge from 'react-bootstrap/Badge';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router';
import { useSession } from '../auth';
import { SignedInMenu } from './signed-in-menu';

/** The three user states of the navigation bar (spec 000 section 2). */
export function UserSection({ onNavigate }: { onNavigate: () => void }) {
  const { status, isGuest } = useSession();
  if (status === 'loading') {
    return (
      <Placeholder as="span" animation="glow" aria-hidden="true">
        <Placeholder style={{ width: 80 }} />
      </Placeholder>
    );
  }
  if (status === 'authenticated') return <SignedInMenu onNavigate={onNavigate} />;
  if (isGuest) {
    return (
      <div className="d-flex align-items-center gap-2">
        <Badge bg="secondary">Guest</Badge>
        <NavDropdown title="Guest User" id="guest-menu" align="end">
          <NavDropdown.ItemText className="text-body-secondary small">
            Sign in to save your work
          </NavDropdown.ItemText>
          <NavDropdown.Divider />
          <NavDropdown.Item as={Link} to="/auth" onClick={onNavigate}>
            Sign In to Save Progress
          </NavDropdown.Item>
        </NavDropdown>
      </div>
    );
  }
  return (
    <Link to="/auth" className="btn btn-primary" onClick={onNavigate}>
      Sign In
    </Link>
  );
}
