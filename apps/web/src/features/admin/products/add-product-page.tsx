import { PackagePlus } from 'lucide-react';

import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';

export function AddProductPage() {
  usePageMeta(
    'Add New Product',
    'Product information, pricing and stock, status, delivery options, variants and images.',
  );
  return (
    <PageFrame
      title="Add New Product"
      lead="Product information, pricing and stock, status, delivery options, variants and images."
    >
      <EmptyState icon={PackagePlus} title="The product form is on its way">
        The product details, pricing, delivery, variant and image sections will be here.
      </EmptyState>
    </PageFrame>
  );
}
