import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';

/** What checkout's services need from the app. */
export interface CheckoutContext {
  db: Db;
  jobs: JobQueue;
  gateway: PaymentGateway;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** A reservation not paid for within this time is released (docs/decisions/009). */
export const RESERVATION_MINUTES = 20;
export const RESERVATION_MS = RESERVATION_MINUTES * 60_000;
/**
 * After the reservation runs out, the gateway gets this long to report a last-second payment
 * before the units go back on the shelf, whether or not it can be reached (docs/decisions/017).
 */
export const EXPIRY_GRACE_MS = 2 * 60_000;
/** An expired, unconfirmed payment is asked about with growing gaps, at most this far apart... */
export const LATE_CHECK_MAX_GAP_MS = 60 * 60_000;
/** ...for this long after its expiry, and then no more (a webhook or the shopper may still ask). */
export const LATE_CHECK_FOR_MS = 3 * 24 * 60 * 60_000;
/** A Pay retried while the first is still asking the gateway waits this long for its answer. */
export const OPEN_PAYMENT_WAIT_MS = 20_000;
/** PhonePe asks merchants to poll a pending payment, first after about 20 s. */
export const FIRST_POLL_MS = 20_000;
export const MAX_POLL_GAP_MS = 5 * 60_000;
/** PhonePe's smallest payment is ₹1.00. */
export const MIN_PAYMENT_PAISE = 100;

export const PAYMENT_POLL_JOB = 'payment-poll';
export const PAYMENT_EXPIRE_JOB = 'payment-expire';
export const PAYMENT_LATE_CHECK_JOB = 'payment-late-check';
/**
 * Failed runs (a database away, not a gateway: gateway errors are caught and waited out)
 * before a payment job is given up; far more than its scheduled runs over three days.
 */
export const PAYMENT_JOB_MAX_ATTEMPTS = 500;
/** The confirmation mail with the invoice PDF, rendered when it is sent. */
export const ORDER_CONFIRMATION_JOB = 'order-confirmation-mail';
