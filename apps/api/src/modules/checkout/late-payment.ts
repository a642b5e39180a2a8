import { and, eq, sql } from 'drizzle-orm';
import type { PaymentRecordState } from '@labshop/domain/order-status';
import { payments } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { StockLine } from '../inventory/lock-order.ts';
import { reserveStock } from '../inventory/service.ts';
import { holdOrderStockAgain } from '../orders/order-writes.ts';
import { orderStockLines } from '../orders/stock.ts';
import { refundLatePayment } from '../payments/refunds/late-payment.ts';
import type { CheckoutContext } from './context.ts';
import { markOrderPaid } from './mark-paid.ts';

/** Thrown inside the settling transaction to undo it when the units are no longer there. */
class StockGone extends Error {
  constructor(readonly line: StockLine) {
    super('stock gone');
  }
}

/**
 * The gateway's final answer for a payment the shop had given up on (EXPIRED: its order is
 * FAILED and its units went back on the shelf). A failure just closes it. A success is a late
 * payment: the order's units are reserved again and, if every line fits, the order is placed
 * as paid like any other; if not, the money must go back (REFUND_DUE, logged as an error for
 * the back office). Each outcome is a conditional update from EXPIRED, so racing callers
 * settle it once. Answers the new state, or null when another caller moved it first.
 */
export async function settleExpired(
  ctx: CheckoutContext,
  paymentId: string,
  outcome: 'SUCCESS' | 'FAILED',
): Promise<PaymentRecordState | null> {
  if (outcome === 'FAILED') {
    return (await closeExpired(ctx.db, paymentId, 'FAILED')) ? 'FAILED' : null;
  }
  let won: boolean;
  try {
    won = await ctx.db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({ state: 'SUCCESS', settledAt: sql`now()` })
        .where(and(eq(payments.id, paymentId), eq(payments.state, 'EXPIRED')))
        .returning();
      if (!payment) return false;
      // The order row before the stock rows, as every settling and cancelling transaction does.
      await holdOrderStockAgain(tx, payment.orderId);
      const short = await reserveStock(tx, await orderStockLines(tx, payment.orderId));
      if (short) throw new StockGone(short);
      await markOrderPaid(ctx, tx, payment.orderId);
      return true;
    });
  } catch (err) {
    if (!(err instanceof StockGone)) throw err;
    // Owed back in the same transaction that says so: the refund job sends it, never lost.
    const owed = await ctx.db.transaction(async (tx) => {
      if (!(await closeExpired(tx, paymentId, 'REFUND_DUE'))) return false;
      await refundLatePayment(tx, ctx.jobs, { id: paymentId });
      return true;
    });
    if (!owed) return null;
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    ctx.log.error(
      {
        transactionId: payment?.merchantTransactionId,
        orderId: payment?.orderId,
        amountPaise: payment?.amountPaise,
        short: err.line,
      },
      'a payment completed after its reservation was released and the stock is gone: refunded',
    );
    return 'REFUND_DUE';
  }
  if (!won) return null;
  ctx.log.info({ paymentId }, 'a late payment was settled: its units could still be reserved');
  return 'SUCCESS';
}

async function closeExpired(
  db: DbOrTx,
  paymentId: string,
  state: 'FAILED' | 'REFUND_DUE',
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ state, settledAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.state, 'EXPIRED')))
    .returning({ id: payments.id });
  return rows.length > 0;
}
