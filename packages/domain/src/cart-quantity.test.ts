import { describe, expect, it } from 'vitest';
import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  clampQuantity,
  stockLimitMessage,
  typedQuantity,
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

describe('typed quantity', () => {
  it('takes whole numbers within stock as they are', () => {
    expect(typedQuantity('4', 10)).toEqual({ quantity: 4, message: null });
    expect(typedQuantity(' 10 ', 10)).toEqual({ quantity: 10, message: null });
  });

  it('lowers a number above stock to the stock with the spec’s alert', () => {
    expect(typedQuantity('25', 7)).toEqual({ quantity: 7, message: 'Only 7 available in stock.' });
    expect(typedQuantity('9999999999', 3)).toEqual({
      quantity: 3,
      message: 'Only 3 available in stock.',
    });
  });

  it('raises 0 to 1', () => {
    expect(typedQuantity('0', 5)).toEqual({ quantity: 1, message: null });
  });

  it('is not a quantity while blank, signed, decimal, too long or not a number', () => {
    for (const text of ['', '  ', '-2', '1.5', '2e3', 'ten', '12345678901', '+3']) {
      expect(typedQuantity(text, 5)).toBeNull();
    }
  });
});
