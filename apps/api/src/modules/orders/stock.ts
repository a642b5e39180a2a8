import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import type { StockLine } from '../inventory/lock-order.ts';
import { releaseStock, returnStock } from '../inventory/service.ts';

/**
 * The stock rows an order's lines hold. A line whose product or variant was deleted since has
 * no row left to hold or give back, so it is left out.
 */
export async function orderStockLines(tx: DbOrTx, orderId: string): Promise<StockLine[]> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.flatMap((line) =>
    line.productId && (line.variantId || line.variantName === null)
      ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }]
      : [],
  );
}

/**
 * Gives an order's units back, at most once in the order's life: the conditional update of
 * stock_returned_at lets exactly one caller through, however many cancels, expiries or
 * failed payments race. `release` for an unpaid order (its units were only held), `return`
 * for a paid one (they were sold). Returns whether this call did it. Call inside the
 * transaction that changes the order.
 */
export async function putBackOrderStock(
  tx: DbOrTx,
  orderId: string,
  kind: 'release' | 'return',
): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReturnedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const lines = await orderStockLines(tx, orderId);
  if (kind === 'release') await releaseStock(tx, lines);
  else await returnStock(tx, lines);
  return true;
}
