import type { DeliveryType } from './constants.ts';
import { paiseToRupees, rupeesToPaise, type Paise } from './money.ts';

// The money of a cart or an order, in paise, computed one way for the server's totals, the
// order snapshot and the screens' hints (see docs/product/cart-and-checkout.md). The delivery
// charge is per line (not per unit), and the overall total is the subtotal plus the sum of the
// lines' delivery charges.

export interface PricedLineInput {
  unitPricePaise: Paise;
  quantity: number;
  /** The product's delivery option. */
  deliveryType: DeliveryType;
  /** The product's charge for home delivery; pickup costs nothing. */
  deliveryChargePaise: Paise;
}

export interface PricedLine {
  /** Unit price times quantity. */
  subtotalPaise: Paise;
  deliveryChargePaise: Paise;
  /** What the line costs in all: subtotal plus its delivery charge. */
  totalPaise: Paise;
}

export interface CheckoutTotals {
  subtotalPaise: Paise;
  deliveryChargePaise: Paise;
  totalPaise: Paise;
}

export function lineDeliveryCharge(deliveryType: DeliveryType, chargePaise: Paise): Paise {
  return deliveryType === 'home' ? Math.max(0, chargePaise) : 0;
}

export function priceLine(line: PricedLineInput): PricedLine {
  const subtotalPaise = line.unitPricePaise * line.quantity;
  const deliveryChargePaise = lineDeliveryCharge(line.deliveryType, line.deliveryChargePaise);
  return { subtotalPaise, deliveryChargePaise, totalPaise: subtotalPaise + deliveryChargePaise };
}

export function checkoutTotals(lines: readonly PricedLine[]): CheckoutTotals {
  let subtotalPaise = 0;
  let deliveryChargePaise = 0;
  for (const line of lines) {
    subtotalPaise += line.subtotalPaise;
    deliveryChargePaise += line.deliveryChargePaise;
  }
  return { subtotalPaise, deliveryChargePaise, totalPaise: subtotalPaise + deliveryChargePaise };
}

/**
 * One line in rupees, as the screens hold prices (the API answers rupees): priced in paise
 * through priceLine, so the screen's total is the server's to the paisa.
 */
export function priceLineInRupees(line: {
  unitPrice: number;
  quantity: number;
  deliveryType: DeliveryType;
  deliveryCharge: number;
}): { subtotal: number; deliveryCharge: number; total: number } {
  const priced = priceLine({
    unitPricePaise: rupeesToPaise(line.unitPrice),
    quantity: line.quantity,
    deliveryType: line.deliveryType,
    deliveryChargePaise: rupeesToPaise(line.deliveryCharge),
  });
  return {
    subtotal: paiseToRupees(priced.subtotalPaise),
    deliveryCharge: paiseToRupees(priced.deliveryChargePaise),
    total: paiseToRupees(priced.totalPaise),
  };
}
