import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  REFUND_REASONS,
  REFUND_STATES,
  RETURN_REASONS,
  RETURN_STATES,
} from '@labshop/domain/refunds';
import { createdAt, id, paise, sqlList, timestamps } from './columns.ts';
import { orderLines, orders, payments } from './orders.ts';
import { users } from './users.ts';

/**
 * A shopper's request to send back lines of a delivered order, and what the admin decided.
 * Its lines say how many units of which order line; receiving them refunds exactly those.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text('state', { enum: RETURN_STATES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    comment: text('comment').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    // Set when the goods are received: what the return refunds (lines, tax, maybe delivery).
    refundPaise: paise('refund_paise'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('returns_order_id_idx').on(t.orderId),
    index('returns_state_created_idx').on(t.state, t.createdAt),
    check('returns_state_ck', sql.raw(`state in (${sqlList(RETURN_STATES)})`)),
    check('returns_reason_ck', sql.raw(`reason in (${sqlList(RETURN_REASONS)})`)),
    check('returns_refund_ck', sql`${t.refundPaise} is null or ${t.refundPaise} >= 0`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    // Decided when the goods arrive: only resalable units go back on the shelf.
    resalable: boolean('resalable'),
  },
  (t) => [
    uniqueIndex('return_lines_return_line_uq').on(t.returnId, t.orderLineId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * Money sent back through the gateway. One row per attempt, each with its own
 * merchantRefundId, so a retry or replay can never start a second refund at the gateway.
 * A payment's `refunded_paise` counts every refund not FAILED; a CHECK keeps it within what was
 * paid, and a refund is recorded by one conditional update of that column.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'restrict' }),
    // The failed refund this one retries, if any.
    retryOf: uuid('retry_of'),
    merchantRefundId: text('merchant_refund_id').notNull().unique('refunds_merchant_refund_id_uq'),
    providerRefundId: text('provider_refund_id'),
    amountPaise: paise('amount_paise').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    state: text('state', { enum: REFUND_STATES }).notNull().default('QUEUED'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('QUEUED', 'PENDING')`),
    // The dashboard subtracts the refunds completed in its window.
    index('refunds_completed_at_idx')
      .on(t.completedAt)
      .where(sql`${t.state} = 'COMPLETED'`),
    // A failed refund is retried at most once at a time.
    uniqueIndex('refunds_retry_of_uq')
      .on(t.retryOf)
      .where(sql`${t.retryOf} is not null`),
    check('refunds_state_ck', sql.raw(`state in (${sqlList(REFUND_STATES)})`)),
    check('refunds_reason_ck', sql.raw(`reason in (${sqlList(REFUND_REASONS)})`)),
    check('refunds_amount_ck', sql`${t.amountPaise} >= 100`),
  ],
);
