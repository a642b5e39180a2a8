import { z } from 'zod';
import { PAYMENT_STATUSES } from '../order-status.ts';

// Answers of the pay calls (docs/product/cart-and-checkout.md).

export const payResponseSchema = z.object({
  redirectUrl: z.string(),
  transactionId: z.string(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

/** What the payment result page lists; the full order is GET /api/user/orders/{transactionId}. */
export const paidOrderSummarySchema = z.object({
  transactionId: z.string(),
  totalAmount: z.number(),
  products: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      variant: z.string().nullable(),
      quantity: z.number().int(),
      amountPaid: z.number(),
    }),
  ),
});
export type PaidOrderSummary = z.infer<typeof paidOrderSummarySchema>;

export const payStatusResponseSchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Present once the payment succeeded. */
  order: paidOrderSummarySchema.optional(),
});
export type PayStatusResponse = z.infer<typeof payStatusResponseSchema>;
