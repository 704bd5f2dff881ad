import { Link } from 'react-router';
import { usePageMeta } from '../../components/ui/use-page-meta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', noindex: true });
  return (
    <div className="container py-5 text-center">
      <h1 className="display-6 fw-bold">Page Not Found</h1>
      <p className="text-body-secondary">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Go Home
      </Link>
    </div>
  );
}
