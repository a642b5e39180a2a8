import { eq, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@labshop/domain/money';
import { toStoredPriceBreaks } from '@labshop/domain/price-breaks';
import type { ProductFormInput } from '@labshop/domain/validation/product-form';
import type { Tx } from '../../../db/client.ts';
import { productImages, products, productVariants } from '../../../db/schema.ts';
import type { CategoryGstDefaults } from '../categories/gst-defaults.ts';
import { saveOnHand } from './save-stock.ts';

// The product rows' writes, shared by the product form (one product) and the CSV import
// (thousands in one transaction), so the SQL of a product save exists once.

export function productValues(input: ProductFormInput) {
  return {
    name: input.name,
    description: input.description,
    brand: input.brand,
    sku: input.sku,
    categoryId: input.category,
    mrpPaise: rupeesToPaise(input.mrp),
    sellingPricePaise: rupeesToPaise(input.sellingPrice),
    minProductAlert: input.minProductAlert,
    tags: input.tags,
    status: input.status,
    isFeatured: input.isFeatured,
    // Left out: a new product takes the column's default (false), an edited one keeps its own.
    ...(input.isPerishable === undefined ? {} : { isPerishable: input.isPerishable }),
    variantsEnabled: input.variantsEnabled,
    deliveryType: input.deliveryOptions.type,
    deliveryChargePaise: rupeesToPaise(input.deliveryOptions.charge),
    deliveryTimeEstimate: input.deliveryTimeEstimate,
    // Left out by a client that does not send them: the stored values stay.
    ...(input.hsnCode !== undefined ? { hsnCode: input.hsnCode } : {}),
    ...(input.gstRatePercent !== undefined ? { gstRatePercent: input.gstRatePercent } : {}),
    ...(input.specs ? { specs: input.specs } : {}),
    ...(input.priceBreaks ? { priceBreaks: toStoredPriceBreaks(input.priceBreaks) } : {}),
    ...(input.casNumber !== undefined ? { casNumber: input.casNumber } : {}),
    ...(input.formula !== undefined ? { formula: input.formula } : {}),
    ...(input.grade !== undefined ? { grade: input.grade } : {}),
    ...(input.purity !== undefined ? { purity: input.purity } : {}),
    ...(input.ghs !== undefined ? { ghs: input.ghs } : {}),
  };
}

/** Rows of many products grouped by product id (Map.groupBy needs Node 21). */
export function groupByProduct<T extends { productId: string }>(
  rows: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

export interface NewProduct {
  input: ProductFormInput;
  /** The category's GST, for a product saved without its own. */
  gst: CategoryGstDefaults;
  imageUrls: readonly string[];
}

// PostgreSQL takes at most 65,535 parameters per statement: ~30 columns x 500 rows fits.
const INSERT_BATCH = 500;

/** Inserts the products with their images and variants; answers their ids in the same order. */
export async function insertProducts(tx: Tx, items: readonly NewProduct[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    const batch = items.slice(start, start + INSERT_BATCH);
    const rows = await tx
      .insert(products)
      .values(
        batch.map(({ input, gst }) => ({ ...gst, ...productValues(input), onHand: input.inStock })),
      )
      .returning({ id: products.id });
    if (rows.length !== batch.length) throw new Error('product insert returned too few rows');
    const images = batch.flatMap(({ imageUrls }, i) =>
      imageUrls.map((url, position) => ({ productId: rows[i]!.id, url, position })),
    );
    const variants = batch.flatMap(({ input }, i) =>
      input.variants.map((variant, position) => ({
        productId: rows[i]!.id,
        name: variant.name,
        sellingPricePaise: rupeesToPaise(variant.price),
        priceBreaks: toStoredPriceBreaks(variant.priceBreaks ?? []),
        onHand: variant.stock,
        position,
      })),
    );
    for (let at = 0; at < images.length; at += INSERT_BATCH * 4) {
      await tx.insert(productImages).values(images.slice(at, at + INSERT_BATCH * 4));
    }
    for (let at = 0; at < variants.length; at += INSERT_BATCH * 4) {
      await tx.insert(productVariants).values(variants.slice(at, at + INSERT_BATCH * 4));
    }
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/**
 * Writes an edited product's own fields and its on-hand count (through the inventory module).
 * Answers false when no product has that id.
 */
export async function updateProductFields(
  tx: Tx,
  id: string,
  input: ProductFormInput,
): Promise<boolean> {
  const [updated] = await tx
    .update(products)
    .set(productValues(input))
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated) return false;
  await saveOnHand(tx, { productId: id, variantId: null }, input.name, {
    onHand: input.inStock,
    onHandWas: input.inStockWas,
  });
  return true;
}

// The columns productValues writes; those it may leave out keep the stored value (coalesce).
const BULK_COLUMNS = [
  'name',
  'description',
  'brand',
  'sku',
  'categoryId',
  'mrpPaise',
  'sellingPricePaise',
  'minProductAlert',
  'tags',
  'status',
  'isFeatured',
  'isPerishable',
  'variantsEnabled',
  'deliveryType',
  'deliveryChargePaise',
  'deliveryTimeEstimate',
  'hsnCode',
  'gstRatePercent',
  'specs',
  'priceBreaks',
  'casNumber',
  'formula',
  'grade',
  'purity',
] as const satisfies readonly (keyof ReturnType<typeof productValues>)[];
const KEPT_WHEN_LEFT_OUT = new Set([
  'isPerishable',
  'hsnCode',
  'gstRatePercent',
  'specs',
  'priceBreaks',
]);
// A chemical's details may be cleared (null), so "left out" cannot be a null per row: a file
// without their columns leaves them out of the update altogether.
const WRITTEN_WHEN_GIVEN = new Set(['casNumber', 'formula', 'grade', 'purity']);
const UPDATE_BATCH = 500;

/**
 * The product form's field writes for many products at once: one UPDATE ... FROM (VALUES ...)
 * per 500 rows instead of one statement a product, since an import's round trips, not its
 * rows, are what take the time. Stock is not written here (the caller saves it through the
 * inventory). Throws when one of the products is gone.
 */
export async function updateProductsInBulk(
  tx: Tx,
  items: readonly { id: string; input: ProductFormInput }[],
): Promise<void> {
  const valuesOf = new Map(
    items.map(({ id, input }) => [id, productValues(input) as Record<string, unknown>]),
  );
  const keys = BULK_COLUMNS.filter(
    (key) =>
      !WRITTEN_WHEN_GIVEN.has(key) ||
      [...valuesOf.values()].some((values) => values[key] !== undefined),
  );
  const columnNames = keys.map((key) => sql.identifier(products[key].name));
  const assignments = keys.map((key, i) => {
    const column = columnNames[i]!;
    return KEPT_WHEN_LEFT_OUT.has(key)
      ? sql`${column} = coalesce(v.${column}, p.${column})`
      : sql`${column} = v.${column}`;
  });
  for (let start = 0; start < items.length; start += UPDATE_BATCH) {
    const batch = items.slice(start, start + UPDATE_BATCH);
    const rows = batch.map(({ id }) => {
      const values = valuesOf.get(id)!;
      const cells = keys.map((key) => {
        const type = products[key].getSQLType();
        const value = values[key];
        if (value === undefined) return sql`${null}::${sql.raw(type)}`;
        // A list in a template would be spread into separate parameters: arrays go as JSON.
        if (type === 'text[]') {
          return sql`array(select jsonb_array_elements_text(${JSON.stringify(value)}::jsonb))`;
        }
        return sql`${type === 'jsonb' ? JSON.stringify(value) : value}::${sql.raw(type)}`;
      });
      return sql`(${id}::uuid, ${sql.join(cells, sql`, `)})`;
    });
    const updated = await tx.execute(sql`
      update ${products} as p
      set ${sql.join(assignments, sql`, `)}, updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as v(id, ${sql.join(columnNames, sql`, `)})
      where p.id = v.id
      returning p.id`);
    const count =
      (updated as unknown as { rows?: unknown[] }).rows?.length ??
      (updated as unknown as unknown[]).length;
    if (count !== batch.length) throw new Error('a product of the import is gone');
  }
}
