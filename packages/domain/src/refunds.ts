/**
 * A refund's life: QUEUED (recorded, the gateway not yet asked), PENDING (the gateway took it),
 * COMPLETED, or FAILED (shown to the admin with Retry, which records a new refund).
 */
export const REFUND_STATES = ['QUEUED', 'PENDING', 'COMPLETED', 'FAILED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Why money went back: an admin cancel, a received return, a late payment, or by hand. */
export const REFUND_REASONS = ['cancel', 'return', 'late-payment', 'manual'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Returns move requested -> approved | rejected; approved -> received -> refunded. */
export const RETURN_STATES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_REASONS = [
  'damaged',
  'wrong item',
  'not as described',
  'no longer needed',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  damaged: 'Damaged',
  'wrong item': 'Wrong item',
  'not as described': 'Not as described',
  'no longer needed': 'No longer needed',
  other: 'Other',
};

/** Reasons that are the shop's fault: only these refund the delivery charge of a whole order. */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = [
  'damaged',
  'wrong item',
  'not as described',
];

/** Days after delivery during which a shopper may ask to return lines. */
export const RETURN_WINDOW_DAYS = 7;
