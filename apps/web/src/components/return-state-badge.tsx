import type { ReturnState } from '@labshop/domain/refunds';

export const RETURN_STATE_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Items received',
  refunded: 'Refunded',
};

const STATE_CLASS: Record<ReturnState, string> = {
  requested: 'bg-sale-50 text-sale-800 ring-sale-200',
  approved: 'bg-primary-50 text-primary-800 ring-primary-200',
  rejected: 'bg-danger-50 text-danger-800 ring-danger-200',
  received: 'bg-primary-50 text-primary-800 ring-primary-200',
  refunded: 'bg-primary-700 text-white ring-primary-700',
};

/** Where a return stands, as a pill: amber while it waits for us, teal once it moves. */
export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATE_CLASS[state]}`}
    >
      {RETURN_STATE_LABELS[state]}
    </span>
  );
}
