import { Link } from 'react-router';
import type { AdminQuote } from '@labshop/domain/api/quotes';
import { formatRupees } from '@labshop/domain/money';
import { formatOrderTime } from '../../../components/date-time.ts';
import { QuoteStateBadge } from '../../../components/quote-state-badge.tsx';
import type { Column } from '../data-table.tsx';

// The quotes queue's columns: who asked, for what, and where the quote stands.

export const QUOTE_COLUMNS: Column<AdminQuote>[] = [
  {
    header: 'Quote',
    cell: (quote) => (
      <span className="block min-w-0">
        <span className="block font-mono text-xs text-slate-900">{quote.number}</span>
        <span className="block text-xs text-slate-600">{quote.customer.name}</span>
        {quote.company && <span className="block text-xs text-slate-500">{quote.company}</span>}
      </span>
    ),
  },
  {
    header: 'Products',
    cell: (quote) => (
      <ul className="space-y-0.5">
        {quote.lines.map((line) => (
          <li key={line._id}>
            {line.quantity} × {line.productName}
            {line.variantName ? ` (${line.variantName})` : ''}
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: 'Total',
    cell: (quote) => (quote.total === null ? '—' : formatRupees(quote.total)),
    align: 'right',
    className: 'price font-semibold tabular-nums md:whitespace-nowrap',
  },
  { header: 'State', cell: (quote) => <QuoteStateBadge state={quote.state} /> },
  {
    header: 'Requested',
    cell: (quote) => <time dateTime={quote.requestedAt}>{formatOrderTime(quote.requestedAt)}</time>,
    className: 'md:whitespace-nowrap',
  },
];

export function QuoteLinkCell({ quote }: { quote: AdminQuote }) {
  const isOpen =
    quote.state === 'requested' || quote.state === 'quoted' || quote.state === 'expired';
  return (
    <Link
      to={`/admin-quote/${quote._id}`}
      aria-label={`${isOpen ? 'Answer' : 'View'} quote ${quote.number}`}
      className="inline-flex h-9 items-center rounded-ui border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      {isOpen ? 'Answer' : 'View'}
    </Link>
  );
}
