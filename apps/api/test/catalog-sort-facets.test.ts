import { describe, expect, it } from 'vitest';
import { PRODUCTS_PAGE_MAX } from '@labshop/domain/constants';
import { visibleProducts, type DemoProduct } from './support/demo-oracle.ts';
import { demoShopForFile } from './support/demo-shop.ts';

// The filter page's sort orders, its brand facet with counts, and the price bands beside
// the spec's 0-1000 slider (docs/decisions/014).

interface Card {
  _id: string;
  name: string;
  brand: string;
  sellingPrice: number;
  averageRating: number;
  category: { name: string };
}

interface Listing {
  products: Card[];
  brands: string[];
  brandCounts: { name: string; count: number }[];
  total: number;
}

const t = demoShopForFile();

async function list(query: string): Promise<Listing> {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every match in one page. */
async function all(query: string): Promise<Card[]> {
  const body = await list(`${query}&limit=${PRODUCTS_PAGE_MAX}`);
  expect(body.total).toBe(body.products.length);
  return body.products;
}

/** Every match, walked page by page. */
async function walk(query: string, limit: number): Promise<Card[]> {
  const seen: Card[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`${query}&limit=${limit}&page=${page}`);
    if (body.products.length === 0) return seen;
    seen.push(...body.products);
  }
}

const isOrdered = <T>(items: T[], inOrder: (a: T, b: T) => boolean) =>
  items.every((item, i) => i === 0 || inOrder(items[i - 1]!, item));

/** The demo catalog's own count of each brand among the products kept. */
function brandCountsOf(keep: (p: DemoProduct) => boolean) {
  const counts = new Map<string, number>();
  for (const p of visibleProducts.filter(keep)) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
}

describe('sorting the listing', () => {
  it('orders by price low to high, equal prices by id, the same over every page', async () => {
    const cards = await all('sort=price_asc');
    expect(cards).toHaveLength(visibleProducts.length);
    expect(
      isOrdered(
        cards,
        (a, b) =>
          a.sellingPrice < b.sellingPrice || (a.sellingPrice === b.sellingPrice && a._id < b._id),
      ),
    ).toBe(true);
    // Ties exist in the demo catalog, so the tie-breaker is really exercised.
    expect(new Set(cards.map((c) => c.sellingPrice)).size).toBeLessThan(cards.length);
    const paged = await walk('sort=price_asc', 7);
    expect(paged.map((c) => c._id)).toEqual(cards.map((c) => c._id));
  });

  it('orders by price high to low, and by rating', async () => {
    const byPrice = await all('sort=price_desc');
    expect(
      isOrdered(
        byPrice,
        (a, b) =>
          a.sellingPrice > b.sellingPrice || (a.sellingPrice === b.sellingPrice && a._id > b._id),
      ),
    ).toBe(true);
    const byRating = await all('sort=rating');
    expect(byRating).toHaveLength(visibleProducts.length);
    expect(isOrdered(byRating, (a, b) => a.averageRating >= b.averageRating)).toBe(true);
    expect(byRating[0]!.averageRating).toBeGreaterThan(byRating.at(-1)!.averageRating);
  });

  it('keeps each sort apart in the page cache', async () => {
    // The same filters in two orders, asked one after the other, must not share a page.
    const cheap = await list('category=Glassware&sort=price_asc&limit=3');
    const dear = await list('category=Glassware&sort=price_desc&limit=3');
    expect(cheap.products[0]!.sellingPrice).toBeLessThan(dear.products[0]!.sellingPrice);
    const glassware = visibleProducts.filter((p) => p.categoryName === 'Glassware');
    expect(cheap.products[0]!.sellingPrice).toBe(Math.min(...glassware.map((p) => p.price)));
    expect(dear.products[0]!.sellingPrice).toBe(Math.max(...glassware.map((p) => p.price)));
  });

  it('sorts search results by relevance by default and by price when asked', async () => {
    const relevant = await all('query=microscope');
    expect(await all('query=microscope&sort=relevance')).toEqual(relevant);
    expect(relevant[0]!.name.toLowerCase()).toMatch(/^microscope/);
    const cheapest = await all('query=microscope&sort=price_asc');
    expect(cheapest.map((c) => c._id).sort()).toEqual(relevant.map((c) => c._id).sort());
    expect(isOrdered(cheapest, (a, b) => a.sellingPrice <= b.sellingPrice)).toBe(true);
    const dearest = await all('query=microscope&sort=price_desc');
    expect(isOrdered(dearest, (a, b) => a.sellingPrice >= b.sellingPrice)).toBe(true);
  });

  it('treats relevance without search text as newest, the default', async () => {
    const newest = await all('sort=newest');
    expect(await all('sort=relevance')).toEqual(newest);
    expect(await all('sort=')).toEqual(newest);
    expect(await all('')).toEqual(newest);
  });

  it('refuses an unknown sort with the list of sorts, and an overlong one', async () => {
    const get = (sort: string) =>
      t.app.inject({ method: 'GET', url: `/api/user/products?sort=${encodeURIComponent(sort)}` });
    for (const sort of ['cheapest', 'PRICE_ASC', 'price_asc;drop']) {
      const res = await get(sort);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'sort must be one of relevance, newest, price_asc, price_desc, rating.',
      );
    }
    expect((await get('x'.repeat(200))).statusCode).toBe(400);
  });
});

