import { createHash } from 'node:crypto';

export interface CheckoutKeyInput {
  lines: readonly { productId: string; variantId: string | null; quantity: number }[];
  addressId: string;
  totalPaise: number;
  /** A cart order clears the bought cart lines once paid; a pay-now order does not. */
  isFromCart: boolean;
  /** The client's Idempotency-Key header, when it sent one. */
  idempotencyKey?: string | undefined;
}

/**
 * What a checkout buys, as one value: the same basket (lines in any order), address and total
 * give the same key, so a retried or double-clicked Pay finds the order already open for it
 * (orders.checkout_key, unique among a shopper's unpaid orders).
 */
export function checkoutKey(input: CheckoutKeyInput): string {
  const lines = input.lines
    .map((line) => [`${line.productId}:${line.variantId ?? ''}`, line.quantity] as const)
    .sort(([a, qa], [b, qb]) => (a < b ? -1 : a > b ? 1 : qa - qb));
  const canonical = JSON.stringify([
    1,
    input.isFromCart ? 'cart' : 'now',
    lines,
    input.addressId,
    input.totalPaise,
    input.idempotencyKey ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
