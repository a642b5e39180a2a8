import { and, eq, sql } from 'drizzle-orm';
import type { RefundState } from '@labshop/domain/refunds';
import { refunds } from '../../../db/schema.ts';
import { countRefund } from '../../../platform/metrics/payment-metrics.ts';
import { GatewayRefusal, type RefundStatus } from '../../../platform/payments/gateway.ts';
import { markRefundFailed, type RefundRow } from './record-refund.ts';
import { REFUND_POLL_JOB, refundPollGapMs, type RefundContext } from './refund-context.ts';
import { markReturnRefunded } from '../../returns/service.ts';
import { queueRefundMail } from './refund-mail.ts';
import { findRefund, refundedTransactionId } from './refund-queries.ts';

// A refund moves QUEUED -> PENDING -> COMPLETED | FAILED, each step one conditional update
// from the states it may leave. The send job, the poller, webhook replays and any number of
// concurrent status checks may report the same answer: one of them moves the row, the others
// find nothing to move, so a refund is counted, mailed and given back once.

const isFinal = (state: RefundState) => state === 'COMPLETED' || state === 'FAILED';

/** The first status check of a sent refund: when the gateway says it settles, if sooner. */
function firstLookMs(ctx: RefundContext): number {
  return Math.min(refundPollGapMs(1), ctx.gateway.refundSettlesInMs ?? Number.POSITIVE_INFINITY);
}

/** QUEUED -> PENDING: the gateway has the refund; from now on it is polled until final. */
async function markRefundSent(ctx: RefundContext, refundId: string, providerRefundId?: string) {
  await ctx.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(refunds)
      .set({ state: 'PENDING', providerRefundId: providerRefundId ?? null })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'QUEUED')))
      .returning({ id: refunds.id });
    if (!sent) return;
    await ctx.jobs.enqueue(
      tx,
      REFUND_POLL_JOB,
      { refundId },
      {
        dedupeKey: `refund-poll:${refundId}`,
        runAt: new Date(Date.now() + firstLookMs(ctx)),
        maxAttempts: 500,
      },
    );
  });
}

/** -> COMPLETED, once; the shopper is told, and a return it pays for is done, in the same transaction. */
async function completeRefund(ctx: RefundContext, refundId: string): Promise<void> {
  const won = await ctx.db.transaction(async (tx) => {
    const [completed] = await tx
      .update(refunds)
      .set({ state: 'COMPLETED', completedAt: sql`now()` })
      .where(and(eq(refunds.id, refundId), sql`${refunds.state} in ('QUEUED', 'PENDING')`))
      .returning({ id: refunds.id, returnId: refunds.returnId });
    if (!completed) return false;
    await queueRefundMail(tx, ctx.jobs, refundId, 'completed');
    if (completed.returnId) await markReturnRefunded(tx, completed.returnId);
    return true;
  });
  if (won) countRefund('COMPLETED');
}

/** -> FAILED, once: its amount becomes refundable again and the admin sees Retry. */
async function failRefund(ctx: RefundContext, refundId: string, why: string): Promise<void> {
  const failed = await ctx.db.transaction((tx) => markRefundFailed(tx, refundId));
  if (!failed) return;
  countRefund('FAILED');
  ctx.log.warn({ refundId, why }, 'refund failed; the admin can retry it');
}

/** Records what the gateway says of a refund and answers the refund's state afterwards. */
export async function applyRefundStatus(
  ctx: RefundContext,
  refund: RefundRow,
  status: RefundStatus,
): Promise<RefundState> {
  if (status.amountPaise !== undefined && status.amountPaise !== refund.amountPaise) {
    ctx.log.error(
      { refundId: refund.id, ours: refund.amountPaise, theirs: status.amountPaise },
      'gateway reports another amount for a refund',
    );
  }
  if (status.state === 'COMPLETED') await completeRefund(ctx, refund.id);
  else if (status.state === 'FAILED') await failRefund(ctx, refund.id, 'gateway reported FAILED');
  else await markRefundSent(ctx, refund.id, status.providerRefundId);
  return (await findRefund(ctx.db, refund.id))?.state ?? refund.state;
}

/**
 * Asks the gateway about a refund and records the answer. A refund the gateway has never
 * heard of stays as it is: the send job still owns it.
 */
export async function checkRefund(ctx: RefundContext, refund: RefundRow): Promise<RefundState> {
  if (isFinal(refund.state)) return refund.state;
  const status = await ctx.gateway.getRefundStatus(refund.merchantRefundId);
  if (!status) return refund.state;
  return applyRefundStatus(ctx, refund, status);
}

/**
 * Sends a QUEUED refund with its own merchantRefundId. A retry first asks whether an earlier
 * attempt got through (its answer may have been lost), so the gateway never sees a second
 * refund; a gateway that refuses outright fails the refund, which the admin may retry.
 */
export async function sendRefund(
  ctx: RefundContext,
  refund: RefundRow,
  attempt: number,
): Promise<void> {
  if (refund.state !== 'QUEUED') return;
  let status = attempt > 1 ? await ctx.gateway.getRefundStatus(refund.merchantRefundId) : null;
  if (!status) {
    try {
      status = await ctx.gateway.refund({
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: await refundedTransactionId(ctx.db, refund.paymentId),
        amountPaise: refund.amountPaise,
      });
    } catch (err) {
      if (!(err instanceof GatewayRefusal)) throw err;
      await failRefund(ctx, refund.id, err.message);
      return;
    }
  }
  await applyRefundStatus(ctx, refund, status);
}
