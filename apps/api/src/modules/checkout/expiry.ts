import { and, eq } from 'drizzle-orm';
import type { PaymentRecordState } from '@labshop/domain/order-status';
import { payments } from '../../db/schema.ts';
import { countPayment } from '../../platform/metrics/payment-metrics.ts';
import { markOrderPaymentFailed } from '../orders/order-writes.ts';
import { putBackOrderStock } from '../orders/stock.ts';
import { reopenQuoteOf } from '../quotes/quote-claim.ts';
import {
  EXPIRY_GRACE_MS,
  LATE_CHECK_MAX_GAP_MS,
  PAYMENT_JOB_MAX_ATTEMPTS,
  PAYMENT_LATE_CHECK_JOB,
  type CheckoutContext,
} from './context.ts';
import { checkPaymentQuietly, type PaymentRow } from './settle.ts';

const MINUTE = 60_000;

/** When a payment still unconfirmed is given up: its reservation's end plus the grace. */
export function expiryDeadline(payment: Pick<PaymentRow, 'expiresAt'>): Date {
  return new Date(payment.expiresAt.getTime() + EXPIRY_GRACE_MS);
}

/**
 * The gap before the next look at an expired payment: as long as it has been expired (so the
 * gaps double: 3, 6, 12 ... minutes), at least a minute and at most an hour.
 */
export function lateCheckGapMs(sinceExpiryMs: number): number {
  return Math.min(Math.max(sinceExpiryMs, MINUTE), LATE_CHECK_MAX_GAP_MS);
}

/**
 * Gives up waiting on a payment whose reservation (and grace) has run out. The gateway is
 * asked one last time; when it gives no final answer, or cannot be reached at all, the
 * payment becomes EXPIRED: its order FAILED and its units back on the shelf now, and a job
 * keeps asking the gateway about it (a late success is handled by the late-payment rule).
 */
export async function expirePayment(
  ctx: CheckoutContext,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentRecordState> {
  const state = await checkPaymentQuietly(ctx, payment);
  if (state !== 'PENDING') return state;
  if (!(await markExpired(ctx, payment.id, now))) return current(ctx, payment.id);
  countPayment('EXPIRED');
  return 'EXPIRED';
}

async function markExpired(ctx: CheckoutContext, paymentId: string, now: Date): Promise<boolean> {
  const won = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ state: 'EXPIRED' })
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'PENDING')))
      .returning();
    if (!payment) return null;
    await markOrderPaymentFailed(tx, payment.orderId);
    await putBackOrderStock(tx, payment.orderId, 'release');
    await reopenQuoteOf(tx, payment.orderId);
    const sinceExpiry = now.getTime() - payment.expiresAt.getTime();
    await ctx.jobs.enqueue(
      tx,
      PAYMENT_LATE_CHECK_JOB,
      { paymentId },
      {
        runAt: new Date(now.getTime() + lateCheckGapMs(sinceExpiry)),
        dedupeKey: `payment-late-check:${paymentId}`,
        maxAttempts: PAYMENT_JOB_MAX_ATTEMPTS,
      },
    );
    return payment;
  });
  if (!won) return false;
  ctx.log.warn(
    { transactionId: won.merchantTransactionId },
    'payment unconfirmed at expiry: stock released, the gateway will be asked again',
  );
  return true;
}

async function current(ctx: CheckoutContext, paymentId: string): Promise<PaymentRecordState> {
  const [row] = await ctx.db
    .select({ state: payments.state })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.state ?? 'EXPIRED';
}
