import { z } from 'zod';
import { DELIVERY_TYPES } from '../constants.ts';
import { priceBreaksAnswerSchema } from '../validation/price-breaks.ts';

// GET /api/user/cart and the cart's write answers (cart-and-checkout.md), money in rupees.

export const cartLineSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    brand: z.string(),
    images: z.array(z.string()),
    sellingPrice: z.number(),
    inStock: z.number().int(),
  }),
  variant: z.object({ _id: z.string(), name: z.string(), sellingPrice: z.number() }).nullable(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
  /**
   * What one unit costs on this line: the selling price, or the quantity price its quantity
   * reaches. Absent from an older server: the variant's or the product's selling price.
   */
  unitPrice: z.number().optional(),
  /** The quantity prices of what the line holds, so the cart can say "from 10, ₹900 each". */
  priceBreaks: priceBreaksAnswerSchema.optional(),
  delivery: z.object({ charge: z.number() }),
  deliveryType: z.enum(DELIVERY_TYPES),
  /** Unit price times quantity plus the line's delivery charge. */
  productTotal: z.number(),
  /** False when the product was withdrawn or sold out since it was added. */
  isAvailable: z.boolean(),
  /** The product ships as hazardous goods (a GHS pictogram or signal word); absent is false. */
  isHazardous: z.boolean().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({
  cart: z.array(cartLineSchema),
  subtotal: z.number(),
  deliveryCharge: z.number(),
  overallTotalPrice: z.number(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartChangeResponseSchema = z.object({
  message: z.string(),
  /** The line's quantity after the change, clamped to 1..stock. */
  quantity: z.number().int(),
  /** Set when the request was above stock and had to be lowered. */
  isClamped: z.boolean(),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponseSchema>;
