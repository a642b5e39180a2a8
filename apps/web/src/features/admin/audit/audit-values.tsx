import type { AuditEvent } from '@labshop/domain/api/audit';
import { formatRupees } from '@labshop/domain/money';

// The disclosure under a trail row: each changed field with its value before and after.

type Values = AuditEvent['before'];

// Kept in the row for the link to the order; not a value the admin changed.
const HIDDEN_KEYS = new Set(['orderId']);
// The trail keeps amounts as rupees; these read with the ₹ sign, as the summary does.
const MONEY_KEYS = new Set([
  'mrp',
  'sellingPrice',
  'deliveryCharge',
  'amount',
  'refund',
  'refunded',
]);

/** 'sellingPrice' -> 'Selling price'; keys already in words ('stock (10 ml)') stay as they are. */
export function fieldName(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function shownValue(value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && MONEY_KEYS.has(key)) return formatRupees(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function keysOf(before: Values, after: Values): string[] {
  const keys = [...Object.keys(after ?? {}), ...Object.keys(before ?? {})];
  return [...new Set(keys)].filter((key) => !HIDDEN_KEYS.has(key));
}

export function hasValues(event: AuditEvent): boolean {
  return keysOf(event.before, event.after).length > 0;
}

export function AuditValues({ event }: { event: AuditEvent }) {
  const keys = keysOf(event.before, event.after);
  return (
    <details className="group mt-1.5 text-left">
      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-ui text-sm font-medium text-primary-700 hover:text-primary-800">
        <span className="group-open:hidden">Show before and after</span>
        <span className="hidden group-open:inline">Hide before and after</span>
      </summary>
      <div className="mt-2 overflow-x-auto rounded-ui border border-slate-200">
        <table className="w-full text-xs">
          <caption className="sr-only">Values before and after this change</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                Field
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                Before
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                After
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-700">
                  {fieldName(key)}
                </th>
                <td className="px-2 py-1.5 break-words text-slate-600">
                  {event.before ? shownValue(event.before[key], key) : '—'}
                </td>
                <td className="px-2 py-1.5 break-words text-slate-900">
                  {event.after ? shownValue(event.after[key], key) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
