import { ReceiptText } from 'lucide-react';

import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';

export function OrderDetailsPage() {
  usePageMeta(
    'Order Details',
    'Order and payment details, the customer, the delivery address and the status history.',
  );
  return (
    <PageFrame
      title="Order Details"
      lead="Order and payment details, the customer, the delivery address and the status history."
    >
      <EmptyState icon={ReceiptText} title="Order details are on their way">
        The products, totals and status controls of this order will be shown here.
      </EmptyState>
    </PageFrame>
  );
}
