import { BadgeIndianRupee } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

export function PaymentSuccessPage() {
  usePageMeta('Payment status', 'The result of your LabShop payment.');
  return (
    <PageFrame
      title="Payment status"
      lead="The result of your payment and the order it placed."
      width="narrow"
    >
      <EmptyState icon={BadgeIndianRupee} title="Payment confirmation is on its way">
        Once payments are live, this page will confirm your order or explain what went wrong.
      </EmptyState>
    </PageFrame>
  );
}
