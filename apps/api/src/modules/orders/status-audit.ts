import { formatPaise, paiseToRupees } from '@labshop/domain/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@labshop/domain/order-status';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/record.ts';

// The trail's row of an admin's status change: the order's status before and after, the
// shipment it was given, and what a cancel set in motion (the refund, the stock back).

export interface StatusAudit {
  actorUserId: string;
  orderId: string;
  transactionId: string;
  from: OrderStatus;
  to: OrderStatus;
  shipment: { carrier: string | null; trackingNumber: string | null };
  refundedPaise: number;
  stockReturned: boolean;
}

export async function recordStatusAudit(tx: Tx, change: StatusAudit): Promise<void> {
  const parts = [`${ORDER_STATUS_LABELS[change.from]} → ${ORDER_STATUS_LABELS[change.to]}`];
  const after: Record<string, unknown> = { status: change.to };
  if (change.to === 'in transit' && change.shipment.carrier) {
    parts.push(`${change.shipment.carrier} ${change.shipment.trackingNumber ?? ''}`.trim());
    after.carrier = change.shipment.carrier;
    after.trackingNumber = change.shipment.trackingNumber;
  }
  if (change.to === 'cancelled') {
    after.refunded = paiseToRupees(change.refundedPaise);
    after.stockReturned = change.stockReturned;
    if (change.refundedPaise > 0) parts.push(`refund ${formatPaise(change.refundedPaise)}`);
  }
  await recordAudit(tx, {
    actorUserId: change.actorUserId,
    kind: 'order-status',
    entityId: change.orderId,
    action: 'status',
    summary: `Order ${change.transactionId}: ${parts.join(', ')}`,
    before: { status: change.from },
    after,
  });
}
