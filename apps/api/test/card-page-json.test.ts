import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productCardSchema } from '@labshop/domain/api/catalog';
import { PRODUCTS_PAGE_DEFAULT } from '@labshop/domain/constants';
import { categories, productImages, products } from '../src/db/schema.ts';
import { selectCardPage } from '../src/modules/catalog/card-page-query.ts';
import { selectCardsByIds, withoutDescriptions } from '../src/modules/catalog/card-query.ts';
import { filterConditions } from '../src/modules/catalog/filter-query.ts';
import { ORDERS, type ListingOrder } from '../src/modules/catalog/sort-orders.ts';
import { seedDemoCatalog } from './support/demo-catalog.ts';
import { activeCategoryNames, categoryIdByName } from './support/demo-oracle.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A listing page's cards are built by PostgreSQL as JSON (card-page-query.ts); they must be
// the cards the row-by-row path (toListedCard) makes, to the byte, on awkward values too.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t);
  // Ratings near a rounding tie and a real's inexact values; prices with odd paise.
  const ratings = [0, 1, 4.35, 4.25, 4.3333335, 3.05, 2.95, 4.45, 5, 1.15, 3.999, 0.05];
  const paise = [1, 10, 12345, 99_999_999, 4999, 100, 333_33];
  const rows = await t.db.select({ id: products.id }).from(products).orderBy(products.sku);
  for (const [i, row] of rows.entries()) {
    await t.db
      .update(products)
      .set({
        averageRating: ratings[i % ratings.length]!,
        mrpPaise: paise[i % paise.length]! * 2,
        sellingPricePaise: paise[(i + 3) % paise.length]!,
        deliveryChargePaise: paise[(i + 5) % paise.length]!,
      })
      .where(eq(products.id, row.id));
  }
  // Images in their position's order, whatever order they were added in.
  for (const row of rows.slice(0, 3)) {
    await t.db.insert(productImages).values([
      { productId: row.id, url: `/uploads/z-${row.id}.webp`, position: 9 },
      { productId: row.id, url: `/uploads/a-${row.id}.webp`, position: 5 },
    ]);
  }
}, 180_000);
afterAll(() => t.close());

const cardsSchema = z.array(productCardSchema);
const bytesOf = (cards: unknown) => JSON.stringify(z.encode(cardsSchema, cards as never));

/** The page's ids as the listing orders them, by a query of its own. */
async function pageIds(where: SQL, order: ListingOrder, limit: number, offset: number) {
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...ORDERS[order])
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

describe('a listing page built as JSON by PostgreSQL', () => {
  const orders: ListingOrder[] = ['newest', 'price_asc', 'price_desc', 'rating'];

  it('holds the cards the row-by-row path makes, in the page order, to the byte', async () => {
    let compared = 0;
    for (const name of activeCategoryNames) {
      const categoryId = await categoryIdByName(t, name);
      const conditions = filterConditions({ categoryIds: [categoryId] });
      for (const order of orders) {
        for (const offset of [0, 5]) {
          // The page size a category link asks for: its statement is prepared for that size.
          const page = { limit: PRODUCTS_PAGE_DEFAULT, offset };
          // The prepared statement of a category link, and the built query of any filter.
          const prepared = await selectCardPage(t.db, conditions, categoryId, order, page);
          const built = await selectCardPage(t.db, conditions, undefined, order, page);
          const ids = await pageIds(and(...conditions) as SQL, order, page.limit, page.offset);
          const old = withoutDescriptions(await selectCardsByIds(t.db, ids));
          expect(prepared.map((card) => card._id)).toEqual(ids);
          expect(prepared).toStrictEqual(old);
          expect(built).toStrictEqual(old);
          expect(bytesOf(prepared)).toBe(bytesOf(old));
          compared += prepared.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('passes the response schema unchanged, variant products marked as before', async () => {
    const conditions = filterConditions({});
    const cards = await selectCardPage(t.db, conditions, undefined, 'newest', {
      limit: 100,
      offset: 0,
    });
    expect(cardsSchema.parse(cards)).toStrictEqual(cards);
    expect(cards.some((card) => card.variantsEnabled === true)).toBe(true);
    expect(cards.some((card) => !('variantsEnabled' in card))).toBe(true);
    expect(cards.some((card) => card.images.length > 1)).toBe(true);
    const old = withoutDescriptions(
      await selectCardsByIds(
        t.db,
        cards.map((card) => card._id),
      ),
    );
    expect(cards).toStrictEqual(old);
  });

  it('is an empty page when nothing matches', async () => {
    const conditions = [...filterConditions({}), inArray(products.id, [])];
    expect(
      await selectCardPage(t.db, conditions, undefined, 'newest', { limit: 24, offset: 0 }),
    ).toEqual([]);
    const none = filterConditions({ categoryIds: [] });
    expect(
      await selectCardPage(t.db, [...none, sql`true`], undefined, 'rating', {
        limit: 24,
        offset: 0,
      }),
    ).toEqual([]);
  });

  it('is the cards it had before, the same array, when read again unchanged', async () => {
    const categoryId = await categoryIdByName(t, activeCategoryNames[0]!);
    const conditions = filterConditions({ categoryIds: [categoryId] });
    const page = { limit: 24, offset: 0 };
    const first = await selectCardPage(t.db, conditions, categoryId, 'newest', page);
    const again = await selectCardPage(t.db, conditions, categoryId, 'newest', page, first);
    expect(again).toBe(first);
    // One card's stock moved: a new page, with the new number.
    const sold = first[0]!;
    await t.db
      .update(products)
      .set({ onHand: sql`${products.onHand} + 1` })
      .where(eq(products.id, sold._id));
    const changed = await selectCardPage(t.db, conditions, categoryId, 'newest', page, first);
    expect(changed).not.toBe(first);
    expect(changed[0]!.inStock).toBe(sold.inStock + 1);
  });
});
