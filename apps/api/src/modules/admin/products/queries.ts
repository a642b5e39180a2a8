import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DeliveryType, Status } from '@labshop/domain/constants';
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
  onHand: number;
  reserved: number;
}

/** Newest first, one page; `id` narrows to one product. */
export function selectProductRows(
  db: Db,
  options: { limit: number; offset: number; id?: string },
): Promise<ProductRow[]> {
  return db
    .select(listColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(options.id ? eq(products.id, options.id) : undefined)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countProducts(db: Db): Promise<{ total: number; lowStock: number }> {
  const [row] = await db
    .select({
      total: count(),
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
