import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminOrder } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@labshop/domain/order-status';
import { serverMessage } from '../../../api/server-message.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormError, SelectField } from '../../../components/form-field.tsx';
import { ADMIN_ORDERS_TEXT, useUpdateOrderStatus } from './api.ts';

/**
 * The status select (SPEC part 4): any of the five statuses; the button stays disabled until
 * one is chosen; after one successful update both lock until the page is reloaded. Cancelling
 * asks first, since it puts the stock back on sale, refunds what was paid and cannot be undone.
 */
export function StatusUpdate({ order }: { order: AdminOrder }) {
  const { showAlert } = useAlert();
  const update = useUpdateOrderStatus(order._id);
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const [isLocked, setIsLocked] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const current = order.orderStatus.currentStatus;
  const blockedReason =
    order.paymentStatus !== 'SUCCESS'
      ? 'The status can change once the payment has gone through.'
      : current === 'cancelled'
        ? 'A cancelled order cannot change status.'
        : null;
  const isDisabled = isLocked || blockedReason !== null || update.isPending;

  function send(status: OrderStatus) {
    setError(null);
    update.mutate(status, {
      onSuccess: (result) => {
        setIsLocked(true);
        showAlert('success', result.message);
      },
      onError: (failure) => {
        showAlert('error', ADMIN_ORDERS_TEXT.updateFailed);
        setError(serverMessage(failure) ?? ADMIN_ORDERS_TEXT.updateFailed);
      },
      onSettled: () => setIsConfirming(false),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === '') return;
    if (choice === 'cancelled') setIsConfirming(true);
    else send(choice);
  }

  return (
    <section
      aria-labelledby="status-update"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card"
    >
      <h2 id="status-update" className="text-base font-semibold text-slate-900">
        Update Status
      </h2>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <SelectField
          label="New status"
          value={choice}
          disabled={isDisabled}
          onChange={(event) => setChoice(event.target.value as OrderStatus | '')}
          hint={
            isLocked
              ? 'Status updated. Reload the page to change it again.'
              : (blockedReason ?? `Now: ${ORDER_STATUS_LABELS[current]}`)
          }
        >
          <option value="">Choose a status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <FormError message={error} />
        <Button
          type="submit"
          className="w-full"
          disabled={isDisabled || choice === ''}
          isBusy={update.isPending}
          busyLabel="Updating…"
        >
          Update Status
        </Button>
      </form>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Cancel this order?"
        confirmLabel="Yes, cancel order"
        cancelLabel="No"
        isBusy={update.isPending}
        onConfirm={() => send('cancelled')}
        onCancel={() => setIsConfirming(false)}
      >
        Its items go back into stock
        {order.refundable >= 1
          ? `, ${formatRupees(order.refundable)} is refunded to the shopper`
          : ''}{' '}
        and a cancelled order cannot change status again.
      </ConfirmDialog>
    </section>
  );
}
