import { FileText, Undo2 } from 'lucide-react';
import type { Order } from '@labshop/domain/api/orders';
import type { Return } from '@labshop/domain/api/returns';
import { formatRupees } from '@labshop/domain/money';
import { RETURN_REASON_LABELS } from '@labshop/domain/refunds';
import { apiUrl } from '../../api/client.ts';
import { formatOrderTime } from '../../components/date-time.ts';
import { ReturnStateBadge } from '../../components/return-state-badge.tsx';
import { creditNoteUrl } from './returns-api.ts';

type ReturnBarProps = { order: Order; onReturn: (order: Order) => void };

/**
 * Under an order's summary: "Return items" while the window is open (with the date it closes),
 * and where each return asked for this order stands.
 */
export function ReturnBar({ order, onReturn }: ReturnBarProps) {
  const returns = order.returns;
  if (!returns || (!returns.canRequest && returns.requests.length === 0)) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-5">
      {returns.requests.length > 0 && (
        <ul aria-label="Returns of this order" className="flex flex-wrap gap-2">
          {returns.requests.map((request) => (
            <li key={request._id}>
              <ReturnStateBadge state={request.state} />
            </li>
          ))}
        </ul>
      )}
      {returns.canRequest && returns.windowClosesAt && (
        <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
          <p className="text-sm text-slate-600">
            Returns close{' '}
            <time dateTime={returns.windowClosesAt} className="font-medium text-slate-800">
              {formatOrderTime(returns.windowClosesAt, 'short')}
            </time>
          </p>
          <button
            type="button"
            onClick={() => onReturn(order)}
            aria-label={`Return items of order ${order.transactionId}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-ui border border-primary-700 bg-white px-3 text-sm font-semibold whitespace-nowrap text-primary-700 hover:bg-primary-50"
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Return items
          </button>
        </div>
      )}
    </div>
  );
}

const STATE_TEXT: Record<Return['state'], string> = {
  requested: 'We will review your request shortly.',
  approved: 'Approved: please send the items back to us.',
  rejected: 'We could not accept this return.',
  received: 'We received the items; the refund has started.',
  refunded: 'The refund has been completed.',
};

/** In an order's details: each return with its lines, reason, decision and refund. */
export function OrderReturns({ order }: { order: Order }) {
  const requests = order.returns?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby={`returns-${order._id}`} className="space-y-3">
      <h3 id={`returns-${order._id}`} className="text-sm font-semibold text-slate-900">
        Returns
      </h3>
      <ul className="space-y-3">
        {requests.map((request) => (
          <li key={request._id} className="rounded-ui border border-slate-200 p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ReturnStateBadge state={request.state} />
              <p className="text-xs text-slate-500">
                Asked{' '}
                <time dateTime={request.requestedAt}>{formatOrderTime(request.requestedAt)}</time>
              </p>
            </div>
            <p className="mt-2 text-slate-700">{STATE_TEXT[request.state]}</p>
            <ul className="mt-2 space-y-0.5 text-slate-800">
              {request.lines.map((line) => (
                <li key={line.lineId}>
                  {line.quantity} × {line.productName}
                  {line.variantName && (
                    <span className="text-slate-500"> ({line.variantName})</span>
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-slate-600">
              Reason: {RETURN_REASON_LABELS[request.reason]}
              {request.comment && <> · “{request.comment}”</>}
            </p>
            {request.rejectionReason && (
              <p className="mt-1 text-danger-800">Why: {request.rejectionReason}</p>
            )}
            {request.refundAmount !== null && (
              <p className="mt-2 font-medium text-slate-900">
                Refund <span className="price">{formatRupees(request.refundAmount)}</span>
              </p>
            )}
            {request.creditNoteNumber && (
              <a
                href={apiUrl(creditNoteUrl(request._id))}
                download
                className="mt-3 inline-flex h-9 items-center gap-1.5 rounded-ui border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                <FileText aria-hidden="true" className="size-4 text-danger-700" />
                Download credit note
                <span className="sr-only">{request.creditNoteNumber}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
