import type { OrderStatus, PaymentStatus } from './order-status.ts';
import { RETURN_WINDOW_DAYS } from './refunds.ts';

// A shopper cancelling their own order: allowed while it is paid and not yet packed, refused
// in one spelling for the API and the orders page.

export const SHOPPER_CANCEL_MESSAGES = {
  question: 'Cancel this order?',
  explain:
    'Everything you paid is refunded to your original payment method, usually within 1 to 7 days. This cannot be undone.',
  notPaid: 'Only a paid order can be cancelled.',
  packed: 'This order has already been packed and can no longer be cancelled.',
  delivered:
    `This order has been delivered and can no longer be cancelled. ` +
    `Items can be returned within ${RETURN_WINDOW_DAYS} days of delivery.`,
  alreadyCancelled: 'This order is already cancelled.',
  failed: 'Could not cancel the order. Please try again.',
  /** The answer of a cancel; `refund` is formatted ("₹1,250.00") or null when nothing was paid back. */
  cancelled: (refund: string | null) =>
    refund
      ? `Your order has been cancelled. Refund of ${refund} started.`
      : 'Your order has been cancelled.',
} as const;

export interface CancellableOrder {
  paymentStatus: PaymentStatus;
  currentStatus: OrderStatus;
}

/** Why the shopper may not cancel this order now, or null when they may. */
export function shopperCancelRefusal(order: CancellableOrder): string | null {
  if (order.paymentStatus !== 'SUCCESS') return SHOPPER_CANCEL_MESSAGES.notPaid;
  switch (order.currentStatus) {
    case 'ordered':
      return null;
    case 'cancelled':
      return SHOPPER_CANCEL_MESSAGES.alreadyCancelled;
    case 'delivered':
      return SHOPPER_CANCEL_MESSAGES.delivered;
    default:
      return SHOPPER_CANCEL_MESSAGES.packed;
  }
}

/** A paid order that has not been packed yet: its shopper may still cancel it. */
export function canShopperCancel(order: CancellableOrder): boolean {
  return shopperCancelRefusal(order) === null;
}
