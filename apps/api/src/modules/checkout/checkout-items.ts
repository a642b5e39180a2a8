import { stockLimitMessage } from '@labshop/domain/cart-quantity';
import { formatPaise } from '@labshop/domain/money';
import { CART_MESSAGES } from '@labshop/domain/validation/cart';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../errors.ts';
import { selectSellable, withQuantity, type Sellable } from '../cart/sellable-query.ts';
import { isUuid } from '../../http/ids.ts';

// The lines of a checkout as the shop sells them now: names, prices (the quantity price a
// line's quantity reaches), tax classes and stock.

export interface OrderItem {
  productId: string;
  variantId: string | null;
  quantity: number;
}

export type CheckoutItem = Sellable & { quantity: number };

/** Each line's product or variant, refused when it cannot be bought. */
export async function loadItems(db: Db, items: OrderItem[]): Promise<CheckoutItem[]> {
  const loaded = [];
  for (const item of items) {
    const valid = isUuid(item.productId) && (item.variantId === null || isUuid(item.variantId));
    const sellable = valid ? await selectSellable(db, item.productId, item.variantId) : null;
    if (sellable?.isVisible && sellable.variantsEnabled && item.variantId === null) {
      throw new AppError('VARIANT_REQUIRED', CART_MESSAGES.variantRequired, 400);
    }
    if (!sellable || !sellable.isBuyable) {
      throw conflict(
        sellable
          ? `${sellable.name} is no longer available. Please remove it from your cart.`
          : 'A product in your order is no longer available.',
      );
    }
    loaded.push(withQuantity(sellable, item.quantity));
  }
  return loaded;
}

/** Checked after a retried Pay was answered: its own reservation is what emptied the shelf. */
export function assertInStock(items: readonly CheckoutItem[]) {
  for (const item of items) {
    if (item.stock < item.quantity) {
      throw conflict(
        item.stock <= 0
          ? `${item.name} is out of stock.`
          : `${item.name}: ${stockLimitMessage(item.stock)}`,
      );
    }
  }
}

/** The gateway page's line: what is being paid for, short enough for any gateway. */
export function paymentMessage(items: readonly CheckoutItem[], totalPaise: number): string {
  const list = items
    .map(
      (item) =>
        `${item.quantity} × ${item.name}${item.variantName ? ` (${item.variantName})` : ''}`,
    )
    .join(', ');
  const text = `${list} — ${formatPaise(totalPaise)}`;
  return text.length > 250 ? `${text.slice(0, 249)}…` : text;
}
