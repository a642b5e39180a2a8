import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { RefundReason } from '@labshop/domain/refunds';
import type { DbOrTx } from '../../../db/client.ts';
import { orders, payments, refunds } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';

/** The job that asks the gateway to send a recorded refund (see refund-jobs.ts). */
export const REFUND_SEND_JOB = 'refund-send';

export interface RefundRequest {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  reason: RefundReason;
  returnId?: string | null;
  note?: string;
  createdBy?: string | null;
  /** The FAILED refund this one retries. */
  retryOf?: string | null;
}

export type RefundRow = typeof refunds.$inferSelect;

export const REFUND_MESSAGES = {
  tooMuch: (remainingPaise: number) =>
    `At most ₹${(remainingPaise / 100).toFixed(2)} of this payment can still be refunded.`,
  tooSmall: 'The smallest refund is ₹1.00.',
} as const;

/** "RF" + time + randomness: unique, and within PhonePe's 63 of A-Z a-z 0-9 _ -. */
export function newMerchantRefundId(): string {
  return `RF${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Takes the order's row lock, as a cancel does before it refunds. An admin's refund by hand or
 * retry takes it first too, so a cancel and a refund at the same moment run one after the
 * other: otherwise each holds what the other needs (the cancel the order, the refund the
 * payment, its new row checking the order) and PostgreSQL aborts one, or the cancel refunds
 * from a total that has just changed under it.
 */
export async function lockOrderForRefund(tx: DbOrTx, orderId: string): Promise<void> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('no key update');
}

/**
 * Records a refund and queues the job that sends it, inside the caller's transaction (a cancel,
 * a received return), so money goes back exactly when that change commits, and never through a
 * network call inside a transaction. What was paid bounds it: one conditional update of the
 * payment's refunded total, which two admins racing can never both pass; the database's CHECK
 * backs it up.
 */
export async function recordRefund(
  tx: DbOrTx,
  jobs: JobQueue,
  request: RefundRequest,
): Promise<RefundRow> {
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise < 100) {
    throw new AppError('REFUND_TOO_SMALL', REFUND_MESSAGES.tooSmall, 400);
  }
  const [counted] = await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${request.amountPaise}` })
    .where(
      and(
        eq(payments.id, request.paymentId),
        sql`${payments.refundedPaise} + ${request.amountPaise} <= ${payments.amountPaise}`,
      ),
    )
    .returning({ id: payments.id });
  if (!counted) {
    const [payment] = await tx
      .select({ amount: payments.amountPaise, refunded: payments.refundedPaise })
      .from(payments)
      .where(eq(payments.id, request.paymentId));
    const remaining = payment ? payment.amount - payment.refunded : 0;
    throw new AppError('REFUND_TOO_LARGE', REFUND_MESSAGES.tooMuch(remaining), 409);
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: request.orderId,
      paymentId: request.paymentId,
      returnId: request.returnId ?? null,
      retryOf: request.retryOf ?? null,
      merchantRefundId: newMerchantRefundId(),
      amountPaise: request.amountPaise,
      reason: request.reason,
      note: request.note ?? '',
      createdBy: request.createdBy ?? null,
    })
    .returning();
  if (!refund) throw new Error('refund insert returned no row');
  await jobs.enqueue(
    tx,
    REFUND_SEND_JOB,
    { refundId: refund.id },
    {
      dedupeKey: `refund-send:${refund.id}`,
      maxAttempts: 50,
    },
  );
  return refund;
}

/**
 * A refund the gateway reported FAILED gives its amount back to what remains refundable, once:
 * the conditional update from a state that is not FAILED lets one caller through.
 */
export async function markRefundFailed(tx: DbOrTx, refundId: string): Promise<boolean> {
  const [failed] = await tx
    .update(refunds)
    .set({ state: 'FAILED' })
    .where(and(eq(refunds.id, refundId), sql`${refunds.state} in ('QUEUED', 'PENDING')`))
    .returning();
  if (!failed) return false;
  await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} - ${failed.amountPaise}` })
    .where(eq(payments.id, failed.paymentId));
  return true;
}
