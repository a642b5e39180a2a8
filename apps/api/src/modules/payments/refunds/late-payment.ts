import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { payments, refunds } from '../../../db/schema.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { recordRefund, type RefundRow } from './record-refund.ts';
import { MIN_REFUND_PAISE } from './refund-context.ts';
import { queueRefundMail } from './refund-mail.ts';

/**
 * Sends back, in full, a payment that completed after the shop had given up on it and whose
 * stock could not be had again (state REFUND_DUE), and queues the mail telling the shopper.
 * Call it in the transaction that marks the payment REFUND_DUE. Safe to call again: the payment
 * row is locked first, and a payment that already has its late-payment refund gets that one
 * back, never a second.
 */
export async function refundLatePayment(
  tx: DbOrTx,
  jobs: JobQueue,
  payment: { id: string },
): Promise<RefundRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
  if (!row || row.state !== 'REFUND_DUE') return null;
  const [existing] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, row.id), eq(refunds.reason, 'late-payment')))
    .limit(1);
  if (existing) return existing;
  const remaining = row.amountPaise - row.refundedPaise;
  if (remaining < MIN_REFUND_PAISE) return null;
  const refund = await recordRefund(tx, jobs, {
    orderId: row.orderId,
    paymentId: row.id,
    amountPaise: remaining,
    reason: 'late-payment',
  });
  await queueRefundMail(tx, jobs, refund.id, 'started');
  return refund;
}

/** Payments looked at per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Starts the refund of every REFUND_DUE payment that has none yet (one marked before this code
 * existed, or whose settler stopped half-way). Run at start and then hourly; each payment is its
 * own transaction, and refundLatePayment makes running it twice, or in two processes, harmless.
 */
export async function sweepRefundDuePayments(db: Db, jobs: JobQueue): Promise<number> {
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.state, 'REFUND_DUE'),
        sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id})`,
      ),
    )
    .limit(SWEEP_BATCH);
  let started = 0;
  for (const { id } of due) {
    const refund = await db.transaction((tx) => refundLatePayment(tx, jobs, { id }));
    if (refund) started += 1;
  }
  return started;
}
