import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { BANNER_LINK_TYPES, BANNER_TYPES, STATUSES } from '@labshop/domain/constants';
import { id, sqlList, timestamps } from './columns.ts';

export const banners = pgTable(
  'banners',
  {
    id: id(),
    image: text('image').notNull(),
    alt: text('alt').notNull().default(''),
    type: text('type', { enum: BANNER_TYPES }).notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('active'),
    // 1..n among active banners of a type; null while inactive (back-office.md). No unique index:
    // a swap of two positions would violate it between its two updates.
    position: integer('position'),
    // Text drawn as HTML over the art, so it stays readable when a phone crops the picture.
    headline: text('headline').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    // Where a click on the banner leads: nothing, a category or product id, or a URL.
    linkType: text('link_type', { enum: BANNER_LINK_TYPES }).notNull().default('none'),
    linkTarget: text('link_target').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('banners_type_position_idx').on(t.type, t.position),
    check('banners_type_ck', sql.raw(`type in (${sqlList(BANNER_TYPES)})`)),
    check('banners_status_ck', sql.raw(`status in (${sqlList(STATUSES)})`)),
    check('banners_position_ck', sql`(${t.status} = 'active') = (${t.position} is not null)`),
    check('banners_link_type_ck', sql.raw(`link_type in (${sqlList(BANNER_LINK_TYPES)})`)),
    check('banners_position_positive_ck', sql`${t.position} is null or ${t.position} >= 1`),
  ],
);
