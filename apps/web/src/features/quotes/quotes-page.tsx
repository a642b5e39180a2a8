import { FileText, TriangleAlert } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import type { Quote } from '@labshop/domain/api/quotes';
import { formatRupees } from '@labshop/domain/money';
import { useSession } from '../../api/session.ts';
import { Button, buttonClass } from '../../components/button.tsx';
import { formatDay } from '../../components/date-time.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { QuoteStateBadge } from '../../components/quote-state-badge.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { QUOTES_TEXT, useUserQuotes } from './api.ts';
import { formatValidUntil } from './quote-dates.ts';

const LEAD = 'Prices our sales team quoted for you: accept one to pay at its prices.';

/** /quotes: the buyer's quotes, newest first, each opening its own page. */
export function QuotesPage() {
  usePageMeta('Your Quotes', LEAD);
  const session = useSession();
  const quotes = useUserQuotes({ enabled: session.isShopper });
  if (!session.isLoading && !session.loggedIn) return <Navigate to="/login" replace />;
  const list = quotes.data?.pages.flatMap((page) => page.quotes) ?? [];
  return (
    <PageFrame
      title="Your Quotes"
      lead={LEAD}
      actions={
        <Link
          to="/orders"
          className="inline-flex h-10 items-center text-sm font-semibold text-primary-800 underline underline-offset-2"
        >
          Your orders
        </Link>
      }
    >
      {session.isAdmin ? (
        <EmptyState icon={FileText} title="Quotes belong to shopper accounts.">
          Answer quotes from the back office.
        </EmptyState>
      ) : session.isLoading || quotes.isPending ? (
        <ul aria-label="Loading your quotes" className="space-y-4">
          {Array.from({ length: 3 }, (_, index) => (
            <li
              key={index}
              className="h-24 animate-pulse rounded-ui border border-slate-200 bg-white"
            />
          ))}
        </ul>
      ) : quotes.isError ? (
        <div role="alert">
          <EmptyState icon={TriangleAlert} title={QUOTES_TEXT.fetchFailed}>
            <Button variant="secondary" className="mt-4" onClick={() => void quotes.refetch()}>
              Try again
            </Button>
          </EmptyState>
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={FileText} title={QUOTES_TEXT.empty}>
          <p>Ask for prices with “Request a quote” on a product page or in your cart.</p>
          <Link to="/filter" className={buttonClass('primary', 'mt-4 h-10')}>
            Browse products
          </Link>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <ul className="space-y-4">
            {list.map((quote) => (
              <li key={quote._id}>
                <QuoteCard quote={quote} />
              </li>
            ))}
          </ul>
          {quotes.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                isBusy={quotes.isFetchingNextPage}
                busyLabel="Loading…"
                onClick={() => void quotes.fetchNextPage()}
              >
                Show older quotes
              </Button>
            </div>
          )}
        </div>
      )}
    </PageFrame>
  );
}

function QuoteCard({ quote }: { quote: Quote }) {
  const names = quote.lines.map((line) =>
    line.variantName ? `${line.productName} (${line.variantName})` : line.productName,
  );
  const shown = names.slice(0, 2).join(', ');
  const more = names.length > 2 ? ` and ${names.length - 2} more` : '';
  return (
    <article className="rounded-ui border border-slate-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
            <span className="font-mono">{quote.number}</span>
            <QuoteStateBadge state={quote.state} />
          </h2>
          <p className="mt-1 text-sm text-slate-600">Requested {formatDay(quote.requestedAt)}</p>
        </div>
        {quote.total !== null && (
          <p className="price text-right text-lg font-semibold text-slate-900 tabular-nums">
            {formatRupees(quote.total)}
          </p>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-800">
        {shown}
        {more}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {quote.validUntil &&
            quote.state === 'quoted' &&
            `Prices hold until ${formatValidUntil(quote.validUntil)}`}
          {quote.validUntil &&
            quote.state === 'expired' &&
            `Expired on ${formatValidUntil(quote.validUntil)}`}
          {quote.state === 'requested' && 'Waiting for our prices'}
          {quote.state === 'accepted' && quote.order && `Order ${quote.order.transactionId}`}
        </p>
        <Link
          to={`/quotes/${quote._id}`}
          aria-label={`View quote ${quote.number}`}
          className={buttonClass(quote.canAccept ? 'primary' : 'secondary', 'h-10 px-4')}
        >
          {quote.canAccept ? 'View and accept' : 'View quote'}
        </Link>
      </div>
    </article>
  );
}
