import { Link } from 'react-router';
import type { AdminOrderSummary } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import { formatOrderTime } from '../../../components/date-time.ts';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-status-badge.tsx';
import type { Column } from '../data-table.tsx';

// The orders list's columns; date and amount sort from their headers.

export const ORDER_COLUMNS: Column<AdminOrderSummary>[] = [
  {
    header: 'Order',
    cell: (order) => (
      <span className="block min-w-0">
        <span className="block font-mono text-xs break-all text-slate-900 md:break-normal md:whitespace-nowrap">
          {order.transactionId}
        </span>
        <span className="block text-xs text-slate-600">{order.user.name}</span>
        {order.user.phoneNumber && (
          <span className="block text-xs text-slate-500 tabular-nums">
            {order.user.phoneNumber}
          </span>
        )}
      </span>
    ),
  },
  {
    header: 'Products',
    cell: (order) => (
      <ul className="space-y-0.5">
        {order.productNames.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
    ),
  },
  {
    header: 'Amount',
    cell: (order) => formatRupees(order.totalAmount),
    sort: { asc: 'amount-asc', desc: 'amount-desc', first: 'desc' },
    align: 'right',
    className: 'price font-semibold tabular-nums md:whitespace-nowrap',
  },
  {
    header: 'Payment',
    cell: (order) => <PaymentStatusBadge status={order.paymentStatus} />,
  },
  {
    header: 'Status',
    cell: (order) => (
      <OrderStatusBadge
        status={order.orderStatus.currentStatus}
        paymentStatus={order.paymentStatus}
      />
    ),
  },
  {
    header: 'Ordered At',
    cell: (order) => <time dateTime={order.orderedAt}>{formatOrderTime(order.orderedAt)}</time>,
    sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
    className: 'md:whitespace-nowrap',
  },
];

/** The row's way to the order's page, carrying the list's address so "All orders" returns to it. */
export function ViewOrderLink({
  order,
  listSearch,
}: {
  order: AdminOrderSummary;
  listSearch: string;
}) {
  return (
    <Link
      to={`/admin-order-details/${order._id}`}
      state={{ listSearch }}
      aria-label={`View order ${order.transactionId}`}
      className="inline-flex h-9 items-center rounded-ui border border-primary-700 px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
    >
      View
    </Link>
  );
}
