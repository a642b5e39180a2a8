import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';
import { users } from './users.ts';
import { products, productVariants } from './catalog.ts';

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_entries_pk', columns: [t.userId, t.productId] }),
    index('wishlist_entries_product_id_idx').on(t.productId),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    // NULLS NOT DISTINCT: a product without variant is still one line, so adds can upsert.
    unique('cart_lines_user_product_variant_uq')
      .on(t.userId, t.productId, t.variantId)
      .nullsNotDistinct(),
    index('cart_lines_product_id_idx').on(t.productId),
    check('cart_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
