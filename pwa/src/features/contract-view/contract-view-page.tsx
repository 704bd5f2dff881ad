import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../components/ui/use-page-meta';

export function ContractViewPage() {
  usePageMeta({ title: 'Contract', noindex: true });
  return (
    <div className="container py-4">
      <PageHeader title="Contract" />
      <Link to="/documents">Go to My Documents</Link>
    </div>
  );
}
