import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PayResponse } from '@labshop/domain/api/checkout';
import {
  CHECKOUT_MESSAGES as M,
  holdLimit,
  OPEN_CHECKOUTS_MAX,
} from '@labshop/domain/validation/checkout';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments, products, productVariants, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { mergeLines, stockRowKey, type StockLine } from '../inventory/lock-order.ts';
import { OPEN_PAYMENT_WAIT_MS, type CheckoutContext } from './context.ts';
import { expirePayment } from './expiry.ts';

// The limits on what a shopper's unpaid checkouts may hold (docs/decisions/017): one open
// checkout per basket, at most OPEN_CHECKOUTS_MAX at once, and a share of each product.

/** What the gateway told us for a payment, kept so a retried Pay can answer it again. */
export interface PaymentPayload {
  redirectUrl: string;
}

function redirectUrlOf(payload: unknown): string | null {
  const url = (payload as Partial<PaymentPayload> | null)?.redirectUrl;
  return typeof url === 'string' ? url : null;
}

/**
 * The answer of the shopper's unpaid checkout for this basket, if one is open: the same
 * transaction id and gateway page as the first Pay got. When that first Pay is still asking
 * the gateway, waits for its answer. A checkout whose reservation ran out is expired now
 * instead (its gateway page no longer takes payment), and null lets a new one be placed.
 */
export async function answerOpenCheckout(
  ctx: CheckoutContext,
  userId: string,
  key: string,
): Promise<PayResponse | null> {
  const giveUpAt = Date.now() + OPEN_PAYMENT_WAIT_MS;
  for (;;) {
    const [open] = await ctx.db
      .select({ payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.checkoutKey, key),
          eq(orders.paymentStatus, 'PENDING'),
          eq(payments.state, 'PENDING'),
        ),
      )
      .limit(1);
    if (!open) return null;
    const now = new Date();
    if (now >= open.payment.expiresAt) {
      await expirePayment(ctx, open.payment, now);
      return null;
    }
    const redirectUrl = redirectUrlOf(open.payment.payload);
    if (redirectUrl) return { redirectUrl, transactionId: open.payment.merchantTransactionId };
    if (Date.now() >= giveUpAt) throw new AppError('GATEWAY_ERROR', M.initiateFailed, 502);
    await sleep(100);
  }
}

/**
 * Takes the shopper's row lock for the rest of the transaction, so one shopper's checkouts
 * are counted and placed one at a time (NO KEY UPDATE: rows that merely reference the user,
 * a cart line or a session, are not held up).
 */
export async function lockShopper(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Refuses a new checkout while the shopper already has OPEN_CHECKOUTS_MAX unpaid ones. */
export async function assertRoomForCheckout(tx: Db, userId: string): Promise<void> {
  const open = await tx
    .select({ transactionId: orders.transactionId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'PENDING')))
    .orderBy(asc(orders.createdAt));
  if (open.length >= OPEN_CHECKOUTS_MAX) {
    const ids = open.map((order) => order.transactionId);
    throw new AppError('TOO_MANY_OPEN_CHECKOUTS', M.tooManyOpen(ids), 409);
  }
}

export interface HeldLine extends StockLine {
  /** The name the shopper knows it by: the product, and the variant when it has one. */
  name: string;
}

/**
 * Refuses lines that would make the shopper's unpaid checkouts hold more of a product (or
 * variant) than holdLimit allows of what is there for them: the stock on the shelf plus what
 * they already hold. Call under lockShopper, so two checkouts of one shopper cannot both fit.
 */
export async function assertHoldLimits(
  tx: Db,
  userId: string,
  lines: readonly HeldLine[],
): Promise<void> {
  const names = new Map(lines.map((line) => [stockRowKey(line), line.name]));
  const merged = mergeLines(lines);
  const held = await heldByShopper(tx, userId);
  const stock = await stockOf(tx, merged);
  for (const line of merged) {
    const key = stockRowKey(line);
    const heldAlready = held.get(key) ?? 0;
    const limit = holdLimit((stock.get(key) ?? 0) + heldAlready);
    if (heldAlready + line.quantity > limit) {
      const name = names.get(key) ?? 'A product';
      throw new AppError('HOLD_LIMIT', M.holdLimitReached(name, limit, heldAlready), 409);
    }
  }
}

/** Units the shopper's unpaid checkouts hold, per stock row. */
async function heldByShopper(tx: Db, userId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      quantity: sql<number>`sum(${orderLines.quantity})::integer`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'PENDING'),
        isNull(orders.stockReturnedAt),
        isNotNull(orderLines.productId),
        // A line whose variant was deleted holds nothing any more (see orderStockLines).
        or(isNotNull(orderLines.variantId), isNull(orderLines.variantName)),
      ),
    )
    .groupBy(orderLines.productId, orderLines.variantId);
  return new Map(
    rows.map((row) => [
      stockRowKey({ productId: row.productId ?? '', variantId: row.variantId }),
      row.quantity,
    ]),
  );
}

/** What is on the shelf for anyone (on hand less reserved), per stock row, read now. */
async function stockOf(tx: Db, lines: readonly StockLine[]): Promise<Map<string, number>> {
  const productIds = lines.flatMap((line) => (line.variantId ? [] : [line.productId]));
  const variantIds = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const stock = new Map<string, number>();
  if (productIds.length > 0) {
    const rows = await tx
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, productIds));
    for (const row of rows)
      stock.set(stockRowKey({ productId: row.id, variantId: null }), row.stock);
  }
  if (variantIds.length > 0) {
    const rows = await tx
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds));
    for (const row of rows) stock.set(stockRowKey({ productId: '', variantId: row.id }), row.stock);
  }
  return stock;
}
