import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { sweepRefundDuePayments } from './late-payment.ts';
import { REFUND_SEND_JOB } from './record-refund.ts';
import { REFUND_POLL_JOB, refundPollGapMs, type RefundContext } from './refund-context.ts';
import { registerRefundMailJob } from './refund-mail.ts';
import { findRefund } from './refund-queries.ts';
import { checkRefund, sendRefund } from './refund-status.ts';

interface RefundJob {
  refundId: string;
}

/**
 * Money goes back through the job table, never inside the transaction that decided it: the
 * send job hands a QUEUED refund to the gateway (retried with backoff while the gateway is
 * away), the poll job asks about a PENDING one with growing gaps until it is final, and the
 * mail job tells the shopper. REFUND_DUE payments left without a refund are swept at start
 * and every hour.
 */
export function registerRefundJobs(jobs: JobQueue, ctx: RefundContext): void {
  jobs.register<RefundJob>(REFUND_SEND_JOB, async ({ refundId }, { attempt }) => {
    const refund = await findRefund(ctx.db, refundId);
    if (refund) await sendRefund(ctx, refund, attempt);
  });

  jobs.register<RefundJob>(REFUND_POLL_JOB, async ({ refundId }, { attempt }) => {
    const refund = await findRefund(ctx.db, refundId);
    if (!refund || refund.state !== 'PENDING') return;
    const state = await checkRefund(ctx, refund);
    if (state === 'PENDING') return { runAgainInMs: refundPollGapMs(attempt + 1) };
  });

  registerRefundMailJob(jobs, ctx);
  jobs.housekeeping(async () => {
    const started = await sweepRefundDuePayments(ctx.db, ctx.jobs);
    if (started > 0) ctx.log.warn({ started }, 'late payments found without a refund; refunding');
  });
}
