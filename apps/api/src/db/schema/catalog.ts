import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DELIVERY_TYPES, STATUSES } from '@labshop/domain/constants';
import { GST_RATES } from '@labshop/domain/gst/gst-rates';
import type { GhsClassification } from '@labshop/domain/chemicals/ghs';
import type { StoredPriceBreak } from '@labshop/domain/price-breaks';
import { createdAt, id, paise, sqlList, stockColumns, timestamps } from './columns.ts';
import { users } from './users.ts';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    status: text('status', { enum: STATUSES }).notNull().default('active'),
    // What a new product of the category is classified as when its form leaves GST out.
    hsnCode: text('hsn_code').notNull().default('9027'),
    gstRatePercent: integer('gst_rate_percent').notNull().default(18),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`),
    check('categories_status_ck', sql.raw(`status in (${sqlList(STATUSES)})`)),
    check('categories_hsn_code_ck', sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('categories_gst_rate_ck', sql.raw(`gst_rate_percent in (${GST_RATES.join(', ')})`)),
  ],
);

function priceBreaksColumn() {
  return jsonb('price_breaks')
    .$type<StoredPriceBreak[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);
}

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull(),
    sku: text('sku').notNull().unique('products_sku_uq'),
    // restrict: a category with products cannot vanish and orphan them.
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    mrpPaise: paise('mrp_paise').notNull(),
    sellingPricePaise: paise('selling_price_paise').notNull(),
    ...stockColumns(),
    // What a shopper can buy: on hand less what unpaid checkouts hold. Every read uses it.
    stock: integer('stock')
      .notNull()
      .generatedAlwaysAs(sql`on_hand - reserved`),
    minProductAlert: integer('min_product_alert').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: STATUSES }).notNull().default('active'),
    isFeatured: boolean('is_featured').notNull().default(false),
    // Chemicals and reagents that cannot be taken back once they left the shop.
    isPerishable: boolean('is_perishable').notNull().default(false),
    variantsEnabled: boolean('variants_enabled').notNull().default(false),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull().default('home'),
    deliveryChargePaise: paise('delivery_charge_paise').notNull().default(0),
    deliveryTimeEstimate: integer('delivery_time_estimate').notNull().default(7),
    // GST: what the invoice prints and how it splits the (tax-inclusive) price. 9027 covers
    // instruments for physical or chemical analysis, the bulk of what the shop sells.
    hsnCode: text('hsn_code').notNull().default('9027'),
    gstRatePercent: integer('gst_rate_percent').notNull().default(18),
    // A chemical's CAS Registry Number (67-64-1), checked by its check digit when saved;
    // null for everything that is not a chemical. Searching it finds the product first.
    casNumber: text('cas_number'),
    // Its molecular formula, grade and purity (assay), as the label prints them.
    formula: text('formula'),
    grade: text('grade'),
    purity: text('purity'),
    // Its GHS classification (pictograms, signal word, H and P statements), checked against
    // the GHS lists when saved; null when the product carries none. Read whole, never by key.
    ghs: jsonb('ghs').$type<GhsClassification>(),
    // Specifications table on the product page: ordered key-value rows ({ key, value }[]),
    // shown and edited as a whole, never queried by key.
    specs: jsonb('specs')
      .$type<{ key: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Quantity prices of a plain product ({ minQuantity, unitPricePaise }[], by quantity),
    // read whole with the price; a variant product's lines use each variant's own.
    priceBreaks: priceBreaksColumn(),
    // Denormalised from reviews so rating filters and sorts need no aggregate.
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    // Name, brand, SKU and tags in one lowercased text, so search needs one trigram index.
    // The function is defined in migration 0002 (array_to_string alone is not IMMUTABLE).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`labshop_product_search_text(name, brand, sku, tags)`),
    ...timestamps(),
  },
  (t) => [
    index('products_category_id_idx').on(t.categoryId),
    index('products_status_idx').on(t.status),
    index('products_selling_price_idx').on(t.sellingPricePaise),
    index('products_average_rating_idx').on(t.averageRating),
    index('products_created_at_idx').on(t.createdAt),
    index('products_brand_lower_idx').on(sql`lower(${t.brand})`),
    // Partial indexes for what a shopper sees (status 'active'), each matching a query's
    // WHERE and ORDER BY, so a page is an index-ordered LIMIT rather than a sort of every
    // match. Ascending columns serve the newest-first order by scanning backward.
    index('products_active_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_active_category_newest_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    // Similar products: same category, featured first, then newest.
    index('products_active_category_featured_idx')
      .on(t.categoryId, t.isFeatured, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    // A category page's brand facet (and so its total, their sum) reads only this index: the
    // category's visible products' brands, with no visit to the table (10 ms -> 2 ms at 5,000
    // products a category).
    index('products_active_category_brand_idx')
      .on(t.categoryId, t.brand)
      .where(sql`${t.status} = 'active'`),
    // The filter panel's brand list walks this index one brand at a time (a skip scan).
    index('products_active_brand_idx')
      .on(t.brand)
      .where(sql`${t.status} = 'active'`),
    // Suggestions' first tier, lower(name) LIKE 'mic%': a btree range scan reads just the
    // names with that prefix, where the trigram index would return every name holding the
    // trigram "mic" anywhere (6,262 of 50k for "mic") to be rechecked. text_pattern_ops
    // compares bytes, so it serves LIKE prefixes whatever the database's collation.
    index('products_active_name_lower_pattern_idx')
      .on(sql`lower(${t.name}) text_pattern_ops`)
      .where(sql`${t.status} = 'active'`),
    // Trigram indexes serve ILIKE '%text%' search and suggestions without a full scan.
    // fastupdate off: with it on, new entries wait in a pending list that every search reads
    // through, and only VACUUM or autovacuum merges it. Embedded PGlite has no autovacuum, so
    // after loading 50k products each trigram search read ~150 pending pages: 9-17 ms even
    // when nothing matched, 1-3 ms once merged. Inserts pay instead, and catalog writes are few.
    index('products_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_brand_trgm_idx')
      .using('gin', sql`lower(${t.brand}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_cas_number_idx')
      .on(t.casNumber)
      .where(sql`${t.casNumber} is not null`),
    check('products_cas_number_ck', sql`${t.casNumber} ~ '^[0-9]{2,7}-[0-9]{2}-[0-9]$'`),
    check(
      'products_chemical_text_ck',
      sql`length(${t.formula}) <= 60 and length(${t.grade}) <= 40 and length(${t.purity}) <= 40`,
    ),
    check('products_ghs_ck', sql`jsonb_typeof(${t.ghs}) = 'object'`),
    check('products_status_ck', sql.raw(`status in (${sqlList(STATUSES)})`)),
    check('products_delivery_type_ck', sql.raw(`delivery_type in (${sqlList(DELIVERY_TYPES)})`)),
    check('products_stock_ck', sql`${t.reserved} >= 0 and ${t.onHand} >= ${t.reserved}`),
    check('products_min_alert_ck', sql`${t.minProductAlert} >= 0`),
    check(
      'products_money_ck',
      sql`${t.mrpPaise} >= 0 and ${t.sellingPricePaise} >= 0 and ${t.deliveryChargePaise} >= 0`,
    ),
    check('products_delivery_time_ck', sql`${t.deliveryTimeEstimate} >= 0`),
    check('products_rating_ck', sql`${t.averageRating} between 0 and 5`),
    check('products_hsn_code_ck', sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_gst_rate_ck', sql.raw(`gst_rate_percent in (${GST_RATES.join(', ')})`)),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId, t.position)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sellingPricePaise: paise('selling_price_paise').notNull(),
    priceBreaks: priceBreaksColumn(),
    ...stockColumns(),
    stock: integer('stock')
      .notNull()
      .generatedAlwaysAs(sql`on_hand - reserved`),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('product_variants_product_id_idx').on(t.productId, t.position),
    check('product_variants_stock_ck', sql`${t.reserved} >= 0 and ${t.onHand} >= ${t.reserved}`),
    check('product_variants_price_ck', sql`${t.sellingPricePaise} >= 0`),
  ],
);

// "Notify me when it is back": one open request per shopper and product, or per shopper and
// variant (variantId set: that variant, not the whole product); notifiedAt is set when the
// back-in-stock mail is queued, so each request mails once.
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A variant removed by the admin takes its shoppers' requests with it.
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The zero uuid stands for "the whole product", so a product request is one row too.
    uniqueIndex('stock_notifications_open_uq')
      .on(
        t.userId,
        t.productId,
        sql`coalesce(${t.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.notifiedAt} is null`),
    index('stock_notifications_product_open_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
