import { z } from 'zod';

// Bounds of the cart's inputs, checked before any work: a quantity is a whole number, an add
// is 1..CART_QUANTITY_MAX and a change (the cart page's signed difference) never zero.

export const CART_QUANTITY_MAX = 1000;
export const ID_MAX_LENGTH = 64;

export const CART_MESSAGES = {
  quantity: `Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}.`,
  change: `A quantity change must be a whole number from -${CART_QUANTITY_MAX} to ${CART_QUANTITY_MAX}, not 0.`,
  productId: 'productId is required.',
  added: 'Product added to cart successfully!',
  updated: 'Cart updated.',
  removed: 'Product removed from cart.',
  outOfStock: 'This product is out of stock.',
  variantRequired: 'Choose a variant of this product.',
  noVariants: 'This product has no variants.',
  lineNotFound: 'This product is not in your cart.',
  failed: 'Failed to add product to cart',
} as const;

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
