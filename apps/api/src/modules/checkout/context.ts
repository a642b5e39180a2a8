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

/** A reservation not paid for within this time is released (issue 7). */
export const RESERVATION_MINUTES = 20;
export const RESERVATION_MS = RESERVATION_MINUTES * 60_000;
/** PhonePe asks merchants to poll a pending payment, first after about 20 s. */
export const FIRST_POLL_MS = 20_000;
export const MAX_POLL_GAP_MS = 5 * 60_000;
/** PhonePe's smallest payment is ₹1.00. */
export const MIN_PAYMENT_PAISE = 100;

export const PAYMENT_POLL_JOB = 'payment-poll';
export const PAYMENT_EXPIRE_JOB = 'payment-expire';
/** The confirmation mail with the invoice PDF, rendered when it is sent. */
export const ORDER_CONFIRMATION_JOB = 'order-confirmation-mail';
