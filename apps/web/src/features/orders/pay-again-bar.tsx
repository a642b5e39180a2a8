import type { Order } from '@labshop/domain/api/orders';
import { canPayAgain } from '@labshop/domain/order-status';
import { PayAgainButton } from '../checkout/pay-again-button.tsx';

/** Under an unpaid order's summary: what happened to its payment, and Try again. */
export function PayAgainBar({ order }: { order: Order }) {
  if (!canPayAgain(order)) return null;
  const isPending = order.paymentStatus === 'PENDING';
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t px-4 py-3 sm:px-5 ${
        isPending ? 'border-sale-200 bg-sale-50' : 'border-danger-200 bg-danger-50'
      }`}
    >
      <p className="min-w-0 flex-1 basis-60 text-sm text-slate-800">
        {isPending
          ? 'We are still waiting for this payment to be confirmed. Nothing has been placed yet.'
          : 'This payment did not go through, so the order was not placed.'}
      </p>
      <PayAgainButton transactionId={order.transactionId} className="h-9! shrink-0" />
    </div>
  );
}
