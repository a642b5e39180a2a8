import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminOrder } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusUpdateSchema,
  type OrderStatus,
  type OrderStatusUpdate,
} from '@labshop/domain/order-status';
import { fieldErrors } from '@labshop/domain/validation/field-errors';
import { ApiError } from '../../../api/client.ts';
import { serverMessage } from '../../../api/server-message.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormError, SelectField } from '../../../components/form-field.tsx';
import { ShipmentFields, type ShipmentValues } from './shipment-fields.tsx';
import { ADMIN_ORDERS_TEXT, useUpdateOrderStatus } from './api.ts';

/**
 * The status select (back-office.md): any of the five statuses; the button stays disabled until
 * one is chosen; after one successful update both lock until the page is reloaded. "In
 * transit" asks for the carrier and tracking number the shopper is mailed. Cancelling asks
 * first, since it puts the stock back on sale, refunds what was paid and cannot be undone.
 */
export function StatusUpdate({ order }: { order: AdminOrder }) {
  const { showAlert } = useAlert();
  const update = useUpdateOrderStatus(order._id);
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const [isLocked, setIsLocked] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shipment, setShipment] = useState<ShipmentValues>({
    carrier: order.carrier ?? '',
    trackingNumber: order.trackingNumber ?? '',
    trackingUrl: order.trackingUrl ?? '',
  });
  const [shipmentErrors, setShipmentErrors] = useState<Record<string, string>>({});

  const current = order.orderStatus.currentStatus;
  const blockedReason =
    order.paymentStatus !== 'SUCCESS'
      ? 'The status can change once the payment has gone through.'
      : current === 'cancelled'
        ? 'A cancelled order cannot change status.'
        : null;
  const isDisabled = isLocked || blockedReason !== null || update.isPending;

  function send(body: OrderStatusUpdate) {
    setError(null);
    update.mutate(body, {
      onSuccess: (result) => {
        setIsLocked(true);
        showAlert('success', result.message);
      },
      onError: (failure) => {
        showAlert('error', ADMIN_ORDERS_TEXT.updateFailed);
        setError(serverMessage(failure) ?? ADMIN_ORDERS_TEXT.updateFailed);
        if (failure instanceof ApiError) setShipmentErrors(failure.errors);
      },
      onSettled: () => setIsConfirming(false),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === '') return;
    if (choice === 'cancelled') return setIsConfirming(true);
    if (choice !== 'in transit') return send({ status: choice });
    const parsed = orderStatusUpdateSchema.safeParse({ status: choice, ...shipment });
    if (!parsed.success) return setShipmentErrors(fieldErrors(parsed.error));
    setShipmentErrors({});
    const { carrier, trackingNumber, trackingUrl } = parsed.data;
    send({ status: choice, carrier, trackingNumber, ...(trackingUrl ? { trackingUrl } : {}) });
  }

  return (
    <section
      aria-labelledby="status-update"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card"
    >
      <h2 id="status-update" className="text-base font-semibold text-slate-900">
        Update Status
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
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
        {choice === 'in transit' && !isDisabled && (
          <ShipmentFields
            values={shipment}
            errors={shipmentErrors}
            onChange={(field, value) => {
              setShipment((current) => ({ ...current, [field]: value }));
              setShipmentErrors(({ [field]: _fixed, ...rest }) => rest);
            }}
          />
        )}
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
        onConfirm={() => send({ status: 'cancelled' })}
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
