import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { categories, products } from '../../db/schema.ts';
import { isVisible, listedCardColumns, toListedCard } from './card-query.ts';
import { ORDERS, type ListingOrder } from './sort-orders.ts';

type Bound = number | ReturnType<typeof sql.placeholder>;

/**
 * A page's cards in one round trip (a first visit after a change pays one query, not two).
 * The page's ids are chosen first and the card columns (images, a variant product's stock)
 * computed for those rows only: in one scan they would be computed for every row the offset
 * skips too.
 */
function cardPageQuery(db: Db, where: SQL, orderBy: SQL[], limit: Bound, offset: Bound) {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return db
    .select(listedCardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, pageIds))
    .orderBy(...orderBy);
}

// The page every category link opens (one category, no other filter) is the listing most
// visited after a change; building its query was most of such a visit's CPU, so it is
// prepared once per order. On one category's id, not a list: the planner then reads that
// category's index in the page's order and stops at the page.
function categoryPageStatement(order: ListingOrder) {
  return preparedPerDb((db) =>
    cardPageQuery(
      db,
      and(isVisible, eq(products.categoryId, sql.placeholder('categoryId'))) as SQL,
      ORDERS[order],
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(`category_page_${order}`),
  );
}
const categoryPages = {
  newest: categoryPageStatement('newest'),
  price_asc: categoryPageStatement('price_asc'),
  price_desc: categoryPageStatement('price_desc'),
  rating: categoryPageStatement('rating'),
};

/**
 * One page of listed cards for filters without search text: `conditions` are the filters',
 * `onlyCategoryId` the category when it is the only filter.
 */
export async function selectCardPage(
  db: Db,
  conditions: SQL[],
  onlyCategoryId: string | undefined,
  order: ListingOrder,
  page: { limit: number; offset: number },
): Promise<ProductCard[]> {
  const rows = onlyCategoryId
    ? await categoryPages[order](db).execute({ categoryId: onlyCategoryId, ...page })
    : await cardPageQuery(db, and(...conditions) as SQL, ORDERS[order], page.limit, page.offset);
  return rows.map(toListedCard);
}
