import { CART_QUANTITY_MAX } from './validation/cart-messages.ts';

// Upper bounds of everything a request may carry, next to the rules that use them. The spec
// gives minimums (3 letters, 6 characters, 10 digits); these maximums are ours, chosen so a real
// value always fits and an attack is refused before any work (see docs/decisions/007).

export const TEXT_LIMITS = {
  /** People's and companies' names. */
  name: 80,
  /** RFC 5321: a forward path is at most 256 octets including the brackets. */
  email: 254,
  /** argon2 takes any length; 128 fits every pass phrase a person types. */
  password: 128,
  street: 200,
  landmark: 200,
  city: 80,
  state: 80,
  /** The PIN code is 6 digits; a little room for spaces the rule then refuses. */
  zipcode: 10,
  /** 10 digits, with room for the spaces the rule then refuses with its own message. */
  phone: 20,
  /** A GSTIN is 15 characters; room for stray spaces, trimmed and then checked. */
  gstNumber: 20,
  tradeName: 120,
  otp: 10,
  /** The search box and the filter page's query. */
  searchText: 100,
  /** uuids are 36; reset tokens 43 (256 bits base64url). */
  id: 64,
  token: 64,
  productName: 200,
  brand: 80,
  sku: 64,
  tag: 40,
  categoryName: 80,
  bannerHeadline: 80,
  bannerSubtitle: 160,
  /** A URL or a site path a banner links to; category and product links hold an id. */
  bannerLink: 500,
  description: 5000,
  reviewComment: 2000,
  /** A row of the product page's specifications table: "Readability", "0.1 mg". */
  specKey: 60,
  specValue: 200,
  /** An enum sent as text (status, type, yes/no): longer than any option is never valid. */
  choice: 20,
  /** A number sent as text in a form or query string. */
  numberText: 32,
  /** JSON text inside multipart (variants, deliveryOptions, removedImages). */
  jsonText: 20_000,
} as const;

export const COUNT_LIMITS = {
  /** The spec's address book holds at most 20 addresses. */
  addresses: 20,
  /** Comma-separated ids or names in a filter query. */
  filterIds: 50,
  /** A repeated query key (`?a=1&a=2`). */
  repeatedParam: 20,
  tags: 30,
  variants: 50,
  /** Rows of a product's specifications table. */
  productSpecs: 30,
  productImages: 10,
  removedImages: 50,
  cartLines: 100,
} as const;

export const NUMBER_LIMITS = {
  /**
   * Rupees, for a unit price or a delivery charge: ₹10 crore, above any catalogue instrument
   * (larger ones go by quotation), and low enough that a whole cart stays exact in paise
   * (ORDER_TOTAL_MAX_PAISE).
   */
  price: { min: 0, max: 1e8 },
  stock: { min: 0, max: 1e7 },
  days: { min: 0, max: 365 },
  page: { min: 1, max: 10_000 },
  quantity: { min: -1e4, max: 1e4 },
  position: { min: 1, max: 1000 },
} as const;

/**
 * The most one order can come to, in paise: every cart line at the top price and quantity plus
 * the top delivery charge. Under 2^50, so paise sums, tax splits and rupees with 2 decimals are
 * all exact as JS numbers (bigint columns hold it with room to spare).
 */
export const ORDER_TOTAL_MAX_PAISE =
  COUNT_LIMITS.cartLines * NUMBER_LIMITS.price.max * 100 * (CART_QUANTITY_MAX + 1);

/** Message of any string over its limit; never echoes the value. */
export function tooLongMessage(max: number): string {
  return `Must be at most ${max} characters.`;
}

export function tooManyMessage(max: number): string {
  return `Must have at most ${max} items.`;
}
