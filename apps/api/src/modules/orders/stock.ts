import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products, productVariants } from '../../db/schema.ts';
import { queueBackInStockMails } from '../stock-alerts/service.ts';

/** A transaction handle or the database: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Puts an order's quantities back on the shelves, at most once in the order's life: the
 * conditional update of stock_returned_at lets exactly one caller through, however many
 * cancels or payment releases race. Returns whether this call did it. Call inside the
 * transaction that changes the order, with its `tx`.
 */
export async function returnOrderStock(tx: Tx | Db, orderId: string): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReturnedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;

  const lines = await tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  // One lock order (variants, then products, each by id) so two returns never deadlock.
  const sorted = [...lines].sort((a, b) =>
    `${a.variantId ?? ''}${a.productId ?? ''}`.localeCompare(
      `${b.variantId ?? ''}${b.productId ?? ''}`,
    ),
  );
  for (const line of sorted) {
    if (line.variantId) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
        .where(eq(productVariants.id, line.variantId));
    } else if (line.productId && line.variantName === null) {
      // A variant line whose variant was deleted has nowhere to go back to.
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
  }
  // Units back on a sold-out shelf: the shoppers who asked get their one mail.
  await queueBackInStockMails(
    tx,
    lines.flatMap((line) => line.productId ?? []),
  );
  return true;
}
