import { z } from 'zod';
import { ADDRESS_TYPES } from '../constants.ts';
import {
  DISPLAYED_ORDER_STATUSES,
  ORDER_STATUSES,
  PAYMENT_RECORD_STATES,
  PAYMENT_STATUSES,
} from '../order-status.ts';
import { deliveryOptionsSchema } from './catalog.ts';
import { adminPaymentSchema, adminRefundSchema, refundSchema } from './refunds.ts';
import { orderReturnsSchema } from './returns.ts';

// Orders as the shopper and the back office see them (orders-and-invoices.md); money in rupees,
// times as ISO strings. Names, prices, delivery and the address are the snapshot taken when
// the order was placed, so later catalog or profile edits never rewrite an order.

/** Orders per page of GET /api/user/user-orders and GET /api/admin/orders. */
export const ORDERS_PAGE_DEFAULT = 20;
export const ORDERS_PAGE_MAX = 100;

export const orderAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  landmark: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  /** Ship-to details the address carried; '' when none (absent before they existed). */
  recipientName: z.string().optional(),
  phone: z.string().optional(),
  company: z.string().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderLineSchema = z.object({
  /** Null once the product has been deleted from the catalog; the name stays. */
  product: z.object({ _id: z.string().nullable(), name: z.string(), images: z.array(z.string()) }),
  variant: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  productId: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid. */
  sellingPrice: z.number(),
  /** quantity × sellingPrice plus the line's delivery charge. */
  amountPaid: z.number(),
  deliveryOptions: deliveryOptionsSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const timestampsSchema = z.partialRecord(z.enum(ORDER_STATUSES), z.string());

export const orderStatusSchema = z.object({
  currentStatus: z.enum(ORDER_STATUSES),
  /** When the order last reached each status. */
  timestamps: timestampsSchema,
});

export const orderSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  totalAmount: z.number(),
  orderedAt: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  orderStatus: orderStatusSchema,
  deliveryAddress: orderAddressSchema,
  user: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() }),
  products: z.array(orderLineSchema),
  /** The tax invoice's number once the order is paid; its PDF is at .../invoice. */
  invoiceNumber: z.string().nullable(),
  /** The credit note's number once a paid order is cancelled; its PDF is at .../credit-note. */
  creditNoteNumber: z.string().nullable(),
  /** Product ids of this order the caller has already reviewed (shopper answers only). */
  reviewedProductIds: z.array(z.string()),
  /** Money sent back for this order, oldest first. */
  refunds: z.array(refundSchema),
  /** The return window, what each line still allows, and the returns asked (shopper answers). */
  returns: orderReturnsSchema.optional(),
  /** Who carries the order and its tracking number: present once the admin has given them. */
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  /** A page of the carrier's to follow the parcel (http or https), when the admin gave one. */
  trackingUrl: z.string().optional(),
  /** The buyer's purchase order number and the GSTIN invoiced, when given at checkout. */
  purchaseOrderNumber: z.string().optional(),
  gstNumber: z.string().optional(),
  /** The quote the order was accepted from (its prices), when it was. */
  quoteNumber: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** POST /api/user/orders/{transactionId}/cancel: what happened, and the order as it now is. */
export const orderCancelResponseSchema = z.object({ message: z.string(), order: orderSchema });
export type OrderCancelResponse = z.infer<typeof orderCancelResponseSchema>;

const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema), ...pageFields });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const reviewResponseSchema = z.object({
  message: z.string(),
  review: z.object({
    _id: z.string(),
    author: z.string(),
    date: z.string(),
    rating: z.number().int(),
    comment: z.string(),
  }),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

// Back office.

/** An order in the back office's list: the Order shape, with each line's name as text too. */
export const adminOrderSummarySchema = orderSchema
  .omit({ reviewedProductIds: true, refunds: true })
  .extend({
    /** "Product (Variant)" per line, as the list shows them. */
    productNames: z.array(z.string()),
    /**
     * What the list shows as the order's status: an unpaid order reads as its payment
     * ("payment pending", "payment failed"), never "ordered" (displayedOrderStatus).
     */
    displayedStatus: z.enum(DISPLAYED_ORDER_STATUSES),
  });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  ...pageFields,
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const statusHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  /** Who set it: an admin's name, or null when the shop itself did (payment). */
  by: z.string().nullable(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

export const adminOrderSchema = orderSchema.omit({ reviewedProductIds: true }).extend({
  /** When the payment succeeded; null while it has not. */
  paidAt: z.string().nullable(),
  statusHistory: z.array(statusHistoryEntrySchema),
  /** Whether the stock of this order has gone back to the shelves (cancelled or released). */
  stockReturned: z.boolean(),
  /**
   * The payment record's own state, beyond paymentStatus: EXPIRED (given up, the gateway is
   * still asked) or REFUND_DUE (paid after its stock was gone: the money must go back).
   */
  paymentState: z.enum(PAYMENT_RECORD_STATES).nullable(),
  /** Every payment attempt of the order, oldest first. */
  payments: z.array(adminPaymentSchema),
  refunds: z.array(adminRefundSchema),
  /** What can still be refunded of the paid payment, in rupees; 0 when nothing was paid. */
  refundable: z.number(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderResponseSchema = z.object({ order: adminOrderSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

export const adminOrderStatusResponseSchema = z.object({
  message: z.string(),
  order: adminOrderSchema,
});
export type AdminOrderStatusResponse = z.infer<typeof adminOrderStatusResponseSchema>;

/** One selected order's outcome in POST /api/admin/orders/bulk-status. */
export const bulkStatusResultSchema = z.object({
  orderId: z.string(),
  /** True when the order now has the status asked for (changed now, or already had it). */
  ok: z.boolean(),
  /** True only when this request changed it; a retried request changes nothing twice. */
  changed: z.boolean(),
  /** Why it could not be changed, or that it already had the status. */
  message: z.string().optional(),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

export const bulkStatusResponseSchema = z.object({
  /** A summary: how many changed, how many already had the status, how many could not. */
  message: z.string(),
  results: z.array(bulkStatusResultSchema),
});
export type BulkStatusResponse = z.infer<typeof bulkStatusResponseSchema>;
