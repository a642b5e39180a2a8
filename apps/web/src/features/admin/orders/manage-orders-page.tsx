import { ClipboardList } from 'lucide-react';

import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';

export function ManageOrdersPage() {
  usePageMeta(
    'Manage Orders',
    'Every order with its products, amount paid, status and order time.',
  );
  return (
    <PageFrame
      title="Manage Orders"
      lead="Every order with its products, amount paid, status and order time."
    >
      <EmptyState icon={ClipboardList} title="The order list is on its way">
        Orders will be listed here, each with a link to its details.
      </EmptyState>
    </PageFrame>
  );
}
