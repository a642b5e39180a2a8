import { describe, expect, it } from 'vitest';
import {
  checkoutTotals,
  lineDeliveryCharge,
  priceLine,
  priceLineInRupees,
} from './checkout-amounts.ts';

describe('checkout amounts', () => {
  it('charges home delivery once per line, not per unit, and pickup nothing', () => {
    expect(lineDeliveryCharge('home', 5000)).toBe(5000);
    expect(lineDeliveryCharge('pickup', 5000)).toBe(0);
    expect(
      priceLine({
        unitPricePaise: 12_345,
        quantity: 3,
        deliveryType: 'home',
        deliveryChargePaise: 5000,
      }),
    ).toEqual({ subtotalPaise: 37_035, deliveryChargePaise: 5000, totalPaise: 42_035 });
  });

  it('adds the per-line delivery charges to the subtotal for the overall total', () => {
    const lines = [
      priceLine({
        unitPricePaise: 10_000,
        quantity: 2,
        deliveryType: 'home',
        deliveryChargePaise: 1500,
      }),
      priceLine({
        unitPricePaise: 999,
        quantity: 1,
        deliveryType: 'pickup',
        deliveryChargePaise: 1500,
      }),
      priceLine({ unitPricePaise: 1, quantity: 7, deliveryType: 'home', deliveryChargePaise: 250 }),
    ];
    expect(checkoutTotals(lines)).toEqual({
      subtotalPaise: 20_000 + 999 + 7,
      deliveryChargePaise: 1750,
      totalPaise: 20_000 + 999 + 7 + 1750,
    });
    expect(checkoutTotals([])).toEqual({ subtotalPaise: 0, deliveryChargePaise: 0, totalPaise: 0 });
  });
});

describe('a line in rupees', () => {
  it('is priced in paise, so float rupees never drift (0.1 + 0.2)', () => {
    expect(
      priceLineInRupees({ unitPrice: 0.1, quantity: 3, deliveryType: 'home', deliveryCharge: 0.2 }),
    ).toEqual({ subtotal: 0.3, deliveryCharge: 0.2, total: 0.5 });
    expect(
      priceLineInRupees({
        unitPrice: 1_249.95,
        quantity: 7,
        deliveryType: 'pickup',
        deliveryCharge: 99,
      }),
    ).toEqual({ subtotal: 8_749.65, deliveryCharge: 0, total: 8_749.65 });
  });
});
