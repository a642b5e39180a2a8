import {
  Boxes,
  ClipboardList,
  CreditCard,
  IndianRupee,
  PackageOpen,
  ShoppingBag,
  TrendingUp,
  Undo2,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { DashboardResponse } from '@labshop/domain/api/reports';
import { DASHBOARD_WINDOWS, type DashboardWindow } from '@labshop/domain/reports';
import { formatRupees } from '@labshop/domain/money';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { DASHBOARD_TEXT, useDashboard, windowFromParam } from './api.ts';
import { Gstr1Download } from './gstr1-download.tsx';
import { RevenueChart, shortDay } from './revenue-chart.tsx';
import { StatLink } from './stat-link.tsx';

const WINDOW_LABELS: Record<DashboardWindow, string> = {
  '1': 'Today',
  '7': '7 days',
  '30': '30 days',
};

// The lists behind the numbers, with the filters their pages read from the URL.
export const DASHBOARD_LINKS = {
  paidOrders: (from: string, to: string) =>
    `/admin-manage-orders?paymentStatus=SUCCESS&from=${from}&to=${to}`,
  waitingToPack: '/admin-manage-orders?status=ordered&paymentStatus=SUCCESS',
  paymentsPending: '/admin-manage-orders?paymentStatus=PENDING',
  returns: '/admin-manage-returns',
  lowStock: '/admin-manage-Product?stock=low',
} as const;

export function DashboardPage() {
  usePageMeta(DASHBOARD_TEXT.title, DASHBOARD_TEXT.lead);
  const [params] = useSearchParams();
  const period = windowFromParam(params.get('days'));
  return (
    <PageFrame
      title={DASHBOARD_TEXT.title}
      lead={DASHBOARD_TEXT.lead}
      actions={<WindowSwitch current={period} />}
    >
      <div className="space-y-8">
        <Figures period={period} />
        <Gstr1Download />
      </div>
    </PageFrame>
  );
}

/** Links, not buttons: each period is an address of its own that Back returns to. */
function WindowSwitch({ current }: { current: DashboardWindow }) {
  return (
    <nav
      aria-label="Period"
      className="inline-flex rounded-ui border border-slate-300 bg-white p-0.5"
    >
      {DASHBOARD_WINDOWS.map((period) => {
        const isCurrent = period === current;
        return (
          <Link
            key={period}
            to={`?days=${period}`}
            replace
            aria-current={isCurrent ? 'page' : undefined}
            className={`rounded-[0.375rem] px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-700 ${
              isCurrent ? 'bg-primary-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {WINDOW_LABELS[period]}
          </Link>
        );
      })}
    </nav>
  );
}

function Figures({ period }: { period: DashboardWindow }) {
  const dashboard = useDashboard(period);
  if (dashboard.isPending) {
    return (
      <p role="status" className="rounded-ui border border-slate-200 bg-white p-6 text-slate-600">
        Loading the figures...
      </p>
    );
  }
  if (dashboard.isError) {
    return (
      <LoadFailed
        what={DASHBOARD_TEXT.fetchFailed}
        onRetry={() => void dashboard.refetch()}
        isRetrying={dashboard.isFetching}
      />
    );
  }
  return (
    <div aria-busy={dashboard.isPlaceholderData || undefined} className="space-y-8">
      <Takings figures={dashboard.data} />
      <Waiting figures={dashboard.data} />
      <TopProducts figures={dashboard.data} />
    </div>
  );
}

const periodText = (figures: DashboardResponse) =>
  figures.days === 1 ? 'Today' : `${shortDay(figures.from)} – ${shortDay(figures.to)}`;

function Takings({ figures }: { figures: DashboardResponse }) {
  const ordersLink = DASHBOARD_LINKS.paidOrders(figures.from, figures.to);
  return (
    <section aria-labelledby="dashboard-takings" className="space-y-4">
      <h2 id="dashboard-takings" className="text-lg font-semibold text-slate-900">
        Takings <span className="font-normal text-slate-500">· {periodText(figures)}</span>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatLink
          to={ordersLink}
          icon={IndianRupee}
          label="Revenue"
          value={formatRupees(figures.revenue)}
          hint={
            figures.refunds > 0
              ? `Paid orders less ${formatRupees(figures.refunds)} refunded`
              : 'Paid orders less refunds'
          }
        />
        <StatLink
          to={ordersLink}
          icon={ShoppingBag}
          label="Orders"
          value={figures.orders}
          hint="Paid in this period"
        />
      </div>
      {figures.days > 1 && (
        <div className="rounded-ui border border-slate-200 bg-white p-4 shadow-card sm:p-5">
          <RevenueChart days={figures.revenueByDay} />
        </div>
      )}
    </section>
  );
}

function Waiting({ figures }: { figures: DashboardResponse }) {
  return (
    <section aria-labelledby="dashboard-waiting" className="space-y-4">
      <h2 id="dashboard-waiting" className="text-lg font-semibold text-slate-900">
        Waiting now
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatLink
          to={DASHBOARD_LINKS.waitingToPack}
          icon={PackageOpen}
          label="Orders to pack"
          value={figures.waitingToPack}
          hint="Paid, not yet packed"
          isUrgent={figures.waitingToPack > 0}
        />
        <StatLink
          to={DASHBOARD_LINKS.paymentsPending}
          icon={CreditCard}
          label="Payments pending"
          value={figures.paymentsPending}
          hint="Checkouts not yet paid"
        />
        <StatLink
          to={DASHBOARD_LINKS.returns}
          icon={Undo2}
          label="Returns to handle"
          value={figures.returnsToHandle}
          hint="To decide or to receive"
          isUrgent={figures.returnsToHandle > 0}
        />
        <StatLink
          to={DASHBOARD_LINKS.lowStock}
          icon={Boxes}
          label="Low on stock"
          value={figures.lowStockProducts}
          hint="Below their minimum alert"
          isUrgent={figures.lowStockProducts > 0}
        />
      </div>
    </section>
  );
}

function TopProducts({ figures }: { figures: DashboardResponse }) {
  return (
    <section aria-labelledby="dashboard-top" className="space-y-4">
      <h2 id="dashboard-top" className="text-lg font-semibold text-slate-900">
        Top products <span className="font-normal text-slate-500">· {periodText(figures)}</span>
      </h2>
      {figures.topProducts.length === 0 ? (
        <EmptyState icon={TrendingUp} title="No sales in this period yet." />
      ) : (
        <ol className="divide-y divide-slate-100 rounded-ui border border-slate-200 bg-white shadow-card">
          {figures.topProducts.map((product, index) => (
            <li
              key={product.productId ?? product.name}
              className="flex items-center gap-3 px-4 py-3 text-sm"
            >
              <span className="w-5 shrink-0 text-slate-500 tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1">
                {product.productId ? (
                  <Link
                    to={`/product/${product.productId}`}
                    className="font-medium text-slate-900 hover:text-primary-700 hover:underline"
                  >
                    {product.name}
                  </Link>
                ) : (
                  <span className="font-medium text-slate-900">{product.name}</span>
                )}
                <span className="block text-xs text-slate-500">
                  {product.quantity} {product.quantity === 1 ? 'unit' : 'units'} sold
                </span>
              </span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatRupees(product.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="flex items-center gap-2 text-xs text-slate-500">
        <ClipboardList aria-hidden="true" className="size-4" />
        By what each product took in paid orders, delivery included.
      </p>
    </section>
  );
}
