import { useEffect, useState, type KeyboardEvent } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@labshop/domain/order-status';
import { ORDER_FILTER_MESSAGES } from '@labshop/domain/order-filters';
import { inputClass, SelectField } from '../../../components/form-field.tsx';
import { FilterBar } from '../list-bars.tsx';
import { ListSearch } from '../list-search.tsx';
import type { AdminOrderFilters, PaymentFilter } from './api.ts';
import { isAmountReversed, type ORDER_LIST_DEFAULTS } from './order-list-params.ts';

type Update = (changes: Partial<Record<keyof typeof ORDER_LIST_DEFAULTS, string>>) => void;

const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  SUCCESS: 'Paid',
  PENDING: 'Payment pending',
  FAILED: 'Payment failed',
  late: 'Late payments',
  all: 'All orders',
};

const fieldLabel = 'block text-sm font-medium text-slate-800';

/** The orders list's search and filters; every change lands in the URL (useOrderListParams). */
export function OrderFilters({
  filters,
  amounts,
  update,
  isFiltered,
  onClear,
}: {
  filters: AdminOrderFilters;
  /** The amounts as the URL holds them: a reversed range stays in its boxes, with a warning. */
  amounts: { minAmount: string; maxAmount: string };
  update: Update;
  isFiltered: boolean;
  onClear: () => void;
}) {
  const isReversed = isAmountReversed(amounts);
  return (
    <FilterBar isFiltered={isFiltered} onClear={onClear}>
      <ListSearch
        label="Search orders"
        value={filters.q}
        maxLength={100}
        placeholder="Transaction ID, name, email or phone"
        onSearch={(q) => update({ q })}
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(event) => update({ status: event.target.value })}
        className="min-w-0 flex-1 basis-36 sm:w-40 sm:flex-none sm:basis-auto"
      >
        <option value="">Any status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Show"
        value={filters.payment}
        onChange={(event) => update({ paymentStatus: event.target.value })}
        className="min-w-0 flex-1 basis-36 sm:w-44 sm:flex-none sm:basis-auto"
      >
        {(Object.keys(PAYMENT_FILTER_LABELS) as PaymentFilter[]).map((value) => (
          <option key={value} value={value}>
            {PAYMENT_FILTER_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex w-full min-w-0 gap-2 sm:w-auto">
        <legend className={fieldLabel}>Placed</legend>
        <DayInput label="From" value={filters.from} onChange={(from) => update({ from })} />
        <DayInput label="To" value={filters.to} onChange={(to) => update({ to })} />
      </fieldset>
      <fieldset className="flex w-full min-w-0 flex-wrap gap-2 sm:w-auto">
        <legend className={fieldLabel}>Amount (₹)</legend>
        <AmountInput
          label="Lowest amount"
          placeholder="Min"
          value={amounts.minAmount}
          onCommit={(minAmount) => update({ minAmount })}
        />
        <AmountInput
          label="Highest amount"
          placeholder="Max"
          value={amounts.maxAmount}
          onCommit={(maxAmount) => update({ maxAmount })}
        />
        {isReversed && (
          <p role="alert" className="basis-full text-xs text-danger-700">
            {ORDER_FILTER_MESSAGES.amountRange}
          </p>
        )}
      </fieldset>
    </FilterBar>
  );
}

function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="mt-1.5 min-w-0 flex-1 sm:w-40 sm:flex-none">
      <span className="sr-only">Placed {label.toLowerCase()}</span>
      <input
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} min-w-0`}
      />
    </label>
  );
}

/** An amount the list takes when the admin leaves the box or presses Enter, not per digit. */
function AmountInput({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed !== value) onCommit(trimmed);
  };
  return (
    <label className="mt-1.5 min-w-0 flex-1 sm:w-28 sm:flex-none">
      <span className="sr-only">{label}</span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit();
        }}
        className={`${inputClass} min-w-0`}
      />
    </label>
  );
}
