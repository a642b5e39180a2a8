import { SlidersHorizontal } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function FilterPage() {
  const [params] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const category = params.get('category')?.trim() ?? '';
  const title = query ? `Results for “${query}”` : category || 'All products';
  usePageMeta(title, 'Filter laboratory products by category, brand, rating and price.');
  return (
    <PageFrame
      title={title}
      lead="Narrow the catalogue by category, brand, minimum rating and price."
    >
      <EmptyState icon={SlidersHorizontal} title="Filters and results are on their way">
        Matching products, with filters for category, brand, rating and price, will be listed here.
      </EmptyState>
    </PageFrame>
  );
}
