import Badge from 'react-bootstrap/Badge';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, useNavigate } from 'react-router';
import { useCredits } from '../credits';
import { useProfile } from '../account';
import { useSession } from '../auth';
import { useSuperAdminCheck } from '../admin';
import { countLabel } from '../../lib/count-label';

function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((part) => part && part.trim()).join(' ');
}

export function SignedInMenu({ onNavigate }: { onNavigate: () => void }) {
  const { user, signOut } = useSession();
  const profile = useProfile();
  const credits = useCredits();
  const adminCheck = useSuperAdminCheck();
  const navigate = useNavigate();
  const name = fullName(profile.data?.firstName, profile.data?.lastName) || user?.displayName || 'My Account';
  const email = profile.data?.email ?? user?.email ?? '';

  const onSignOut = async () => {
    onNavigate();
    try {
      await signOut();
    } catch (error) {
      // Spec 000 section 8: in the navigation menu a sign-out failure is only logged.
      console.error('Sign out error', error);
    }
    void navigate('/');
  };

  return (
    <NavDropdown title={<span className="user-menu-name">{name}</span>} id="user-menu" align="end">
      <NavDropdown.ItemText>
        <span className="d-block fw-semibold">{name}</span>
        <span className="d-block small text-body-secondary">{email}</span>
      </NavDropdown.ItemText>
      <NavDropdown.Divider />
      <NavDropdown.Item as={Link} to="/account" onClick={onNavigate}>
        Account Settings
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/buy-credits" onClick={onNavigate}>
        Buy Credits{' '}
        <Badge bg="primary" pill title={credits.lastKnown ? 'Last known balance' : undefined}>
          {countLabel(credits.data?.credits ?? 0, 'credit')}
          {credits.lastKnown ? ' (last known)' : ''}
        </Badge>
      </NavDropdown.Item>
      {adminCheck === 'passed' ? (
        <NavDropdown.Item as={Link} to="/admin" onClick={onNavigate}>
          Admin Panel
        </NavDropdown.Item>
      ) : null}
      <NavDropdown.Divider />
      <NavDropdown.Item as="button" onClick={() => void onSignOut()}>
        Sign Out
      </NavDropdown.Item>
    </NavDropdown>
  );
}
