import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderLines,
  orders,
  orderStatusEvents,
  type DeliveryAddressSnapshot,
} from '../../db/schema.ts';

// The orders module owns its tables: checkout places and settles orders through these, inside
// its own transactions, rather than writing orders and order_lines itself.

export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

export interface NewOrder {
  userId: string;
  transactionId: string;
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalAmountPaise: number;
  isFromCart: boolean;
  checkoutKey: string;
  deliveryAddress: DeliveryAddressSnapshot;
  purchaseOrderNumber: string | null;
  gstNumber: string | null;
  /** The accepted quote whose prices the order carries; null for a plain checkout. */
  quoteNumber?: string | null;
  lines: NewOrderLine[];
}

/** An order awaiting its payment, with its lines; never placed (orderedAt) until paid. */
export async function createUnpaidOrder(tx: DbOrTx, input: NewOrder): Promise<string> {
  const { lines, ...order } = input;
  const [row] = await tx
    .insert(orders)
    .values({ ...order, paymentStatus: 'PENDING', currentStatus: 'ordered', orderedAt: null })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned no row');
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  return row.id;
}

/** Its payment won: the order is placed now, with its first status step. */
export async function placePaidOrder(tx: DbOrTx, orderId: string) {
  const [order] = await tx
    .update(orders)
    .set({ paymentStatus: 'SUCCESS', currentStatus: 'ordered', orderedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  if (!order) throw new Error(`order ${orderId} vanished while being paid`);
  await tx.insert(orderStatusEvents).values({ orderId, status: 'ordered' });
  return order;
}

/** Its payment failed or expired: the shopper sees "Payment failed", never "Ordered". */
export async function markOrderPaymentFailed(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.update(orders).set({ paymentStatus: 'FAILED' }).where(eq(orders.id, orderId));
}

/**
 * A late payment takes its units again: the order's stock counts as held once more, so a later
 * cancel puts it back (see stock.ts). Locks the order row before any stock row.
 */
export async function holdOrderStockAgain(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.update(orders).set({ stockReturnedAt: null }).where(eq(orders.id, orderId));
}

export async function orderLinesOf(tx: DbOrTx, orderId: string) {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}
