import { describe, expect, it } from 'vitest';
import { checkoutKey, type CheckoutKeyInput } from './checkout-key.ts';

const basket: CheckoutKeyInput = {
  lines: [
    { productId: 'p1', variantId: null, quantity: 2 },
    { productId: 'p2', variantId: 'v1', quantity: 1 },
  ],
  addressId: 'a1',
  totalPaise: 99_000,
  isFromCart: true,
};

describe('checkoutKey', () => {
  it('is the same for the same basket in any line order', () => {
    expect(checkoutKey({ ...basket, lines: [...basket.lines].reverse() })).toBe(
      checkoutKey(basket),
    );
  });

  it('changes with a quantity, a variant, the address, the total, the source or the Idempotency-Key', () => {
    const key = checkoutKey(basket);
    const [first, second] = basket.lines;
    const variations: CheckoutKeyInput[] = [
      { ...basket, lines: [{ ...first!, quantity: 3 }, second!] },
      { ...basket, lines: [first!, { ...second!, variantId: 'v2' }] },
      { ...basket, addressId: 'a2' },
      { ...basket, totalPaise: 99_100 },
      { ...basket, isFromCart: false },
      { ...basket, idempotencyKey: 'k1' },
    ];
    const keys = variations.map(checkoutKey);
    expect(new Set([key, ...keys]).size).toBe(variations.length + 1);
  });
});
