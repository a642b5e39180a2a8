import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { QUOTE_STATES } from '@labshop/domain/quote-status';
import { createdAt, id, paise, sqlList, timestamps } from './columns.ts';
import { products, productVariants } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A buyer's request for prices, and the shop's answer. Only modules/quotes writes these rows.
 * Expired is not a state: a quoted row past valid_until reads as expired (quote-status.ts).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    // Counts quotes for their human number; the number is derived so it can never disagree.
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'Q-' || lpad(seq::text, 6, '0')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text('state', { enum: QUOTE_STATES }).notNull().default('requested'),
    note: text('note').notNull().default(''),
    company: text('company').notNull().default(''),
    gstNumber: text('gst_number'),
    // Set when the admin sends the quote; a later send replaces them.
    deliveryChargePaise: paise('delivery_charge_paise'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    // The checkout an acceptance created; cleared when its payment fails or expires.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('quotes_number_uq').on(t.number),
    index('quotes_user_created_idx').on(t.userId, t.createdAt),
    index('quotes_state_created_idx').on(t.state, t.createdAt),
    index('quotes_order_id_idx').on(t.orderId),
    check('quotes_state_ck', sql.raw(`state in (${sqlList(QUOTE_STATES)})`)),
    check('quotes_money_ck', sql`${t.deliveryChargePaise} >= 0`),
    check(
      'quotes_text_ck',
      sql`char_length(${t.note}) <= 1000 and char_length(${t.company}) <= 120`,
    ),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // set null: the line keeps its name when the product goes; such a quote cannot be accepted.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name'),
    sku: text('sku').notNull().default(''),
    quantity: integer('quantity').notNull(),
    // The shop's price when asked, so the admin sees what a discount gives away.
    listPricePaise: paise('list_price_paise').notNull(),
    unitPricePaise: paise('unit_price_paise'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_lines_quote_id_idx').on(t.quoteId, t.position),
    check('quote_lines_quantity_ck', sql`${t.quantity} > 0`),
    check(
      'quote_lines_money_ck',
      sql`${t.listPricePaise} >= 0 and (${t.unitPricePaise} is null or ${t.unitPricePaise} > 0)`,
    ),
  ],
);
