import { z } from 'zod';
import { PAYMENT_STATUSES } from '../order-status.ts';
import { SHOWN_QUOTE_STATES } from '../quote-status.ts';

// Quotes as the buyer and the back office see them; money in rupees, times as ISO strings,
// the valid-until day as YYYY-MM-DD (valid through that day, India time).

export const quoteLineSchema = z.object({
  _id: z.string(),
  /** Null once the product (or variant) has been deleted from the catalog; the name stays. */
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  productName: z.string(),
  variantName: z.string().nullable(),
  sku: z.string(),
  quantity: z.number().int(),
  /** The shop's own unit price when the quote was requested, for comparison. */
  listPrice: z.number(),
  /** The quoted unit price; null until the quote is sent. */
  unitPrice: z.number().nullable(),
  /** unitPrice × quantity; null until quoted. */
  lineTotal: z.number().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = z.object({
  _id: z.string(),
  /** The reference the buyer, the order and the invoice carry: 'Q-000042'. */
  number: z.string(),
  state: z.enum(SHOWN_QUOTE_STATES),
  note: z.string(),
  company: z.string(),
  gstNumber: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  subtotal: z.number().nullable(),
  deliveryCharge: z.number().nullable(),
  total: z.number().nullable(),
  validUntil: z.string().nullable(),
  requestedAt: z.string(),
  quotedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  /** The checkout of an accepted quote: its order, and whether it is paid. */
  order: z
    .object({ transactionId: z.string(), paymentStatus: z.enum(PAYMENT_STATUSES) })
    .nullable(),
  /** Quoted and still valid: "Accept and pay" is offered. */
  canAccept: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};

export const quotesResponseSchema = z.object({ quotes: z.array(quoteSchema), ...pageFields });
export type QuotesResponse = z.infer<typeof quotesResponseSchema>;

export const quoteResponseSchema = z.object({ quote: quoteSchema });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const quoteCreatedResponseSchema = z.object({ message: z.string(), quote: quoteSchema });

export const adminQuoteSchema = quoteSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminQuote = z.infer<typeof adminQuoteSchema>;

export const adminQuotesResponseSchema = z.object({
  quotes: z.array(adminQuoteSchema),
  ...pageFields,
});
export type AdminQuotesResponse = z.infer<typeof adminQuotesResponseSchema>;

export const adminQuoteResponseSchema = z.object({ message: z.string(), quote: adminQuoteSchema });
