import { Link } from 'react-router';
import { useSession } from '../auth';
import { DEFAULT_SUPPORT_EMAIL } from '../../lib/app-config';
import { SupportButton } from '../support';

export const POLICY_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refund', label: 'Refund Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
] as const;

export function AppFooter() {
  const { config } = useSession();
  const supportEmail = config?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  return (
    <footer className="app-footer border-top bg-body-tertiary py-4 mt-5">
      <div className="container d-flex flex-column flex-md-row gap-3 justify-content-between align-items-md-center">
        <p className="mb-0 small text-body-secondary">
          © {new Date().getFullYear()} Clausecraft. Not a law firm; not legal advice. Contact{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
        <nav aria-label="Policies">
          <ul className="list-inline mb-0 small">
            {POLICY_LINKS.map((link) => (
              <li className="list-inline-item" key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <SupportButton />
        </div>
      </div>
    </footer>
  );
}
