import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { Refund } from '@labshop/domain/api/refunds';
import { formatRupees } from '@labshop/domain/money';
import { refundStateText } from '@labshop/domain/refund-messages';

const TONE = {
  started: 'border-sale-200 bg-sale-50 text-sale-800',
  completed: 'border-primary-200 bg-primary-50 text-primary-800',
  failed: 'border-danger-200 bg-danger-50 text-danger-800',
} as const;

function toneOf(state: Refund['state']): keyof typeof TONE {
  if (state === 'COMPLETED') return 'completed';
  if (state === 'FAILED') return 'failed';
  return 'started';
}

const ICONS = { started: Clock, completed: CircleCheck, failed: CircleAlert } as const;

/** The order's refunds as its shopper reads them: "Refund of ₹x started" / "... completed". */
export function RefundStates({ refunds }: { refunds: Refund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul aria-label="Refunds" className="space-y-2">
      {refunds.map((refund) => {
        const tone = toneOf(refund.state);
        const Icon = ICONS[tone];
        return (
          <li
            key={refund._id}
            data-state={refund.state}
            className={`flex items-start gap-2 rounded-ui border px-3 py-2 text-sm ${TONE[tone]}`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="price">
              {refundStateText(formatRupees(refund.amount), refund.state)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
