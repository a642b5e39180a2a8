import type { StatusHistoryEntry } from '@labshop/domain/api/orders';
import { ORDER_STATUS_LABELS } from '@labshop/domain/order-status';
import { formatOrderTime } from '../../../components/date-time.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 text-sm text-slate-800';

/** Every status the order has had, oldest first, with when and by whom. */
export function StatusHistory({ history }: { history: StatusHistoryEntry[] }) {
  return (
    <section
      aria-labelledby="status-history"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card"
    >
      <h2 id="status-history" className="text-base font-semibold text-slate-900">
        Status History
      </h2>
      {history.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          No status yet: the payment has not gone through.
        </p>
      ) : (
        <div className="-mx-5 mt-4 overflow-x-auto">
          <table className="w-full" aria-labelledby="status-history">
            <thead className="border-y border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className={`${th} pl-5`}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Date &amp; Time
                </th>
                <th scope="col" className={`${th} pr-5`}>
                  Changed by
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {history.map((entry, index) => (
                <tr key={index}>
                  <td className={`${td} pl-5 font-medium`}>{ORDER_STATUS_LABELS[entry.status]}</td>
                  {/* Wraps on a phone, so the table fits the card instead of scrolling. */}
                  <td className={`${td} sm:whitespace-nowrap`}>
                    <time dateTime={entry.at}>{formatOrderTime(entry.at)}</time>
                  </td>
                  <td className={`${td} pr-5`}>
                    {entry.by ?? (entry.status === 'ordered' ? 'Payment' : '—')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
