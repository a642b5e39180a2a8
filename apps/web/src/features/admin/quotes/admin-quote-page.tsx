import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminQuote } from '@labshop/domain/api/quotes';
import { formatRupees } from '@labshop/domain/money';
import { indiaDay } from '@labshop/domain/quote-status';
import {
  QUOTE_LABELS as LABELS,
  QUOTE_VALID_DAYS_MAX,
  deliveryChargeProblem,
  unitPriceProblem,
  validUntilProblem,
} from '@labshop/domain/validation/quote';
import { errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatOrderTime } from '../../../components/date-time.ts';
import { FormError, TextField } from '../../../components/form-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QuoteStateBadge } from '../../../components/quote-state-badge.tsx';
import { usePageMeta } from '../../../components/use-page-meta.ts';
import { LoadError, LoadingRows } from '../admin-ui.tsx';
import { AdminOnly } from '../orders/admin-only.tsx';
import { ADMIN_QUOTES_TEXT, useAdminQuote, useDeclineQuote, useSendQuote } from './api.ts';

/** How long a quote holds unless the admin says otherwise. */
const DEFAULT_VALID_DAYS = 14;

export function AdminQuotePage() {
  const { id = '' } = useParams();
  usePageMeta('Answer quote', 'Price a buyer’s quote and send it.');
  const back = (
    <Link
      to="/admin-manage-quotes"
      className="inline-flex h-10 items-center text-sm font-semibold text-primary-800 underline underline-offset-2"
    >
      All quotes
    </Link>
  );
  return (
    <PageFrame title="Answer quote" actions={back}>
      <AdminOnly>
        <QuoteView id={id} />
      </AdminOnly>
    </PageFrame>
  );
}

function QuoteView({ id }: { id: string }) {
  const query = useAdminQuote(id);
  if (query.isPending) return <LoadingRows />;
  if (query.isError) return <LoadError message={ADMIN_QUOTES_TEXT.notFound} />;
  const quote = query.data.quote;
  const isOpen =
    quote.state === 'requested' || quote.state === 'quoted' || quote.state === 'expired';
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0">
        {/* Keyed by the sending, so a re-sent quote starts from its new terms. */}
        <AnswerForm key={quote.quotedAt ?? 'new'} quote={quote} isOpen={isOpen} />
      </div>
      <BuyerFacts quote={quote} />
    </div>
  );
}

function BuyerFacts({ quote }: { quote: AdminQuote }) {
  return (
    // On a phone who asked, and their note, come before the prices.
    <aside
      aria-label="Buyer"
      className="h-fit space-y-3 max-lg:order-first rounded-ui border border-slate-200 bg-white p-5 text-sm shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-mono text-base font-semibold text-slate-900">{quote.number}</h2>
        <QuoteStateBadge state={quote.state} />
      </div>
      <dl className="space-y-2">
        <Fact label="Buyer">{quote.customer.name}</Fact>
        <Fact label="Email">
          <span className="break-all">{quote.customer.email}</span>
        </Fact>
        {quote.company && <Fact label="Company">{quote.company}</Fact>}
        {quote.gstNumber && (
          <Fact label="GSTIN">
            <span className="font-mono">{quote.gstNumber}</span>
          </Fact>
        )}
        <Fact label="Requested">{formatOrderTime(quote.requestedAt)}</Fact>
        {quote.order && (
          <Fact label="Order">
            <span className="font-mono">{quote.order.transactionId}</span>
          </Fact>
        )}
      </dl>
      {quote.note && (
        <div className="border-t border-slate-200 pt-3">
          <h3 className="font-semibold text-slate-900">Note</h3>
          <p className="mt-1 whitespace-pre-line text-slate-700">{quote.note}</p>
        </div>
      )}
    </aside>
  );
}

/** A figure beside the price input, labelled like it so the row reads as one line. */
function LineFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="text-sm sm:text-right">
      <p className="font-medium text-slate-800">{label}</p>
      <p className="price mt-1.5 flex h-10 items-center text-slate-900 tabular-nums sm:justify-end">
        {children}
      </p>
    </div>
  );
}

