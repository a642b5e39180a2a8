import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// Reviews name a product and the order it was bought in, so they sit above both tables.
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // set null keeps the review text (with its author name) when an account is deleted.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_id_idx').on(t.productId, t.createdAt),
    // One review per order line; seed reviews have no order and are not limited.
    unique('reviews_order_product_uq').on(t.orderId, t.productId),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
