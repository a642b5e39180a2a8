import { z } from 'zod';
import { ORDER_AMOUNT_FILTER_MAX, ORDER_FILTER_MESSAGES } from '@labshop/domain/order-filters';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@labshop/domain/order-status';
import { numberParam } from '../../catalog/params.ts';
import { ORDER_SORTS } from '../../orders/order-query.ts';
import type { OrderListFilter } from '../../orders/order-filter.ts';

// The filters of the back office's order list, shared by the list and its CSV export so a
// download holds exactly the orders the screen shows.

const ORDER_SEARCH_MAX = 100;
const isoDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'A day as YYYY-MM-DD.');
const amount = (field: string) =>
  numberParam(field, { min: 0, max: ORDER_AMOUNT_FILTER_MAX }).describe(
    `Rupees, from 0 to ${ORDER_AMOUNT_FILTER_MAX}`,
  );

export const orderFilterFields = {
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  late: z.enum(['0', '1']).optional().describe('1: only orders with a late payment'),
  q: z
    .string()
    .max(ORDER_SEARCH_MAX)
    .optional()
    .describe('Part of a transaction id, or of the customer’s name, email or phone'),
  status: z
    .enum(ORDER_STATUSES)
    .optional()
    .describe('A paid order’s status; an unpaid order never counts as ordered'),
  from: isoDay.optional().describe('Placed on or after this day (YYYY-MM-DD, India time)'),
  to: isoDay.optional().describe('Placed on or before this day (YYYY-MM-DD, India time)'),
  minAmount: amount('minAmount').describe('The order’s total is at least this many rupees'),
  maxAmount: amount('maxAmount').describe('The order’s total is at most this many rupees'),
  sort: z
    .enum(ORDER_SORTS)
    .optional()
    .describe('newest (default), oldest, amount-desc, amount-asc'),
};

/** A low bound above the high one can match nothing: a slip, answered with a 400. */
export function amountsInOrder(query: { minAmount?: number; maxAmount?: number }): boolean {
  const { minAmount, maxAmount } = query;
  return minAmount === undefined || maxAmount === undefined || minAmount <= maxAmount;
}
export const amountRangeRule = {
  message: ORDER_FILTER_MESSAGES.amountRange,
  path: ['minAmount'],
};

export const orderFilterQuery = z.object(orderFilterFields).refine(amountsInOrder, amountRangeRule);
type FilterQuery = z.infer<typeof orderFilterQuery>;

export function toOrderListFilter({ late, ...query }: FilterQuery): OrderListFilter {
  return { ...query, latePayments: late === '1' };
}
