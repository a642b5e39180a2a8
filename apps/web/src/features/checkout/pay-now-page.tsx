import { CreditCard } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function PayNowPage() {
  usePageMeta('Checkout', 'Choose a delivery address and pay for your product.');
  return (
    <PageFrame
      title="Checkout"
      lead="Choose a delivery address, confirm the order summary and pay with a mobile payment app."
    >
      <EmptyState icon={CreditCard} title="Checkout is on its way">
        The address list, payment option and order summary will be shown here.
      </EmptyState>
    </PageFrame>
  );
}
