import { describe, expect, it } from 'vitest';
import { canShopperCancel, SHOPPER_CANCEL_MESSAGES, shopperCancelRefusal } from './order-cancel.ts';
import { ORDER_STATUSES } from './order-status.ts';

describe('a shopper cancelling their order', () => {
  it('may while it is paid and not yet packed', () => {
    const paid = ORDER_STATUSES.filter((currentStatus) =>
      canShopperCancel({ paymentStatus: 'SUCCESS', currentStatus }),
    );
    expect(paid).toEqual(['ordered']);
  });

  it('is told why not otherwise', () => {
    const refusal = (currentStatus: (typeof ORDER_STATUSES)[number], paymentStatus = 'SUCCESS') =>
      shopperCancelRefusal({ currentStatus, paymentStatus: paymentStatus as 'SUCCESS' });
    expect(refusal('packed')).toBe(
      'This order has already been packed and can no longer be cancelled.',
    );
    expect(refusal('in transit')).toBe(SHOPPER_CANCEL_MESSAGES.packed);
    expect(refusal('delivered')).toMatch(/^This order has been delivered .* within 7 days/);
    expect(refusal('cancelled')).toBe('This order is already cancelled.');
    expect(refusal('ordered', 'PENDING')).toBe('Only a paid order can be cancelled.');
    expect(refusal('ordered', 'FAILED')).toBe('Only a paid order can be cancelled.');
  });

  it('is answered with the refund that started', () => {
    expect(SHOPPER_CANCEL_MESSAGES.cancelled('₹480.00')).toBe(
      'Your order has been cancelled. Refund of ₹480.00 started.',
    );
    expect(SHOPPER_CANCEL_MESSAGES.cancelled(null)).toBe('Your order has been cancelled.');
  });
});
