import { and, eq, type SQL } from 'drizzle-orm';
import type { BuyAgainResponse } from '@labshop/domain/quick-order';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { changeCart } from '../cart/service.ts';
import { selectLines, selectOrder } from './order-query.ts';
import { ORDER_NOT_FOUND } from './service.ts';

export const NO_LONGER_SOLD = 'No longer sold.';

/**
 * "Buy again": the order's lines go into the cart through the cart's own add, so today's price
 * and stock apply (clamped, as any add is). A line that cannot be bought any more is skipped
 * and named with why; the rest still go in.
 */
export async function buyAgain(
  db: Db,
  userId: string,
  transactionId: string,
): Promise<BuyAgainResponse> {
  const order = await selectOrder(
    db,
    and(eq(orders.transactionId, transactionId), eq(orders.userId, userId)) as SQL,
  );
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const answer: BuyAgainResponse = { message: '', added: [], skipped: [] };
  for (const line of await selectLines(db, [order.id])) {
    const name = line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
    if (!line.productId) {
      answer.skipped.push({ name, message: NO_LONGER_SOLD });
      continue;
    }
    try {
      const change = await changeCart(db, userId, {
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
      });
      answer.added.push({
        productId: line.productId,
        variantId: line.variantId,
        name,
        quantity: change.quantity,
        isClamped: change.isClamped,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // Withdrawn, or its variant gone: the cart's "not found" reads better as "no longer sold".
      answer.skipped.push({ name, message: err.statusCode === 404 ? NO_LONGER_SOLD : err.message });
    }
  }
  answer.message = buyAgainMessage(answer.added.length, answer.skipped.length);
  return answer;
}

function buyAgainMessage(added: number, skipped: number): string {
  const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
  if (added === 0) return 'Nothing from this order can be bought now.';
  const put = `${products(added)} added to your cart at today’s prices.`;
  return skipped === 0 ? put : `${put} ${products(skipped)} could not be added.`;
}
