// Quantity limits (cart-and-checkout.md), shared by the product page, the cart and the server.

export function stockLimitMessage(available: number): string {
  return `Only ${available} available in stock.`;
}

export interface ClampedQuantity {
  readonly quantity: number;
  /** Set when the request was above stock, so the screen can alert. */
  readonly message: string | null;
}

/** Keeps a quantity between 1 and the stock; lines loaded above stock are lowered to it. */
export function clampQuantity(requested: number, inStock: number): ClampedQuantity {
  const stock = Math.max(0, Math.floor(inStock));
  const wanted = Math.max(1, Math.floor(requested));
  if (wanted <= stock) return { quantity: wanted, message: null };
  return { quantity: stock, message: stockLimitMessage(stock) };
}

export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > 1;
}

export function canIncreaseQuantity(quantity: number, inStock: number): boolean {
  return quantity < inStock;
}

/**
 * A quantity the shopper typed: digits only (anything else is not a quantity yet, null), then
 * kept between 1 and the stock like the ±1 buttons, with the spec's alert when it was above.
 */
export function typedQuantity(text: string, inStock: number): ClampedQuantity | null {
  const digits = text.trim();
  // Ten digits is more than any stock; longer text is not worth parsing.
  if (!/^\d{1,10}$/.test(digits)) return null;
  return clampQuantity(Number(digits), inStock);
}
