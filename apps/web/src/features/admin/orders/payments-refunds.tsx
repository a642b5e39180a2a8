import { useState } from 'react';
import type { AdminOrder } from '@labshop/domain/api/orders';
import type { AdminRefund } from '@labshop/domain/api/refunds';
import { formatRupees } from '@labshop/domain/money';
import type { PaymentRecordState } from '@labshop/domain/order-status';
import { REFUND_REASON_LABELS, REFUND_STATE_LABELS } from '@labshop/domain/refund-messages';
import type { RefundState } from '@labshop/domain/refunds';
import { serverMessage } from '../../../api/server-message.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatOrderTime } from '../../../components/date-time.ts';
import { FormError } from '../../../components/form-field.tsx';
import { useRetryRefund } from './api.ts';
import { RefundByHand } from './refund-by-hand.tsx';

const PAYMENT_STATE_LABELS: Record<PaymentRecordState, string> = {
  SUCCESS: 'Paid',
  PENDING: 'Pending',
  FAILED: 'Failed',
  EXPIRED: 'Given up, still asked',
  REFUND_DUE: 'Paid late: refund due',
};

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

const REFUND_STATE_CLASS: Record<RefundState, string> = {
  QUEUED: 'bg-sale-50 text-sale-800 ring-sale-200',
  PENDING: 'bg-sale-50 text-sale-800 ring-sale-200',
  COMPLETED: 'bg-primary-50 text-primary-800 ring-primary-200',
  FAILED: 'bg-danger-50 text-danger-800 ring-danger-200',
};

/**
 * The order's money: each payment attempt with what was refunded of it, each refund with its
 * state, Retry for a failed one, and Refund for the exceptional case.
 */
export function PaymentsAndRefunds({ order }: { order: AdminOrder }) {
  return (
    <section
      aria-labelledby="payments-refunds"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card"
    >
      <h2 id="payments-refunds" className="text-base font-semibold text-slate-900">
        Payments and Refunds
      </h2>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Payments
      </h3>
      {order.payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No payment yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {order.payments.map((payment) => (
            <li
              key={payment._id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5"
            >
              <div className="min-w-0">
                <p className="font-mono text-xs break-all text-slate-900">
                  {payment.transactionId}
                </p>
                <p className="text-xs text-slate-500">
                  {PAYMENT_STATE_LABELS[payment.state]} ·{' '}
                  <time dateTime={payment.createdAt}>
                    {formatOrderTime(payment.createdAt, 'short')}
                  </time>
                </p>
              </div>
              <div className="price text-right text-sm">
                <p className="font-semibold text-slate-900">{formatRupees(payment.amount)}</p>
                {payment.refunded > 0 && (
                  <p className="text-xs text-slate-600">
                    Refunded {formatRupees(payment.refunded)}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 text-xs font-semibold tracking-wide text-slate-600 uppercase">Refunds</h3>
      {order.refunds.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No refunds.</p>
      ) : (
        <ul aria-label="Refunds" className="mt-2 divide-y divide-slate-100">
          {order.refunds.map((refund) => (
            <RefundRow key={refund._id} orderId={order._id} refund={refund} />
          ))}
        </ul>
      )}
      <RefundByHand order={order} />
    </section>
  );
}

function RefundRow({ orderId, refund }: { orderId: string; refund: AdminRefund }) {
  const { showAlert } = useAlert();
  const retry = useRetryRefund(orderId);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatRupees(refund.amount);
  const canRetry = refund.state === 'FAILED' && refund.retriedBy === null;

  function send() {
    setError(null);
    retry.mutate(refund._id, {
      onSuccess: (result) => showAlert('success', result.message),
      onError: (failure) => setError(serverMessage(failure) ?? 'Could not retry the refund.'),
      onSettled: () => setIsConfirming(false),
    });
  }

  return (
    <li data-state={refund.state} className="py-2.5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="price text-sm font-semibold text-slate-900">{amount}</span>
            <span className={`${badge} ${REFUND_STATE_CLASS[refund.state]}`}>
              {REFUND_STATE_LABELS[refund.state]}
            </span>
            {refund.retriedBy && <span className="text-xs text-slate-500">Retried</span>}
          </p>
          <p className="mt-0.5 text-xs text-slate-600">
            {REFUND_REASON_LABELS[refund.reason]}
            {refund.note && <>: {refund.note}</>}
            {refund.createdBy && <> · by {refund.createdBy}</>} ·{' '}
            <time dateTime={refund.createdAt}>{formatOrderTime(refund.createdAt, 'short')}</time>
          </p>
          <p className="font-mono text-[11px] break-all text-slate-500">
            {refund.merchantRefundId}
          </p>
        </div>
        {canRetry && (
          <Button
            variant="secondary"
            className="h-9 px-3"
            isBusy={retry.isPending}
            busyLabel="Retrying…"
            onClick={() => setIsConfirming(true)}
          >
            Retry
          </Button>
        )}
      </div>
      <FormError message={error} className="mt-2" />
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Retry the refund of ${amount}?`}
        confirmLabel={`Yes, refund ${amount}`}
        cancelLabel="No"
        isBusy={retry.isPending}
        onConfirm={send}
        onCancel={() => setIsConfirming(false)}
      >
        The gateway failed this refund. {amount} will be sent again to the shopper’s original
        payment method, as a new refund.
      </ConfirmDialog>
    </li>
  );
}
