import { z } from 'zod';
import { CART_MESSAGES, CART_QUANTITY_MAX } from './cart-messages.ts';

// Bounds of the cart's inputs, checked before any work: a quantity is a whole number, an add
// is 1..CART_QUANTITY_MAX and a change (the cart page's signed difference) never zero.

export { CART_MESSAGES, CART_QUANTITY_MAX };
export const ID_MAX_LENGTH = 64;

export const idSchema = z.string().min(1).max(ID_MAX_LENGTH);

/**
 * Body of POST /api/user/cart. `quantity` adds to the line (creating it when it is new) or,
 * negative, takes away; the server clamps the result to 1..stock.
 */
export const addToCartSchema = z.object({
  productId: z
    .string({ error: CART_MESSAGES.productId })
    .min(1, CART_MESSAGES.productId)
    .max(ID_MAX_LENGTH),
  variantId: idSchema.nullish(),
  quantity: z
    .number({ error: CART_MESSAGES.change })
    .int(CART_MESSAGES.change)
    .min(-CART_QUANTITY_MAX, CART_MESSAGES.change)
    .max(CART_QUANTITY_MAX, CART_MESSAGES.change)
    .refine((n) => n !== 0, CART_MESSAGES.change),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;
