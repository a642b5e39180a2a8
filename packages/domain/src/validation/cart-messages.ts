// The cart's texts and its largest quantity, apart from the schemas: the header's cart button
// and the add-to-cart buttons load with the home page, which must not pull in zod for them.

export const CART_QUANTITY_MAX = 1000;

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