function lineAmount(price: string | undefined, quantity: number): string {
  const rupees = Number(price);
  return price && Number.isFinite(rupees) && rupees > 0
    ? formatRupees((Math.round(rupees * 100) * quantity) / 100)
    : '—';
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

type Errors = { prices: Record<string, string>; deliveryCharge?: string; validUntil?: string };

function AnswerForm({ quote, isOpen }: { quote: AdminQuote; isOpen: boolean }) {
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      quote.lines.map((line) => [line._id, String(line.unitPrice ?? line.listPrice)]),
    ),
  );
  const [delivery, setDelivery] = useState(String(quote.deliveryCharge ?? 0));
  const [validUntil, setValidUntil] = useState(
    quote.state === 'quoted' && quote.validUntil
      ? quote.validUntil
      : indiaDay(new Date(), DEFAULT_VALID_DAYS),
  );
  const [errors, setErrors] = useState<Errors>({ prices: {} });
  const [formError, setFormError] = useState<string | null>(null);
  const [isDeclining, setIsDeclining] = useState(false);
  const send = useSendQuote(quote._id);
  const decline = useDeclineQuote(quote._id);
  const { showAlert } = useAlert();

  const subtotal = quote.lines.reduce(
    (sum, line) => sum + Math.round(Number(prices[line._id] ?? 0) * 100) * line.quantity,
    0,
  );
  const total = (subtotal + Math.round(Number(delivery) * 100)) / 100;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = { prices: {} };
    for (const line of quote.lines) {
      const text = prices[line._id] ?? '';
      const problem = unitPriceProblem(text.trim() === '' ? Number.NaN : Number(text));
      if (problem) found.prices[line._id] = problem;
    }
    const deliveryProblem = deliveryChargeProblem(delivery.trim() === '' ? 0 : Number(delivery));
    if (deliveryProblem) found.deliveryCharge = deliveryProblem;
    const dateProblem = validUntilProblem(validUntil, new Date());
    if (dateProblem) found.validUntil = dateProblem;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found.prices).length > 0 || found.deliveryCharge || found.validUntil) return;
    send.mutate(
      {
        lines: quote.lines.map((line) => ({
          lineId: line._id,
          unitPrice: Number(prices[line._id]),
        })),
        deliveryCharge: delivery.trim() === '' ? 0 : Number(delivery),
        validUntil,
      },
      {
        onSuccess: (result) => showAlert('success', result.message),
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-6">
      <div className="overflow-hidden rounded-ui border border-slate-200 bg-white">
        <ul className="divide-y divide-slate-100">
          {quote.lines.map((line) => (
            <li
              key={line._id}
              className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-[1fr_5rem_9rem_8rem] sm:items-start"
            >
              <div className="col-span-2 min-w-0 text-sm sm:col-span-1">
                <p className="font-medium text-slate-900">{line.productName}</p>
                {line.variantName && <p className="text-slate-600">{line.variantName}</p>}
                <p className="text-xs text-slate-500">
                  <span className="font-mono">{line.sku}</span> · list{' '}
                  <span className="price">{formatRupees(line.listPrice)}</span>
                </p>
              </div>
              <LineFigure label="Quantity">{line.quantity}</LineFigure>
              <TextField
                label={LABELS.unitPrice}
                aria-label={`Unit price of ${line.productName}${line.variantName ? ` (${line.variantName})` : ''}`}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0.01}
                value={prices[line._id] ?? ''}
                readOnly={!isOpen}
                error={errors.prices[line._id]}
                onChange={(event) =>
                  setPrices((all) => ({ ...all, [line._id]: event.target.value }))
                }
              />
              <LineFigure label="Amount">{lineAmount(prices[line._id], line.quantity)}</LineFigure>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={LABELS.deliveryCharge}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          value={delivery}
          readOnly={!isOpen}
          error={errors.deliveryCharge}
          onChange={(event) => setDelivery(event.target.value)}
        />
        <TextField
          label={LABELS.validUntil}
          type="date"
          value={validUntil}
          min={indiaDay(new Date())}
          max={indiaDay(new Date(), QUOTE_VALID_DAYS_MAX)}
          readOnly={!isOpen}
          hint="The prices hold through this day (India time)."
          error={errors.validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
        />
      </div>
      <p className="price flex justify-between gap-4 rounded-ui border border-slate-200 bg-slate-50 px-4 py-3 text-base font-semibold text-slate-900 tabular-nums">
        <span>Quote total</span>
        <span>{Number.isFinite(total) ? formatRupees(total) : '—'}</span>
      </p>
      <FormError message={formError} />
      {isOpen && (
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setIsDeclining(true)}>
            Decline
          </Button>
          <Button type="submit" isBusy={send.isPending} busyLabel="Sending…">
            {quote.state === 'requested' ? 'Send quote' : 'Send again'}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={isDeclining}
        title={`Decline ${quote.number}?`}
        message="The buyer is mailed that we cannot offer prices. This cannot be undone."
        confirmLabel="Decline quote"
        isBusy={decline.isPending}
        onCancel={() => setIsDeclining(false)}
        onConfirm={() =>
          decline.mutate(undefined, {
            onSuccess: (result) => {
              setIsDeclining(false);
              showAlert('success', result.message);
            },
            onError: (error) => {
              setIsDeclining(false);
              setFormError(errorMessage(error));
            },
          })
        }
      />
    </form>
  );
}
