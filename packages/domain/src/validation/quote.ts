import { z } from 'zod';
import { GSTIN_MESSAGE, isValidGstin, normaliseGstin } from '../gst/gstin.ts';
import { NUMBER_LIMITS, TEXT_LIMITS } from '../limits.ts';
import { formatRupees } from '../money.ts';
import { indiaDay, validUntilEnd } from '../quote-status.ts';
import { idSchema } from './cart.ts';
import { AMOUNT_MAX_RUPEES, CHECKOUT_LINES_MAX } from './checkout.ts';
import { invoiceGstinSchema, purchaseOrderNumberSchema } from './purchase-order.ts';

// Bodies of the quote routes: the buyer's request and acceptance, the admin's answer. The
// request form and the admin's price form check with the same functions and messages.

/** An accepted quote becomes one checkout, which reserves at most this many lines. */
export const QUOTE_LINES_MAX = CHECKOUT_LINES_MAX;
/** Larger than a cart line allows: a quote is how a lab buys in bulk. */
export const QUOTE_QUANTITY_MAX = 10_000;
export const QUOTE_NOTE_MAX = 1000;
export const QUOTE_COMPANY_MAX = TEXT_LIMITS.tradeName;
/** The longest validity the shop gives a price. */
export const QUOTE_VALID_DAYS_MAX = 90;
/** Requests waiting for a price, per buyer: more is a flood, not purchasing. */
export const QUOTE_OPEN_REQUESTS_MAX = 20;
/** Quotes per page of GET /api/admin/quotes and GET /api/user/quotes. */
export const QUOTES_PAGE_DEFAULT = 20;
export const QUOTES_PAGE_MAX = 100;

const PRICE_MAX = NUMBER_LIMITS.price.max;

export const QUOTE_MESSAGES = {
  noLines: 'Add at least one product to the quote.',
  tooManyLines: `A quote can have at most ${QUOTE_LINES_MAX} products.`,
  quantity: `Quantity must be a whole number from 1 to ${QUOTE_QUANTITY_MAX}.`,
  duplicateLine: 'Each product (and variant) can appear only once in a quote.',
  note: `The note can be at most ${QUOTE_NOTE_MAX} characters.`,
  company: `The company name can be at most ${QUOTE_COMPANY_MAX} characters.`,
  tooManyOpen: `You have ${QUOTE_OPEN_REQUESTS_MAX} quotes waiting for a price. Please wait for an answer before asking for more.`,
  notFound: 'Quote not found',
  unavailable: (name: string) => `${name} cannot be quoted: it is not sold at the moment.`,
  lineGone: 'A product in this quote is no longer sold.',
  variantRequired: 'Choose a variant of this product.',
  unitPrice: `Enter a unit price from ₹0.01 to ${formatRupees(PRICE_MAX)}.`,
  deliveryCharge: `Enter a delivery charge from ₹0.00 to ${formatRupees(PRICE_MAX)}.`,
  pricesMissing: 'Give every line of the quote a unit price, once.',
  validUntil: 'Enter the valid-until date as YYYY-MM-DD.',
  validUntilPast: 'The valid-until date cannot be in the past.',
  validUntilTooFar: `A quote can be valid for at most ${QUOTE_VALID_DAYS_MAX} days.`,
  notAnswerable: 'This quote was already accepted or declined: it cannot be changed.',
  notQuoted: 'This quote has not been priced yet.',
  alreadyAccepted: 'This quote has already been accepted.',
  declined: 'This quote was declined and cannot be accepted.',
  expired: (date: string) =>
    `This quote expired on ${date}. Please request a new quote for today's prices.`,
  amountChanged: 'The quote’s total is not what you saw. Please reload the quote.',
  payAgainQuote: (number: string) =>
    `This order was placed from quote ${number}: accept the quote again on your Quotes page.`,
  requested: 'Quote requested. We will mail you when it is priced.',
  sent: 'Quote sent to the buyer.',
  declinedDone: 'Quote declined.',
} as const;

export const QUOTE_LABELS = {
  note: 'Note for our sales team',
  company: 'Company',
  gstNumber: 'GSTIN',
  quantity: 'Quantity',
  unitPrice: 'Unit price (₹)',
  deliveryCharge: 'Delivery charge (₹)',
  validUntil: 'Valid until',
} as const;

// Form checks without zod: null when fine.

export function quoteQuantityProblem(quantity: number): string | null {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= QUOTE_QUANTITY_MAX
    ? null
    : QUOTE_MESSAGES.quantity;
}

export function quoteNoteProblem(note: string): string | null {
  return note.length <= QUOTE_NOTE_MAX ? null : QUOTE_MESSAGES.note;
}

