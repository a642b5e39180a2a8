import { useEffect, useMemo, useState } from 'react';
import { ClipboardList, Download } from 'lucide-react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { buttonClass } from '../../../components/button.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { DataTable } from '../data-table.tsx';
import { AdminOnly } from './admin-only.tsx';
import { ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_TEXT, ordersCsvHref, useAdminOrders } from './api.ts';
import { BulkOutcomePanel, OrderBulkActions, type BulkOutcome } from './order-bulk-actions.tsx';
import { ORDER_COLUMNS, ViewOrderLink } from './order-columns.tsx';
import { OrderFilters } from './order-filters.tsx';
import { useOrderListParams } from './order-list-params.ts';

const LEAD = 'Find orders, change many at once, and download the list as CSV.';

export function ManageOrdersPage() {
  usePageMeta('Manage Orders', LEAD);
  return (
    <PageFrame title="Manage Orders" lead={LEAD}>
      <AdminOnly>
        <OrdersList />
      </AdminOnly>
    </PageFrame>
  );
}

function OrdersList() {
  const list = useOrderListParams();
  const { filters, page } = list;
  const location = useLocation();
  const orders = useAdminOrders(page, filters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<BulkOutcome | { error: string } | null>(null);
  // Transaction ids of every order seen, so the summary can name a selected order on another page.
  const [names, setNames] = useState<Record<string, string>>({});

  const filterKey = JSON.stringify(filters);
  // A new filter shows other orders: a selection of rows no longer in view would surprise.
  useEffect(() => setSelected(new Set()), [filterKey]);
  const rows = orders.data?.orders;
  useEffect(() => {
    if (!rows) return;
    setNames((known) => {
      const next = { ...known };
      for (const order of rows) next[order._id] = order.transactionId;
      return next;
    });
  }, [rows]);

  const total = orders.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  const selectedIds = useMemo(() => [...selected], [selected]);
  const isWrongShape = orders.error?.message === ADMIN_ORDERS_TEXT.unexpected;

  return (
    <div className="space-y-4">
      <OrderFilters
        filters={filters}
        amounts={list.values}
        update={list.update}
        isFiltered={list.isFiltered}
        onClear={list.reset}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {orders.isPending ? 'Loading orders…' : `${total} ${total === 1 ? 'order' : 'orders'}`}
        </p>
        <a href={ordersCsvHref(filters)} download className={buttonClass('secondary', 'h-10 px-4')}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      {outcome && <BulkOutcomePanel outcome={outcome} onDismiss={() => setOutcome(null)} />}
      <OrderBulkActions
        selectedIds={selectedIds}
        names={names}
        onClear={() => setSelected(new Set())}
        onDone={(result) => {
          setOutcome(result);
          // The ones that could not change stay selected, to look at or try another way.
          if ('response' in result) {
            setSelected(
              new Set(result.response.results.filter((r) => !r.ok).map((r) => r.orderId)),
            );
          }
        }}
      />
      <DataTable
        caption="Orders"
        columns={ORDER_COLUMNS}
        rows={rows}
        rowId={(order) => order._id}
        rowLabel={(order) => `order ${order.transactionId}`}
        isPending={orders.isPending}
        isError={orders.isError}
        errorMessage={
          orders.error instanceof ApiError || !isWrongShape
            ? ADMIN_ORDERS_TEXT.fetchFailed
            : ADMIN_ORDERS_TEXT.unexpected
        }
        empty={{
          icon: ClipboardList,
          title: 'No orders found.',
          body: list.isFiltered ? (
            <span className="flex flex-col items-center gap-3">
              <span>No orders match these filters.</span>
              <button
                type="button"
                onClick={list.reset}
                className={buttonClass('secondary', 'h-10 px-4')}
              >
                Clear filters
              </button>
            </span>
          ) : (
            'Paid orders appear here once shoppers check out; choose "All orders" to see every checkout.'
          ),
        }}
        sort={{ value: filters.sort, onChange: (sort) => list.update({ sort }) }}
        selection={{ ids: selected, onChange: setSelected }}
        actions={(order) => <ViewOrderLink order={order} listSearch={location.search} />}
        pagination={{
          page,
          pageCount,
          onPage: (next) => list.update({ page: String(next) }),
        }}
        isWide
      />
    </div>
  );
}
