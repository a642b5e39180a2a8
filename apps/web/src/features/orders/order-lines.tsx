import { Check, Star } from 'lucide-react';
import type { Order } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import { canReview } from '@labshop/domain/order-status';
import type { ReviewTarget } from './review-dialog.tsx';

type OrderLinesProps = { order: Order; onReview: (target: ReviewTarget) => void };

const DELIVERY_LABELS = { home: 'Home delivery', pickup: 'Pickup' } as const;

// Below 640 px each row stacks into label/value pairs (the labels come from data-label), so
// the table never needs sideways scrolling on a phone.
const cellClass =
  'flex justify-between gap-4 px-4 py-1.5 text-sm before:font-medium before:text-slate-500 before:content-[attr(data-label)] sm:table-cell sm:py-3 sm:before:content-none';

/** The order's products: product, quantity, price, delivery charge and type, total. */
export function OrderLines({ order, onReview }: OrderLinesProps) {
  const isReviewable = canReview(order.orderStatus.currentStatus);
  const reviewed = new Set(order.reviewedProductIds);
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Products in order {order.transactionId}</caption>
      <thead className="sr-only bg-slate-50 text-xs tracking-wide text-slate-600 uppercase sm:not-sr-only sm:table-header-group">
        <tr>
          <th scope="col" className="px-4 py-2 font-semibold">
            Product
          </th>
          <th scope="col" className="px-4 py-2 text-right font-semibold">
            Quantity
          </th>
          <th scope="col" className="px-4 py-2 text-right font-semibold">
            Price
          </th>
          <th scope="col" className="px-4 py-2 text-right font-semibold">
            Delivery charge
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            Delivery type
          </th>
          <th scope="col" className="px-4 py-2 text-right font-semibold">
            Total
          </th>
          {isReviewable && (
            <th scope="col" className="px-4 py-2 font-semibold">
              <span className="sr-only">Review</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {order.products.map((line, index) => (
          <tr
            key={`${line.productId ?? 'deleted'}-${line.variant?._id ?? index}`}
            className="block py-2 sm:table-row sm:py-0"
          >
            <th
              scope="row"
              data-label="Product"
              className={`${cellClass} text-left font-medium text-slate-900`}
            >
              <span className="text-right sm:text-left">
                {line.product.name}
                {line.variant && (
                  <span className="block text-xs font-normal text-slate-500">
                    {line.variant.name}
                  </span>
                )}
              </span>
            </th>
            <td data-label="Quantity" className={`${cellClass} price sm:text-right`}>
              {line.quantity}
            </td>
            <td data-label="Price" className={`${cellClass} price sm:text-right`}>
              {formatRupees(line.sellingPrice)}
            </td>
            <td data-label="Delivery charge" className={`${cellClass} price sm:text-right`}>
              {formatRupees(line.deliveryOptions.charge)}
            </td>
            <td data-label="Delivery type" className={cellClass}>
              {DELIVERY_LABELS[line.deliveryOptions.type]}
            </td>
            <td
              data-label="Total"
              className={`${cellClass} price font-semibold text-slate-900 sm:text-right`}
            >
              {formatRupees(line.amountPaid)}
            </td>
            {isReviewable && (
              <td className="block px-4 py-2 sm:table-cell sm:py-3 sm:text-right">
                {line.productId === null ? null : reviewed.has(line.productId) ? (
                  <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                    <Check aria-hidden="true" className="size-4 text-primary-700" />
                    Reviewed
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() =>
                      onReview({
                        orderId: order._id,
                        productId: line.productId as string,
                        productName: line.product.name,
                      })
                    }
                    aria-label={`Add Review for ${line.product.name}`}
                    className="inline-flex h-9 items-center gap-1.5 rounded-ui border border-primary-700 px-3 text-sm font-semibold whitespace-nowrap text-primary-700 hover:bg-primary-50"
                  >
                    <Star aria-hidden="true" className="size-4" />
                    Add Review
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
