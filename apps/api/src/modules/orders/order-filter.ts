import { and, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { rupeesToPaise } from '@labshop/domain/money';
import type { OrderStatus, PaymentStatus } from '@labshop/domain/order-status';
import { orders } from '../../db/schema.ts';
import { latePaymentCondition } from '../payments/refunds/refund-queries.ts';
import { orderSearchCondition, type OrderSort } from './order-query.ts';

/** What the back office's list and its CSV export narrow the orders by. */
export interface OrderListFilter {
  paymentStatus?: PaymentStatus;
  /** Only orders whose payment came after the shop gave up on it. */
  latePayments?: boolean;
  /** Transaction id, or the customer's name, email or phone. */
  q?: string;
  status?: OrderStatus;
  /** Placed (created) on or after this day, and on or before `to`: YYYY-MM-DD, India time. */
  from?: string;
  to?: string;
  /** The order's total, in rupees, at least / at most. */
  minAmount?: number;
  maxAmount?: number;
  sort?: OrderSort;
}

/** Midnight at the start of an Indian calendar day (IST, UTC+5:30, no daylight saving). */
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The filter as SQL over orders joined with their customer. A fulfilment status (ordered,
 * packed...) is only ever a paid order's: an unpaid one reads as its payment, never "Ordered",
 * so asking for "ordered" never lists a failed or pending checkout.
 */
export function orderListCondition(input: OrderListFilter): SQL | undefined {
  return and(
    input.paymentStatus ? eq(orders.paymentStatus, input.paymentStatus) : undefined,
    input.latePayments ? latePaymentCondition() : undefined,
    input.q ? orderSearchCondition(input.q) : undefined,
    input.status
      ? and(eq(orders.currentStatus, input.status), eq(orders.paymentStatus, 'SUCCESS'))
      : undefined,
    input.from ? gte(orders.createdAt, istDayStart(input.from)) : undefined,
    input.to ? lt(orders.createdAt, new Date(istDayStart(input.to).getTime() + DAY_MS)) : undefined,
    input.minAmount !== undefined
      ? gte(orders.totalAmountPaise, rupeesToPaise(input.minAmount))
      : undefined,
    input.maxAmount !== undefined
      ? lte(orders.totalAmountPaise, rupeesToPaise(input.maxAmount))
      : undefined,
  );
}
