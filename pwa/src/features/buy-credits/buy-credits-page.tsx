import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../components/ui/use-page-meta';

export function BuyCreditsPage() {
  usePageMeta({ title: 'Pricing', description: 'Credit plans for building and reviewing contracts. Credits never expire.' });
  return (
    <div className="container py-4">
      <PageHeader title="Credit Plans" lead="View pricing plans and buy credits. Credits never expire." />
    </div>
  );
}
