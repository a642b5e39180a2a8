import { and, eq } from 'drizzle-orm';
import { formatPaise } from '@labshop/domain/money';
import { REFUND_ROUTE_MESSAGES as M } from '@labshop/domain/refund-messages';
import type { RefundReason } from '@labshop/domain/refunds';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refunds } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError, conflict, notFound } from '../../../errors.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { isUuid } from '../../../http/ids.ts';
import { lockOrderForRefund, recordRefund, type RefundRow } from './record-refund.ts';
import { recordRefundAudit } from './refund-audit.ts';
import { MIN_REFUND_PAISE } from './refund-context.ts';
import { queueRefundMail } from './refund-mail.ts';
import { paidPaymentsOf } from './refund-queries.ts';

/**
 * Sends back everything still refundable of the order's paid payments, in the caller's
 * transaction (an admin's cancel), and queues "Refund of ₹x started". Nothing is sent from
 * here: the refund's job does that once the transaction commits.
 */
export async function refundOrderInFull(
  tx: DbOrTx,
  jobs: JobQueue,
  input: { orderId: string; reason: RefundReason; createdBy?: string | null },
): Promise<RefundRow[]> {
  const recorded: RefundRow[] = [];
  await lockOrderForRefund(tx, input.orderId);
  for (const payment of await paidPaymentsOf(tx, input.orderId).for('update')) {
    const remaining = payment.amountPaise - payment.refundedPaise;
    if (remaining < MIN_REFUND_PAISE) continue;
    const refund = await recordRefund(tx, jobs, {
      orderId: input.orderId,
      paymentId: payment.id,
      amountPaise: remaining,
      reason: input.reason,
      createdBy: input.createdBy,
    });
    await queueRefundMail(tx, jobs, refund.id, 'started');
    recorded.push(refund);
  }
  return recorded;
}

export interface RefundByHand {
  orderId: string;
  amountPaise: number;
  /** The admin's reason, kept with the refund. */
  note: string;
  actorUserId: string;
}

/**
 * An admin's refund of part or all of what remains refundable, for the exceptional cases the
 * policy allows. Above what remains is refused with the amount that does remain (409); the
 * bound is recordRefund's conditional update, so two admins at once cannot both pass it.
 */
export async function refundByHand(db: Db, jobs: JobQueue, input: RefundByHand): Promise<string> {
  if (!isUuid(input.orderId)) throw notFound('Order not found');
  const refund = await db.transaction(async (tx) => {
    await lockOrderForRefund(tx, input.orderId);
    const [payment] = await paidPaymentsOf(tx, input.orderId);
    if (!payment) throw new AppError('ORDER_NOT_PAID', M.notPaid, 409);
    const recorded = await recordRefund(tx, jobs, {
      orderId: input.orderId,
      paymentId: payment.id,
      amountPaise: input.amountPaise,
      reason: 'manual',
      note: input.note,
      createdBy: input.actorUserId,
    });
    await queueRefundMail(tx, jobs, recorded.id, 'started');
    await recordRefundAudit(tx, input.actorUserId, recorded, 'by-hand');
    return recorded;
  });
  return M.started(formatPaise(refund.amountPaise));
}

/**
 * A failed refund tried again: a new refund of the same amount with a new merchantRefundId,
 * pointing at the failed one. The unique index on retry_of lets one retry through however
 * many admins press Retry at once.
 */
export async function retryRefund(
  db: Db,
  jobs: JobQueue,
  input: { orderId: string; refundId: string; actorUserId: string },
): Promise<string> {
  if (!isUuid(input.orderId) || !isUuid(input.refundId)) throw notFound(M.refundNotFound);
  try {
    const retry = await db.transaction(async (tx) => {
      await lockOrderForRefund(tx, input.orderId);
      const [failed] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, input.refundId), eq(refunds.orderId, input.orderId)));
      if (!failed) throw notFound(M.refundNotFound);
      if (failed.state !== 'FAILED') throw new AppError('REFUND_NOT_FAILED', M.notFailed, 409);
      const [earlier] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.retryOf, failed.id));
      if (earlier) throw conflict(M.alreadyRetried);
      const retried = await recordRefund(tx, jobs, {
        orderId: failed.orderId,
        paymentId: failed.paymentId,
        amountPaise: failed.amountPaise,
        reason: failed.reason,
        returnId: failed.returnId,
        note: failed.note,
        createdBy: input.actorUserId,
        retryOf: failed.id,
      });
      await recordRefundAudit(tx, input.actorUserId, retried, 'retried');
      return retried;
    });
    return M.started(formatPaise(retry.amountPaise));
  } catch (err) {
    // Another admin's retry committed first: the index refused this one.
    if (isUniqueViolation(err)) throw conflict(M.alreadyRetried);
    throw err;
  }
}
