import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { SignInGate } from '../../components/ui/sign-in-gate';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useSession } from '../../lib/session/use-session';

export function DocumentsPage() {
  const { status } = useSession();
  usePageMeta({ title: 'My Documents', noindex: true });
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated') {
    return <SignInGate title="Sign in to see your documents" text="Your contracts and reviews are kept in your account." />;
  }
  return (
    <div className="container py-4">
      <PageHeader title="My Documents" lead="Track and manage your contract history." />
    </div>
  );
}
