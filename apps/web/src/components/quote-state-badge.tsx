import { QUOTE_STATE_LABELS, type ShownQuoteState } from '@labshop/domain/quote-status';

const STATE_CLASS: Record<ShownQuoteState, string> = {
  requested: 'bg-slate-100 text-slate-800 ring-slate-300',
  quoted: 'bg-primary-50 text-primary-800 ring-primary-200',
  accepted: 'bg-primary-700 text-white ring-primary-700',
  expired: 'bg-sale-50 text-sale-800 ring-sale-200',
  declined: 'bg-danger-50 text-danger-800 ring-danger-200',
};

/** A quote's state as a pill: teal once priced, amber when its prices ran out, red declined. */
export function QuoteStateBadge({ state }: { state: ShownQuoteState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATE_CLASS[state]}`}
    >
      {QUOTE_STATE_LABELS[state]}
    </span>
  );
}
