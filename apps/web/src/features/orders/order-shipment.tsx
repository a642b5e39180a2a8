import { ExternalLink, Truck } from 'lucide-react';
import type { Order } from '@labshop/domain/api/orders';
import { isWebAddress } from '@labshop/domain/validation/shipment';

/**
 * Who carries the order and its tracking number, beside the tracker, once the order is on its
 * way; the carrier's own tracking page when the shop gave one.
 */
export function OrderShipment({ order }: { order: Order }) {
  const status = order.orderStatus.currentStatus;
  if (!order.carrier || !order.trackingNumber) return null;
  if (status !== 'in transit' && status !== 'delivered') return null;
  return (
    <section aria-label="Shipment" className="flex gap-3 rounded-ui bg-primary-50 p-4">
      <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <div className="min-w-0 space-y-1 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          {status === 'delivered' ? 'Delivered by' : 'On its way with'} {order.carrier}
        </p>
        <p>
          Tracking number{' '}
          <span className="font-mono font-semibold break-all text-slate-900 select-all">
            {order.trackingNumber}
          </span>
        </p>
        {order.trackingUrl && isWebAddress(order.trackingUrl) && (
          <a
            href={order.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-primary-700 hover:underline"
          >
            Track on {order.carrier}’s site
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
