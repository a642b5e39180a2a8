import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { AdminReturn } from '@labshop/domain/api/returns';
import { formatRupees } from '@labshop/domain/money';
import {
  REJECTION_REASON_MAX,
  RETURN_MESSAGES,
  returnRejectionSchema,
} from '@labshop/domain/validation/returns';
import { serverMessage } from '../../../api/server-message.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import {
  CheckboxField,
  FieldError,
  FormError,
  inputClass,
} from '../../../components/form-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useReturnStep, type ReturnStep } from './api.ts';

type DialogProps = { item: AdminReturn; isOpen: boolean; onClose: () => void };

const lineName = (line: AdminReturn['lines'][number]) =>
  line.variantName ? `${line.productName} (${line.variantName})` : line.productName;

/** Sends one step; on success the alert says what happened, on refusal the dialog shows why. */
function useStep(item: AdminReturn, onClose: () => void) {
  const { showAlert } = useAlert();
  const mutation = useReturnStep(item._id);
  const [error, setError] = useState<string | null>(null);
  const send = (action: ReturnStep) => {
    setError(null);
    mutation.mutate(action, {
      onSuccess: (result) => {
        showAlert('success', result.message);
        onClose();
      },
      onError: (failure) => setError(serverMessage(failure) ?? 'Could not save. Please try again.'),
    });
  };
  return { send, error, isBusy: mutation.isPending };
}

function Footer({
  onClose,
  isBusy,
  children,
}: {
  onClose: () => void;
  isBusy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <Button variant="secondary" className="h-10" onClick={onClose} disabled={isBusy}>
        Cancel
      </Button>
      {children}
    </div>
  );
}

function ItemList({ item }: { item: AdminReturn }) {
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
      {item.lines.map((line) => (
        <li key={line.lineId}>
          {line.quantity} × {lineName(line)}
        </li>
      ))}
    </ul>
  );
}

export function ApproveDialog({ item, isOpen, onClose }: DialogProps) {
  const { send, error, isBusy } = useStep(item, onClose);
  return (
    <ModalDialog
      isOpen={isOpen}
      title="Approve this return?"
      subtitle={`Order ${item.transactionId} · ${item.customer.name}`}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">The shopper is mailed to send back:</p>
      <div className="mt-2">
        <ItemList item={item} />
      </div>
      <FormError message={error} className="mt-4" />
      <Footer onClose={onClose} isBusy={isBusy}>
        <Button
          className="h-10"
          isBusy={isBusy}
          busyLabel="Approving…"
          onClick={() => send({ step: 'approve' })}
        >
          Approve return
        </Button>
      </Footer>
    </ModalDialog>
  );
}

export function RejectDialog({ item, isOpen, onClose }: DialogProps) {
  const { send, error, isBusy } = useStep(item, onClose);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = returnRejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? RETURN_MESSAGES.rejectionReason);
      return;
    }
    setReasonError(undefined);
    send({ step: 'reject', reason: parsed.data.reason });
  }

  return (
    <ModalDialog
      isOpen={isOpen}
      title="Reject this return?"
      subtitle={`Order ${item.transactionId} · ${item.customer.name}`}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <ItemList item={item} />
        <label htmlFor={reasonId} className="mt-4 block text-sm font-medium text-slate-800">
          Reason, sent to the shopper
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          aria-invalid={reasonError ? true : undefined}
          className={`${inputClass} mt-1.5 resize-y`}
        />
        <FieldError message={reasonError} />
        <FormError message={error} className="mt-4" />
        <Footer onClose={onClose} isBusy={isBusy}>
          <Button
            type="submit"
            variant="danger"
            className="h-10"
            isBusy={isBusy}
            busyLabel="Rejecting…"
          >
            Reject return
          </Button>
        </Footer>
      </form>
    </ModalDialog>
  );
}

export function ReceiveDialog({ item, isOpen, onClose }: DialogProps) {
  const { send, error, isBusy } = useStep(item, onClose);
  // Most returns come back unopened: resalable unless the admin says otherwise.
  const [resalable, setResalable] = useState<Record<string, boolean>>({});
  const isResalable = (lineId: string) => resalable[lineId] ?? true;
  return (
    <ModalDialog
      isOpen={isOpen}
      title="Mark the items received?"
      subtitle={`Order ${item.transactionId} · ${item.customer.name}`}
      onClose={onClose}
    >
      <fieldset>
        <legend className="text-sm text-slate-700">
          Say for each item whether it can be sold again; only those go back into stock.
        </legend>
        <div className="mt-3 space-y-3">
          {item.lines.map((line) => (
            <CheckboxField
              key={line.lineId}
              label={`${line.quantity} × ${lineName(line)}`}
              description="Can be sold again"
              checked={isResalable(line.lineId)}
              onChange={(event) =>
                setResalable((current) => ({ ...current, [line.lineId]: event.target.checked }))
              }
            />
          ))}
        </div>
      </fieldset>
      <p className="mt-4 rounded-ui bg-slate-50 p-3 text-sm text-slate-700">
        A refund of <strong className="price text-slate-900">{formatRupees(item.refundDue)}</strong>{' '}
        will be started and a credit note issued for it.
      </p>
      <FormError message={error} className="mt-4" />
      <Footer onClose={onClose} isBusy={isBusy}>
        <Button
          className="h-10"
          isBusy={isBusy}
          busyLabel="Saving…"
          onClick={() =>
            send({
              step: 'receive',
              receipt: {
                lines: item.lines.map((line) => ({
                  lineId: line.lineId,
                  resalable: isResalable(line.lineId),
                })),
              },
            })
          }
        >
          Receive and refund {formatRupees(item.refundDue)}
        </Button>
      </Footer>
    </ModalDialog>
  );
}
