import { describe, expect, it } from 'vitest';
import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  clampQuantity,
  stockLimitMessage,
} from './cart-quantity.ts';

describe('cart quantity', () => {
  it('words the stock alert as the spec does', () => {
    expect(stockLimitMessage(3)).toBe('Only 3 available in stock.');
  });

  it('clamps a quantity above stock and says why', () => {
    expect(clampQuantity(5, 3)).toEqual({ quantity: 3, message: 'Only 3 available in stock.' });
  });

  it('never goes below 1', () => {
    expect(clampQuantity(0, 3)).toEqual({ quantity: 1, message: null });
  });

  it('keeps a quantity within stock as it is', () => {
    expect(clampQuantity(2, 3)).toEqual({ quantity: 2, message: null });
  });

  it('disables minus at 1 and plus at the stock', () => {
    expect(canDecreaseQuantity(1)).toBe(false);
    expect(canDecreaseQuantity(2)).toBe(true);
    expect(canIncreaseQuantity(3, 3)).toBe(false);
    expect(canIncreaseQuantity(2, 3)).toBe(true);
  });
});
