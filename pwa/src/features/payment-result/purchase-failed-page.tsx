import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../components/ui/use-page-meta';

export function PurchaseFailedPage() {
  usePageMeta({ title: 'Payment Failed', noindex: true });
  return (
    <div className="container py-5 text-center">
      <PageHeader title="Payment Failed" />
      <Link to="/buy-credits" className="btn btn-primary">
        Back to Buy Credits
      </Link>
    </div>
  );
}
