import { and, eq, sql } from 'drizzle-orm';
import type { PaymentRecordState } from '@labshop/domain/order-status';
import { payments } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentStatus as GatewayStatus } from '../../platform/payments/gateway.ts';
import { countPayment } from '../../platform/metrics/payment-metrics.ts';
import { markOrderPaymentFailed } from '../orders/order-writes.ts';
import { putBackOrderStock } from '../orders/stock.ts';
import { reopenQuoteOf } from '../quotes/quote-claim.ts';
import type { CheckoutContext } from './context.ts';
import { settleExpired } from './late-payment.ts';
import { markOrderPaid } from './mark-paid.ts';

export type PaymentRow = typeof payments.$inferSelect;
/** A gateway's final answer about a payment. */
export type Outcome = 'SUCCESS' | 'FAILED';

/**
 * Moves a payment to the gateway's final answer, once. Every step is a conditional update
 * from the state just read, so exactly one of pay-status, the webhook and the jobs wins a
 * race, and only the winner changes the order and its stock. A PENDING payment is settled
 * here; an EXPIRED one (its units already back on the shelf) by the late-payment rule.
 * Answers the payment's state afterwards, whoever settled it.
 */
export async function settlePayment(
  ctx: CheckoutContext,
  paymentId: string,
  outcome: Outcome,
): Promise<PaymentRecordState> {
  // States only move forward (PENDING, EXPIRED, then a final one): a lost update means the
  // state moved on, and the next look either settles from there or finds it final.
  for (let tries = 0; tries < 3; tries += 1) {
    const state = await paymentState(ctx.db, paymentId);
    if (state === 'PENDING') {
      if (await settlePending(ctx, paymentId, outcome)) {
        countPayment(outcome);
        return outcome;
      }
    } else if (state === 'EXPIRED') {
      const settled = await settleExpired(ctx, paymentId, outcome);
      if (settled) {
        if (settled !== 'PENDING') countPayment(settled);
        return settled;
      }
    } else {
      return state ?? outcome;
    }
  }
  return (await paymentState(ctx.db, paymentId)) ?? outcome;
}

async function settlePending(
  ctx: CheckoutContext,
  paymentId: string,
  outcome: Outcome,
): Promise<boolean> {
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
      await markOrderPaymentFailed(tx, payment.orderId);
      await putBackOrderStock(tx, payment.orderId, 'release');
      await reopenQuoteOf(tx, payment.orderId);
    }
    return true;
  });
  return won;
}

/**
 * Applies the gateway's status answer (the only truth) to a payment the shop is still waiting
 * on (PENDING or EXPIRED). A completed payment for another amount is a failure, never a
 * success. A pending answer changes nothing.
 */
export async function applyGatewayStatus(
  ctx: CheckoutContext,
  payment: PaymentRow,
  status: GatewayStatus,
): Promise<PaymentRecordState> {
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
  if (status.state === 'FAILED') return settlePayment(ctx, payment.id, 'FAILED');
  return payment.state;
}

/** A payment the shop still asks the gateway about. */
export function isAwaitingGateway(state: PaymentRecordState): boolean {
  return state === 'PENDING' || state === 'EXPIRED';
}

/**
 * Asks the gateway about a payment it still waits on and applies the answer. Throws when the
 * gateway cannot be reached; callers decide whether that is an error for them.
 */
export async function checkPayment(
  ctx: CheckoutContext,
  payment: PaymentRow,
): Promise<PaymentRecordState> {
  if (!isAwaitingGateway(payment.state)) return payment.state;
  const status = await ctx.gateway.getStatus(payment.merchantTransactionId);
  return applyGatewayStatus(ctx, payment, status);
}

/**
 * checkPayment for the background jobs: a gateway that cannot be reached (down, 404, 5xx,
 * a timeout) is logged and waited out, so it never uses up a job's attempts. Errors of our
 * own (the database) still throw, and the job is retried.
 */
export async function checkPaymentQuietly(
  ctx: CheckoutContext,
  payment: PaymentRow,
): Promise<PaymentRecordState> {
  if (!isAwaitingGateway(payment.state)) return payment.state;
  let status: GatewayStatus;
  try {
    status = await ctx.gateway.getStatus(payment.merchantTransactionId);
  } catch (err) {
    ctx.log.warn(
      { err, transactionId: payment.merchantTransactionId, state: payment.state },
      'payment status check failed; it will be asked again',
    );
    return payment.state;
  }
  return applyGatewayStatus(ctx, payment, status);
}

async function paymentState(db: Db, paymentId: string): Promise<PaymentRecordState | null> {
  const [row] = await db
    .select({ state: payments.state })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.state ?? null;
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
