import { and, eq, sql } from 'drizzle-orm';
import { formatPaise } from '@labshop/domain/money';
import { paymentStatusOf, type PaymentStatus } from '@labshop/domain/order-status';
import { orderLines, orders, orderStatusEvents, payments, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { orderConfirmationMail } from '../../platform/mail/templates.ts';
import { removeBoughtLines } from '../cart/service.ts';
import { invalidateHomeCache } from '../catalog/service.ts';
import { issueInvoice } from '../invoices/service.ts';
import { commitSale } from '../inventory/service.ts';
import { orderStockLines, putBackOrderStock } from '../orders/stock.ts';
import { ORDER_CONFIRMATION_JOB, type CheckoutContext } from './context.ts';
import type { OrderMailJob } from './order-mail.ts';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Moves a pending payment to its outcome, once. The conditional update (WHERE state is
 * PENDING) lets exactly one of pay-status, the webhook and the poller win a race; only the
 * winner marks the order paid, clears the cart and queues the mail, or returns the stock.
 * Answers the payment's state afterwards, whoever settled it.
 */
export async function settlePayment(
  ctx: CheckoutContext,
  paymentId: string,
  outcome: Exclude<PaymentStatus, 'PENDING'>,
): Promise<PaymentStatus> {
  const won = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ state: outcome, settledAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'PENDING')))
      .returning();
    if (!payment) return false;
    if (outcome === 'SUCCESS') {
      await markOrderPaid(ctx, tx, payment.orderId);
    } else {
      await tx
        .update(orders)
        .set({ paymentStatus: 'FAILED' })
        .where(eq(orders.id, payment.orderId));
      await putBackOrderStock(tx, payment.orderId, 'release');
    }
    return true;
  });
  // Stock came back on the shelf: the storefront must not keep showing it sold out.
  if (won && outcome === 'FAILED') invalidateHomeCache();
  if (won) return outcome;
  const [current] = await ctx.db
    .select({ state: payments.state })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return current ? paymentStatusOf(current.state) : outcome;
}

async function markOrderPaid(ctx: CheckoutContext, tx: Db, orderId: string) {
  const [order] = await tx
    .update(orders)
    .set({ paymentStatus: 'SUCCESS', currentStatus: 'ordered', orderedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  if (!order) throw new Error(`order ${orderId} vanished while being paid`);
  // The held units are sold: they leave on hand and reserved in the same transaction.
  await commitSale(tx, await orderStockLines(tx, orderId));
  await tx.insert(orderStatusEvents).values({ orderId, status: 'ordered' });
  // The tax invoice is dated at the payment and numbered in the same transaction.
  const invoice = await issueInvoice(tx, orderId, order.orderedAt ?? new Date(), ctx.config.seller);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  if (order.isFromCart) await removeBoughtLines(tx, order.userId, lines);
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return;
  const content = orderConfirmationMail(user.name, {
    transactionId: order.transactionId,
    invoiceNumber: invoice.number,
    total: formatPaise(order.totalAmountPaise),
    ordersUrl: `${ctx.config.publicUrl}/orders`,
    lines: lines.map((line) => ({
      name: line.productName,
      variant: line.variantName,
      quantity: line.quantity,
      amount: formatPaise(line.amountPaidPaise),
    })),
  });
  // The key makes one mail per order, however many callers reach this point.
  const job: OrderMailJob = {
    orderId,
    message: { kind: 'order-confirmation', to: user.email, ...content },
  };
  await ctx.jobs.enqueue(tx, ORDER_CONFIRMATION_JOB, job, {
    dedupeKey: `order-confirmation:${orderId}`,
    maxAttempts: 15,
  });
}

/**
 * Asks the gateway (the only truth) about a pending payment and settles it when the answer is
 * final. A completed payment for another amount is a failure, never a success. `isFinal`:
 * the reservation ran out, so a payment still pending is given up as failed.
 */
export async function checkPayment(
  ctx: CheckoutContext,
  payment: PaymentRow,
  options: { isFinal?: boolean } = {},
): Promise<PaymentStatus> {
  if (payment.state !== 'PENDING') return paymentStatusOf(payment.state);
  const status = await ctx.gateway.getStatus(payment.merchantTransactionId);
  if (status.state === 'COMPLETED') {
    if (status.amountPaise === payment.amountPaise) {
      return settlePayment(ctx, payment.id, 'SUCCESS');
    }
    ctx.log.error(
      { transactionId: payment.merchantTransactionId, paid: status.amountPaise },
      'gateway reports a completed payment for another amount; treated as failed',
    );
    return settlePayment(ctx, payment.id, 'FAILED');
  }
  if (status.state === 'FAILED' || options.isFinal) {
    return settlePayment(ctx, payment.id, 'FAILED');
  }
  return 'PENDING';
}

export async function findPaymentByTransactionId(
  db: Db,
  transactionId: string,
): Promise<PaymentRow | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.merchantTransactionId, transactionId))
    .limit(1);
  return payment ?? null;
}

export async function findPaymentById(db: Db, id: string): Promise<PaymentRow | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return payment ?? null;
}
