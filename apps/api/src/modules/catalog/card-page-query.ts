import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ProductCard } from '@labshop/domain/api/catalog';
import { PRODUCTS_PAGE_DEFAULT } from '@labshop/domain/constants';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { categories, productImages, products } from '../../db/schema.ts';
import { inStockSql, isVisible } from './card-query.ts';
import { ORDERS, type ListingOrder } from './sort-orders.ts';

type Bound = number | ReturnType<typeof sql.placeholder>;

const rupeesOf = (paise: SQLWrapper) => sql`${paise}::numeric / 100`;

// A card as toListedCard (card-query.ts) makes it, built by PostgreSQL: a first visit then
// reads one text column instead of pg parsing 15 fields a card and Drizzle mapping them.
// The rating as the old path rounds it: the real's text (what pg would parse), to double,
// Math.round(x * 10) / 10 (floor(x + 0.5) for the non-negative x here).
const cardFields = (imageUrls: SQLWrapper) => sql`'_id', ${products.id},
  'name', ${products.name},
  'brand', ${products.brand},
  'images', coalesce(${imageUrls}, '[]'::json),
  'mrp', ${rupeesOf(products.mrpPaise)},
  'sellingPrice', ${rupeesOf(products.sellingPricePaise)},
  'averageRating', floor(${products.averageRating}::text::float8 * 10 + 0.5) / 10,
  'totalReviews', ${products.totalReviews},
  'inStock', ${inStockSql},
  'category', json_build_object('_id', ${categories.id}, 'name', ${categories.name}),
  'isFeatured', ${products.isFeatured},
  'deliveryOptions', json_build_object(
    'type', ${products.deliveryType}, 'charge', ${rupeesOf(products.deliveryChargePaise)}
  )`;
// variantsEnabled only when true, as toListedCard: a card without it goes straight to the cart.
const cardJson = (imageUrls: SQLWrapper) => sql`case when ${products.variantsEnabled}
  then json_build_object(${cardFields(imageUrls)}, 'variantsEnabled', true)
  else json_build_object(${cardFields(imageUrls)}) end`;

/**
 * A page's cards in one round trip (a first visit after a change pays one query, not two),
 * as one JSON array. The page's ids are chosen first and the cards (images, a variant
 * product's stock) built for those rows only: in one scan they would be built for every row
 * the offset skips too. The page's pictures are read together, not card by card: a lookup
 * per card cost a quarter of the query.
 */
function cardPageQuery(db: Db, where: SQL, orderBy: SQL[], limit: Bound, offset: Bound) {
  const page = db.$with('page').as(
    db
      .select({ id: sql<string>`${products.id}`.as('page_id') })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  const images = db
    .select({
      productId: productImages.productId,
      urls: sql`json_agg(${productImages.url} order by ${productImages.position}, ${productImages.id})`.as(
        'urls',
      ),
    })
    .from(productImages)
    .where(inArray(productImages.productId, db.select({ id: page.id }).from(page)))
    .groupBy(productImages.productId)
    .as('page_images');
  return db
    .with(page)
    .select({
      // As text, so JSON.parse reads it once (pg would parse a json column the same way).
      cards: sql<string>`coalesce(json_agg(${cardJson(images.urls)} order by ${sql.join(orderBy, sql`, `)}), '[]'::json)::text`,
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(images, eq(images.productId, products.id));
}

// The page every category link opens (one category, no other filter, the usual page size) is
// the listing most visited after a change; building its query was most of such a visit's CPU,
// so it is prepared once per order. On one category's id, not a list: the planner then reads
// that category's index in the page's order and stops at the page. The page size is written
// into the statement, not bound: with it unknown, PostgreSQL's generic plan assumes a tenth of
// the category and costs more than a plan made for the values, so it planned every execution
// afresh (0.3-0.4 ms, as long as running it). Known, the generic plan wins after five.
const PAGE_SIZE = sql.raw(String(PRODUCTS_PAGE_DEFAULT)) as unknown as number;

function categoryPageStatement(order: ListingOrder) {
  return preparedPerDb((db) =>
    cardPageQuery(
      db,
      and(isVisible, eq(products.categoryId, sql.placeholder('categoryId'))) as SQL,
      ORDERS[order],
      PAGE_SIZE,
      sql.placeholder('offset'),
    ).prepare(`category_card_page_${order}`),
  );
}
const categoryPages = {
  newest: categoryPageStatement('newest'),
  price_asc: categoryPageStatement('price_asc'),
  price_desc: categoryPageStatement('price_desc'),
  rating: categoryPageStatement('rating'),
};

// The JSON each page of cards was read as. A page read again after a change (most often found
// as it was: a sale touches few pages) is then compared as one string, not parsed and walked.
const jsonOfCards = new WeakMap<ProductCard[], string>();

/**
 * One page of listed cards for filters without search text: `conditions` are the filters',
 * `onlyCategoryId` the category when it is the only filter. `previous`, the cards this page
 * showed before, is returned itself when the page is the same.
 */
export async function selectCardPage(
  db: Db,
  conditions: SQL[],
  onlyCategoryId: string | undefined,
  order: ListingOrder,
  page: { limit: number; offset: number },
  previous?: ProductCard[],
): Promise<ProductCard[]> {
  const [row] =
    onlyCategoryId && page.limit === PRODUCTS_PAGE_DEFAULT
      ? await categoryPages[order](db).execute({ categoryId: onlyCategoryId, offset: page.offset })
      : await cardPageQuery(db, and(...conditions) as SQL, ORDERS[order], page.limit, page.offset);
  const json = row?.cards ?? '[]';
  if (previous && jsonOfCards.get(previous) === json) return previous;
  const cards = JSON.parse(json) as ProductCard[];
  jsonOfCards.set(cards, json);
  return cards;
}
