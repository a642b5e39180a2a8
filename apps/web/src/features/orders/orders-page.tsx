import { Package } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function OrdersPage() {
  usePageMeta('Your Orders', 'Track your LabShop orders and review delivered products.');
  return (
    <PageFrame
      title="Your Orders"
      lead="Track each order from placement to delivery, and review what you received."
    >
      <EmptyState icon={Package} title="Your orders will appear here">
        Each order will show its status, delivery address and products.
      </EmptyState>
    </PageFrame>
  );
}
