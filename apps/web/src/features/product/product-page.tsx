import { FlaskConical } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function ProductPage() {
  usePageMeta('Product details', 'Specifications, prices, stock, delivery options and reviews.');
  return (
    <PageFrame
      title="Product details"
      lead="Images, specifications, price, stock, delivery options and reviews from other labs."
    >
      <EmptyState icon={FlaskConical} title="Product information is on its way">
        The full product page, with variants, quantity and reviews, will be shown here.
      </EmptyState>
    </PageFrame>
  );
}
