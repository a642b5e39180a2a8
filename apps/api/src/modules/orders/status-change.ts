import { and, eq, type SQL } from 'drizzle-orm';
import type { AdminOrder, Order } from '@labshop/domain/api/orders';
import { SHOPPER_CANCEL_MESSAGES, shopperCancelRefusal } from '@labshop/domain/order-cancel';
import { formatPaise } from '@labshop/domain/money';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@labshop/domain/order-status';
import { CANCEL_AFTER_DELIVERY_MESSAGE } from '@labshop/domain/refund-messages';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { orders, orderStatusEvents } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { StatusMailEvent } from '../../platform/mail/order-status-templates.ts';
import { isUuid } from '../../http/ids.ts';
import { issueCreditNote } from '../invoices/service.ts';
import { refundOrderInFull } from '../payments/refunds/service.ts';
import { wasDelivered } from '../returns/service.ts';
import {
  CANCELLED_IS_FINAL_MESSAGE,
  getOrderById,
  getUserOrder,
  ORDER_NOT_FOUND,
  UNPAID_STATUS_MESSAGE,
} from './service.ts';
import { recordStatusAudit } from './status-audit.ts';
import { queueOrderStatusMail } from './status-mail.ts';
import { putBackOrderStock } from './stock.ts';

export interface StatusChangeDeps {
  db: Db;
  jobs: JobQueue;
  config: Pick<Config, 'publicUrl'>;
}

/** Shipment details as the admin's request gives them; blank means not given. */
export interface ShipmentInput {
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  /** The admin who made the change. */
  actorUserId: string;
  shipment?: ShipmentInput;
}

interface LockedOrder {
  id: string;
  transactionId: string;
  paymentStatus: PaymentStatus;
  currentStatus: OrderStatus;
}

/** Takes the order's row lock for the rest of the transaction: changes apply one at a time. */
async function lockOrder(tx: DbOrTx, where: SQL): Promise<LockedOrder | undefined> {
  const [order] = await tx
    .select({
      id: orders.id,
      transactionId: orders.transactionId,
      paymentStatus: orders.paymentStatus,
      currentStatus: orders.currentStatus,
    })
    .from(orders)
    .where(where)
    .for('update');
  return order;
}

/** The shipment columns this change writes: only what was given, the link reset with a new carrier. */
function shipmentColumns(status: OrderStatus, shipment: ShipmentInput = {}) {
  const columns: Partial<Record<'carrier' | 'trackingNumber' | 'trackingUrl', string | null>> = {};
  if (shipment.carrier) columns.carrier = shipment.carrier;
  if (shipment.trackingNumber) columns.trackingNumber = shipment.trackingNumber;
  if (shipment.trackingUrl) columns.trackingUrl = shipment.trackingUrl;
  else if (status === 'in transit') columns.trackingUrl = null;
  return columns;
}

interface AppliedChange {
  stockReturned: boolean;
  refundedPaise: number;
}

/**
 * The one path of every status change, the admin's and the shopper's cancel alike, run in the
 * transaction that holds the order's row lock. The status and its event are recorded; a cancel
 * issues the credit note reversing the invoice, records the refund of everything paid (its job
 * sends it once this commits) and puts the stock back (once: see putBackOrderStock). The
 * shopper's mail about the new status is queued with it. A delivered order is never cancelled:
 * its goods are on the shopper's bench, and come back by a return.
 */
