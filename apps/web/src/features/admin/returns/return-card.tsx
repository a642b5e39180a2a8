import { useId, useState } from 'react';
import { Check, FileText, PackageCheck, X } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminReturn } from '@labshop/domain/api/returns';
import { formatRupees } from '@labshop/domain/money';
import { RETURN_REASON_LABELS } from '@labshop/domain/refunds';
import { apiUrl } from '../../../api/client.ts';
import { Button } from '../../../components/button.tsx';
import { formatOrderTime } from '../../../components/date-time.ts';
import { ReturnStateBadge } from '../../../components/return-state-badge.tsx';
import { stackedCell, stackedRow, stackedTableHead } from '../../../components/stacked-table.ts';
import { adminCreditNoteUrl } from './api.ts';
import { ApproveDialog, ReceiveDialog, RejectDialog } from './return-step-dialogs.tsx';

type Step = 'approve' | 'reject' | 'receive' | null;

// A rejected return refunds nothing, so it shows no amount.
const REFUND_LABELS: Partial<Record<AdminReturn['state'], string>> = {
  requested: 'Refund on receipt:',
  approved: 'Refund on receipt:',
  received: 'Refund started:',
  refunded: 'Refunded:',
};

const th = 'px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** One return in the queue: who, which order, what and why, and the next step it allows. */
export function ReturnCard({ item }: { item: AdminReturn }) {
  const [step, setStep] = useState<Step>(null);
  const headingId = useId();
  const close = () => setStep(null);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-ui border border-slate-200 bg-white shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-sm font-semibold text-slate-900">
            Return for order{' '}
            <Link
              to={`/admin-order-details/${item.orderId}`}
              className="font-mono break-all text-primary-700 hover:underline"
            >
              {item.transactionId}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            {item.customer.name} · <span className="break-all">{item.customer.email}</span>
          </p>
          <p className="text-xs text-slate-500">
            Asked <time dateTime={item.requestedAt}>{formatOrderTime(item.requestedAt)}</time>
          </p>
        </div>
        <ReturnStateBadge state={item.state} />
      </div>
      <table className="w-full">
        <caption className="sr-only">Items of this return</caption>
        <thead className={`${stackedTableHead} bg-slate-50`}>
          <tr>
            <th scope="col" className={th}>
              Product
            </th>
            <th scope="col" className={`${th} text-right`}>
              Quantity
            </th>
            <th scope="col" className={`${th} text-right`}>
              Unit price
            </th>
            <th scope="col" className={th}>
              Resalable
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {item.lines.map((line) => (
            <tr key={line.lineId} className={stackedRow}>
              <td data-label="Product" className={`${stackedCell} font-medium text-slate-900`}>
                <span>
                  {line.productName}
                  {line.variantName && (
                    <span className="block text-xs font-normal text-slate-500">
                      {line.variantName}
                    </span>
                  )}
                </span>
              </td>
              <td data-label="Quantity" className={`${stackedCell} price md:text-right`}>
                {line.quantity}
              </td>
              <td data-label="Unit price" className={`${stackedCell} price md:text-right`}>
                {formatRupees(line.unitPrice)}
              </td>
              <td data-label="Resalable" className={stackedCell}>
                {line.resalable === null ? '—' : line.resalable ? 'Yes' : 'No'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="space-y-1 border-t border-slate-200 p-4 text-sm text-slate-700">
        <p>
          <span className="font-medium text-slate-900">Reason:</span>{' '}
          {RETURN_REASON_LABELS[item.reason]}
        </p>
        {item.comment && <p className="break-words">“{item.comment}”</p>}
        {item.rejectionReason && (
          <p className="text-danger-800">
            <span className="font-medium">Rejected:</span> {item.rejectionReason}
          </p>
        )}
        {REFUND_LABELS[item.state] && (
          <p>
            <span className="font-medium text-slate-900">{REFUND_LABELS[item.state]}</span>{' '}
            <span className="price">{formatRupees(item.refundDue)}</span>
          </p>
        )}
      </div>
      <Actions item={item} onStep={setStep} />
      <ApproveDialog item={item} isOpen={step === 'approve'} onClose={close} />
      <RejectDialog item={item} isOpen={step === 'reject'} onClose={close} />
      <ReceiveDialog item={item} isOpen={step === 'receive'} onClose={close} />
    </article>
  );
}

function Actions({ item, onStep }: { item: AdminReturn; onStep: (step: Step) => void }) {
  if (item.state === 'rejected') return null;
  const label = `return for order ${item.transactionId}`;
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 p-4">
      {item.state === 'requested' && (
        <>
          <Button
            variant="secondary"
            className="h-10"
            icon={<X aria-hidden="true" className="size-4" />}
            aria-label={`Reject ${label}`}
            onClick={() => onStep('reject')}
          >
            Reject
          </Button>
          <Button
            className="h-10"
            icon={<Check aria-hidden="true" className="size-4" />}
            aria-label={`Approve ${label}`}
            onClick={() => onStep('approve')}
          >
            Approve
          </Button>
        </>
      )}
      {item.state === 'approved' && (
        <Button
          className="h-10"
          icon={<PackageCheck aria-hidden="true" className="size-4" />}
          aria-label={`Receive ${label}`}
          onClick={() => onStep('receive')}
        >
          Mark received
        </Button>
      )}
      {item.creditNoteNumber && (
        <a
          href={apiUrl(adminCreditNoteUrl(item._id))}
          download
          className="inline-flex h-10 items-center gap-1.5 rounded-ui border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <FileText aria-hidden="true" className="size-4 text-danger-700" />
          Credit note {item.creditNoteNumber}
        </a>
      )}
    </div>
  );
}
