import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  formatRupees,
  formatWholeRupees,
  paiseToRupees,
  rupeesToPaise,
} from './money.ts';

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

  it('formats exactly as Intl does for en-IN rupees, without loading it', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const samples = [0, 1, 5, 99, 100, 999, 1000, 99_999, 100_000, 123_456_789, 1_000_000_000_00];
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      samples.push(seed % 10 ** (1 + (i % 12)));
    }
    for (const paise of samples) {
      for (const value of [paise, -paise]) {
        if (value === 0 && Object.is(value, -0)) continue;
        expect(formatPaise(value)).toBe(intl.format(value / 100));
      }
    }
    expect(formatRupees(1234.5)).toBe(intl.format(1234.5));
    expect(formatRupees(0.1 + 0.2)).toBe(intl.format(0.1 + 0.2));
  });

  it('formats whole rupees exactly as Intl does with no decimals', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const samples = [0, 0.5, 1, 2.5, 999.5, 1000, 10_000, 99_999.49, 100_000, 12_345_678];
    let seed = 11;
    for (let i = 0; i < 1000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      samples.push(seed % 10 ** (1 + (i % 10)));
    }
    for (const rupees of samples) {
      expect(formatWholeRupees(rupees)).toBe(intl.format(rupees));
      if (rupees !== 0) expect(formatWholeRupees(-rupees)).toBe(intl.format(-rupees));
    }
  });
});
