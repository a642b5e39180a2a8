import { and, eq, not, or, type SQL } from 'drizzle-orm';
import {
  ORDERS_PAGE_DEFAULT,
  ORDERS_PAGE_MAX,
  type AdminOrder,
  type AdminOrdersResponse,
  type Order,
  type OrdersResponse,
} from '@labshop/domain/api/orders';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { documentNumbers, documentNumbersByOrder } from '../invoices/service.ts';
import { orderMoney, shopperRefundsByOrder } from '../payments/refunds/refund-queries.ts';
import { groupByOrder, toAdminOrder, toAdminOrderSummary, toShopperOrder } from './order-answer.ts';
import { orderReturnsByOrder } from '../returns/service.ts';
import {
  selectLines,
  selectOrder,
  selectOrderPage,
  selectPaidAt,
  selectPaymentState,
  selectReviewedKeys,
  selectStatusEvents,
  takenOverByLaterCheckout,
  type OrderRow,
} from './order-query.ts';
import { orderListCondition, type OrderListFilter } from './order-filter.ts';

export const ORDER_NOT_FOUND = 'Order not found';
export const STATUS_UPDATED = 'Order status updated successfully!';
export const UNPAID_STATUS_MESSAGE = 'Only a paid order can change status.';
export const CANCELLED_IS_FINAL_MESSAGE = 'A cancelled order cannot change status.';

export interface PageInput {
  page?: number;
  limit?: number;
}

function pageWindow(input: PageInput) {
  const page = input.page ?? 1;
  const limit = Math.min(input.limit ?? ORDERS_PAGE_DEFAULT, ORDERS_PAGE_MAX);
  return { page, limit, offset: (page - 1) * limit };
}

async function toShopperOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const lines = groupByOrder(await selectLines(db, ids));
  const events = groupByOrder(await selectStatusEvents(db, ids));
  const reviewed = await selectReviewedKeys(db, ids);
  const documents = await documentNumbersByOrder(db, ids);
  const refunds = await shopperRefundsByOrder(db, ids);
  const returns = await orderReturnsByOrder(db, rows);
  return rows.map((row) => ({
    ...toShopperOrder(
      row,
      lines.get(row.id) ?? [],
      events.get(row.id) ?? [],
      documents.get(row.id) ?? {},
      reviewed,
      refunds.get(row.id) ?? [],
    ),
    returns: returns.get(row.id),
  }));
}

/**
 * The caller's orders, newest first: the paid ones, and the unpaid attempts they may still
 * Try again (shown as "Payment pending" or "Payment failed"). An attempt that a later checkout
 * of the same basket took over (a Try again, or the same Pay again) is not listed twice.
 */
export async function listUserOrders(
  db: Db,
  userId: string,
  input: PageInput = {},
): Promise<OrdersResponse> {
  const { page, limit, offset } = pageWindow(input);
  const where = and(
    eq(orders.userId, userId),
    or(eq(orders.paymentStatus, 'SUCCESS'), not(takenOverByLaterCheckout(db))),
  );
  const { rows, total } = await selectOrderPage(db, where, { limit, offset });
  return { orders: await toShopperOrders(db, rows), total, page, limit };
}

/** One of the caller's orders; another user's is "not found", so ids leak nothing. */
export async function getUserOrder(db: Db, userId: string, transactionId: string): Promise<Order> {
  const row = await selectOrder(
    db,
    and(eq(orders.transactionId, transactionId), eq(orders.userId, userId)) as SQL,
  );
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [order] = await toShopperOrders(db, [row]);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** For the review service: the caller's order with what it needs to judge a review. */
export async function findUserOrderForReview(db: Db, userId: string, orderId: string) {
  if (!isUuid(orderId)) return undefined;
  const row = await selectOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId)) as SQL);
  if (!row) return undefined;
  const lines = await selectLines(db, [row.id]);
  return {
    currentStatus: row.currentStatus,
    productIds: new Set(lines.flatMap((line) => (line.productId ? [line.productId] : []))),
  };
}

/**
 * Every order for the back office, newest first unless sorted otherwise, narrowed by the
 * list's filters (order-filter.ts).
 */
export async function listOrders(
  db: Db,
  input: PageInput & OrderListFilter = {},
): Promise<AdminOrdersResponse> {
  const { page, limit, offset } = pageWindow(input);
  const where = orderListCondition(input);
  const { rows, total } = await selectOrderPage(db, where, { limit, offset }, input.sort);
  const ids = rows.map((row) => row.id);
  const lines = groupByOrder(await selectLines(db, ids));
  const events = groupByOrder(await selectStatusEvents(db, ids));
  const documents = await documentNumbersByOrder(db, ids);
  return {
    orders: rows.map((row) =>
      toAdminOrderSummary(
        row,
        lines.get(row.id) ?? [],
        events.get(row.id) ?? [],
        documents.get(row.id) ?? {},
      ),
    ),
    total,
    page,
    limit,
  };
}

export async function getOrderById(db: Db, orderId: string): Promise<AdminOrder> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const row = await selectOrder(db, eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const lines = await selectLines(db, [row.id]);
  const events = await selectStatusEvents(db, [row.id]);
  const documents = await documentNumbers(db, row.id);
  const paidAt = await selectPaidAt(db, row.id);
  return toAdminOrder(
    row,
    lines,
    events,
    documents,
    paidAt,
    await selectPaymentState(db, row.id),
    await orderMoney(db, row.id),
  );
}
