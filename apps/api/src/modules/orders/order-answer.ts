import { paiseToRupees } from '@labshop/domain/money';
import type {
  AdminOrder,
  AdminOrderSummary,
  Order,
  OrderAddress,
  OrderLine,
} from '@labshop/domain/api/orders';
import type { Refund } from '@labshop/domain/api/refunds';
import {
  displayedOrderStatus,
  type PaymentRecordState,
  type StatusTimestamps,
} from '@labshop/domain/order-status';
import type { DeliveryAddressSnapshot } from '../../db/schema.ts';
import type { OrderMoney } from '../payments/refunds/refund-queries.ts';
import type { OrderLineRow, OrderRow, StatusEventRow } from './order-query.ts';

// Rows to the answers of docs/product/orders-and-invoices.md: rupees, ISO times, snapshot names.

function toLine(row: OrderLineRow): OrderLine {
  return {
    product: { _id: row.productId, name: row.productName, images: row.image ? [row.image] : [] },
    variant: row.variantName === null ? null : { _id: row.variantId, name: row.variantName },
    productId: row.productId,
    quantity: row.quantity,
    sellingPrice: paiseToRupees(row.unitPricePaise),
    amountPaid: paiseToRupees(row.amountPaidPaise),
    deliveryOptions: { type: row.deliveryType, charge: paiseToRupees(row.deliveryChargePaise) },
  };
}

/** The latest time the order reached each status; the tracker shows these. */
function toTimestamps(events: StatusEventRow[]): StatusTimestamps {
  const timestamps: StatusTimestamps = {};
  for (const event of events) timestamps[event.status] = event.at.toISOString();
  return timestamps;
}

export function groupByOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** The snapshot's own fields; orders placed before ship-to details existed answer ''. */
function toOrderAddress(address: DeliveryAddressSnapshot): OrderAddress {
  const { street, city, state, zipcode, landmark, addressType } = address;
  const { recipientName = '', phone = '', company = '' } = address;
  return { street, city, state, zipcode, landmark, addressType, recipientName, phone, company };
}

type BaseOrder = Omit<Order, 'reviewedProductIds' | 'refunds'>;

export type DocumentNumbers = Partial<Record<'invoice' | 'credit-note', string>>;

function toBaseOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  events: StatusEventRow[],
  documents: DocumentNumbers,
): BaseOrder {
  return {
    _id: row.id,
    transactionId: row.transactionId,
    totalAmount: paiseToRupees(row.totalAmountPaise),
    orderedAt: (row.orderedAt ?? row.createdAt).toISOString(),
    paymentStatus: row.paymentStatus,
    orderStatus: { currentStatus: row.currentStatus, timestamps: toTimestamps(events) },
    deliveryAddress: toOrderAddress(row.deliveryAddress),
    user: { name: row.userName, email: row.userEmail, phoneNumber: row.userPhone ?? '' },
    products: lines.map(toLine),
    invoiceNumber: documents.invoice ?? null,
    creditNoteNumber: documents['credit-note'] ?? null,
    ...shipmentOf(row),
    ...(row.purchaseOrderNumber ? { purchaseOrderNumber: row.purchaseOrderNumber } : {}),
    ...(row.gstNumber ? { gstNumber: row.gstNumber } : {}),
    ...(row.quoteNumber ? { quoteNumber: row.quoteNumber } : {}),
  };
}

/** The carrier and tracking, only once given: older answers stay as they were. */
function shipmentOf(row: OrderRow): Pick<BaseOrder, 'carrier' | 'trackingNumber' | 'trackingUrl'> {
  if (!row.carrier || !row.trackingNumber) return {};
  return {
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    ...(row.trackingUrl ? { trackingUrl: row.trackingUrl } : {}),
  };
}

export function toShopperOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  events: StatusEventRow[],
  documents: DocumentNumbers,
  reviewedKeys: Set<string>,
  refunds: Refund[],
): Order {
  const reviewedProductIds = [
    ...new Set(
      lines.flatMap((line) =>
        line.productId && reviewedKeys.has(`${row.id}:${line.productId}`) ? [line.productId] : [],
      ),
    ),
  ];
  return { ...toBaseOrder(row, lines, events, documents), reviewedProductIds, refunds };
}

export function toAdminOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  events: StatusEventRow[],
  documents: DocumentNumbers,
  paidAt: Date | null,
  paymentState: PaymentRecordState | null,
  money: OrderMoney,
): AdminOrder {
  return {
    ...toBaseOrder(row, lines, events, documents),
    paidAt: paidAt ? paidAt.toISOString() : null,
    statusHistory: events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      by: event.by,
    })),
    stockReturned: row.stockReturnedAt !== null,
    paymentState,
    payments: money.payments,
    refunds: money.refunds,
    refundable: money.refundable,
  };
}

/** A row of the back office's list: the Order shape plus each line's name as one text. */
export function toAdminOrderSummary(
  row: OrderRow,
  lines: OrderLineRow[],
  events: StatusEventRow[],
  documents: DocumentNumbers,
): AdminOrderSummary {
  return {
    ...toBaseOrder(row, lines, events, documents),
    productNames: lines.map((line) =>
      line.variantName ? `${line.productName} (${line.variantName})` : line.productName,
    ),
    displayedStatus: displayedOrderStatus(row),
  };
}
