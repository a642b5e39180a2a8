import { orderStatusFromText } from '@labshop/domain/order-filters';
import { PAYMENT_STATUSES } from '@labshop/domain/order-status';
import { useListParams } from '../list-params.ts';
import type { AdminOrderFilters, PaymentFilter } from './api.ts';

// The orders list's state in its URL, so the dashboard can link to a filter
// (/admin-manage-orders?status=Ordered&paymentStatus=SUCCESS) and Back returns to it.

/** Orders to fulfil are the paid ones: the list opens on them; the rest are one choice away. */
export const ORDER_LIST_DEFAULTS = {
  q: '',
  status: '',
  paymentStatus: 'SUCCESS',
  from: '',
  to: '',
  minAmount: '',
  maxAmount: '',
  sort: 'newest',
};

export const ORDER_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;

const PAYMENT_FILTERS: readonly PaymentFilter[] = [...PAYMENT_STATUSES, 'late', 'all'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * The URL's values as the API takes them. A hand-typed or old link may hold anything: a value
 * the API would refuse falls back to "not set" rather than an error page, and a status may be
 * written as its label ("Ordered", "In Transit").
 */
export function toOrderFilters(values: typeof ORDER_LIST_DEFAULTS): AdminOrderFilters {
  const payment = PAYMENT_FILTERS.find(
    (p) => p.toLowerCase() === values.paymentStatus.toLowerCase(),
  );
  const amount = (text: string) => (AMOUNT.test(text) ? text : '');
  // A range upside down matches nothing: the filter bar says so, and the list ignores it.
  const isReversed = isAmountReversed(values);
  return {
    q: values.q.slice(0, 100),
    status: orderStatusFromText(values.status) ?? '',
    payment: payment ?? 'SUCCESS',
    from: DAY.test(values.from) ? values.from : '',
    to: DAY.test(values.to) ? values.to : '',
    minAmount: isReversed ? '' : amount(values.minAmount),
    maxAmount: isReversed ? '' : amount(values.maxAmount),
    sort: (ORDER_SORTS as readonly string[]).includes(values.sort) ? values.sort : 'newest',
  };
}

export function isAmountReversed(values: { minAmount: string; maxAmount: string }): boolean {
  const { minAmount, maxAmount } = values;
  return AMOUNT.test(minAmount) && AMOUNT.test(maxAmount) && Number(minAmount) > Number(maxAmount);
}

export function useOrderListParams() {
  const list = useListParams(ORDER_LIST_DEFAULTS);
  return { ...list, filters: toOrderFilters(list.values) };
}
