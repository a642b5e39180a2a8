import type { Quote } from '@labshop/domain/api/quotes';
import { formatRupees } from '@labshop/domain/money';
import { stackedCell, stackedRow, stackedTableHead } from '../../components/stacked-table.ts';

/** The quote's lines and totals; prices appear once the shop has sent them. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const isPriced = quote.total !== null;
  const th = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <div className="overflow-hidden rounded-ui border border-slate-200 bg-white">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">Products in quote {quote.number}</caption>
        <thead className={`${stackedTableHead} bg-slate-50`}>
          <tr>
            <th scope="col" className={th}>
              Product
            </th>
            <th scope="col" className={`${th} md:text-right`}>
              Quantity
            </th>
            <th scope="col" className={`${th} md:text-right`}>
              {isPriced ? 'Quoted unit price' : 'List price'}
            </th>
            <th scope="col" className={`${th} md:text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 md:table-row-group">
          {quote.lines.map((line) => (
            <tr key={line._id} className={stackedRow}>
              <td className="block px-4 py-1.5 md:table-cell md:py-3">
                <span className="block font-medium text-slate-900">{line.productName}</span>
                {line.variantName && (
                  <span className="block text-slate-600">{line.variantName}</span>
                )}
                {line.sku && (
                  <span className="block font-mono text-xs text-slate-500">{line.sku}</span>
                )}
              </td>
              <td data-label="Quantity" className={`${stackedCell} tabular-nums md:text-right`}>
                {line.quantity}
              </td>
              <td
                data-label={isPriced ? 'Quoted unit price' : 'List price'}
                className={`${stackedCell} price tabular-nums md:text-right`}
              >
                {isPriced && line.unitPrice !== null ? (
                  <span>
                    {formatRupees(line.unitPrice)}
                    {line.unitPrice < line.listPrice && (
                      <s className="ml-2 text-xs text-slate-500">{formatRupees(line.listPrice)}</s>
                    )}
                  </span>
                ) : (
                  formatRupees(line.listPrice)
                )}
              </td>
              <td data-label="Amount" className={`${stackedCell} price tabular-nums md:text-right`}>
                {line.lineTotal !== null ? formatRupees(line.lineTotal) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {isPriced && (
        <dl className="price space-y-1 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm tabular-nums">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Subtotal</dt>
            <dd>{formatRupees(quote.subtotal ?? 0)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Delivery</dt>
            <dd>{formatRupees(quote.deliveryCharge ?? 0)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-base font-semibold text-slate-900">
            <dt>Total</dt>
            <dd>{formatRupees(quote.total ?? 0)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
