import { Ban, Store, Truck } from 'lucide-react';
import { RETURN_WINDOW_DAYS } from '@labshop/domain/refunds';
import { formatRupees } from '@labshop/domain/money';
import type { DeliveryOptions } from '@labshop/domain/api/catalog';
import { formatWeekdayDate } from '../../components/date-time.ts';

export function estimatedDate(days: number, from = new Date()): string {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  return formatWeekdayDate(date);
}

type DeliveryInfoProps = {
  options: DeliveryOptions;
  days: number;
  isOutOfStock: boolean;
  /** Perishable products cannot be returned (the refund policy). */
  isPerishable?: boolean;
};

/**
 * How the product travels, what that costs and when it should arrive. Sold out, no date is
 * promised: nobody knows when stock returns.
 */
export function DeliveryInfo({
  options,
  days,
  isOutOfStock,
  isPerishable = false,
}: DeliveryInfoProps) {
  const isHome = options.type === 'home';
  const Icon = isHome ? Truck : Store;
  const when = days === 1 ? '1 day' : `${days} days`;
  return (
    <div className="flex gap-3 rounded-ui border border-slate-200 bg-slate-50 p-4 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <div className="space-y-1">
        <p className="font-semibold text-slate-900">
          {isHome ? 'Direct delivery to your lab' : 'Pickup from our warehouse'}
        </p>
        {isHome && (
          <p className="price text-slate-700">
            {options.charge > 0
              ? `Delivery charge ${formatRupees(options.charge)}`
              : 'Free delivery'}
          </p>
        )}
        {isOutOfStock ? (
          <p className="text-slate-700">No delivery date while it is out of stock.</p>
        ) : (
          days > 0 && (
            <p className="text-slate-700">
              {isHome ? 'Estimated delivery' : 'Ready'} in {when}: by{' '}
              <span className="font-medium text-slate-900">{estimatedDate(days)}</span>
            </p>
          )
        )}
        {isPerishable ? (
          <p className="flex items-center gap-1.5 font-medium text-amber-900">
            <Ban aria-hidden="true" className="size-4 shrink-0" />
            This item cannot be returned
          </p>
        ) : (
          <p className="text-slate-600">Returnable within {RETURN_WINDOW_DAYS} days of delivery</p>
        )}
      </div>
    </div>
  );
}
