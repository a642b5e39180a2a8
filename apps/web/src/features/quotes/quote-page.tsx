import type { ReactNode } from 'react';
import { FileText, TriangleAlert } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import type { Quote } from '@labshop/domain/api/quotes';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { buttonClass } from '../../components/button.tsx';
import { formatDay } from '../../components/date-time.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { QuoteStateBadge } from '../../components/quote-state-badge.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { AcceptQuotePanel } from './accept-quote-panel.tsx';
import { useQuote } from './api.ts';
import { formatValidUntil } from './quote-dates.ts';
import { QuoteLines } from './quote-lines.tsx';
import { RequestQuoteButton } from './request-quote-button.tsx';

/** /quotes/:id: one quote, its prices and terms, and Accept and pay while it is quoted. */
export function QuotePage() {
  const { id = '' } = useParams();
  const session = useSession();
  const query = useQuote(id, { enabled: session.isShopper });
  const quote = query.data?.quote;
  usePageMeta(quote ? `Quote ${quote.number}` : 'Quote', 'A quote from LabShop’s sales team.');
  if (!session.isLoading && !session.loggedIn) {
    return <Navigate to={`/login?returnTo=${encodeURIComponent(`/quotes/${id}`)}`} replace />;
  }
  const back = (
    <Link
      to="/quotes"
      className="inline-flex h-10 items-center text-sm font-semibold text-primary-800 underline underline-offset-2"
    >
      All quotes
    </Link>
  );
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageFrame title="Quote" actions={back} width="narrow">
        <EmptyState
          icon={isMissing ? FileText : TriangleAlert}
          title={isMissing ? 'Quote not found' : 'Failed to fetch the quote'}
        />
      </PageFrame>
    );
  }
  if (!quote) {
    return (
      <PageFrame title="Quote" actions={back} width="narrow">
        <div
          aria-label="Loading the quote"
          className="h-64 animate-pulse rounded-ui bg-slate-100"
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={`Quote ${quote.number}`} actions={back}>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-6">
          <QuoteLines quote={quote} />
          {quote.note && (
            <div className="rounded-ui border border-slate-200 bg-white p-4 text-sm">
              <h2 className="font-semibold text-slate-900">Your note</h2>
              <p className="mt-1 whitespace-pre-line text-slate-700">{quote.note}</p>
            </div>
          )}
          {quote.canAccept && <AcceptQuotePanel quote={quote} />}
        </div>
        <QuoteFacts quote={quote} />
      </div>
    </PageFrame>
  );
}

function QuoteFacts({ quote }: { quote: Quote }) {
  return (
    // On a phone the status and validity come first: they decide what the page is for.
    <aside
      aria-label="About this quote"
      className="h-fit space-y-4 max-lg:order-first rounded-ui border border-slate-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Status</h2>
        <QuoteStateBadge state={quote.state} />
      </div>
      <p className="text-sm text-slate-700">{stateText(quote)}</p>
      <dl className="space-y-2 text-sm">
        <Fact label="Requested">{formatDay(quote.requestedAt)}</Fact>
        {quote.validUntil && <Fact label="Valid until">{formatValidUntil(quote.validUntil)}</Fact>}
        {quote.company && <Fact label="Company">{quote.company}</Fact>}
        {quote.gstNumber && (
          <Fact label="GSTIN">
            <span className="font-mono">{quote.gstNumber}</span>
          </Fact>
        )}
        {quote.order && (
          <Fact label="Order">
            <Link
              to={`/orders?transactionId=${encodeURIComponent(quote.order.transactionId)}`}
              className="font-mono text-primary-800 underline underline-offset-2"
            >
              {quote.order.transactionId}
            </Link>
          </Fact>
        )}
      </dl>
      {quote.state === 'expired' && (
        <RequestQuoteButton
          className="w-full"
          lines={quote.lines.flatMap((line) =>
            line.productId
              ? [
                  {
                    productId: line.productId,
                    variantId: line.variantId,
                    name: line.productName,
                    variantName: line.variantName,
                    quantity: line.quantity,
                  },
                ]
              : [],
          )}
        />
      )}
      {quote.state === 'accepted' && quote.order?.paymentStatus === 'SUCCESS' && (
        <Link to="/orders" className={buttonClass('secondary', 'w-full')}>
          Track your order
        </Link>
      )}
    </aside>
  );
}

function stateText(quote: Quote): string {
  switch (quote.state) {
    case 'requested':
      return 'Our sales team is pricing your request. We will mail you when it is ready.';
    case 'quoted':
      return 'These prices are reserved for you until the date below. Accept to pay at them.';
    case 'accepted':
      return quote.order?.paymentStatus === 'SUCCESS'
        ? 'Accepted and paid. Your order is on its way through our warehouse.'
        : 'Accepted. Complete the payment to place the order.';
    case 'expired':
      return 'These prices have expired. Request a new quote for today’s prices.';
    case 'declined':
      return 'We could not offer prices for this request. Write to us if you would like to talk about it.';
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
