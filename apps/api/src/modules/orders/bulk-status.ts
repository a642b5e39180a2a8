import type { BulkStatusResponse, BulkStatusResult } from '@labshop/domain/api/orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@labshop/domain/order-status';
import { bulkStatusMessage } from '@labshop/domain/validation/order-bulk-status';
import { AppError } from '../../errors.ts';
import { recordStatusChange, type ShipmentInput, type StatusChangeDeps } from './status-change.ts';

export const BULK_NOT_TRIED_MESSAGE = 'Not changed: something went wrong. Please try again.';

export interface BulkStatusChange {
  orderIds: string[];
  status: OrderStatus;
  shipment?: ShipmentInput;
  actorUserId: string;
}

/**
 * Whether the refusal means the order already is what was asked: a retried request (the
 * admin's connection dropped after the first) then reports success without changing anything.
 */
function isAlreadyThere(error: AppError, status: OrderStatus): boolean {
  return (
    error.code === 'ORDER_STATUS_UNCHANGED' ||
    (error.code === 'ORDER_CANCELLED' && status === 'cancelled')
  );
}

/**
 * Sets one status on many orders, one order per transaction through the single status-change
 * path (row lock, history event, shopper's mail, audit): a refusal for one order (a delivered
 * order is never cancelled) is that order's result and the others still change. The row lock
 * makes a repeat a no-op: the second request finds the status already set and records nothing.
 * An unexpected failure (the database gone) stops the run; the orders not yet tried say so.
 */
export async function changeStatusInBulk(
  deps: StatusChangeDeps,
  change: BulkStatusChange,
  onUnexpected: (error: unknown, orderId: string) => void,
): Promise<BulkStatusResponse> {
  const results: BulkStatusResult[] = [];
  const orderIds = [...new Set(change.orderIds.map((id) => id.toLowerCase()))];
  let isStopped = false;
  for (const orderId of orderIds) {
    if (isStopped) {
      results.push({ orderId, ok: false, changed: false, message: BULK_NOT_TRIED_MESSAGE });
      continue;
    }
    try {
      await recordStatusChange(deps, {
        orderId,
        status: change.status,
        shipment: change.shipment,
        actorUserId: change.actorUserId,
      });
      results.push({ orderId, ok: true, changed: true });
    } catch (error) {
      if (!(error instanceof AppError)) {
        onUnexpected(error, orderId);
        isStopped = true;
        results.push({ orderId, ok: false, changed: false, message: BULK_NOT_TRIED_MESSAGE });
      } else if (isAlreadyThere(error, change.status)) {
        const message = `The order is already ${ORDER_STATUS_LABELS[change.status]}.`;
        results.push({ orderId, ok: true, changed: false, message });
      } else {
        results.push({ orderId, ok: false, changed: false, message: error.message });
      }
    }
  }
  const changed = results.filter((r) => r.changed).length;
  const unchanged = results.filter((r) => r.ok && !r.changed).length;
  const failed = results.length - changed - unchanged;
  return { message: bulkStatusMessage(change.status, { changed, unchanged, failed }), results };
}
