import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../components/ui/use-page-meta';

export function BuyCreditsSuccessPage() {
  usePageMeta({ title: 'Payment Successful', noindex: true });
  return (
    <div className="container py-5 text-center">
      <PageHeader title="Payment Successful" />
      <Link to="/buy-credits">Back to credits</Link>
    </div>
  );
}
