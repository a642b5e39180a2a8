import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  orderLines,
  orders,
  orderStatusEvents,
  payments,
  productImages,
  reviews,
  users,
} from '../../db/schema.ts';

// The reads behind every order answer: one query per part (orders, lines, events), each for a
// whole page of orders at once, so a page costs the same few queries however long it is.

export const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  transactionId: orders.transactionId,
  totalAmountPaise: orders.totalAmountPaise,
  paymentStatus: orders.paymentStatus,
  currentStatus: orders.currentStatus,
  deliveryAddress: orders.deliveryAddress,
  orderedAt: orders.orderedAt,
  // An unpaid order was never placed and has no ordered time; it is shown at its creation.
  createdAt: orders.createdAt,
  stockReturnedAt: orders.stockReturnedAt,
  carrier: orders.carrier,
  purchaseOrderNumber: orders.purchaseOrderNumber,
  gstNumber: orders.gstNumber,
  quoteNumber: orders.quoteNumber,
  trackingNumber: orders.trackingNumber,
  trackingUrl: orders.trackingUrl,
  userName: users.name,
  userEmail: users.email,
  userPhone: users.phoneNumber,
};

export type OrderRow = Awaited<ReturnType<typeof selectOrderPage>>['rows'][number];

export interface PageWindow {
  limit: number;
  offset: number;
}

/** A page of orders matching `where`, newest first, with the total count of matches. */
export const ORDER_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const SORT_ORDER: Record<OrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  'amount-desc': [desc(orders.totalAmountPaise), desc(orders.createdAt), desc(orders.id)],
  'amount-asc': [asc(orders.totalAmountPaise), desc(orders.createdAt), desc(orders.id)],
};

/** A page of orders with their customer; `where` may name the customer's columns too. */
export async function selectOrderPage(
  db: Db,
  where: SQL | undefined,
  window: PageWindow,
  sort: OrderSort = 'newest',
) {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...SORT_ORDER[sort])
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Escapes LIKE's wildcards, so a search for "50%" finds "50%", not everything. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The back office's search box: a transaction id, or the customer's name, email or phone
 * (digits only, so "98765 43210" finds 9876543210).
 */
export function orderSearchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(orders.transactionId, likeText(text)),
    ilike(users.name, likeText(text)),
    ilike(users.email, likeText(text)),
    digits.length >= 4 ? ilike(users.phoneNumber, likeText(digits)) : undefined,
  );
}

/**
 * True for an order when a later order of the same shopper has its checkout key: a Try again
 * or a new Pay for the same basket took over from it.
 */
export function takenOverByLaterCheckout(db: Db): SQL {
  const later = alias(orders, 'later');
  return exists(
    db
      .select({ id: later.id })
      .from(later)
      .where(
        and(
          eq(later.userId, orders.userId),
          eq(later.checkoutKey, orders.checkoutKey),
          gt(later.createdAt, orders.createdAt),
        ),
      ),
  );
}

export async function selectOrder(db: Db, where: SQL) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .limit(1);
  return row;
}

export type OrderLineRow = Awaited<ReturnType<typeof selectLines>>[number];

/**
 * The lines of these orders, each with its product's first image. Checkout writes an order's
 * lines in one statement (one created_at), so within an order they are sorted by name.
 */
export async function selectLines(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const firstImage = sql<string | null>`(
    select ${productImages.url} from ${productImages}
    where ${productImages.productId} = ${orderLines.productId}
    order by ${productImages.position}, ${productImages.id} limit 1
  )`;
  return db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      deliveryChargePaise: orderLines.deliveryChargePaise,
      deliveryType: orderLines.deliveryType,
      amountPaidPaise: orderLines.amountPaidPaise,
      image: firstImage,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(
      asc(orderLines.createdAt),
      asc(orderLines.productName),
      asc(orderLines.variantName),
      asc(orderLines.id),
    );
}

const actors = alias(users, 'actors');

export type StatusEventRow = Awaited<ReturnType<typeof selectStatusEvents>>[number];

/** Status events of these orders, oldest first, with the name of the admin who set each. */
export async function selectStatusEvents(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderStatusEvents.orderId,
      status: orderStatusEvents.status,
      at: orderStatusEvents.createdAt,
      by: actors.name,
    })
    .from(orderStatusEvents)
    .leftJoin(actors, eq(actors.id, orderStatusEvents.actorUserId))
    .where(inArray(orderStatusEvents.orderId, orderIds))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
}

/** When the order's payment succeeded: the settled payment row's last change. */
export async function selectPaidAt(db: Db, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: payments.updatedAt })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'SUCCESS')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row?.at ?? null;
}

/** The state of the order's latest payment record (EXPIRED and REFUND_DUE included). */
export async function selectPaymentState(db: Db, orderId: string) {
  const [row] = await db
    .select({ state: payments.state })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.state ?? null;
}

/** `orderId:productId` of every review left on these orders (only their buyer can leave one). */
export async function selectReviewedKeys(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ orderId: reviews.orderId, productId: reviews.productId })
    .from(reviews)
    .where(inArray(reviews.orderId, orderIds));
  return new Set(rows.map((row) => `${row.orderId}:${row.productId}`));
}
