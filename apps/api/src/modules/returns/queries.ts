import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ReturnState } from '@labshop/domain/refunds';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderLines,
  orders,
  orderStatusEvents,
  payments,
  products,
  returnLines,
  returns,
  users,
} from '../../db/schema.ts';

// The reads behind returns: an order's lines with what is still returnable, and returns with
// their lines, each for a whole page at once.

/** The shopper's own order, locked until the transaction ends: requests for it take turns. */
export async function lockShopperOrder(tx: DbOrTx, orderId: string, userId: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      currentStatus: orders.currentStatus,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return order;
}

/** When each order was (last) marked delivered. */
export async function selectDeliveredAt(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderStatusEvents.orderId,
      at: sql<Date>`max(${orderStatusEvents.createdAt})`.mapWith(orderStatusEvents.createdAt),
    })
    .from(orderStatusEvents)
    .where(
      and(inArray(orderStatusEvents.orderId, orderIds), eq(orderStatusEvents.status, 'delivered')),
    )
    .groupBy(orderStatusEvents.orderId);
  return new Map(rows.map((row) => [row.orderId, row.at]));
}

export type ReturnableLineRow = Awaited<ReturnType<typeof selectOrderLines>>[number];

/** The orders' lines in the order the orders screen lists them, with the product's flag. */
export async function selectOrderLines(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      deliveryChargePaise: orderLines.deliveryChargePaise,
      // A product deleted since keeps no flag; the policy cannot be checked, so it is returnable.
      isPerishable: sql<boolean>`coalesce(${products.isPerishable}, false)`,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(
      asc(orderLines.createdAt),
      asc(orderLines.productName),
      asc(orderLines.variantName),
      asc(orderLines.id),
    );
}

/**
 * Units of each order line already on a return that is open or done (every state but
 * rejected): those can not be asked for again.
 */
export async function selectClaimedUnits(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderLineId: returnLines.orderLineId,
      units: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(inArray(returns.orderId, orderIds), ne(returns.state, 'rejected')))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, Number(row.units)]));
}

const returnColumns = {
  id: returns.id,
  orderId: returns.orderId,
  userId: returns.userId,
  state: returns.state,
  reason: returns.reason,
  comment: returns.comment,
  rejectionReason: returns.rejectionReason,
  refundPaise: returns.refundPaise,
  createdAt: returns.createdAt,
  decidedAt: returns.decidedAt,
  receivedAt: returns.receivedAt,
  transactionId: orders.transactionId,
  customerName: users.name,
  customerEmail: users.email,
};

export type ReturnRow = Awaited<ReturnType<typeof selectReturnRows>>[number];

/** Returns matching `where`, newest first. */
export function selectReturnRows(
  db: DbOrTx,
  where: SQL | undefined,
  window: { limit: number; offset: number },
) {
  return db
    .select(returnColumns)
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, returns.userId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countReturns(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(returns).where(where);
  return row?.total ?? 0;
}

/** Returns in each state over the whole queue. */
export async function countReturnsByState(db: DbOrTx): Promise<Map<ReturnState, number>> {
  const rows = await db
    .select({ state: returns.state, total: count() })
    .from(returns)
    .groupBy(returns.state);
  return new Map(rows.map((row) => [row.state, row.total]));
}

export type ReturnLineRow = Awaited<ReturnType<typeof selectReturnLines>>[number];

/** The lines of these returns with the order line's snapshot and stock row. */
export async function selectReturnLines(db: DbOrTx, returnIds: string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnLines.returnId,
      orderLineId: returnLines.orderLineId,
      quantity: returnLines.quantity,
      resalable: returnLines.resalable,
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      unitPricePaise: orderLines.unitPricePaise,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.productName), asc(orderLines.id));
}

/** Who asked for a return and where to write to them. */
export async function selectReturnContact(db: DbOrTx, returnId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      transactionId: orders.transactionId,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, returns.userId))
    .where(eq(returns.id, returnId));
  return row;
}

/** The payment that paid for the order: what a return refunds. */
export async function selectSettledPayment(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'SUCCESS')))
    .orderBy(desc(payments.settledAt))
    .limit(1);
  return row;
}
