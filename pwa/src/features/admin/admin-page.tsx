import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useSession } from '../../lib/session/use-session';

export function AdminPage() {
  const { status } = useSession();
  usePageMeta({ title: 'Admin Dashboard', noindex: true });
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated') {
    return (
      <div className="container py-5" style={{ maxWidth: 560 }}>
        <Card className="text-center shadow-sm">
          <Card.Body className="p-4">
            <h1 className="h4">Admin Access Required</h1>
            <p className="text-body-secondary">Sign in with the administrator account to continue.</p>
            <Link to="/auth?redirect=%2Fadmin" className="btn btn-primary">
              Sign In
            </Link>
          </Card.Body>
        </Card>
      </div>
    );
  }
  return (
    <div className="container py-4">
      <PageHeader title="Admin Dashboard" />
    </div>
  );
}
