import { z } from 'zod';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGE,
  ORDER_STATUSES,
  type OrderStatus,
} from '../order-status.ts';
import { shipmentFieldsSchema } from './shipment.ts';

// One status for many selected orders (the back office's bulk bar). Each order changes on its
// own, so one that cannot (a delivered order is never cancelled) does not hold up the others.

export const BULK_ORDERS_MAX = 100;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BULK_STATUS_MESSAGES = {
  orderIds: `Choose from 1 to ${BULK_ORDERS_MAX} orders.`,
  orderId: 'Each order must be given by its id.',
} as const;

/** Body of POST /api/admin/orders/bulk-status; carrier and tracking are optional, as for one order. */
export const bulkOrderStatusBodySchema = z
  .object({
    orderIds: z
      .array(
        z
          .string()
          .max(36, BULK_STATUS_MESSAGES.orderId)
          .regex(UUID_PATTERN, BULK_STATUS_MESSAGES.orderId),
      )
      .min(1, BULK_STATUS_MESSAGES.orderIds)
      .max(BULK_ORDERS_MAX, BULK_STATUS_MESSAGES.orderIds),
    status: z.enum(ORDER_STATUSES, { error: ORDER_STATUS_MESSAGE }),
  })
  .extend(shipmentFieldsSchema.shape);
export type BulkOrderStatusBody = z.infer<typeof bulkOrderStatusBodySchema>;

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** "3 orders marked Packed; 1 was already Packed; 1 could not be changed." */
export function bulkStatusMessage(
  status: OrderStatus,
  counts: { changed: number; unchanged: number; failed: number },
): string {
  const label = ORDER_STATUS_LABELS[status];
  const parts = [`${orders(counts.changed)} marked ${label}`];
  if (counts.unchanged > 0) {
    parts.push(
      `${orders(counts.unchanged)} ${counts.unchanged === 1 ? 'was' : 'were'} already ${label}`,
    );
  }
  if (counts.failed > 0) parts.push(`${orders(counts.failed)} could not be changed`);
  return `${parts.join('; ')}.`;
}
