import { useState } from 'react';
import { ClipboardList, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '@labshop/domain/money';
import { ApiError } from '../../../api/client.ts';
import { formatOrderTime } from '../../../components/date-time.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-status-badge.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { Pagination } from '../../../components/pagination.tsx';
import { stackedCell, stackedRow, stackedTableHead } from '../../../components/stacked-table.ts';
import { AdminOnly } from './admin-only.tsx';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_ORDERS_TEXT,
  useAdminOrders,
  type PaymentFilter,
} from './api.ts';

const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  all: 'All orders',
  SUCCESS: 'Paid',
  PENDING: 'Payment pending',
  FAILED: 'Payment failed',
  late: 'Late payments',
};

export function ManageOrdersPage() {
  usePageMeta(
    'Manage Orders',
    'Every order with its products, amount paid, status and order time.',
  );
  return (
    <PageFrame
      title="Manage Orders"
      lead="Every order with its products, amount paid, status and order time."
    >
      <AdminOnly>
        <OrdersTable />
      </AdminOnly>
    </PageFrame>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = `${stackedCell} align-top text-slate-800`;

function OrdersTable() {
  const [page, setPage] = useState(1);
  // Orders to fulfil are the paid ones; abandoned checkouts are one choice away.
  const [payment, setPayment] = useState<PaymentFilter>('SUCCESS');
  const orders = useAdminOrders(page, payment);

  const filter = (
    <SelectField
      label="Show"
      value={payment}
      onChange={(event) => {
        setPayment(event.target.value as PaymentFilter);
        setPage(1);
      }}
      className="w-full max-w-56"
    >
      {(
        ['SUCCESS', 'PENDING', 'FAILED', 'late', 'all'] as const satisfies readonly PaymentFilter[]
      ).map((value) => (
        <option key={value} value={value}>
          {PAYMENT_FILTER_LABELS[value]}
        </option>
      ))}
    </SelectField>
  );

  if (orders.isPending) {
    return (
      <div className="space-y-4">
        {filter}
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      </div>
    );
  }
  if (orders.isError) {
    const message =
      orders.error instanceof ApiError || orders.error.message !== ADMIN_ORDERS_TEXT.unexpected
        ? ADMIN_ORDERS_TEXT.fetchFailed
        : ADMIN_ORDERS_TEXT.unexpected;
    return (
      <div role="alert">
        <EmptyState icon={TriangleAlert} title={message} />
      </div>
    );
  }
  const { orders: rows, total } = orders.data;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {filter}
        <p className="text-sm text-slate-600">
          {total} {total === 1 ? 'order' : 'orders'}
        </p>
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={ClipboardList} title="No orders found.">
          {payment === 'all'
            ? 'Orders appear here once shoppers check out.'
            : 'Try another choice above.'}
        </EmptyState>
      ) : (
        <div className="rounded-ui border border-slate-200 bg-white shadow-card">
          <table className="w-full">
            <caption className="sr-only">Orders, newest first</caption>
            <thead className={`${stackedTableHead} border-b border-slate-200 bg-slate-50`}>
              <tr>
                <th scope="col" className={th}>
                  Order ID
                </th>
                <th scope="col" className={th}>
                  Products
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Amount Paid
                </th>
                <th scope="col" className={th}>
                  Payment
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Ordered At
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((order) => (
                <tr key={order._id} className={`${stackedRow} hover:bg-slate-50`}>
                  <td data-label="Order ID" className={td}>
                    <span className="min-w-0">
                      <span className="block font-mono text-xs break-all text-slate-900 md:break-normal md:whitespace-nowrap">
                        {order.transactionId}
                      </span>
                      <span className="block text-xs text-slate-500">{order.user.name}</span>
                    </span>
                  </td>
                  <td data-label="Products" className={td}>
                    <ul className="space-y-0.5">
                      {order.productNames.map((name, index) => (
                        <li key={index}>{name}</li>
                      ))}
                    </ul>
                  </td>
                  <td
                    data-label="Amount Paid"
                    className={`${td} price font-semibold md:text-right`}
                  >
                    {formatRupees(order.totalAmount)}
                  </td>
                  <td data-label="Payment" className={td}>
                    <PaymentStatusBadge status={order.paymentStatus} />
                  </td>
                  <td data-label="Status" className={td}>
                    <OrderStatusBadge
                      status={order.orderStatus.currentStatus}
                      paymentStatus={order.paymentStatus}
                    />
                  </td>
                  <td data-label="Ordered At" className={`${td} md:whitespace-nowrap`}>
                    <time dateTime={order.orderedAt}>{formatOrderTime(order.orderedAt)}</time>
                  </td>
                  <td className="block px-4 py-2 md:table-cell md:py-3 md:align-top">
                    <Link
                      to={`/admin-order-details/${order._id}`}
                      aria-label={`View order ${order.transactionId}`}
                      className="inline-flex h-9 items-center rounded-ui border border-primary-700 px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
                    >
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
