import { ArrowLeft, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { AdminOrder } from '@labshop/domain/api/orders';
import { PURCHASE_ORDER_LABELS } from '@labshop/domain/validation/purchase-order';
import { isWebAddress } from '@labshop/domain/validation/shipment';
import { ApiError } from '../../../api/client.ts';
import { formatOrderTime } from '../../../components/date-time.ts';
import { DocumentLinks } from '../../../components/document-links.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-status-badge.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ShipTo } from '../../../components/ship-to.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { AdminOnly } from './admin-only.tsx';
import { ADMIN_ORDERS_TEXT, useAdminOrder } from './api.ts';
import { PaymentsAndRefunds } from './payments-refunds.tsx';
import { StatusHistory } from './status-history.tsx';
import { StatusUpdate } from './status-update.tsx';
import { Card } from './order-card.tsx';
import { OrderProducts } from './order-products.tsx';

export function OrderDetailsPage() {
  usePageMeta(
    'Order Details',
    'Order and payment details, the customer, the delivery address and the status history.',
  );
  const listSearch = useListSearch();
  return (
    <PageFrame
      title="Order Details"
      lead="Order and payment details, the customer, the delivery address and the status history."
      actions={
        <Link
          to={`/admin-manage-orders${listSearch}`}
          className="inline-flex h-10 items-center gap-1.5 rounded-ui border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All orders
        </Link>
      }
    >
      <AdminOnly>
        <OrderDetails />
      </AdminOnly>
    </PageFrame>
  );
}

/** The orders list's filters the admin came from (its View link passes them), or none. */
function useListSearch(): string {
  const state: unknown = useLocation().state;
  const search =
    typeof state === 'object' && state !== null && 'listSearch' in state ? state.listSearch : '';
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

function OrderDetails() {
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  if (order.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  if (order.isError) {
    const isMissing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div role="alert">
        <EmptyState
          icon={TriangleAlert}
          title={isMissing ? ADMIN_ORDERS_TEXT.notFound : ADMIN_ORDERS_TEXT.detailsFailed}
        />
      </div>
    );
  }
  const data = order.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-6">
        <OrderSummary order={data} />
        <OrderProducts order={data} />
        <PaymentsAndRefunds order={data} />
        <StatusHistory history={data.statusHistory} />
      </div>
      <div className="min-w-0 space-y-6">
        <StatusUpdate order={data} />
        <Shipment order={data} />
        <Customer order={data} />
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <Card title="Order">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Order ID">
          <span className="font-mono text-xs">{order._id}</span>
        </Fact>
        <Fact label="Transaction ID">
          <span className="font-mono text-xs">{order.transactionId}</span>
        </Fact>
        <Fact label="Status">
          <OrderStatusBadge
            status={order.orderStatus.currentStatus}
            paymentStatus={order.paymentStatus}
          />
        </Fact>
        <Fact label="Ordered at">
          <time dateTime={order.orderedAt}>{formatOrderTime(order.orderedAt)}</time>
        </Fact>
        <Fact label="Payment status">
          <PaymentStatusBadge status={order.paymentStatus} />
        </Fact>
        <Fact label="Payment time">
          {order.paidAt ? (
            <time dateTime={order.paidAt}>{formatOrderTime(order.paidAt)}</time>
          ) : (
            'Not paid'
          )}
        </Fact>
        {order.purchaseOrderNumber && (
          <Fact label={PURCHASE_ORDER_LABELS.purchaseOrderNumber}>
            <span className="font-mono">{order.purchaseOrderNumber}</span>
          </Fact>
        )}
        {order.gstNumber && (
          <Fact label={PURCHASE_ORDER_LABELS.gstNumber}>
            <span className="font-mono">{order.gstNumber}</span>
          </Fact>
        )}
        {order.quoteNumber && (
          <Fact label="Quote">
            <span className="font-mono">{order.quoteNumber}</span>
          </Fact>
        )}
        {order.invoiceNumber && <Fact label="Invoice">{order.invoiceNumber}</Fact>}
        {order.creditNoteNumber && <Fact label="Credit note">{order.creditNoteNumber}</Fact>}
      </dl>
      <div className="mt-4">
        <DocumentLinks
          base={`/api/admin/order/${encodeURIComponent(order._id)}`}
          invoiceNumber={order.invoiceNumber}
          creditNoteNumber={order.creditNoteNumber}
        />
      </div>
    </Card>
  );
}

/** The carrier and tracking number the shopper was given, once the admin gave them. */
function Shipment({ order }: { order: AdminOrder }) {
  if (!order.carrier || !order.trackingNumber) return null;
  return (
    <Card title="Shipment">
      <dl className="space-y-3">
        <Fact label="Carrier">{order.carrier}</Fact>
        <Fact label="Tracking number">
          <span className="font-mono">{order.trackingNumber}</span>
        </Fact>
        {order.trackingUrl && isWebAddress(order.trackingUrl) && (
          <Fact label="Tracking link">
            <a
              href={order.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-primary-700 hover:underline"
            >
              {order.trackingUrl}
            </a>
          </Fact>
        )}
      </dl>
    </Card>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const { street, landmark, city, state, zipcode, addressType } = order.deliveryAddress;
  return (
    <Card title="Customer">
      <dl className="space-y-3">
        <Fact label="Name">{order.user.name}</Fact>
        <Fact label="Email">
          <a href={`mailto:${order.user.email}`} className="text-primary-700 hover:underline">
            {order.user.email}
          </a>
        </Fact>
        <Fact label="Phone">{order.user.phoneNumber || 'Not given'}</Fact>
        <Fact label={`Delivery address (${addressType})`}>
          <address className="not-italic">
            {street}
            {landmark && (
              <>
                <br />
                {landmark}
              </>
            )}
            <br />
            {city}, {state} {zipcode}
            <ShipTo address={order.deliveryAddress} className="mt-1" />
          </address>
        </Fact>
      </dl>
    </Card>
  );
}
