import { Check, Star } from 'lucide-react';
import type { Order } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import { canReview } from '@labshop/domain/order-status';
import { stackedCell, stackedRow, stackedTableHead } from '../../components/stacked-table.ts';
import type { ReviewTarget } from './review-dialog.tsx';

type OrderLinesProps = { order: Order; onReview: (target: ReviewTarget) => void };

const DELIVERY_LABELS = { home: 'Home delivery', pickup: 'Pickup' } as const;

const cellClass = stackedCell;

/** The order's products: product, quantity, price, delivery charge and type, total. */
export function OrderLines({ order, onReview }: OrderLinesProps) {
  const isReviewable = canReview(order.orderStatus.currentStatus);
  const reviewed = new Set(order.reviewedProductIds);
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Products in order {order.transactionId}</caption>
      <thead
        className={`${stackedTableHead} bg-slate-50 text-xs tracking-wide text-slate-600 uppercase`}
      >
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
            className={stackedRow}
          >
            <th
              scope="row"
              data-label="Product"
              className={`${cellClass} font-medium text-slate-900`}
            >
              <span>
                {line.product.name}
                {line.variant && (
                  <span className="block text-xs font-normal text-slate-500">
                    {line.variant.name}
                  </span>
                )}
              </span>
            </th>
            <td data-label="Quantity" className={`${cellClass} price md:text-right`}>
              {line.quantity}
            </td>
            <td data-label="Price" className={`${cellClass} price md:text-right`}>
              {formatRupees(line.sellingPrice)}
            </td>
            <td data-label="Delivery charge" className={`${cellClass} price md:text-right`}>
              {formatRupees(line.deliveryOptions.charge)}
            </td>
            <td data-label="Delivery type" className={cellClass}>
              {DELIVERY_LABELS[line.deliveryOptions.type]}
            </td>
            <td
              data-label="Total"
              className={`${cellClass} price font-semibold text-slate-900 md:text-right`}
            >
              {formatRupees(line.amountPaid)}
            </td>
            {isReviewable && (
              <td className="block px-4 py-2 md:table-cell md:py-3 md:text-right">
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
