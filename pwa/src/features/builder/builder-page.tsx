import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useSession } from '../../lib/session/use-session';

/** Entry of the builder; the chat and preview arrive with the builder issue. */
export function BuilderPage() {
  const { id } = useParams();
  const { status, isGuest } = useSession();
  usePageMeta({ title: 'Contract Builder', description: 'Describe what you need and build a contract with the assistant.', noindex: !!id });
  if (status === 'loading') return <PageSpinner />;
  const signedIn = status === 'authenticated';
  return (
    <div className="container py-4">
      <PageHeader
        title={id ? 'Contract Builder' : signedIn ? 'Create New Contract' : 'Start Your Contract'}
        lead="Describe what you need; the assistant asks for what is missing and drafts the contract."
      />
      {isGuest && !id ? <p className="text-body-secondary">You can sign up later to save and download your contract.</p> : null}
    </div>
  );
}