async function applyStatusChange(
  tx: Tx,
  deps: StatusChangeDeps,
  order: LockedOrder,
  change: {
    status: OrderStatus;
    actorUserId: string;
    shipment?: ShipmentInput;
    byShopper: boolean;
  },
): Promise<AppliedChange> {
  if (change.status === 'cancelled' && (await wasDelivered(tx, order.id))) {
    throw new AppError('ORDER_DELIVERED', CANCEL_AFTER_DELIVERY_MESSAGE, 409);
  }
  const [updated] = await tx
    .update(orders)
    .set({ currentStatus: change.status, ...shipmentColumns(change.status, change.shipment) })
    .where(eq(orders.id, order.id))
    .returning({
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
    });
  const [event] = await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, status: change.status, actorUserId: change.actorUserId })
    .returning({ id: orderStatusEvents.id });
  if (!updated || !event) throw new Error(`order ${order.id} vanished while changing status`);

  let applied: AppliedChange = { stockReturned: false, refundedPaise: 0 };
  if (change.status === 'cancelled') {
    await issueCreditNote(tx, order.id, new Date());
    const refunds = await refundOrderInFull(tx, deps.jobs, {
      orderId: order.id,
      reason: 'cancel',
      createdBy: change.actorUserId,
    });
    applied = {
      refundedPaise: refunds.reduce((sum, refund) => sum + refund.amountPaise, 0),
      stockReturned: await putBackOrderStock(tx, order.id, 'return'),
    };
  }
  // An admin's change goes in the audit trail (the shopper's own cancel is in the history).
  if (!change.byShopper) {
    await recordStatusAudit(tx, {
      actorUserId: change.actorUserId,
      orderId: order.id,
      transactionId: order.transactionId,
      from: order.currentStatus,
      to: change.status,
      shipment: updated,
      ...applied,
    });
  }
  const mail = statusMailEvent(change.status, updated, applied, change.byShopper);
  if (mail) {
    await queueOrderStatusMail(tx, deps, { orderId: order.id, eventId: event.id, event: mail });
  }
  return applied;
}

function statusMailEvent(
  status: OrderStatus,
  shipment: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null },
  applied: AppliedChange,
  byShopper: boolean,
): StatusMailEvent | null {
  switch (status) {
    case 'ordered':
      return null;
    case 'in transit':
      return {
        status,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl,
      };
    case 'cancelled':
      return {
        status,
        refund: applied.refundedPaise > 0 ? formatPaise(applied.refundedPaise) : null,
        byShopper,
      };
    default:
      return { status };
  }
}

/**
 * An admin sets the order's status and records it, with its time, in the history. Only a paid
 * order changes status; cancelled is final, since its stock may already have been sold again.
 */
export async function recordStatusChange(
  deps: StatusChangeDeps,
  change: StatusChange,
): Promise<AdminOrder> {
  if (!isUuid(change.orderId)) throw notFound(ORDER_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, change.orderId));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentStatus !== 'SUCCESS') {
      throw new AppError('ORDER_NOT_PAID', UNPAID_STATUS_MESSAGE, 409);
    }
    if (order.currentStatus === 'cancelled') {
      throw new AppError('ORDER_CANCELLED', CANCELLED_IS_FINAL_MESSAGE, 409);
    }
    if (order.currentStatus === change.status) {
      const label = ORDER_STATUS_LABELS[change.status];
      throw new AppError('ORDER_STATUS_UNCHANGED', `The order is already ${label}.`, 409);
    }
    return applyStatusChange(tx, deps, order, { ...change, byShopper: false });
  });
  return getOrderById(deps.db, change.orderId);
}

/**
 * The shopper cancels their own order while it is paid and not yet packed, through the same
 * path as the admin's cancel. The row lock decides a race with an admin's "packed": whichever
 * takes it first wins, and the other finds the order already changed (409).
 */
export async function cancelOwnOrder(
  deps: StatusChangeDeps,
  input: { userId: string; transactionId: string },
): Promise<{ message: string; order: Order }> {
  const applied = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(
      tx,
      and(eq(orders.transactionId, input.transactionId), eq(orders.userId, input.userId)) as SQL,
    );
    // Another shopper's order is "not found", exactly like a missing one.
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const refusal = shopperCancelRefusal(order);
    if (refusal) throw new AppError('ORDER_NOT_CANCELLABLE', refusal, 409);
    return applyStatusChange(tx, deps, order, {
      status: 'cancelled',
      actorUserId: input.userId,
      byShopper: true,
    });
  });
  const refund = applied.refundedPaise > 0 ? formatPaise(applied.refundedPaise) : null;
  return {
    message: SHOPPER_CANCEL_MESSAGES.cancelled(refund),
    order: await getUserOrder(deps.db, input.userId, input.transactionId),
  };
}
