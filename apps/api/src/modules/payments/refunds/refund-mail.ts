import { formatPaise } from '@labshop/domain/money';
import type { DbOrTx } from '../../../db/client.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import {
  refundCompletedMail,
  refundStartedMail,
} from '../../../platform/mail/money-back-templates.ts';
import { REFUND_MAIL_JOB, type RefundContext } from './refund-context.ts';
import { findRefund, refundRecipient } from './refund-queries.ts';

export type RefundMailEvent = 'started' | 'completed';

interface RefundMailJob {
  refundId: string;
  event: RefundMailEvent;
}

/**
 * Queues the shopper's mail about a refund in the caller's transaction, so it goes out exactly
 * when the refund (or its completion) is committed; the key keeps it to one mail per event.
 */
export async function queueRefundMail(
  tx: DbOrTx,
  jobs: JobQueue,
  refundId: string,
  event: RefundMailEvent,
): Promise<void> {
  const job: RefundMailJob = { refundId, event };
  await jobs.enqueue(tx, REFUND_MAIL_JOB, job, {
    dedupeKey: `refund-mail:${event}:${refundId}`,
    maxAttempts: 15,
  });
}

/** Renders the mail from the refund as it is when sent; a refused send is retried. */
export function registerRefundMailJob(jobs: JobQueue, ctx: RefundContext): void {
  jobs.register<RefundMailJob>(REFUND_MAIL_JOB, async ({ refundId, event }) => {
    const refund = await findRefund(ctx.db, refundId);
    if (!refund) return;
    const recipient = await refundRecipient(ctx.db, refund.orderId);
    if (!recipient) return;
    const facts = {
      amount: formatPaise(refund.amountPaise),
      transactionId: recipient.transactionId,
      ordersUrl: `${ctx.config.publicUrl}/orders`,
      reason: refund.reason,
    };
    const content =
      event === 'completed'
        ? refundCompletedMail(recipient.name, facts)
        : refundStartedMail(recipient.name, facts);
    await ctx.mailer.send({ kind: `refund-${event}`, to: recipient.email, ...content });
  });
}
