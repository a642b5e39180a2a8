import { describe, expect, it } from 'vitest';
import { checkoutTotals, priceLine } from './checkout-amounts.ts';
import { splitInclusiveAmount, taxLine } from './gst/tax.ts';
import { COUNT_LIMITS, NUMBER_LIMITS, ORDER_TOTAL_MAX_PAISE } from './limits.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';
import { CART_QUANTITY_MAX } from './validation/cart-messages.ts';
import { AMOUNT_MAX_RUPEES, payBodySchema } from './validation/checkout.ts';

// Money columns hold 64-bit paise, but the server reads them as JS numbers, exact only up to
// 2^53: the API's bounds keep every amount it computes well inside that.

const topPricePaise = rupeesToPaise(NUMBER_LIMITS.price.max);

/** The dearest cart the limits allow: every line at the top price, quantity and delivery. */
function dearestCart() {
  return Array.from({ length: COUNT_LIMITS.cartLines }, () =>
    priceLine({
      unitPricePaise: topPricePaise,
      quantity: CART_QUANTITY_MAX,
      deliveryType: 'home',
      deliveryChargePaise: topPricePaise,
    }),
  );
}

describe('money bounds', () => {
  it('let an admin price a unit at ₹3 crore, past the ₹2.14 crore 32-bit paise held', () => {
    expect(NUMBER_LIMITS.price.max).toBeGreaterThanOrEqual(3_00_00_000);
    expect(rupeesToPaise(3_00_00_000)).toBeGreaterThan(2 ** 31);
  });

  it('keep the dearest possible order under 2^50 paise, and its total exact', () => {
    const totals = checkoutTotals(dearestCart());
    expect(totals.totalPaise).toBe(ORDER_TOTAL_MAX_PAISE);
    expect(ORDER_TOTAL_MAX_PAISE).toBeLessThan(2 ** 50);
    expect(BigInt(totals.totalPaise)).toBe(
      BigInt(COUNT_LIMITS.cartLines) *
        (BigInt(topPricePaise) * BigInt(CART_QUANTITY_MAX) + BigInt(topPricePaise)),
    );
  });

  it('round-trip the dearest total through rupees to the paisa', () => {
    for (const paise of [ORDER_TOTAL_MAX_PAISE, ORDER_TOTAL_MAX_PAISE - 1, 2_50_00_000_01]) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });

  it('let the pay body carry any total the catalogue allows, and nothing above it', () => {
    expect(AMOUNT_MAX_RUPEES).toBe(ORDER_TOTAL_MAX_PAISE / 100);
    expect(payBodySchema.safeParse({ amount: 2_50_00_000 }).success).toBe(true);
    expect(payBodySchema.safeParse({ amount: AMOUNT_MAX_RUPEES }).success).toBe(true);
    expect(payBodySchema.safeParse({ amount: AMOUNT_MAX_RUPEES + 1 }).success).toBe(false);
  });

  it('split the GST of the dearest line, and of any amount up to the dearest order, exactly', () => {
    const line = taxLine(
      {
        quantity: CART_QUANTITY_MAX,
        unitPricePaise: topPricePaise + 99,
        deliveryChargePaise: topPricePaise,
        ratePercent: 28,
      },
      'intra-state',
    );
    const goods = BigInt(topPricePaise + 99) * BigInt(CART_QUANTITY_MAX);
    // Half up: (2 x 100 x amount + 128) / (2 x 128), in exact integers.
    const taxable = (2n * 100n * goods + 128n) / 256n;
    expect(BigInt(line.goods.taxableValuePaise)).toBe(taxable);
    expect(BigInt(line.goods.cgstPaise)).toBe((2n * taxable * 28n + 200n) / 400n);
    expect(line.amountPaidPaise).toBe(Number(goods) + topPricePaise);
    expect(Math.abs(line.goods.totalPaise - Number(goods))).toBeLessThanOrEqual(1);
    // Any amount up to the dearest order splits exactly, though amount x 100 passes 2^53.
    const whole = ORDER_TOTAL_MAX_PAISE - 18;
    const split = splitInclusiveAmount(whole, 18, 'inter-state');
    const wholeTaxable = (2n * 100n * BigInt(whole) + 118n) / 236n;
    expect(BigInt(split.taxableValuePaise)).toBe(wholeTaxable);
    expect(BigInt(split.igstPaise)).toBe((2n * wholeTaxable * 18n + 100n) / 200n);
    expect(splitInclusiveAmount(2_50_00_000_00, 18, 'inter-state')).toMatchObject({
      taxableValuePaise: 2_11_86_440_68,
      igstPaise: 38_13_559_32,
      totalPaise: 2_50_00_000_00,
    });
  });
});
