import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATES } from '../refunds.ts';

// Returns as the shopper and the back office see them; money in rupees, times as ISO strings.
// A return's lines name the order line they send back, with the name and price it was sold at.

export const RETURNS_PAGE_DEFAULT = 20;
export const RETURNS_PAGE_MAX = 100;

export const returnLineSchema = z.object({
  /** The order line's id. */
  lineId: z.string(),
  productName: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid, GST included. */
  unitPrice: z.number(),
  /** Decided when the goods arrive: whether the units went back on the shelf. */
  resalable: z.boolean().nullable(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

export const returnSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  transactionId: z.string(),
  state: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  comment: z.string(),
  rejectionReason: z.string().nullable(),
  /** What receiving the goods refunded (lines, their tax, maybe delivery); null before that. */
  refundAmount: z.number().nullable(),
  /** What receiving the goods refunds (or refunded): the screens repeat it before confirming. */
  refundDue: z.number(),
  /** The credit note for exactly that amount; its PDF is at .../credit-note. */
  creditNoteNumber: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  lines: z.array(returnLineSchema),
});
export type Return = z.infer<typeof returnSchema>;

export const adminReturnSchema = returnSchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

/** A line of an order as the return form offers it. */
export const returnableLineSchema = z.object({
  lineId: z.string(),
  productName: z.string(),
  variantName: z.string().nullable(),
  /** Units bought. */
  quantity: z.number().int(),
  /** Units bought minus those on returns that are open or done. */
  returnableQuantity: z.number().int(),
  unitPrice: z.number(),
  /** Perishable products cannot be returned. */
  isPerishable: z.boolean(),
});
export type ReturnableLine = z.infer<typeof returnableLineSchema>;

/** The returns part of a shopper's order answer. */
export const orderReturnsSchema = z.object({
  /** When the window closes (delivery plus the policy's days); null while not delivered. */
  windowClosesAt: z.string().nullable(),
  /** Delivered, within the window, with some unit left that may be returned. */
  canRequest: z.boolean(),
  lines: z.array(returnableLineSchema),
  requests: z.array(returnSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export const returnRequestResponseSchema = z.object({
  message: z.string(),
  return: returnSchema,
});
export type ReturnRequestResponse = z.infer<typeof returnRequestResponseSchema>;

const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};

export const userReturnsResponseSchema = z.object({
  returns: z.array(returnSchema),
  ...pageFields,
});
export type UserReturnsResponse = z.infer<typeof userReturnsResponseSchema>;

export const adminReturnsResponseSchema = z.object({
  returns: z.array(adminReturnSchema),
  ...pageFields,
  /** Returns in each state, over the whole queue (the filter's counts). */
  counts: z.record(z.enum(RETURN_STATES), z.number().int()),
});
export type AdminReturnsResponse = z.infer<typeof adminReturnsResponseSchema>;

export const adminReturnActionResponseSchema = z.object({
  message: z.string(),
  return: adminReturnSchema,
});
export type AdminReturnActionResponse = z.infer<typeof adminReturnActionResponseSchema>;
