import { sql } from 'drizzle-orm';
import type { ProductCard } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { products } from '../../db/schema.ts';
import { inStockSql } from './card-query.ts';

// The stock of the products on a page of cards, as { id: inStock }, one primary-key lookup a
// card: what a sale can have changed on a page it did not otherwise touch.
const stockOfProducts = preparedPerDb((db) =>
  db
    .select({
      stock: sql<string>`coalesce(json_object_agg(${products.id}, ${inStockSql}), '{}'::json)::text`,
    })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('select_card_stock'),
);

/**
 * `cards` with the stock they show read again. The same array when no number moved, so the
 * answer built from it serves again as it was; a card whose stock moved is a new object, the
 * rest are kept. Undefined when a product is gone: the caller reads the page whole.
 */
export async function restockCards(
  db: Db,
  cards: ProductCard[],
): Promise<ProductCard[] | undefined> {
  if (cards.length === 0) return cards;
  const [row] = await stockOfProducts(db).execute({ ids: cards.map((card) => card._id) });
  const stock = JSON.parse(row?.stock ?? '{}') as Record<string, number | undefined>;
  let isChanged = false;
  const restocked: ProductCard[] = [];
  for (const card of cards) {
    const inStock = stock[card._id];
    if (inStock === undefined) return undefined;
    if (inStock === card.inStock) restocked.push(card);
    else {
      isChanged = true;
      restocked.push({ ...card, inStock });
    }
  }
  return isChanged ? restocked : cards;
}
