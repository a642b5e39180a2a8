import {
  DISPLAYED_STATUS_LABELS,
  displayedOrderStatus,
  type DisplayedOrderStatus,
  type OrderStatus,
  type PaymentStatus,
} from '@labshop/domain/order-status';

const STATUS_CLASS: Record<DisplayedOrderStatus, string> = {
  'payment pending': 'bg-sale-50 text-sale-800 ring-sale-200',
  'payment failed': 'bg-danger-50 text-danger-800 ring-danger-200',
  ordered: 'bg-slate-100 text-slate-800 ring-slate-300',
  packed: 'bg-primary-50 text-primary-800 ring-primary-200',
  'in transit': 'bg-primary-50 text-primary-800 ring-primary-200',
  delivered: 'bg-primary-700 text-white ring-primary-700',
  cancelled: 'bg-danger-50 text-danger-800 ring-danger-200',
};

const badgeClass =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

type OrderStatusBadgeProps = { status: OrderStatus; paymentStatus: PaymentStatus };

/**
 * An order's status as a coloured pill: teal as it moves, red when cancelled; an unpaid order
 * shows its payment instead (amber pending, red failed), never "Ordered".
 */
export function OrderStatusBadge({ status, paymentStatus }: OrderStatusBadgeProps) {
  const shown = displayedOrderStatus({ paymentStatus, currentStatus: status });
  return (
    <span className={`${badgeClass} ${STATUS_CLASS[shown]}`}>{DISPLAYED_STATUS_LABELS[shown]}</span>
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
