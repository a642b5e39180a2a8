import { SHOP_FAULT_REASONS, type ReturnReason } from '@labshop/domain/refunds';

// What a return refunds: each returned unit at the price paid (GST included), and the delivery
// charges only when the shop was at fault and the whole order comes back in this one return
// (every unit of every line; no other return of the order can then exist).

export interface SoldLine {
  id: string;
  quantity: number;
  unitPricePaise: number;
  deliveryChargePaise: number;
}

export interface ReturnedLine {
  orderLineId: string;
  quantity: number;
}

export function refundsDelivery(
  reason: ReturnReason,
  sold: readonly SoldLine[],
  returned: readonly ReturnedLine[],
): boolean {
  const units = new Map(returned.map((line) => [line.orderLineId, line.quantity]));
  const isWholeOrder = sold.every((line) => units.get(line.id) === line.quantity);
  return isWholeOrder && SHOP_FAULT_REASONS.includes(reason);
}

export function refundDuePaise(
  reason: ReturnReason,
  sold: readonly SoldLine[],
  returned: readonly ReturnedLine[],
): number {
  const byId = new Map(sold.map((line) => [line.id, line]));
  const goods = returned.reduce(
    (sum, line) => sum + (byId.get(line.orderLineId)?.unitPricePaise ?? 0) * line.quantity,
    0,
  );
  const delivery = refundsDelivery(reason, sold, returned)
    ? sold.reduce((sum, line) => sum + line.deliveryChargePaise, 0)
    : 0;
  return goods + delivery;
}
