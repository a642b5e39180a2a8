import { describe, expect, it } from 'vitest';
import { CANCEL_AFTER_DELIVERY_MESSAGE, refundStateText } from './refund-messages.ts';
import { AMOUNT_MAX_RUPEES } from './validation/checkout.ts';
import { adminRefundBodySchema, REFUND_FORM_MESSAGES } from './validation/refund.ts';

describe('refund texts', () => {
  it('tell the shopper started, completed, or that support will contact them', () => {
    expect(refundStateText('₹500.00', 'QUEUED')).toBe('Refund of ₹500.00 started');
    expect(refundStateText('₹500.00', 'PENDING')).toBe('Refund of ₹500.00 started');
    expect(refundStateText('₹500.00', 'COMPLETED')).toBe('Refund of ₹500.00 completed');
    expect(refundStateText('₹500.00', 'FAILED')).toMatch(/support team will contact you/);
  });

  it('point a cancel after delivery to returns and their window', () => {
    expect(CANCEL_AFTER_DELIVERY_MESSAGE).toMatch(/return/);
    expect(CANCEL_AFTER_DELIVERY_MESSAGE).toMatch(/7 days of delivery/);
  });
});

describe('the admin refund body', () => {
  const parse = (body: unknown) => adminRefundBodySchema.safeParse(body);
  const messageOf = (body: unknown) => parse(body).error?.issues[0]?.message;

  it('takes rupees with at most two decimals from ₹1.00, and a trimmed reason', () => {
    expect(parse({ amount: 1, reason: ' Goodwill ' }).data).toEqual({
      amount: 1,
      reason: 'Goodwill',
    });
    expect(parse({ amount: 1250.5, reason: 'x' }).success).toBe(true);
    for (const amount of [0.99, 10.001, Number.NaN, Infinity, '5', AMOUNT_MAX_RUPEES + 1]) {
      expect(messageOf({ amount, reason: 'x' })).toBe(REFUND_FORM_MESSAGES.amount);
    }
    expect(messageOf({ amount: 5, reason: '   ' })).toBe(REFUND_FORM_MESSAGES.reason);
    expect(messageOf({ amount: 5, reason: 'x'.repeat(201) })).toBe(
      REFUND_FORM_MESSAGES.reasonTooLong,
    );
  });
});
