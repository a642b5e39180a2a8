import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('rounds float rupees to whole paise', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
  });

  it('refuses a non-finite amount', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('converts paise back to rupees', () => {
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('formats paise as INR with Indian grouping and 2 decimals', () => {
    expect(formatPaise(45000000)).toBe('₹4,50,000.00');
    expect(formatPaise(5)).toBe('₹0.05');
  });

  it('formats rupees from the API with 2 decimals', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
  });
});
