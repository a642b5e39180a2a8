import { useState } from 'react';
import { Package, TriangleAlert } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { Button, buttonClass } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { ORDERS_TEXT, useUserOrders } from './api.ts';
import { OrderCard } from './order-card.tsx';
import type { Order } from '@labshop/domain/api/orders';
import { ReturnDialog } from './return-dialog.tsx';
import { ReviewDialog, type ReviewTarget } from './review-dialog.tsx';

export function OrdersPage() {
  usePageMeta('Your Orders', 'Track your LabShop orders and review delivered products.');
  const session = useSession();
  const orders = useUserOrders({ enabled: session.isShopper });
  const [reviewTarget, setReviewTarget] = useState<ReviewTarget | null>(null);
  const [returnOrder, setReturnOrder] = useState<Order | null>(null);
  // Order mails link here with the order's transaction id: that card opens.
  const [params] = useSearchParams();
  const linked = params.get('transactionId');

  // Guests are sent to /login (docs/product/routes-and-shell.md).
  if (!session.isLoading && !session.loggedIn) return <Navigate to="/login" replace />;

  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const total = orders.data?.pages[0]?.total ?? 0;

  return (
    <PageFrame
      title="Your Orders"
      lead="Track each order from placement to delivery, and review what you received."
      actions={
        <Link
          to="/quotes"
          className="inline-flex h-10 items-center text-sm font-semibold text-primary-800 underline underline-offset-2"
        >
          Your quotes
        </Link>
      }
    >
      {session.isAdmin ? (
        <EmptyState icon={Package} title="Orders belong to shopper accounts.">
          Manage every order from the back office.
        </EmptyState>
      ) : session.isLoading || orders.isPending ? (
        <ul aria-label="Loading your orders" className="space-y-4">
          {Array.from({ length: 3 }, (_, index) => (
            <li
              key={index}
              className="h-24 animate-pulse rounded-ui border border-slate-200 bg-white"
            />
          ))}
        </ul>
      ) : orders.isError ? (
        <div role="alert">
          <EmptyState icon={TriangleAlert} title={ORDERS_TEXT.fetchFailed}>
            <Button variant="secondary" className="mt-4" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </EmptyState>
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={Package} title={ORDERS_TEXT.empty}>
          <p>Orders you pay for will appear here, with their delivery progress.</p>
          <Link to="/filter" className={buttonClass('primary', 'mt-4 h-10')}>
            Browse products
          </Link>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            {total} {total === 1 ? 'order' : 'orders'}
          </p>
          <ul className="space-y-4">
            {list.map((order) => (
              <li key={order._id}>
                <OrderCard
                  order={order}
                  onReview={setReviewTarget}
                  onReturn={setReturnOrder}
                  isLinked={order.transactionId === linked}
                />
              </li>
            ))}
          </ul>
          {orders.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                isBusy={orders.isFetchingNextPage}
                busyLabel="Loading…"
                onClick={() => void orders.fetchNextPage()}
              >
                Show older orders
              </Button>
            </div>
          )}
        </div>
      )}
      <ReviewDialog target={reviewTarget} onClose={() => setReviewTarget(null)} />
      <ReturnDialog order={returnOrder} onClose={() => setReturnOrder(null)} />
    </PageFrame>
  );
}
