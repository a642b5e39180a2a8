import { RETURN_WINDOW_DAYS, type RefundReason, type RefundState } from './refunds.ts';

// What shoppers and admins are told about money going back, in one spelling for the API,
// the mails and the screens.

/** Refused when an admin cancels a delivered order: its goods come back through a return. */
export const CANCEL_AFTER_DELIVERY_MESSAGE =
  `A delivered order cannot be cancelled. To take goods back, use a return: ` +
  `returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery.`;

export const REFUND_FAILED_SUPPORT = 'Our support team will contact you about it.';

/**
 * A refund as the shopper reads it; `amount` is already formatted ("₹1,250.00"). QUEUED and
 * PENDING are one thing to a shopper: the money is on its way.
 */
export function refundStateText(amount: string, state: RefundState): string {
  switch (state) {
    case 'COMPLETED':
      return `Refund of ${amount} completed`;
    case 'FAILED':
      return `Refund of ${amount} could not be completed. ${REFUND_FAILED_SUPPORT}`;
    default:
      return `Refund of ${amount} started`;
  }
}

export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  QUEUED: 'Queued',
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  cancel: 'Order cancelled',
  return: 'Returned goods',
  'late-payment': 'Late payment',
  manual: 'Refund by hand',
};

export const REFUND_ROUTE_MESSAGES = {
  started: (amount: string) => `Refund of ${amount} started.`,
  notPaid: 'Only a paid order can be refunded.',
  notFailed: 'Only a failed refund can be retried.',
  alreadyRetried: 'This refund has already been retried.',
  refundNotFound: 'Refund not found',
} as const;
