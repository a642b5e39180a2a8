import { z } from 'zod';
import { PRICE_BREAKS_MAX } from '../price-breaks.ts';
import { jsonText, numberField } from './form-values.ts';

// The rules of a product's or variant's quantity prices, for the admin form and the server.

/** In answers (admin product, shopper detail): the breaks in rupees, by quantity. */
export const priceBreaksAnswerSchema = z.array(
  z.object({ minQuantity: z.number().int(), unitPrice: z.number() }),
);

export const PRICE_BREAK_LABELS = {
  minQuantity: 'From quantity',
  unitPrice: 'Unit price',
} as const;

export const PRICE_BREAK_MESSAGES = {
  tooMany: `At most ${PRICE_BREAKS_MAX} price breaks are allowed`,
  minQuantityTooSmall: `${PRICE_BREAK_LABELS.minQuantity} must be at least 2`,
  unitPriceZero: `${PRICE_BREAK_LABELS.unitPrice} must be more than 0`,
  quantityNotIncreasing: 'Each price break must start at a larger quantity than the one before',
  priceNotLower: 'Each price break must be cheaper than the one before',
  notBelowSellingPrice: 'A price break must be cheaper than the selling price',
} as const;

const M = PRICE_BREAK_MESSAGES;

const priceBreakSchema = z.object({
  minQuantity: numberField(PRICE_BREAK_LABELS.minQuantity, 'count').refine(
    (quantity) => quantity >= 2,
    M.minQuantityTooSmall,
  ),
  unitPrice: numberField(PRICE_BREAK_LABELS.unitPrice, 'money').refine(
    (price) => price > 0,
    M.unitPriceZero,
  ),
});

/** The breaks in order of quantity; a row out of order is marked on the row. */
export const priceBreakListSchema = z
  .array(priceBreakSchema)
  .max(PRICE_BREAKS_MAX, M.tooMany)
  .superRefine((breaks, ctx) => {
    breaks.forEach((row, index) => {
      const before = breaks[index - 1];
      if (!before) return;
      if (row.minQuantity <= before.minQuantity) {
        ctx.addIssue({
          code: 'custom',
          message: M.quantityNotIncreasing,
          path: [index, 'minQuantity'],
        });
      }
      if (row.unitPrice >= before.unitPrice) {
        ctx.addIssue({ code: 'custom', message: M.priceNotLower, path: [index, 'unitPrice'] });
      }
    });
  });

/**
 * The multipart `priceBreaks` field: JSON text of the list, blank for none. Left out, it is
 * undefined, so an update from a client that does not know quantity prices keeps the stored ones.
 */
export const priceBreaksField = jsonText(
  z.preprocess((value) => (value === '' ? [] : value), priceBreakListSchema),
).optional();
