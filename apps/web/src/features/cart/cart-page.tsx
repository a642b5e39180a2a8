import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';

const STEPS = ['Shopping Cart', 'Shipping Details', 'Payment Options'] as const;

export function CartPage() {
  usePageMeta('Your Cart', 'Review your cart, choose a delivery address and pay.');
  return (
    <PageFrame title="Your Cart" lead="Review your items, choose a delivery address, then pay.">
      <ol className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Checkout steps">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-center gap-2 text-slate-600">
            <span className="flex size-6 items-center justify-center rounded-full border border-slate-300 bg-white text-xs font-semibold">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <EmptyState icon={ShoppingCart} title="Cart details are on their way">
        Your items, quantities, delivery charges and totals will be listed here.
      </EmptyState>
    </PageFrame>
  );
}
