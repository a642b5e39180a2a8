import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminOrder } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import {
  REFUND_NOTE_MAX,
  adminRefundBodySchema,
  type AdminRefundBody,
} from '@labshop/domain/validation/refund';
import { serverMessage } from '../../../api/server-message.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormError, TextField } from '../../../components/form-field.tsx';
import { useRefundByHand } from './api.ts';

/**
 * "Refund" for the exceptional cases the policy allows: an amount up to what remains and a
 * reason, then a confirmation that repeats the amount before any money moves.
 */
export function RefundByHand({ order }: { order: AdminOrder }) {
  const { showAlert } = useAlert();
  const refund = useRefundByHand(order._id);
  const [isOpen, setIsOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof AdminRefundBody, string>>>({});
  const [confirming, setConfirming] = useState<AdminRefundBody | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (order.refundable < 1) {
    return (
      <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-600">
        Nothing left to refund.
      </p>
    );
  }

  function open() {
    setAmount(order.refundable.toFixed(2));
    setReason('');
    setErrors({});
    setError(null);
    setIsOpen(true);
  }

  function review(event: FormEvent) {
    event.preventDefault();
    const parsed = adminRefundBodySchema.safeParse({ amount: Number(amount), reason });
    const next: typeof errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as keyof AdminRefundBody;
      next[field] ??= issue.message;
    }
    if (!next.amount && Number(amount) > order.refundable) {
      next.amount = `At most ${formatRupees(order.refundable)} can still be refunded.`;
    }
    setErrors(next);
    if (parsed.success && Object.keys(next).length === 0) setConfirming(parsed.data);
  }

  function send(body: AdminRefundBody) {
    setError(null);
    refund.mutate(body, {
      onSuccess: (result) => {
        showAlert('success', result.message);
        setIsOpen(false);
      },
      onError: (failure) => setError(serverMessage(failure) ?? 'Could not start the refund.'),
      onSettled: () => setConfirming(null),
    });
  }

  const shown = confirming ? formatRupees(confirming.amount) : '';
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Refundable: <span className="price font-semibold">{formatRupees(order.refundable)}</span>
        </p>
        {!isOpen && (
          <Button variant="secondary" className="h-9 px-3" onClick={open}>
            Refund
          </Button>
        )}
      </div>
      {isOpen && (
        <form onSubmit={review} noValidate aria-label="Refund by hand" className="mt-4 space-y-4">
          <TextField
            label="Amount (₹)"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
            hint={`Up to ${formatRupees(order.refundable)}`}
          />
          <TextField
            label="Reason"
            value={reason}
            maxLength={REFUND_NOTE_MAX}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
            hint={`Kept with the refund; at most ${REFUND_NOTE_MAX} characters.`}
          />
          <FormError message={error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit">Review refund</Button>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={`Refund ${shown}?`}
        confirmLabel={`Yes, refund ${shown}`}
        cancelLabel="No"
        isBusy={refund.isPending}
        onConfirm={() => confirming && send(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {shown} goes back to {order.user.name}’s original payment method
        {confirming ? ` (${confirming.reason})` : ''}. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
