import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@labshop/domain/order-status';

const STATUS_CLASS: Record<OrderStatus, string> = {
  ordered: 'bg-slate-100 text-slate-800 ring-slate-300',
  packed: 'bg-primary-50 text-primary-800 ring-primary-200',
  'in transit': 'bg-primary-50 text-primary-800 ring-primary-200',
  delivered: 'bg-primary-700 text-white ring-primary-700',
  cancelled: 'bg-danger-50 text-danger-800 ring-danger-200',
};

const badgeClass =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

/** An order's current status as a coloured pill: teal as it moves, red when cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${badgeClass} ${STATUS_CLASS[status]}`}>{ORDER_STATUS_LABELS[status]}</span>
  );
}

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  SUCCESS: 'Paid',
  PENDING: 'Payment pending',
  FAILED: 'Payment failed',
};

const PAYMENT_CLASS: Record<PaymentStatus, string> = {
  SUCCESS: 'bg-primary-50 text-primary-800 ring-primary-200',
  PENDING: 'bg-sale-50 text-sale-800 ring-sale-200',
  FAILED: 'bg-danger-50 text-danger-800 ring-danger-200',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={`${badgeClass} ${PAYMENT_CLASS[status]}`}>{PAYMENT_LABELS[status]}</span>;
}
