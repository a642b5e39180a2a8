import { z } from 'zod';
import { AMOUNT_MAX_RUPEES } from './checkout.ts';

export const REFUND_NOTE_MAX = 200;

export const REFUND_FORM_MESSAGES = {
  amount: 'Enter an amount of at least ₹1.00, in rupees with at most two decimals.',
  reason: 'Give the reason for this refund.',
  reasonTooLong: `The reason must be at most ${REFUND_NOTE_MAX} characters.`,
} as const;

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Body of POST /api/admin/order/{orderId}/refund: an amount in rupees and why. */
export const adminRefundBodySchema = z.object({
  amount: z
    .number({ error: REFUND_FORM_MESSAGES.amount })
    .finite(REFUND_FORM_MESSAGES.amount)
    .min(1, REFUND_FORM_MESSAGES.amount)
    .max(AMOUNT_MAX_RUPEES, REFUND_FORM_MESSAGES.amount)
    .refine(hasAtMostTwoDecimals, REFUND_FORM_MESSAGES.amount),
  reason: z
    .string({ error: REFUND_FORM_MESSAGES.reason })
    .trim()
    .min(1, REFUND_FORM_MESSAGES.reason)
    .max(REFUND_NOTE_MAX, REFUND_FORM_MESSAGES.reasonTooLong),
});
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;