describe('the brand facet', () => {
  it('lists only the brands of the chosen category, with their counts', async () => {
    const body = await list('category=Glassware');
    const expected = brandCountsOf((p) => p.categoryName === 'Glassware');
    expect(body.brandCounts).toEqual(expected);
    expect(body.brands).toEqual(expected.map((b) => b.name));
  });

  it('ignores the chosen brands themselves, so the other brands stay on offer', async () => {
    const [first, second] = brandCountsOf((p) => p.categoryName === 'Glassware');
    const body = await list(`category=Glassware&brandIds=${first!.name}`);
    expect(body.total).toBe(first!.count);
    expect(body.brandCounts).toEqual(brandCountsOf((p) => p.categoryName === 'Glassware'));
    expect(body.brandCounts).toContainEqual(second);
  });

  it('follows the price, rating and search filters', async () => {
    const priced = await list('minPrice=1000&maxPrice=10000');
    expect(priced.brandCounts).toEqual(brandCountsOf((p) => p.price >= 1000 && p.price <= 10000));

    const found = await all('query=microscope');
    const fromResults = new Map<string, number>();
    for (const card of found) fromResults.set(card.brand, (fromResults.get(card.brand) ?? 0) + 1);
    const searched = await list('query=microscope');
    expect(new Map(searched.brandCounts.map((b) => [b.name, b.count]))).toEqual(fromResults);

    const rated = await list('minRating=4&category=Microscopes');
    const ratedCards = await all('minRating=4&category=Microscopes');
    const total = rated.brandCounts.reduce((sum, b) => sum + b.count, 0);
    expect(total).toBe(ratedCards.length);
  });

  it('is empty when nothing matches', async () => {
    const body = await list('query=zzqqxx-nothing');
    expect(body.brandCounts).toEqual([]);
    expect(body.brands).toEqual([]);
  });
});

describe('price bands', () => {
  const names = async (query: string) => (await all(query)).map((c) => c.name).sort();
  const expected = (keep: (p: DemoProduct) => boolean) =>
    visibleProducts
      .filter(keep)
      .map((p) => p.name)
      .sort();

  it('reads every ceiling but the slider top (1000) as a real upper limit', async () => {
    expect(await names('maxPrice=999.99')).toEqual(expected((p) => p.price < 1000));
    expect(await names('minPrice=1000&maxPrice=10000')).toEqual(
      expected((p) => p.price >= 1000 && p.price <= 10000),
    );
    expect(await names('minPrice=10000&maxPrice=100000')).toEqual(
      expected((p) => p.price >= 10000 && p.price <= 100000),
    );
    expect(await names('minPrice=100000')).toEqual(expected((p) => p.price >= 100000));
    // The spec's slider top still means "and above".
    expect(await names('minPrice=100000&maxPrice=1000')).toEqual(
      expected((p) => p.price >= 100000),
    );
    for (const band of ['maxPrice=999.99', 'minPrice=100000']) {
      expect((await names(band)).length).toBeGreaterThan(0);
    }
  });
});
