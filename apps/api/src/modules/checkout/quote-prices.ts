import { priceLine, type PricedLine } from '@labshop/domain/checkout-amounts';
import type { CheckoutItem } from './checkout-items.ts';

/** An accepted quote's terms: its prices replace the shop's own for this one checkout. */
export interface QuoteTerms {
  id: string;
  number: string;
  /** When the terms were sent: the acceptance holds only if they are still the current ones. */
  quotedAt: Date;
  lines: readonly { productId: string; variantId: string | null; unitPricePaise: number }[];
  /** The quote's one delivery charge, for the whole order. */
  deliveryChargePaise: number;
}

const keyOf = (line: { productId: string; variantId: string | null }) =>
  `${line.productId}:${line.variantId ?? ''}`;

/**
 * Each line with its price: the shop's (priceLine) without a quote. With one, the quoted unit
 * price wins over whatever the catalogue (or a quantity price) says today, and the quote's
 * delivery charge replaces the lines' own, carried on the first line.
 */
export function priceItems(
  items: readonly CheckoutItem[],
  quote: QuoteTerms | undefined,
): { item: CheckoutItem; price: PricedLine }[] {
  if (!quote) return items.map((item) => ({ item, price: priceLine(item) }));
  const quoted = new Map(quote.lines.map((line) => [keyOf(line), line.unitPricePaise]));
  return items.map((original, index) => {
    const unitPricePaise = quoted.get(keyOf(original));
    if (unitPricePaise === undefined) throw new Error('a checkout line is not in its quote');
    const item = { ...original, unitPricePaise };
    const subtotalPaise = unitPricePaise * item.quantity;
    const deliveryChargePaise = index === 0 ? quote.deliveryChargePaise : 0;
    return {
      item,
      price: {
        subtotalPaise,
        deliveryChargePaise,
        totalPaise: subtotalPaise + deliveryChargePaise,
      },
    };
  });
}
