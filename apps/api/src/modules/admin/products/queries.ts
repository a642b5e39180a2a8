import type { StoredPriceBreak } from '@labshop/domain/price-breaks';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DeliveryType, Status } from '@labshop/domain/constants';
import type { GhsClassification } from '@labshop/domain/chemicals/ghs';
import type {
  ProductListQuery,
  ProductListSort,
} from '@labshop/domain/validation/admin-catalog-lists';
import type { DbOrTx as Db } from '../../../db/client.ts';
import { categories, productImages, products, productVariants } from '../../../db/schema.ts';

/** A variant product's count is the sum over its variants, as the storefront counts it. */
function countSql(column: 'on_hand' | 'reserved' | 'stock') {
  return sql<number>`(case when ${products.variantsEnabled} then coalesce((
  select sum(${sql.identifier(column)}) from ${productVariants}
  where ${productVariants.productId} = ${products.id}
), 0) else ${sql.identifier('products')}.${sql.identifier(column)} end)::int`;
}

// Low stock is judged on what can still be sold: units held by unpaid checkouts are not.
const isLowStockSql: SQL = sql`${countSql('stock')} < ${products.minProductAlert}`;

const listColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  brand: products.brand,
  sku: products.sku,
  categoryId: products.categoryId,
  categoryName: categories.name,
  mrpPaise: products.mrpPaise,
  sellingPricePaise: products.sellingPricePaise,
  onHand: countSql('on_hand'),
  reserved: countSql('reserved'),
  available: countSql('stock'),
  minProductAlert: products.minProductAlert,
  tags: products.tags,
  status: products.status,
  isFeatured: products.isFeatured,
  isPerishable: products.isPerishable,
  variantsEnabled: products.variantsEnabled,
  deliveryType: products.deliveryType,
  deliveryChargePaise: products.deliveryChargePaise,
  deliveryTimeEstimate: products.deliveryTimeEstimate,
  hsnCode: products.hsnCode,
  gstRatePercent: products.gstRatePercent,
  specs: products.specs,
  priceBreaks: products.priceBreaks,
  casNumber: products.casNumber,
  formula: products.formula,
  grade: products.grade,
  purity: products.purity,
  ghs: products.ghs,
  updatedAt: products.updatedAt,
};

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  brand: string;
  sku: string;
  categoryId: string;
  categoryName: string;
  mrpPaise: number;
  sellingPricePaise: number;
  onHand: number;
  reserved: number;
  available: number;
  minProductAlert: number;
  tags: string[];
  status: Status;
  isFeatured: boolean;
  isPerishable: boolean;
  variantsEnabled: boolean;
  deliveryType: DeliveryType;
  deliveryChargePaise: number;
  deliveryTimeEstimate: number;
  hsnCode: string;
  gstRatePercent: number;
  specs: { key: string; value: string }[];
  priceBreaks: StoredPriceBreak[];
  casNumber: string | null;
  formula: string | null;
  grade: string | null;
  purity: string | null;
  ghs: GhsClassification | null;
  updatedAt: Date;
}

export interface ImageRow {
  id: string;
  productId: string;
  url: string;
}

export interface VariantRow {
  id: string;
  productId: string;
  name: string;
  sellingPricePaise: number;
  priceBreaks: StoredPriceBreak[];
  onHand: number;
  reserved: number;
}

/** The back office's search and filters; the sort is read by selectProductRows. */
export type ProductFilter = ProductListQuery;

/** LIKE treats % and _ as wildcards and \ as escape; the admin's text must match literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A name, SKU or brand holding the text, or a variant whose name does. */
function searchSql(text: string): SQL | undefined {
  const like = containsPattern(text);
  return or(
    sql`lower(${products.name}) like ${like}`,
    sql`lower(${products.sku}) like ${like}`,
    sql`lower(${products.brand}) like ${like}`,
    sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and lower(${productVariants.name}) like ${like})`,
  );
}

function filterSql(filter: ProductFilter = {}): SQL | undefined {
  const text = filter.q?.trim() ?? '';
  return and(
    text === '' ? undefined : searchSql(text),
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
    filter.status ? eq(products.status, filter.status) : undefined,
    filter.stock === 'low' ? isLowStockSql : undefined,
    // Nothing a shopper can buy: on hand all held, or every variant sold out.
    filter.stock === 'out' ? sql`${countSql('stock')} <= 0` : undefined,
  );
}

// Each order ends with the id, so equal values keep one order from page to page.
const SORTS: Record<ProductListSort | 'newest', SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  'name-asc': [asc(sql`lower(${products.name})`), asc(products.id)],
  'name-desc': [desc(sql`lower(${products.name})`), desc(products.id)],
  'price-asc': [asc(products.sellingPricePaise), asc(products.id)],
  'price-desc': [desc(products.sellingPricePaise), desc(products.id)],
  'stock-asc': [asc(countSql('on_hand')), asc(products.id)],
  'stock-desc': [desc(countSql('on_hand')), desc(products.id)],
  'updated-desc': [desc(products.updatedAt), desc(products.id)],
  'updated-asc': [asc(products.updatedAt), asc(products.id)],
};

/** One page, newest first unless sorted; `id` narrows to one product, `filter` to matches. */
export function selectProductRows(
  db: Db,
  options: { limit: number; offset: number; id?: string; filter?: ProductFilter },
): Promise<ProductRow[]> {
  return db
    .select(listColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(options.id ? eq(products.id, options.id) : undefined, filterSql(options.filter)))
    .orderBy(...SORTS[options.filter?.sort ?? 'newest'])
    .limit(options.limit)
    .offset(options.offset);
}

/** The matches of `filter` (all products without one) and the whole catalog's low-stock count. */
export async function countProducts(
  db: Db,
  filter?: ProductFilter,
): Promise<{ total: number; lowStock: number }> {
  const matches = filterSql(filter);
  const [row] = await db
    .select({
      total: matches ? sql<number>`count(*) filter (where ${matches})::int` : count(),
      lowStock: sql<number>`count(*) filter (where ${isLowStockSql})::int`,
    })
    .from(products);
  return { total: Number(row?.total ?? 0), lowStock: Number(row?.lowStock ?? 0) };
}

export function selectImages(db: Db, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: productImages.id, productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export function selectVariants(db: Db, productIds: string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      sellingPricePaise: productVariants.sellingPricePaise,
      priceBreaks: productVariants.priceBreaks,
      onHand: productVariants.onHand,
      reserved: productVariants.reserved,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export async function countByCategory(db: Db, categoryId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, count: count() })
    .from(products)
    .where(categoryId ? eq(products.categoryId, categoryId) : undefined)
    .groupBy(products.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
}
