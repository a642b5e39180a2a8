import { useState } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { BulkStatusResponse } from '@labshop/domain/api/orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@labshop/domain/order-status';
import { BULK_ORDERS_MAX } from '@labshop/domain/validation/order-bulk-status';
import { SHIPMENT_LIMITS } from '@labshop/domain/validation/shipment';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { inputClass } from '../../../components/form-field.tsx';
import { BulkBar } from '../list-bars.tsx';
import { useBulkOrderStatus } from './api.ts';

// The bar over the selected orders: one status for all of them, asked once, then what
// happened to each (a delivered order cannot be cancelled, the others still change).

const ACTIONS: { status: OrderStatus; label: string }[] = [
  { status: 'packed', label: 'Mark as packed' },
  { status: 'in transit', label: 'Mark as in transit' },
  { status: 'delivered', label: 'Mark as delivered' },
  { status: 'cancelled', label: 'Cancel' },
];

const count = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

export interface BulkOutcome {
  response: BulkStatusResponse;
  /** Transaction id of each order id, for naming the ones that could not change. */
  names: Record<string, string>;
}

export function OrderBulkActions({
  selectedIds,
  names,
  onClear,
  onDone,
}: {
  selectedIds: string[];
  names: Record<string, string>;
  onClear: () => void;
  onDone: (outcome: BulkOutcome | { error: string }) => void;
}) {
  const [asked, setAsked] = useState<OrderStatus | null>(null);
  const [carrier, setCarrier] = useState('');
  const bulk = useBulkOrderStatus();
  const isTooMany = selectedIds.length > BULK_ORDERS_MAX;

  const confirm = () => {
    if (!asked) return;
    const snapshot = { ...names };
    bulk.mutate(
      {
        orderIds: selectedIds,
        status: asked,
        ...(carrier.trim() ? { carrier: carrier.trim() } : {}),
      },
      {
        onSuccess: (response) => onDone({ response, names: snapshot }),
        onError: (error) => onDone({ error: error.message }),
        onSettled: () => {
          setAsked(null);
          setCarrier('');
        },
      },
    );
  };

  return (
    <>
      <BulkBar count={selectedIds.length} noun={['order', 'orders']} onClear={onClear}>
        {ACTIONS.map((action) => (
          <button
            key={action.status}
            type="button"
            disabled={isTooMany || bulk.isPending}
            onClick={() => setAsked(action.status)}
            className={`inline-flex h-9 items-center rounded-ui border px-3 text-sm font-semibold disabled:opacity-50 ${
              action.status === 'cancelled'
                ? 'border-danger-700 bg-white text-danger-700 hover:bg-danger-50'
                : 'border-primary-700 bg-white text-primary-800 hover:bg-primary-50'
            }`}
          >
            {action.label}
          </button>
        ))}
        {isTooMany && (
          <p className="text-sm text-danger-700">
            Choose at most {BULK_ORDERS_MAX} orders at a time.
          </p>
        )}
      </BulkBar>
      <ConfirmDialog
        isOpen={asked !== null}
        title={
          asked === 'cancelled'
            ? `Cancel ${count(selectedIds.length)}?`
            : `Mark ${count(selectedIds.length)} as ${asked ? ORDER_STATUS_LABELS[asked] : ''}?`
        }
        confirmLabel={asked === 'cancelled' ? 'Cancel orders' : 'Yes, change'}
        cancelLabel={asked === 'cancelled' ? 'Keep them' : 'No'}
        isDanger={asked === 'cancelled'}
        isBusy={bulk.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={confirm}
      >
        <p>
          {asked === 'cancelled'
            ? 'Each cancelled order’s stock goes back on the shelves and what was paid is refunded. A delivered order is not cancelled.'
            : 'Each shopper gets a mail about the new status.'}
        </p>
        {asked === 'in transit' && (
          <label className="mt-3 block">
            <span className="block text-sm font-medium text-slate-800">
              Carrier for all of them (optional)
            </span>
            <input
              value={carrier}
              maxLength={SHIPMENT_LIMITS.carrier}
              onChange={(event) => setCarrier(event.target.value)}
              className={`${inputClass} mt-1.5`}
            />
            <span className="mt-1 block text-xs text-slate-500">
              Tracking numbers differ per parcel: add each on its order’s page.
            </span>
          </label>
        )}
      </ConfirmDialog>
    </>
  );
}

/** What the last bulk change did, until dismissed: how many changed, and why others did not. */
export function BulkOutcomePanel({
  outcome,
  onDismiss,
}: {
  outcome: BulkOutcome | { error: string };
  onDismiss: () => void;
}) {
  const failures =
    'error' in outcome ? [] : outcome.response.results.filter((result) => !result.ok);
  const isClean = !('error' in outcome) && failures.length === 0;
  const Icon = isClean ? CircleCheck : CircleAlert;
  return (
    <div
      role={isClean ? 'status' : 'alert'}
      className={`flex gap-3 rounded-ui border px-4 py-3 text-sm shadow-card ${
        isClean
          ? 'border-primary-200 bg-primary-50 text-primary-900'
          : 'border-danger-200 bg-danger-50 text-danger-900'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 grow">
        <p className="font-semibold">
          {'error' in outcome ? outcome.error : outcome.response.message}
        </p>
        {failures.length > 0 && !('error' in outcome) && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {failures.map((failure) => (
              <li key={failure.orderId} className="break-words">
                <span className="font-mono text-xs">
                  {outcome.names[failure.orderId] ?? failure.orderId}
                </span>
                : {failure.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-ui hover:bg-white/60"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
