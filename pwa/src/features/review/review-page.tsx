import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../components/ui/use-page-meta';

export function ReviewPage() {
  usePageMeta({ title: 'Contract Review', description: 'Paste or upload a contract and get a plain-language analysis of its risks.' });
  return (
    <div className="container py-4">
      <PageHeader title="Contract Review" lead="Get expert review of your contracts: red flags, missing clauses and plain-language explanations." />
    </div>
  );
}
