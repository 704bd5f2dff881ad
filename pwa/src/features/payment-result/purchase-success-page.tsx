import { Navigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useSession } from '../../lib/session/use-session';

export function PurchaseSuccessPage() {
  const { status } = useSession();
  usePageMeta({ title: 'Purchase Successful', noindex: true });
  if (status === 'loading') return <PageSpinner />;
  // Spec 000 section 2: not signed in redirects to /auth.
  if (status !== 'authenticated') return <Navigate to="/auth" replace />;
  return (
    <div className="container py-5">
      <PageHeader title="Purchase Successful" />
    </div>
  );
}
