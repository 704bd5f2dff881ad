import Card from 'react-bootstrap/Card';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { formatDate, useCredits } from '../credits';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useSession } from '../auth';
import { formatAmount, parseReceipt } from './purchase-receipt';
import { countLabel } from '../../lib/count-label';

const NEXT_STEPS = [
  { to: '/contract-builder', label: 'Create a Contract' },
  { to: '/contract-review', label: 'Review a Contract' },
  { to: '/documents', label: 'My Documents' },
  { to: '/transactions', label: 'View Transactions' },
  { to: '/', label: 'Go Home' },
] as const;

export function PurchaseSuccessPage() {
  const { status } = useSession();
  usePageMeta({ title: 'Purchase Successful', noindex: true });
  const [params] = useSearchParams();
  const credits = useCredits();
  if (status === 'loading') return <PageSpinner />;
  // Spec 000 section 2: not signed in redirects to /auth.
  if (status !== 'authenticated') return <Navigate to="/auth" replace />;
  const receipt = parseReceipt(params);
  return (
    <div className="container py-5" style={{ maxWidth: 640 }}>
      <PageHeader
        title="Purchase Successful"
        lead="Thank you! Your credits have been added to your account."
      />
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <dl className="row mb-0">
            <dt className="col-6 fw-normal text-body-secondary">Package</dt>
            <dd className="col-6 fw-semibold">{receipt.package ?? '—'}</dd>
            <dt className="col-6 fw-normal text-body-secondary">Credits purchased</dt>
            <dd className="col-6 fw-semibold">{receipt.credits ?? '—'}</dd>
            <dt className="col-6 fw-normal text-body-secondary">Amount paid</dt>
            <dd className="col-6 fw-semibold">{formatAmount(receipt.amount)}</dd>
            <dt className="col-6 fw-normal text-body-secondary">Date</dt>
            <dd className="col-6 fw-semibold">{formatDate(new Date().toISOString())}</dd>
            <dt className="col-6 fw-normal text-body-secondary">Current balance</dt>
            <dd className="col-6 fw-semibold">
              {credits.data ? countLabel(credits.data.credits, 'credit') : '—'}
            </dd>
            {receipt.transaction ? (
              <>
                <dt className="col-6 fw-normal text-body-secondary">Reference</dt>
                <dd className="col-6 small text-break mb-0">{receipt.transaction}</dd>
              </>
            ) : null}
          </dl>
        </Card.Body>
      </Card>
      <nav aria-label="What next" className="d-flex flex-wrap gap-2">
        {NEXT_STEPS.map((step, index) => (
          <Link
            key={step.to}
            to={step.to}
            className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-secondary'}`}
          >
            {step.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
