import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DELIVERY_TYPES, type AddressType } from '@labshop/domain/constants';
import {
  ORDER_STATUSES,
  PAYMENT_RECORD_STATES,
  PAYMENT_STATUSES,
} from '@labshop/domain/order-status';
import { createdAt, id, paise, sqlList, timestamps } from './columns.ts';
import { users } from './users.ts';
import { products, productVariants } from './catalog.ts';

/** The address as it was when the order was placed; later edits must not rewrite history. */
export interface DeliveryAddressSnapshot {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  landmark: string;
  addressType: AddressType;
  /** Ship-to details an address may carry (migration 0014); absent on older orders. */
  recipientName?: string;
  phone?: string;
  company?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    // restrict: order history is a financial record and outlives casual account cleanup.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    transactionId: text('transaction_id').notNull().unique('orders_transaction_id_uq'),
    subtotalPaise: paise('subtotal_paise').notNull(),
    deliveryChargePaise: paise('delivery_charge_paise').notNull().default(0),
    totalAmountPaise: paise('total_amount_paise').notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    currentStatus: text('current_status', { enum: ORDER_STATUSES }).notNull().default('ordered'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressSnapshot>().notNull(),
    // Null until the payment succeeds: an unpaid order was never placed.
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    // Paying clears the bought lines from the cart only when the order came from the cart.
    isFromCart: boolean('is_from_cart').notNull().default(false),
    // Set once by returnOrderStock (modules/orders/stock.ts), so stock goes back at most once.
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    // What was bought (a hash of the lines and address): a second Pay for the same basket
    // while this order is unpaid answers with this order's payment, not a new reservation.
    checkoutKey: text('checkout_key'),
    // Who carries an order in transit, as the admin gave them with that status.
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    // The buyer's own purchase order, and a GSTIN of theirs to invoice; printed on
    // the invoice. Null: none given, the invoice takes the account's GSTIN as before.
    purchaseOrderNumber: text('purchase_order_number'),
    gstNumber: text('gst_number'),
    // The quote this order was accepted from (its prices); printed on the invoice.
    quoteNumber: text('quote_number'),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_open_checkout_uq')
      .on(t.userId, t.checkoutKey)
      .where(sql`${t.paymentStatus} = 'PENDING' and ${t.checkoutKey} is not null`),
    index('orders_user_pending_idx')
      .on(t.userId)
      .where(sql`${t.paymentStatus} = 'PENDING'`),
    index('orders_created_at_idx').on(t.createdAt),
    // The dashboard's takings and the GSTR-1 month read paid orders by the day they were placed.
    index('orders_paid_ordered_at_idx')
      .on(t.orderedAt)
      .where(sql`${t.paymentStatus} = 'SUCCESS'`),
    check('orders_payment_status_ck', sql.raw(`payment_status in (${sqlList(PAYMENT_STATUSES)})`)),
    check('orders_current_status_ck', sql.raw(`current_status in (${sqlList(ORDER_STATUSES)})`)),
    check(
      'orders_purchase_order_ck',
      sql`char_length(${t.purchaseOrderNumber}) <= 35 and char_length(${t.gstNumber}) = 15`,
    ),
    check(
      'orders_money_ck',
      sql`${t.subtotalPaise} >= 0 and ${t.deliveryChargePaise} >= 0 and ${t.totalAmountPaise} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // set null: the line keeps its name and price snapshot when the product is deleted.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: paise('unit_price_paise').notNull(),
    deliveryChargePaise: paise('delivery_charge_paise').notNull().default(0),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    amountPaidPaise: paise('amount_paid_paise').notNull(),
    // The product's GST classification when it was sold; the invoice is issued from these.
    hsnCode: text('hsn_code'),
    gstRatePercent: integer('gst_rate_percent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
    check('order_lines_quantity_ck', sql`${t.quantity} > 0`),
    check('order_lines_delivery_type_ck', sql.raw(`delivery_type in (${sqlList(DELIVERY_TYPES)})`)),
    check(
      'order_lines_money_ck',
      sql`${t.unitPricePaise} >= 0 and ${t.deliveryChargePaise} >= 0 and ${t.amountPaidPaise} >= 0`,
    ),
  ],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_events_order_id_idx').on(t.orderId, t.createdAt),
    check('order_status_events_status_ck', sql.raw(`status in (${sqlList(ORDER_STATUSES)})`)),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    merchantTransactionId: text('merchant_transaction_id')
      .notNull()
      .unique('payments_merchant_transaction_id_uq'),
    amountPaise: paise('amount_paise').notNull(),
    // Every refund of this payment that has not failed; see schema/refunds.ts.
    refundedPaise: paise('refunded_paise').notNull().default(0),
    state: text('state', { enum: PAYMENT_RECORD_STATES }).notNull().default('PENDING'),
    providerReference: text('provider_reference'),
    payload: jsonb('payload'),
    // The reservation is released (and the payment failed) when it is still pending by then.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    index('payments_pending_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'PENDING'`),
    index('payments_expired_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'EXPIRED'`),
    check('payments_state_ck', sql.raw(`state in (${sqlList(PAYMENT_RECORD_STATES)})`)),
    check('payments_amount_ck', sql`${t.amountPaise} >= 0`),
    check(
      'payments_refunded_ck',
      sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`,
    ),
  ],
);

export const SIMULATOR_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/**
 * The built-in test gateway's own books. The shop never reads them directly: like a real
 * gateway, the simulator tells a payment's state only through its status call.
 */
export const simulatorPayments = pgTable(
  'simulator_payments',
  {
    id: id(),
    merchantOrderId: text('merchant_order_id')
      .notNull()
      .unique('simulator_payments_merchant_order_id_uq'),
    amountPaise: paise('amount_paise').notNull(),
    message: text('message').notNull().default(''),
    redirectUrl: text('redirect_url').notNull(),
    state: text('state', { enum: SIMULATOR_STATES }).notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  () => [check('simulator_payments_state_ck', sql.raw(`state in (${sqlList(SIMULATOR_STATES)})`))],
);
