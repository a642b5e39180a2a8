import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { PaymentGateway } from '../../../platform/payments/gateway.ts';

/** What the refund jobs need from the app; checkout's context is one. */
export interface RefundContext {
  db: Db;
  jobs: JobQueue;
  gateway: PaymentGateway;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
}

/** Asks the gateway about a sent refund until it is final. */
export const REFUND_POLL_JOB = 'refund-poll';
/** "Refund of ₹x started" and "Refund of ₹x completed", rendered when sent. */
export const REFUND_MAIL_JOB = 'refund-mail';

/** PhonePe's smallest refund is ₹1.00. */
export const MIN_REFUND_PAISE = 100;

const FIRST_POLL_MS = 15_000;
const MAX_POLL_GAP_MS = 60 * 60_000;

/**
 * 15 s, 30 s, 1 min ... at most an hour between two looks at a pending refund: banks take
 * from minutes to days, and the webhook usually tells us first.
 */
export function refundPollGapMs(attempt: number): number {
  return Math.min(FIRST_POLL_MS * 2 ** Math.max(0, attempt - 1), MAX_POLL_GAP_MS);
}
