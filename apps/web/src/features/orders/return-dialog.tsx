import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import type { Order } from '@labshop/domain/api/orders';
import type { ReturnableLine } from '@labshop/domain/api/returns';
import { formatPaise, formatRupees, rupeesToPaise } from '@labshop/domain/money';
import { RETURN_REASON_LABELS, RETURN_REASONS } from '@labshop/domain/refunds';
import {
  RETURN_COMMENT_MAX,
  returnRequestSchema,
  type ReturnRequestInput,
} from '@labshop/domain/validation/returns';
import { fieldErrors } from '@labshop/domain/validation/field-errors';
import { serverMessage } from '../../api/server-message.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button } from '../../components/button.tsx';
import { FieldError, FormError, SelectField, inputClass } from '../../components/form-field.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { formatOrderTime } from '../../components/date-time.ts';
import { useRequestReturn } from './returns-api.ts';

type ReturnDialogProps = { order: Order | null; onClose: () => void };

/** "Return items": choose lines and how many, a reason and an optional comment. */
export function ReturnDialog({ order, onClose }: ReturnDialogProps) {
  return (
    <ModalDialog
      isOpen={order !== null}
      title="Return items"
      size="wide"
      onClose={onClose}
      subtitle={
        order?.returns?.windowClosesAt && (
          <>
            Order <span className="font-mono">{order.transactionId}</span> · returns close{' '}
            {formatOrderTime(order.returns.windowClosesAt)}
          </>
        )
      }
    >
      {order && <ReturnForm order={order} onClose={onClose} />}
    </ModalDialog>
  );
}

const lineName = (line: ReturnableLine) =>
  line.variantName ? `${line.productName} (${line.variantName})` : line.productName;

function ReturnForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { showAlert } = useAlert();
  const requestReturn = useRequestReturn();
  const commentId = useId();
  const lines = order.returns?.lines ?? [];
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const chosen = lines.flatMap((line) => {
    const quantity = quantities[line.lineId] ?? 0;
    return quantity > 0 ? [{ line, quantity }] : [];
  });
  const refundPaise = chosen.reduce(
    (sum, { line, quantity }) => sum + rupeesToPaise(line.unitPrice) * quantity,
    0,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = returnRequestSchema.safeParse({
      lines: chosen.map(({ line, quantity }) => ({ lineId: line.lineId, quantity })),
      reason: reason === '' ? undefined : reason,
      comment,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    const input: ReturnRequestInput = parsed.data;
    requestReturn.mutate(
      { ...input, orderId: order._id },
      {
        onSuccess: (result) => {
          showAlert('success', result.message);
          onClose();
        },
        onError: (error) =>
          setFormError(serverMessage(error) ?? 'Could not send the request. Please try again.'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Items to return</legend>
        <ul className="mt-2 divide-y divide-slate-200 rounded-ui border border-slate-200">
          {lines.map((line) => (
            <li
              key={line.lineId}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="text-sm font-medium text-slate-900">{lineName(line)}</p>
                <p className="price text-xs text-slate-500">
                  {formatRupees(line.unitPrice)} each · bought {line.quantity}
                </p>
              </div>
              {line.isPerishable ? (
                <p className="text-sm text-slate-600">Perishable: cannot be returned</p>
              ) : line.returnableQuantity === 0 ? (
                <p className="text-sm text-slate-600">Already returned</p>
              ) : (
                <Stepper
                  label={lineName(line)}
                  value={quantities[line.lineId] ?? 0}
                  max={line.returnableQuantity}
                  onChange={(value) => {
                    setQuantities((q) => ({ ...q, [line.lineId]: value }));
                    setErrors(({ lines: _fixed, ...rest }) => rest);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
        <FieldError message={errors.lines} />
      </fieldset>
      <SelectField
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors(({ reason: _fixed, ...rest }) => rest);
        }}
        error={errors.reason}
      >
        <option value="">Choose a reason</option>
        {RETURN_REASONS.map((value) => (
          <option key={value} value={value}>
            {RETURN_REASON_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor={commentId} className="block text-sm font-medium text-slate-800">
          Comment <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={3}
          maxLength={RETURN_COMMENT_MAX}
          aria-invalid={errors.comment ? true : undefined}
          placeholder="What is wrong with the items?"
          className={`${inputClass} mt-1.5 resize-y`}
        />
        <FieldError message={errors.comment} />
      </div>
      <div className="rounded-ui bg-slate-50 p-3 text-sm text-slate-700">
        <p>
          Refund once we receive the items:{' '}
          <span className="price font-semibold text-slate-900">{formatPaise(refundPaise)}</span>
        </p>
        <p className="mt-1 text-xs text-slate-500">
          Delivery charges are refunded only when the whole order comes back because of our mistake
          (damaged, wrong or not as described).
        </p>
      </div>
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" isBusy={requestReturn.isPending} busyLabel="Sending…">
          Request return
        </Button>
      </div>
    </form>
  );
}

type StepperProps = {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
};

const stepClass =
  'flex size-10 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** From 0 (not returned) to what is left to return of the line. */
function Stepper({ label, value, max, onChange }: StepperProps) {
  return (
    <div
      role="group"
      aria-label={`Units of ${label} to return`}
      className="flex items-center rounded-ui border border-slate-300 bg-white"
    >
      <button
        type="button"
        aria-label={`Fewer ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
        className={`${stepClass} rounded-l-ui`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="price w-12 text-center text-sm font-semibold">
        {value}
        <span className="sr-only"> of {max}</span>
      </output>
      <button
        type="button"
        aria-label={`More ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        className={`${stepClass} rounded-r-ui`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
