import { ORDER_TOTAL_MAX_PAISE } from './limits.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from './order-status.ts';

// The back office's order list filters, shared by the API's query schema and the list's URL.

/** Rupees: no order can come to more, so a larger bound is a typo, refused before any work. */
export const ORDER_AMOUNT_FILTER_MAX = ORDER_TOTAL_MAX_PAISE / 100;

export const ORDER_FILTER_MESSAGES = {
  amountRange: 'The lowest amount must not be above the highest.',
  amount: `An amount must be a number from 0 to ${ORDER_AMOUNT_FILTER_MAX}.`,
} as const;

/**
 * A status as a link or a person may write it ("Ordered", "in transit", "In Transit"), or
 * undefined for anything that is not one: the list then shows every status.
 */
export function orderStatusFromText(text: string | null | undefined): OrderStatus | undefined {
  const wanted = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return ORDER_STATUSES.find(
    (status) => status === wanted || ORDER_STATUS_LABELS[status].toLowerCase() === wanted,
  );
}
