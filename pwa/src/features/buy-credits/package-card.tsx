import type { CreditPackage } from '@shared-schema';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { countLabel } from '../../lib/count-label';
import { FREE_TRIAL_ID, formatPrice } from './package-format';

interface Props {
  pkg: CreditPackage;
  selected: boolean;
  onSelect: (pkg: CreditPackage) => void;
  /** A signed-in user already has the trial: the card says so instead of offering a sign-up. */
  signedIn?: boolean;
}

/** One plan; the free trial leads to /auth instead of a checkout (spec 000 section 2). */
export function PackageCard({ pkg, selected, onSelect, signedIn = false }: Props) {
  return (
    <Card
      className={`h-100 shadow-sm ${selected ? 'border-primary border-2' : ''}`}
      aria-label={pkg.title}
      role="group"
    >
      <Card.Body className="d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start mb-2">
          <h2 className="h5 mb-0">{pkg.title}</h2>
          {pkg.popular ? <Badge bg="primary">Most Popular</Badge> : null}
        </div>
        <div className="display-6 fw-bold">{formatPrice(pkg)}</div>
        <div className="text-body-secondary mb-2">{countLabel(pkg.credits, 'credit')}</div>
        <p>{pkg.description}</p>
        <ul className="small ps-3 flex-grow-1">
          {pkg.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {pkg.id === FREE_TRIAL_ID && signedIn ? (
          <p className="text-body-secondary small mb-0">Included with your account</p>
        ) : pkg.id === FREE_TRIAL_ID ? (
          <Link to="/auth" className="btn btn-outline-primary">
            Start Free Trial
          </Link>
        ) : (
          <Button
            variant={selected ? 'primary' : 'outline-primary'}
            aria-pressed={selected}
            onClick={() => onSelect(pkg)}
          >
            {selected ? 'Selected' : `Choose ${pkg.title}`}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
