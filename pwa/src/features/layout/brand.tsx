import { Link } from 'react-router';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="navbar-brand fw-bold d-flex align-items-center gap-2" onClick={onNavigate}>
      <img src="/icons/icon.svg" alt="" width={28} height={28} />
      <span className="navbar-brand-name">Clausecraft</span>
    </Link>
  );
}
