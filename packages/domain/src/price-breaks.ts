import { z } from 'zod';
import { paiseToRupees, rupeesToPaise, type Paise } from './money.ts';
import { jsonText, numberField } from './validation/form-values.ts';

// Quantity prices: from `minQuantity` units on one line, each unit costs `unitPrice`. A product
// (or each of its variants) has at most five breaks, each from a larger quantity and cheaper
// than the one before, all cheaper than its selling price. The server applies them per line
// in the cart, at checkout and on the invoice; the product page and the forms read the same
// rules from here.

export const PRICE_BREAKS_MAX = 5;

/** At the API edge and in forms: rupees. */
export interface PriceBreak {
  minQuantity: number;
  unitPrice: number;
}

/** As stored and priced: paise. */
export interface StoredPriceBreak {
  minQuantity: number;
  unitPricePaise: Paise;
}

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

/** The index of the first break not cheaper than the selling price, or -1. */
export function breakAtOrAboveSellingPrice(
  breaks: readonly PriceBreak[],
  sellingPrice: number,
): number {
  return breaks.findIndex((row) => row.unitPrice >= sellingPrice);
}

/** What one unit costs on a line of `quantity`: the largest break reached, never above base. */
export function unitPriceAt(
  basePaise: Paise,
  breaks: readonly StoredPriceBreak[],
  quantity: number,
): Paise {
  let price = basePaise;
  for (const row of breaks) {
    if (quantity >= row.minQuantity) price = Math.min(price, row.unitPricePaise);
  }
  return price;
}

/**
 * The same in rupees for the screens (product page, Buy now), of what the shopper picked: the
 * variant when there is one, else the product, each with its own quantity prices.
 */
export function unitPriceInRupees(
  item: { sellingPrice: number; priceBreaks?: readonly PriceBreak[] | undefined },
  quantity: number,
): number {
  const breaks = toStoredPriceBreaks(item.priceBreaks ?? []);
  return paiseToRupees(unitPriceAt(rupeesToPaise(item.sellingPrice), breaks, quantity));
}

export function toStoredPriceBreaks(breaks: readonly PriceBreak[]): StoredPriceBreak[] {
  return breaks.map((row) => ({
    minQuantity: row.minQuantity,
    unitPricePaise: rupeesToPaise(row.unitPrice),
  }));
}

export function toPriceBreaks(
  breaks: readonly StoredPriceBreak[] | null | undefined,
): PriceBreak[] {
  return (breaks ?? []).map((row) => ({
    minQuantity: row.minQuantity,
    unitPrice: paiseToRupees(row.unitPricePaise),
  }));
}

/** For shoppers' answers: the breaks when there are any, else nothing (the seed's shape). */
export function priceBreaksIfAny(breaks: readonly StoredPriceBreak[] | null | undefined): {
  priceBreaks?: PriceBreak[];
} {
  return breaks && breaks.length > 0 ? { priceBreaks: toPriceBreaks(breaks) } : {};
}
