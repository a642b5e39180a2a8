import { useState } from 'react';
import { XCircle } from 'lucide-react';
import type { Order } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import { canShopperCancel, SHOPPER_CANCEL_MESSAGES as M } from '@labshop/domain/order-cancel';
import { serverMessage } from '../../api/server-message.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useCancelOrder } from './cancel-api.ts';

/**
 * Under a paid order that is not packed yet: "Cancel order", asked once more before it is
 * sent, since the refund starts at once and it cannot be undone.
 */
export function CancelBar({ order }: { order: Order }) {
  const { showAlert } = useAlert();
  const cancel = useCancelOrder();
  const [isConfirming, setIsConfirming] = useState(false);
  const isCancellable = canShopperCancel({
    paymentStatus: order.paymentStatus,
    currentStatus: order.orderStatus.currentStatus,
  });
  if (!isCancellable) return null;

  function confirm() {
    cancel.mutate(order.transactionId, {
      onSuccess: (result) => showAlert('success', result.message),
      onError: (error) => showAlert('error', serverMessage(error) ?? M.failed),
      onSettled: () => setIsConfirming(false),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-5">
      <p className="min-w-0 flex-1 basis-56 text-sm text-slate-600">
        Changed your mind? You can cancel until the order is packed.
      </p>
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        aria-label={`Cancel order ${order.transactionId}`}
        className="inline-flex h-9 items-center gap-1.5 rounded-ui border border-danger-700 bg-white px-3 text-sm font-semibold whitespace-nowrap text-danger-700 hover:bg-danger-50"
      >
        <XCircle aria-hidden="true" className="size-4" />
        Cancel order
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={M.question}
        confirmLabel="Yes, cancel order"
        cancelLabel="Keep order"
        isBusy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        <p>
          Order <span className="font-mono">{order.transactionId}</span> ·{' '}
          <span className="price font-semibold text-slate-900">
            {formatRupees(order.totalAmount)}
          </span>
        </p>
        <p className="mt-2">{M.explain}</p>
      </ConfirmDialog>
    </div>
  );
}