export function quoteCompanyProblem(company: string): string | null {
  return company.trim().length <= QUOTE_COMPANY_MAX ? null : QUOTE_MESSAGES.company;
}

/** Blank is fine (no GSTIN); anything else passes its check character. */
export function quoteGstinProblem(value: string): string | null {
  if (value.trim() === '') return null;
  return isValidGstin(normaliseGstin(value)) ? null : GSTIN_MESSAGE;
}

function isWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** A unit price in rupees: at least a paisa, whole paise, within the catalogue's bound. */
export function unitPriceProblem(price: number): string | null {
  return Number.isFinite(price) && price >= 0.01 && price <= PRICE_MAX && isWholePaise(price)
    ? null
    : QUOTE_MESSAGES.unitPrice;
}

export function deliveryChargeProblem(charge: number): string | null {
  return Number.isFinite(charge) && charge >= 0 && charge <= PRICE_MAX && isWholePaise(charge)
    ? null
    : QUOTE_MESSAGES.deliveryCharge;
}

/** From today (India) to QUOTE_VALID_DAYS_MAX days ahead. */
export function validUntilProblem(date: string, now: Date): string | null {
  if (!validUntilEnd(date)) return QUOTE_MESSAGES.validUntil;
  if (date < indiaDay(now)) return QUOTE_MESSAGES.validUntilPast;
  if (date > indiaDay(now, QUOTE_VALID_DAYS_MAX)) return QUOTE_MESSAGES.validUntilTooFar;
  return null;
}

export const quoteLineSchema = z.object({
  productId: idSchema,
  variantId: idSchema.nullish(),
  quantity: z
    .number({ error: QUOTE_MESSAGES.quantity })
    .int(QUOTE_MESSAGES.quantity)
    .min(1, QUOTE_MESSAGES.quantity)
    .max(QUOTE_QUANTITY_MAX, QUOTE_MESSAGES.quantity),
});

function lineKey(line: { productId: string; variantId?: string | null | undefined }): string {
  return `${line.productId}:${line.variantId ?? ''}`;
}

export const quoteRequestBodySchema = z.object({
  lines: z
    .array(quoteLineSchema, { error: QUOTE_MESSAGES.noLines })
    .min(1, QUOTE_MESSAGES.noLines)
    .max(QUOTE_LINES_MAX, QUOTE_MESSAGES.tooManyLines)
    .refine(
      (lines) => new Set(lines.map(lineKey)).size === lines.length,
      QUOTE_MESSAGES.duplicateLine,
    ),
  note: z.string().max(QUOTE_NOTE_MAX, QUOTE_MESSAGES.note).default(''),
  /** The buyer's company as it should appear on the quote; prefilled from a corporate signup. */
  company: z
    .string()
    .max(QUOTE_COMPANY_MAX * 2, QUOTE_MESSAGES.company)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine((value) => value.length <= QUOTE_COMPANY_MAX, QUOTE_MESSAGES.company)
    .optional(),
  gstNumber: invoiceGstinSchema.optional(),
});
export type QuoteRequestBody = z.input<typeof quoteRequestBodySchema>;

/** Rupees from `min` to the catalogue's bound (declared, so OpenAPI shows it), in whole paise. */
const rupees = (min: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(PRICE_MAX, message)
    .refine(isWholePaise, message);

export const quoteSendBodySchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: idSchema,
        unitPrice: rupees(0.01, QUOTE_MESSAGES.unitPrice),
      }),
      { error: QUOTE_MESSAGES.pricesMissing },
    )
    .min(1, QUOTE_MESSAGES.pricesMissing)
    .max(QUOTE_LINES_MAX, QUOTE_MESSAGES.pricesMissing),
  deliveryCharge: rupees(0, QUOTE_MESSAGES.deliveryCharge).default(0),
  validUntil: z
    .string({ error: QUOTE_MESSAGES.validUntil })
    .max(10, QUOTE_MESSAGES.validUntil)
    .superRefine((value, ctx) => {
      const message = validUntilProblem(value, new Date());
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});
export type QuoteSendBody = z.input<typeof quoteSendBodySchema>;

/** Like the pay body: where to deliver, the buyer's PO and GSTIN; amount, when sent, is checked. */
export const quoteAcceptBodySchema = z.object({
  addressId: idSchema.optional(),
  amount: z.number().finite().min(0).max(AMOUNT_MAX_RUPEES).optional(),
  purchaseOrderNumber: purchaseOrderNumberSchema.optional(),
  gstNumber: invoiceGstinSchema.optional(),
});
export type QuoteAcceptBody = z.input<typeof quoteAcceptBodySchema>;
