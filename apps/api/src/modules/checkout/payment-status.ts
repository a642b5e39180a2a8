import { paymentStatusOf } from '@labshop/domain/order-status';
import { and, asc, eq } from 'drizzle-orm';
import type { PayStatusResponse } from '@labshop/domain/api/checkout';
import { paiseToRupees } from '@labshop/domain/money';
import { CHECKOUT_MESSAGES as M } from '@labshop/domain/validation/checkout';
import { orderLines, orders, payments } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { CheckoutContext } from './context.ts';
import { checkPayment, isAwaitingGateway } from './settle.ts';

/**
 * POST /api/user/pay-status: the caller's own payment only (another user's is 404). A payment
 * the shop still waits on (pending, or expired and unconfirmed) is checked with the gateway
 * now; the return URL's `code` is never trusted.
 */
export async function getPaymentStatus(
  ctx: CheckoutContext,
  userId: string,
  transactionId: string,
): Promise<PayStatusResponse> {
  const [row] = await ctx.db
    .select({ payment: payments, orderUserId: orders.userId, orderId: orders.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.merchantTransactionId, transactionId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Order not found');
  let recordState = row.payment.state;
  if (isAwaitingGateway(recordState)) {
    try {
      recordState = await checkPayment(ctx, row.payment);
    } catch (err) {
      ctx.log.warn({ err, transactionId }, 'payment status check failed');
      // An expired payment already failed as far as the shopper is concerned; a pending one
      // cannot be told yet.
      if (recordState === 'PENDING') throw new AppError('GATEWAY_ERROR', M.verifyError, 502);
    }
  }
  const state = paymentStatusOf(recordState);
  if (state !== 'SUCCESS') return { paymentStatus: state };
  return { paymentStatus: state, order: await paidOrderSummary(ctx, row.orderId) };
}

async function paidOrderSummary(ctx: CheckoutContext, orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await ctx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.id));
  return {
    transactionId: order?.transactionId ?? '',
    totalAmount: paiseToRupees(order?.totalAmountPaise ?? 0),
    products: lines.map((line) => ({
      productId: line.productId,
      name: line.productName,
      variant: line.variantName,
      quantity: line.quantity,
      amountPaid: paiseToRupees(line.amountPaidPaise),
    })),
  };
}
