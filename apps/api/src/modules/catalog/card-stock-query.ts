import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { products, productVariants } from '../../db/schema.ts';
import { inStockSql } from './card-query.ts';

// What a sale can have changed on an answer it did not otherwise touch: the stock of the
// products it shows, as { id: number }, one primary-key lookup a product.
const stockOfProducts = preparedPerDb((db) =>
  db
    .select({
      stock: sql<string>`coalesce(json_object_agg(${products.id}, ${inStockSql}), '{}'::json)::text`,
    })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('select_card_stock'),
);

const stockOfVariants = preparedPerDb((db) =>
  db
    .select({
      stock: sql<string>`coalesce(json_object_agg(${productVariants.id}, ${productVariants.stock}), '{}'::json)::text`,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, sql.placeholder('productId')))
    .prepare('select_variant_stock'),
);

/**
 * `cards` (or product pages' products) with the stock they show read again. The same array when
 * no number moved, so an answer built from it serves again as it was; a card whose stock moved
 * is a new object, the rest are kept. Undefined when a product is gone: read the answer whole.
 */
export async function restockCards<Card extends { _id: string; inStock: number }>(
  db: Db,
  cards: Card[],
): Promise<Card[] | undefined> {
  if (cards.length === 0) return cards;
  const [row] = await stockOfProducts(db).execute({ ids: cards.map((card) => card._id) });
  return withNumbers(cards, 'inStock', JSON.parse(row?.stock ?? '{}'));
}

/** A product's variants with their stock read again, as restockCards. */
export async function restockVariants<Variant extends { _id: string; stock: number }>(
  db: Db,
  productId: string,
  variants: Variant[],
): Promise<Variant[] | undefined> {
  if (variants.length === 0) return variants;
  const [row] = await stockOfVariants(db).execute({ productId });
  return withNumbers(variants, 'stock', JSON.parse(row?.stock ?? '{}'));
}

function withNumbers<Item extends { _id: string }, Field extends keyof Item & string>(
  items: Item[],
  field: Field,
  numbers: Record<string, number | undefined>,
): Item[] | undefined {
  let isChanged = false;
  const updated: Item[] = [];
  for (const item of items) {
    const number = numbers[item._id];
    if (number === undefined) return undefined;
    if (number === item[field]) updated.push(item);
    else {
      isChanged = true;
      updated.push({ ...item, [field]: number });
    }
  }
  return isChanged ? updated : items;
}
