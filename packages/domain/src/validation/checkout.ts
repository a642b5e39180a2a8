import { z } from 'zod';
import { ADDRESS_TYPES, DELIVERY_TYPES, PAYMENT_METHODS } from '../constants.ts';
import { COUNT_LIMITS, ORDER_TOTAL_MAX_PAISE } from '../limits.ts';
import { CART_QUANTITY_MAX, idSchema } from './cart.ts';

// Bodies of POST /api/user/pay, /pay-now and /pay-status (SPEC part 7), every field bounded.
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
} as const;

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

export const payBodySchema = z.object({
  amount: amountSchema,
  cartItems: z.array(cartItemSchema).max(CART_ITEMS_MAX).optional(),
  selectedAddress: selectedAddressSchema.nullish(),
  userId: idSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
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
});
export type PayNowBody = z.infer<typeof payNowBodySchema>;

/** Merchant order ids as PhonePe allows them: at most 63 of A-Z a-z 0-9 _ -. */
/** PhonePe's limit on merchantOrderId, which our transaction ids are. */
export const TRANSACTION_ID_MAX_LENGTH = 63;
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

export const payStatusBodySchema = z.object({
  transactionId: z
    .string()
    .max(TRANSACTION_ID_MAX_LENGTH, CHECKOUT_MESSAGES.invalidPayment)
    .regex(TRANSACTION_ID_PATTERN, CHECKOUT_MESSAGES.invalidPayment),
});
