import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products, productVariants } from '../../db/schema.ts';

/**
 * Puts an order's reserved units back on the shelf, at most once per order: the first caller
 * stamps stock_returned_at and adds the quantities back; every later (or concurrent) caller
 * finds the stamp and does nothing. Failed and expired payments and admin cancellation all
 * come through here. Answers whether this call returned the stock. Pass a transaction.
 */
export async function returnOrderStock(tx: Db, orderId: string): Promise<boolean> {
  const stamped = await tx
    .update(orders)
    .set({ stockReturnedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (stamped.length === 0) return false;
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    // A line whose product or variant was deleted since has no shelf to go back to.
    if (line.variantId) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
        .where(eq(productVariants.id, line.variantId));
    } else if (line.productId) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
  }
  return true;
}
