import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  FIRST_POLL_MS,
  MAX_POLL_GAP_MS,
  PAYMENT_EXPIRE_JOB,
  PAYMENT_POLL_JOB,
  type CheckoutContext,
} from './context.ts';
import { checkPayment, findPaymentById } from './settle.ts';

interface PaymentJob {
  paymentId: string;
}

/** 20 s, 40 s, 80 s ... at most 5 minutes between two looks at a pending payment. */
export function pollGapMs(attempt: number): number {
  return Math.min(FIRST_POLL_MS * 2 ** Math.max(0, attempt - 1), MAX_POLL_GAP_MS);
}

/**
 * Background settling, so an order is settled even when the shopper closes the tab and no
 * webhook comes: the poller asks the gateway with growing gaps until the payment is final,
 * and gives it up as failed (returning the stock) once the reservation has run out. The
 * expiry job is the same last look, scheduled at the deadline in case polling fell behind.
 */
export function registerPaymentJobs(jobs: JobQueue, ctx: CheckoutContext): void {
  jobs.register<PaymentJob>(PAYMENT_POLL_JOB, async ({ paymentId }, { attempt, now }) => {
    const payment = await findPaymentById(ctx.db, paymentId);
    if (!payment || payment.state !== 'PENDING') return;
    const isFinal = now >= payment.expiresAt;
    const state = await checkPayment(ctx, payment, { isFinal });
    if (state !== 'PENDING') return;
    const untilExpiry = payment.expiresAt.getTime() - now.getTime();
    return { runAgainInMs: Math.max(1, Math.min(pollGapMs(attempt), untilExpiry)) };
  });

  jobs.register<PaymentJob>(PAYMENT_EXPIRE_JOB, async ({ paymentId }, { now }) => {
    const payment = await findPaymentById(ctx.db, paymentId);
    if (!payment || payment.state !== 'PENDING') return;
    if (now < payment.expiresAt) {
      return { runAgainInMs: payment.expiresAt.getTime() - now.getTime() };
    }
    await checkPayment(ctx, payment, { isFinal: true });
  });
}
