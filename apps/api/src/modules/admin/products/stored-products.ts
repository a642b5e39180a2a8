import { inArray } from 'drizzle-orm';
import { rupeesToPaise } from '@labshop/domain/money';
import type { ProductFormInput } from '@labshop/domain/validation/product-form';
import type { DbOrTx } from '../../../db/client.ts';
import { products, productVariants } from '../../../db/schema.ts';
import { groupByProduct, productValues } from './product-writes.ts';
import { selectImages } from './queries.ts';

// The products an import names by SKU, as they are stored, and whether a row of the import
// would change one of them: the import reads them once, then writes only what changes.

/** Whether the form's variant rows are the stored ones, unchanged and in the same order. */
export function isSameVariants(
  input: ProductFormInput,
  stored: readonly { id: string; name: string; sellingPricePaise: number; onHand: number }[],
): boolean {
  return (
    input.variants.length === stored.length &&
    input.variants.every((variant, i) => {
      const row = stored[i]!;
      return (
        variant._id === row.id &&
        variant.name === row.name &&
        rupeesToPaise(variant.price) === row.sellingPricePaise &&
        variant.stock === row.onHand
      );
    })
  );
}

/** Whether saving `input` over the stored product would change nothing. */
export function isSameProduct(
  input: ProductFormInput,
  imageUrls: readonly string[],
  existing: Pick<StoredProduct, 'current' | 'variants' | 'imageUrls'>,
): boolean {
  const values = productValues(input) as Record<string, unknown>;
  const current = existing.current as unknown as Record<string, unknown>;
  const isSameFields = Object.entries(values).every(
    ([key, value]) => JSON.stringify(value) === JSON.stringify(current[key]),
  );
  return (
    isSameFields &&
    input.inStock === existing.current.onHand &&
    imageUrls.length === existing.imageUrls.length &&
    imageUrls.every((url, i) => url === existing.imageUrls[i]) &&
    isSameVariants(input, existing.variants)
  );
}

export type StoredProduct =
  Awaited<ReturnType<typeof productsBySku>> extends Map<string, infer V> ? V : never;

/** Products' ids by SKU, with the reserved counts an import may not count below. */
export async function productsBySku(db: DbOrTx, skus: readonly string[]) {
  const found = new Map<
    string,
    {
      id: string;
      name: string;
      onHand: number;
      reserved: number;
      variantsEnabled: boolean;
      variants: {
        id: string;
        name: string;
        sellingPricePaise: number;
        reserved: number;
        onHand: number;
      }[];
      imageUrls: string[];
      /** The stored row, to tell a row that changes nothing. */
      current: typeof products.$inferSelect;
    }
  >();
  const list = [...new Set(skus)];
  for (let start = 0; start < list.length; start += 5000) {
    const rows = await db
      .select()
      .from(products)
      .where(inArray(products.sku, list.slice(start, start + 5000)));
    const variants = rows.length
      ? await db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            name: productVariants.name,
            sellingPricePaise: productVariants.sellingPricePaise,
            reserved: productVariants.reserved,
            onHand: productVariants.onHand,
          })
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(productVariants.position, productVariants.id)
      : [];
    const byProduct = groupByProduct(variants);
    const images = groupByProduct(
      await selectImages(
        db,
        rows.map((row) => row.id),
      ),
    );
    for (const row of rows) {
      found.set(row.sku, {
        id: row.id,
        name: row.name,
        onHand: row.onHand,
        reserved: row.reserved,
        variantsEnabled: row.variantsEnabled,
        variants: byProduct.get(row.id) ?? [],
        imageUrls: (images.get(row.id) ?? []).map((image) => image.url),
        current: row,
      });
    }
  }
  return found;
}
