import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { SignInGate } from '../../components/ui/sign-in-gate';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useSession } from '../../lib/session/use-session';

export function ReviewDetailsPage() {
  const { status } = useSession();
  usePageMeta({ title: 'Contract Review Details', noindex: true });
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated') {
    return <SignInGate title="Access Contract Review" text="Sign in to see the details of this contract review." />;
  }
  return (
    <div className="container py-4">
      <Link to="/my-documents">← Back to My Documents</Link>
      <PageHeader title="Contract Review Details" />
    </div>
  );
}
