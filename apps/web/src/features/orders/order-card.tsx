import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, ChevronUp, MapPin } from 'lucide-react';
import type { Order } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import { canPayAgain } from '@labshop/domain/order-status';
import { PURCHASE_ORDER_LABELS } from '@labshop/domain/validation/purchase-order';
import { formatOrderTime } from '../../components/date-time.ts';
import { DocumentLinks } from '../../components/document-links.tsx';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { RefundStates } from '../../components/refund-state.tsx';
import { ShipTo } from '../../components/ship-to.tsx';
import { BuyAgainButton } from './buy-again.tsx';
import { CancelBar } from './order-cancel.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderProductsPreview } from './order-products-preview.tsx';
import { PayAgainBar } from './pay-again-bar.tsx';
import { OrderReturns, ReturnBar } from './order-returns.tsx';
import { OrderShipment } from './order-shipment.tsx';
import { OrderTracker } from './order-tracker.tsx';
import type { ReviewTarget } from './review-dialog.tsx';

type OrderCardProps = {
  order: Order;
  onReview: (target: ReviewTarget) => void;
  onReturn: (order: Order) => void;
  /** The order a mail linked to: shown open and scrolled into view. */
  isLinked?: boolean;
};

/** One order: its summary always, the tracker, address and products behind Show More. */
export function OrderCard({ order, onReview, onReturn, isLinked = false }: OrderCardProps) {
  const [isOpen, setIsOpen] = useState(isLinked);
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isLinked) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [isLinked]);
  const detailsId = useId();
  const headingId = useId();
  const { street, landmark, city, state, zipcode, addressType } = order.deliveryAddress;
  return (
    <article
      ref={cardRef}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-ui border border-slate-200 bg-white shadow-card"
    >
      <div className="grid gap-4 p-4 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] sm:items-center sm:p-5">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">Transaction ID</p>
          <h2 id={headingId} className="font-mono text-sm font-semibold break-all text-slate-900">
            {order.transactionId}
          </h2>
        </div>
        <div className="grid grid-cols-3 gap-3 sm:contents">
          <div>
            <p className="text-xs font-medium text-slate-500">Status</p>
            <p className="mt-0.5">
              <OrderStatusBadge
                status={order.orderStatus.currentStatus}
                paymentStatus={order.paymentStatus}
              />
            </p>
          </div>
          <div>
            <p className="text-xs font-medium text-slate-500">Total</p>
            <p className="price text-sm font-semibold text-slate-900">
              {formatRupees(order.totalAmount)}
            </p>
          </div>
          <div>
            <p className="text-xs font-medium text-slate-500">
              {canPayAgain(order) ? 'Attempted' : 'Ordered'}
            </p>
            <p className="text-sm text-slate-800">
              <time dateTime={order.orderedAt}>{formatOrderTime(order.orderedAt)}</time>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          {!canPayAgain(order) && <BuyAgainButton order={order} />}
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => setIsOpen((open) => !open)}
            className="inline-flex h-10 items-center justify-center gap-1.5 rounded-ui border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 max-sm:flex-1"
          >
            {isOpen ? 'Show Less' : 'Show More'}
            {isOpen ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      </div>
      <OrderProductsPreview order={order} />
      {order.refunds.length > 0 && (
        <div className="px-4 pb-4 sm:px-5">
          <RefundStates refunds={order.refunds} />
        </div>
      )}
      <PayAgainBar order={order} />
      <ReturnBar order={order} onReturn={onReturn} />
      <CancelBar order={order} />
      <div
        id={detailsId}
        hidden={!isOpen}
        className="space-y-6 border-t border-slate-200 p-4 sm:p-5"
      >
        {isOpen && (
          <>
            {!canPayAgain(order) && (
              <OrderTracker
                currentStatus={order.orderStatus.currentStatus}
                timestamps={order.orderStatus.timestamps}
              />
            )}
            <OrderShipment order={order} />
            <section
              aria-label="Delivery address"
              className="flex gap-3 rounded-ui bg-slate-50 p-4"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
              <div className="text-sm text-slate-700">
                <p className="font-semibold text-slate-900">Delivery address · {addressType}</p>
                <p>{street}</p>
                {landmark && <p>{landmark}</p>}
                <p>
                  {city}, {state} {zipcode}
                </p>
                <ShipTo address={order.deliveryAddress} className="mt-1" />
                {order.purchaseOrderNumber && (
                  <p className="mt-1">
                    {PURCHASE_ORDER_LABELS.purchaseOrderNumber}:{' '}
                    <span className="font-mono">{order.purchaseOrderNumber}</span>
                  </p>
                )}
                {order.gstNumber && (
                  <p>
                    {PURCHASE_ORDER_LABELS.gstNumber}:{' '}
                    <span className="font-mono">{order.gstNumber}</span>
                  </p>
                )}
                {order.quoteNumber && (
                  <p>
                    At the prices of quote <span className="font-mono">{order.quoteNumber}</span>
                  </p>
                )}
              </div>
            </section>
            <div className="overflow-hidden rounded-ui border border-slate-200">
              <OrderLines order={order} onReview={onReview} />
            </div>
            <OrderReturns order={order} />
            <DocumentLinks
              base={`/api/user/orders/${encodeURIComponent(order.transactionId)}`}
              invoiceNumber={order.invoiceNumber}
              creditNoteNumber={order.creditNoteNumber}
            />
          </>
        )}
      </div>
    </article>
  );
}
