import { and, count, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client.ts';
import { orderLines, orders, products, refunds } from '../../db/schema.ts';

// The dashboard's figures, each one SQL aggregate: no order or line is read into the process.

/** The India day (YYYY-MM-DD) of a timestamptz, read in UTC so the session's zone is moot. */
function indiaDaySql(column: AnyColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
}

export interface Window {
  start: Date;
  end: Date;
}

const isPaid = eq(orders.paymentStatus, 'SUCCESS');
const paidIn = (window: Window) =>
  and(isPaid, gte(orders.orderedAt, window.start), lt(orders.orderedAt, window.end));

/** Paid orders and their takings per India day of the window; days without any are absent. */
export function paidByDay(db: Db, window: Window) {
  const day = indiaDaySql(orders.orderedAt);
  return db
    .select({
      day,
      paise: sql<number>`coalesce(sum(${orders.totalAmountPaise}), 0)::bigint`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(paidIn(window))
    .groupBy(day);
}

/**
 * Refunds completed per India day of the window. Only refunds of paid orders count: a late
 * payment's refund gives back money that was never counted as takings.
 */
export function refundedByDay(db: Db, window: Window) {
  const day = indiaDaySql(refunds.completedAt);
  return db
    .select({
      day,
      paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        isPaid,
        eq(refunds.state, 'COMPLETED'),
        gte(refunds.completedAt, window.start),
        lt(refunds.completedAt, window.end),
      ),
    )
    .groupBy(day);
}

export const TOP_PRODUCTS = 5;

/**
 * The products that took the most in the window (line amounts, delivery included). Lines of a
 * deleted product keep their own name, so each such name stays a row of its own.
 */
export function topProducts(db: Db, window: Window) {
  const revenue = sql<number>`sum(${orderLines.amountPaidPaise})::bigint`.mapWith(Number);
  const deletedName = sql`case when ${orderLines.productId} is null then ${orderLines.productName} end`;
  return db
    .select({
      productId: orderLines.productId,
      name: sql<string>`coalesce(max(${products.name}), max(${orderLines.productName}))`,
      quantity: sql<number>`sum(${orderLines.quantity})::int`.mapWith(Number),
      paise: revenue,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(paidIn(window))
    .groupBy(orderLines.productId, deletedName)
    .orderBy(desc(revenue), sql`max(${orderLines.productName})`)
    .limit(TOP_PRODUCTS);
}

/** Orders to pack and payments still open, right now. */
export async function openOrderCounts(db: Db) {
  const [row] = await db
    .select({
      waitingToPack: sql<number>`count(*) filter (where ${isPaid} and ${orders.currentStatus} = 'ordered')::int`,
      paymentsPending: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'PENDING')::int`,
    })
    .from(orders);
  return {
    waitingToPack: Number(row?.waitingToPack ?? 0),
    paymentsPending: Number(row?.paymentsPending ?? 0),
  };
}
