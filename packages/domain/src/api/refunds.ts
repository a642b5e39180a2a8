import { z } from 'zod';
import { PAYMENT_RECORD_STATES } from '../order-status.ts';
import { REFUND_REASONS, REFUND_STATES } from '../refunds.ts';

// Refunds and payments as orders carry them; money in rupees, times as ISO strings.

/** A refund as its shopper sees it. A failed refund that was retried is shown by its retry. */
export const refundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  state: z.enum(REFUND_STATES),
  reason: z.enum(REFUND_REASONS),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const adminRefundSchema = refundSchema.extend({
  paymentId: z.string(),
  /** Ours, sent to the gateway; the same on every attempt of this refund. */
  merchantRefundId: z.string(),
  /** The admin's reason for a refund by hand. */
  note: z.string(),
  /** The failed refund this one retries. */
  retryOf: z.string().nullable(),
  /** The refund that retries this one; a failed refund offers Retry while this is null. */
  retriedBy: z.string().nullable(),
  /** The admin who asked for it, or null when the shop did (a late payment). */
  createdBy: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminPaymentSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  provider: z.string(),
  amount: z.number(),
  /** Refunds of this payment that have not failed. */
  refunded: z.number(),
  state: z.enum(PAYMENT_RECORD_STATES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
