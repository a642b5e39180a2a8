import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  FIRST_POLL_MS,
  LATE_CHECK_FOR_MS,
  MAX_POLL_GAP_MS,
  PAYMENT_EXPIRE_JOB,
  PAYMENT_LATE_CHECK_JOB,
  PAYMENT_POLL_JOB,
  type CheckoutContext,
} from './context.ts';
import { expirePayment, expiryDeadline, lateCheckGapMs } from './expiry.ts';
import { checkPaymentQuietly, findPaymentById } from './settle.ts';

interface PaymentJob {
  paymentId: string;
}

/** 20 s, 40 s, 80 s ... at most 5 minutes between two looks at a pending payment. */
export function pollGapMs(attempt: number): number {
  return Math.min(FIRST_POLL_MS * 2 ** Math.max(0, attempt - 1), MAX_POLL_GAP_MS);
}

/**
 * Background settling, so an order is settled even when the shopper closes the tab and no
 * webhook comes. The poller asks the gateway with growing gaps while the payment is pending;
 * at the reservation's end plus the grace it (or the expiry job, in case polling fell behind)
 * expires it, which releases the stock even when the gateway cannot be reached. An expired
 * payment is then asked about by the late-check job, with gaps up to an hour, for three days.
 * A gateway that does not answer never fails these jobs: it is waited out.
 */
export function registerPaymentJobs(jobs: JobQueue, ctx: CheckoutContext): void {
  jobs.register<PaymentJob>(PAYMENT_POLL_JOB, async ({ paymentId }, { attempt, now }) => {
    const payment = await findPaymentById(ctx.db, paymentId);
    if (!payment || payment.state !== 'PENDING') return;
    const deadline = expiryDeadline(payment).getTime();
    if (now.getTime() >= deadline) {
      await expirePayment(ctx, payment, now);
      return;
    }
    const state = await checkPaymentQuietly(ctx, payment);
    if (state !== 'PENDING') return;
    return { runAgainInMs: Math.max(1, Math.min(pollGapMs(attempt), deadline - now.getTime())) };
  });

  jobs.register<PaymentJob>(PAYMENT_EXPIRE_JOB, async ({ paymentId }, { now }) => {
    const payment = await findPaymentById(ctx.db, paymentId);
    if (!payment || payment.state !== 'PENDING') return;
    const deadline = expiryDeadline(payment).getTime();
    if (now.getTime() < deadline) return { runAgainInMs: deadline - now.getTime() };
    await expirePayment(ctx, payment, now);
  });

  jobs.register<PaymentJob>(PAYMENT_LATE_CHECK_JOB, async ({ paymentId }, { now }) => {
    const payment = await findPaymentById(ctx.db, paymentId);
    if (!payment || payment.state !== 'EXPIRED') return;
    const sinceExpiry = now.getTime() - payment.expiresAt.getTime();
    if (sinceExpiry >= LATE_CHECK_FOR_MS) {
      ctx.log.warn(
        { transactionId: payment.merchantTransactionId },
        'expired payment still unconfirmed after three days; no longer asked about',
      );
      return;
    }
    const state = await checkPaymentQuietly(ctx, payment);
    if (state !== 'EXPIRED') return;
    return { runAgainInMs: lateCheckGapMs(sinceExpiry) };
  });
}
