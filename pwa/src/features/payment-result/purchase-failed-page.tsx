import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { DEFAULT_SUPPORT_EMAIL } from '../../lib/app-config';
import { useSession } from '../auth';
import { describeFailure } from './payment-failure';

export function PurchaseFailedPage() {
  const [params] = useSearchParams();
  const { config } = useSession();
  const failure = describeFailure(params.get('error'), params.get('reason'));
  usePageMeta({ title: failure.title, noindex: true });
  const supportEmail = config?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  const transaction = params.get('transaction');
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <PageHeader title={failure.title} lead={failure.message} />
      {failure.reason ? <p>{failure.reason}</p> : null}
      {transaction ? <p className="small text-body-secondary text-break">Reference: {transaction}</p> : null}
      <Card className="shadow-sm mb-4 text-start">
        <Card.Body>
          Need help? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {transaction ? ' and mention the reference above.' : '.'}
        </Card.Body>
      </Card>
      <div className="d-flex justify-content-center gap-2 flex-wrap">
        <Link to="/buy-credits" className="btn btn-primary">
          Back to Buy Credits
        </Link>
        <Link to="/" className="btn btn-outline-secondary">
          Go Home
        </Link>
      </div>
    </div>
  );
}
