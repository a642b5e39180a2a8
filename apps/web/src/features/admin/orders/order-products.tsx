import type { AdminOrder } from '@labshop/domain/api/orders';
import { formatRupees } from '@labshop/domain/money';
import { stackedCell, stackedRow, stackedTableHead } from '../../../components/stacked-table.ts';
import { Card } from './order-card.tsx';

// The order's lines on the admin order page: what was bought, at what price and tax.

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = `${stackedCell} md:px-3 md:py-2.5`;
const DELIVERY_LABELS = { home: 'Home', pickup: 'Pickup' } as const;

export function OrderProducts({ order }: { order: AdminOrder }) {
  return (
    <Card title="Products">
      <div className="-mx-5">
        <table className="w-full">
          <thead className={`${stackedTableHead} border-y border-slate-200 bg-slate-50`}>
            <tr>
              <th scope="col" className={`${th} pl-5`}>
                Name
              </th>
              <th scope="col" className={th}>
                Variant
              </th>
              <th scope="col" className={`${th} text-right`}>
                Quantity
              </th>
              <th scope="col" className={`${th} text-right`}>
                Unit Price
              </th>
              <th scope="col" className={`${th} text-right`}>
                Delivery
              </th>
              <th scope="col" className={`${th} pr-5 text-right`}>
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 border-t border-slate-200 md:border-t-0">
            {order.products.map((line, index) => (
              <tr key={index} className={stackedRow}>
                <th
                  scope="row"
                  data-label="Name"
                  className={`${td} font-medium text-slate-900 md:pl-5`}
                >
                  {line.product.name}
                </th>
                <td data-label="Variant" className={td}>
                  {line.variant?.name ?? 'N/A'}
                </td>
                <td data-label="Quantity" className={`${td} price md:text-right`}>
                  {line.quantity}
                </td>
                <td data-label="Unit Price" className={`${td} price md:text-right`}>
                  {formatRupees(line.sellingPrice)}
                </td>
                <td data-label="Delivery" className={`${td} price md:text-right`}>
                  <span>
                    {formatRupees(line.deliveryOptions.charge)}
                    <span className="block text-xs text-slate-500">
                      {DELIVERY_LABELS[line.deliveryOptions.type]}
                    </span>
                  </span>
                </td>
                <td
                  data-label="Total"
                  className={`${td} price font-semibold md:pr-5 md:text-right`}
                >
                  {formatRupees(line.amountPaid)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200">
            <tr className="flex justify-between md:table-row">
              <th
                scope="row"
                colSpan={5}
                className="px-5 py-3 text-left text-sm font-semibold text-slate-900 md:text-right"
              >
                Grand Total
              </th>
              <td className="price px-5 py-3 text-right text-base font-semibold text-slate-900">
                {formatRupees(order.totalAmount)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}
