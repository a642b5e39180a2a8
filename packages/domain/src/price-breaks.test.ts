import { describe, expect, it } from 'vitest';
import { unitPriceAt, unitPriceInRupees } from './price-breaks.ts';
import { PRICE_BREAK_MESSAGES as M, priceBreaksField } from './validation/price-breaks.ts';

const BREAKS = [
  { minQuantity: 10, unitPricePaise: 900_00 },
  { minQuantity: 25, unitPricePaise: 850_00 },
];

describe('quantity prices', () => {
  it('charges the largest break a quantity reaches, and the selling price below the first', () => {
    expect([1, 9, 10, 24, 25, 500].map((n) => unitPriceAt(1000_00, BREAKS, n))).toEqual([
      1000_00, 1000_00, 900_00, 900_00, 850_00, 850_00,
    ]);
  });

  it('never charges above the selling price, even when a break was left above a lowered one', () => {
    expect(unitPriceAt(880_00, BREAKS, 12)).toBe(880_00);
    expect(unitPriceAt(880_00, BREAKS, 30)).toBe(850_00);
  });

  it('prices in rupees for the screens the way the server does in paise', () => {
    const product = { sellingPrice: 1000, priceBreaks: [{ minQuantity: 10, unitPrice: 899.99 }] };
    expect(unitPriceInRupees(product, 10)).toBe(899.99);
    expect(unitPriceInRupees({ sellingPrice: 1000 }, 10)).toBe(1000);
  });

  it('reads the form’s JSON text, blank as none, left out as not given', () => {
    expect(priceBreaksField.parse('[{"minQuantity":"10","unitPrice":"900.5"}]')).toEqual([
      { minQuantity: 10, unitPrice: 900.5 },
    ]);
    expect(priceBreaksField.parse('')).toEqual([]);
    expect(priceBreaksField.parse(undefined)).toBeUndefined();
  });

  it('marks the row that breaks the order', () => {
    const result = priceBreaksField.safeParse([
      { minQuantity: 10, unitPrice: 900 },
      { minQuantity: 5, unitPrice: 950 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.minQuantity', M.quantityNotIncreasing],
      ['1.unitPrice', M.priceNotLower],
    ]);
  });
});
