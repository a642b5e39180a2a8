import { z } from 'zod';
import { ADDRESS_TYPES, DELIVERY_TYPES, PAYMENT_METHODS } from '../constants.ts';
import { COUNT_LIMITS, ORDER_TOTAL_MAX_PAISE } from '../limits.ts';
import { CART_QUANTITY_MAX, idSchema } from './cart.ts';
import { invoiceGstinSchema, purchaseOrderNumberSchema } from './purchase-order.ts';

// Bodies of POST /api/user/pay, /pay-now and /pay-status (cart-and-checkout.md), all bounded.
// The server trusts none of the amounts: it recomputes them and refuses a mismatch.

export const CHECKOUT_MESSAGES = {
  noAddress: 'Please select a delivery address.',
  phoneNotVerified:
    'Your phone number is not verified. Please verify your phone number before proceeding.',
  emptyCart: 'No items in the cart.',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  amountChanged: 'The amount to pay has changed. Please review your order and try again.',
  notYours: 'You can only pay for yourself.',
  invalidPayment: 'Invalid payment details.',
  failedOrPending: 'Payment failed or is still processing.',
  verifyError: 'Error verifying payment. Please contact support.',
  paymentSuccessful: 'Payment successful! Your order has been placed.',
  /** The failed-payment panel's title: it says what happened, not whose fault it was. */
  paymentNotCompleted: 'Payment not completed',
  alreadyPaid: 'This order is already paid.',
  paidAs: (transactionId: string) =>
    `These items were paid for in order ${transactionId}. See it in Your Orders.`,
  payAgainAddressGone:
    'The delivery address of this order was changed or removed. Please check out again.',
  payAgainItemsGone: 'Some products of this order are no longer sold. Please check out again.',
  invalidIdempotencyKey: 'The Idempotency-Key header must be 1 to 100 visible characters.',
  /** A shopper's unpaid checkouts are capped (docs/decisions/017). */
  tooManyOpen: (transactionIds: readonly string[]) =>
    `You have ${transactionIds.length} ${transactionIds.length === 1 ? 'payment' : 'payments'} waiting (${transactionIds.join(', ')}): finish or wait for one to expire before starting another.`,
  /** One shopper's unpaid checkouts may hold only part of a product's stock. */
  holdLimitReached: (name: string, limit: number, heldAlready: number) =>
    heldAlready > 0
      ? `${name}: at most ${limit} can be held for one shopper until paid, and your unpaid orders already hold ${heldAlready}. Please lower the quantity.`
      : `${name}: at most ${limit} can be held for one shopper until paid. Please lower the quantity.`,
  tooManyLines: (max: number) =>
    `An order can have at most ${max} different items. Please remove some and order them separately.`,
} as const;

/**
 * At most this many unpaid checkouts per shopper at once; a retried Pay for the same basket
 * answers the one already open instead of counting again.
 */
export const OPEN_CHECKOUTS_MAX = 3;
/**
 * Lines one checkout may reserve at once. The cart holds up to COUNT_LIMITS.cartLines (100),
 * but a checkout locks a stock row per line: a quarter of that is far above a lab's order.
 */
export const CHECKOUT_LINES_MAX = 25;
/** A shopper may always hold this many units of a row (or all of it when fewer are left). */
export const HOLD_FLOOR_UNITS = 5;

/**
 * How many units of one product (or variant) a shopper's unpaid checkouts may hold together:
 * half of what is there for them (rounded up), but never fewer than HOLD_FLOOR_UNITS, so an
 * ordinary order for the last few units still goes through. `sellable` is the stock not held
 * by others: what is on the shelf plus what this shopper already holds.
 */
export function holdLimit(sellable: number): number {
  return Math.max(Math.ceil(sellable / 2), Math.min(sellable, HOLD_FLOOR_UNITS));
}

const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(
  `^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`,
);

/**
 * The headers the Pay calls read: an optional Idempotency-Key (Pays with different keys are
 * different checkouts). Every other header passes through as sent.
 */
export const payHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, CHECKOUT_MESSAGES.invalidIdempotencyKey)
    .regex(IDEMPOTENCY_KEY_PATTERN, CHECKOUT_MESSAGES.invalidIdempotencyKey)
    .optional()
    .describe(
      'Optional, 1 to 100 visible characters: a Pay repeated with the same key and basket answers the same payment; another key starts another checkout',
    ),
});

export const CART_ITEMS_MAX = COUNT_LIMITS.cartLines;
/** The largest order the catalogue's limits allow, so no real total is ever refused as input. */
export const AMOUNT_MAX_RUPEES = ORDER_TOTAL_MAX_PAISE / 100;
const TEXT_MAX = 200;

const amountSchema = z.number().finite().min(0).max(AMOUNT_MAX_RUPEES);
const text = z.string().max(TEXT_MAX);

/** Only its _id is used: the server reads the address itself and checks it is the caller's. */
export const selectedAddressSchema = z.object({
  _id: idSchema.optional(),
  street: text.optional(),
  city: text.optional(),
  state: text.optional(),
  zipcode: text.optional(),
  landmark: text.optional(),
  addressType: z.enum(ADDRESS_TYPES).optional(),
  isPrimary: z.boolean().optional(),
});

const quantitySchema = z.number().int().min(1).max(CART_QUANTITY_MAX);

export const cartItemSchema = z.object({
  productId: idSchema,
  quantity: quantitySchema,
  variantId: idSchema.nullish(),
  deliveryType: z.enum(DELIVERY_TYPES).optional(),
  deliveryCharge: amountSchema.optional(),
});

/** Optional in both bodies: the buyer's PO number, and a GSTIN of theirs to invoice. */
const institutionalFields = {
  purchaseOrderNumber: purchaseOrderNumberSchema.optional(),
  gstNumber: invoiceGstinSchema.optional(),
};

export const payBodySchema = z.object({
  amount: amountSchema,
  cartItems: z.array(cartItemSchema).max(CART_ITEMS_MAX).optional(),
  selectedAddress: selectedAddressSchema.nullish(),
  userId: idSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  ...institutionalFields,
});
export type PayBody = z.infer<typeof payBodySchema>;

export const payNowBodySchema = z.object({
  amount: amountSchema,
  productId: idSchema,
  quantity: quantitySchema,
  selectedAddress: selectedAddressSchema.nullish(),
  userId: idSchema.optional(),
  selectedVariant: idSchema.nullish(),
  deliveryCharge: amountSchema.optional(),
  deliveryType: z.enum(DELIVERY_TYPES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  ...institutionalFields,
});
export type PayNowBody = z.infer<typeof payNowBodySchema>;

/** Merchant order ids as PhonePe allows them: at most 63 of A-Z a-z 0-9 _ -. */
/** PhonePe's limit on merchantOrderId, which our transaction ids are. */
export const TRANSACTION_ID_MAX_LENGTH = 63;
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

export const transactionIdSchema = z
  .string()
  .max(TRANSACTION_ID_MAX_LENGTH, CHECKOUT_MESSAGES.invalidPayment)
  .regex(TRANSACTION_ID_PATTERN, CHECKOUT_MESSAGES.invalidPayment);

export const payStatusBodySchema = z.object({ transactionId: transactionIdSchema });
