import { paiseToRupees, rupeesToPaise, type Paise } from './money.ts';

// Quantity prices: from `minQuantity` units on one line, each unit costs `unitPrice`. A product
// (or each of its variants) has at most five breaks, each from a larger quantity and cheaper
// than the one before, all cheaper than its selling price (validation/price-breaks.ts). The
// server applies them per line in the cart, at checkout and on the invoice, and the screens
// price with the same rule from here, which needs no zod on the shop's pages.

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
