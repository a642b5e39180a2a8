import { z } from 'zod';
import { shipmentErrors, shipmentFieldsSchema } from './validation/shipment.ts';

export const ORDER_STATUSES = [
  'ordered',
  'packed',
  'in transit',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  ordered: 'Ordered',
  packed: 'Packed',
  'in transit': 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment record's own states, beyond what an order shows. EXPIRED: the shop stopped
 * waiting (its stock went back on the shelf) before the gateway gave an answer, so the
 * gateway is still asked, with backoff. REFUND_DUE: the gateway took the money after that,
 * and the stock could no longer be had, so the money must go back.
 */
export const PAYMENT_RECORD_STATES = [...PAYMENT_STATUSES, 'EXPIRED', 'REFUND_DUE'] as const;
export type PaymentRecordState = (typeof PAYMENT_RECORD_STATES)[number];

/** What a shopper is told of a payment record: one the shop gave up on did not buy anything. */
export function paymentStatusOf(state: PaymentRecordState): PaymentStatus {
  return state === 'EXPIRED' || state === 'REFUND_DUE' ? 'FAILED' : state;
}

/**
 * The status an order reads as, to the shopper and to the admin alike. An order whose payment
 * has not gone through was never placed, so it reads as its payment ("Payment pending",
 * "Payment failed"), never as "Ordered"; a paid order reads as where it is in fulfilment.
 */
export const DISPLAYED_ORDER_STATUSES = [
  'payment pending',
  'payment failed',
  ...ORDER_STATUSES,
] as const;
export type DisplayedOrderStatus = (typeof DISPLAYED_ORDER_STATUSES)[number];

export const DISPLAYED_STATUS_LABELS: Readonly<Record<DisplayedOrderStatus, string>> = {
  ...ORDER_STATUS_LABELS,
  'payment pending': 'Payment pending',
  'payment failed': 'Payment failed',
};

export interface StatusOfOrder {
  readonly paymentStatus: PaymentStatus;
  readonly currentStatus: OrderStatus;
}

export function displayedOrderStatus(order: StatusOfOrder): DisplayedOrderStatus {
  if (order.paymentStatus === 'PENDING') return 'payment pending';
  if (order.paymentStatus === 'FAILED') return 'payment failed';
  return order.currentStatus;
}

/** An unpaid order offers Try again: a new payment for the same items (the same one while payable). */
export function canPayAgain(order: Pick<StatusOfOrder, 'paymentStatus'>): boolean {
  return order.paymentStatus !== 'SUCCESS';
}

export type TrackerStatus = Exclude<OrderStatus, 'cancelled'>;

export const TRACKER_STEPS: readonly { readonly status: TrackerStatus; readonly label: string }[] =
  (['ordered', 'packed', 'in transit', 'delivered'] as const).map((status) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
  }));

export type TrackerStepState = 'completed' | 'pending' | 'cancelled';

export interface TrackerStep {
  readonly status: TrackerStatus;
  readonly label: string;
  readonly state: TrackerStepState;
  /** When the order reached this step, if it did. */
  readonly at?: string;
}

export type StatusTimestamps = Partial<Record<OrderStatus, string>>;

/** Steps up to the current one are completed, later ones pending; a cancelled order cancels them all. */
export function trackerSteps(
  currentStatus: OrderStatus,
  timestamps: StatusTimestamps = {},
): TrackerStep[] {
  const currentIndex = TRACKER_STEPS.findIndex((step) => step.status === currentStatus);
  return TRACKER_STEPS.map((step, index) => {
    const state: TrackerStepState =
      currentStatus === 'cancelled' ? 'cancelled' : index <= currentIndex ? 'completed' : 'pending';
    const at = timestamps[step.status];
    return at === undefined ? { ...step, state } : { ...step, state, at };
  });
}

export function canReview(status: OrderStatus): boolean {
  return status === 'delivered';
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

export const ORDER_STATUS_MESSAGE = 'Choose a valid order status.';

/**
 * Body of POST /api/admin/order/{orderId}/status; the admin may pick any status. The carrier,
 * tracking number and link are optional here, so a client that sends only `status` (as the
 * seed's API had it) keeps working; the link is only ever http(s).
 */
export const orderStatusBodySchema = z
  .object({ status: z.enum(ORDER_STATUSES, { error: ORDER_STATUS_MESSAGE }) })
  .extend(shipmentFieldsSchema.shape);

/**
 * The back office's status form: as the body, and the admin is asked for the carrier and the
 * tracking number with "in transit", so the shopper's mail and page can carry them.
 */
export const orderStatusUpdateSchema = orderStatusBodySchema.superRefine((body, ctx) => {
  for (const [field, message] of Object.entries(shipmentErrors(body.status, body))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;
