import type { PriceBreak } from '@labshop/domain/price-breaks';
import { formatRupees } from '@labshop/domain/money';

type QuantityPricesProps = {
  sellingPrice: number;
  breaks: readonly PriceBreak[] | undefined;
  /** The quantity chosen now: its row is marked, as the cart will charge it. */
  quantity: number;
};

/** "Buy more, pay less": the unit price per quantity range, the chosen quantity's row marked. */
export function QuantityPrices({ sellingPrice, breaks, quantity }: QuantityPricesProps) {
  if (!breaks || breaks.length === 0) return null;
  const rows = [{ minQuantity: 1, unitPrice: sellingPrice }, ...breaks].map((row, index, all) => {
    const next = all[index + 1];
    const range = next
      ? next.minQuantity - 1 === row.minQuantity
        ? `${row.minQuantity}`
        : `${row.minQuantity}–${next.minQuantity - 1}`
      : `${row.minQuantity} or more`;
    const isCurrent = quantity >= row.minQuantity && (!next || quantity < next.minQuantity);
    return { range, unitPrice: row.unitPrice, isCurrent };
  });
  return (
    <section aria-labelledby="quantity-prices" className="max-w-sm space-y-2">
      <h2 id="quantity-prices" className="text-sm font-semibold text-slate-900">
        Buy more, pay less
      </h2>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Price each</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 rounded-ui border border-slate-200">
          {rows.map((row) => (
            <tr
              key={row.range}
              aria-current={row.isCurrent ? 'true' : undefined}
              className={
                row.isCurrent ? 'bg-primary-50 font-semibold text-slate-900' : 'text-slate-700'
              }
            >
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {row.range} {row.range === '1' ? 'unit' : 'units'}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatRupees(row.unitPrice)} each
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
