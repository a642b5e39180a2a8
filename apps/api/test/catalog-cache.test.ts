import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import {
  createCatalogCache,
  isSameData,
  NO_PRODUCTS,
} from '../src/modules/catalog/catalog-cache.ts';
import { invalidateCatalogCache } from '../src/modules/catalog/catalog-generations.ts';
import {
  publishCatalogChanged,
  publishStockChanged,
} from '../src/modules/catalog/catalog-changed.ts';
import { listProducts } from '../src/modules/catalog/listing-service.ts';
import { categoryIdByName, demoProducts, productIdBySku } from './support/demo-oracle.ts';
import { demoShopForFile } from './support/demo-shop.ts';

// Product pages and listing pages are cached whole; what a change must never leave behind
// is a sold-out product shown in stock or a hidden one shown at all.

const t = demoShopForFile();

const get = (url: string) => t.app.inject({ method: 'GET', url });

function plainProduct(index: number) {
  const seed = demoProducts.filter((p) => p.isVisible && !p.variants && p.stock > 0)[index];
  if (!seed) throw new Error('no such demo product');
  return seed;
}

describe('cached catalog pages', () => {
  it('serve a product page from memory until the catalog changes', async () => {
    const id = await productIdBySku(t, plainProduct(0).sku);
    const before = (await get(`/api/user/product/${id}`)).json().product.inStock;
    // Written behind the services' back: the cache does not see it...
    await t.db
      .update(products)
      .set({ onHand: sql`${products.onHand} + 7` })
      .where(eq(products.id, id));
    expect((await get(`/api/user/product/${id}`)).json().product.inStock).toBe(before);
    // ...until a service that changes the catalog drops the caches, as they all do.
    invalidateCatalogCache();
    expect((await get(`/api/user/product/${id}`)).json().product.inStock).toBe(before + 7);
  });

  it('show a product sold out on the next request after its stock reaches 0', async () => {
    const id = await productIdBySku(t, plainProduct(1).sku);
    expect((await get(`/api/user/product/${id}`)).json().product.inStock).toBeGreaterThan(0);
    await t.db.update(products).set({ onHand: 0, reserved: 0 }).where(eq(products.id, id));
    invalidateCatalogCache();
    expect((await get(`/api/user/product/${id}`)).json().product.inStock).toBe(0);
  });

  it('drop a hidden product from its page and from the listing on the next request', async () => {
    const seed = plainProduct(2);
    const id = await productIdBySku(t, seed.sku);
    const listing = `/api/user/products?category=${encodeURIComponent(seed.categoryName)}&limit=50`;
    const ids = (res: { json(): { products: { _id: string }[] } }) =>
      res.json().products.map((p) => p._id);
    expect(ids(await get(listing))).toContain(id);
    expect((await get(`/api/user/product/${id}`)).statusCode).toBe(200);

    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, id));
    invalidateCatalogCache();
    expect((await get(`/api/user/product/${id}`)).statusCode).toBe(404);
    expect(ids(await get(listing))).not.toContain(id);

    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, id));
    invalidateCatalogCache();
    expect((await get(`/api/user/product/${id}`)).statusCode).toBe(200);
  });

  it('share one cached listing between a category name and its id', async () => {
    const seed = plainProduct(3);
    const id = await productIdBySku(t, seed.sku);
    const categoryId = await categoryIdByName(t, seed.categoryName);
    const stockIn = (body: { products: { _id: string; inStock: number }[] }) =>
      body.products.find((p) => p._id === id)?.inStock;
    const byName = `/api/user/products?category=${encodeURIComponent(seed.categoryName.toUpperCase())}&limit=100`;
    const byId = `/api/user/products?categoryIds=${categoryId}&limit=100`;
    const before = stockIn((await get(byName)).json());
    expect(before).toBeGreaterThan(0);
    await t.db
      .update(products)
      .set({ onHand: sql`${products.onHand} + 5` })
      .where(eq(products.id, id));
    // The id form is answered from what the name form cached...
    expect(stockIn((await get(byId)).json())).toBe(before);
    // ...and both follow the catalog-changed event.
    invalidateCatalogCache();
    expect(stockIn((await get(byId)).json())).toBe(before! + 5);
    expect(stockIn((await get(byName)).json())).toBe(before! + 5);
  });

  it('drop a hidden product from a deep listing page and its total after a change', async () => {
    const seed = plainProduct(4);
    const category = encodeURIComponent(seed.categoryName);
    const page = (n: number) => get(`/api/user/products?category=${category}&limit=1&page=${n}`);
    const first = (await page(1)).json() as { total: number };
    const last = first.total;
    expect(last).toBeGreaterThan(2);
    const deep = (await page(last)).json() as { products: { _id: string }[]; total: number };
    const hiddenId = deep.products[0]!._id;
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, hiddenId));
    invalidateCatalogCache();
    const after = (await page(last)).json() as { products: { _id: string }[]; total: number };
    expect(after.total).toBe(last - 1);
    expect(after.products).toEqual([]);
    expect((await page(last - 1)).json().products[0]._id).not.toBe(hiddenId);
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, hiddenId));
    invalidateCatalogCache();
  });

  it('after a sale drop what shows stock and keep what counts matches', async () => {
    const seed = plainProduct(5);
    const id = await productIdBySku(t, seed.sku);
    const listing = `/api/user/products?category=${encodeURIComponent(seed.categoryName)}&limit=100`;
    type Listing = {
      products: { _id: string; inStock: number; brand: string }[];
      brandCounts: { name: string; count: number }[];
    };
    const read = async () => (await get(listing)).json() as Listing;
    const before = await read();
    const card = before.products.find((p) => p._id === id)!;
    // Behind the services' back: more units, and a brand the facet has not counted.
    await t.db
      .update(products)
      .set({ onHand: sql`${products.onHand} + 3`, brand: 'Brand Written Behind' })
      .where(eq(products.id, id));
    try {
      // What the inventory publishes for a Pay, a failed payment or a return.
      publishStockChanged(t.db, [id]);
      const afterSale = await read();
      expect(afterSale.products.find((p) => p._id === id)?.inStock).toBe(card.inStock + 3);
      expect((await get(`/api/user/product/${id}`)).json().product.inStock).toBe(card.inStock + 3);
      // The brand facet was kept: a stock change cannot change which products match.
      expect(afterSale.brandCounts).toEqual(before.brandCounts);

      publishCatalogChanged(t.db);
      const afterEdit = await read();
      expect(afterEdit.brandCounts).toContainEqual({ name: 'Brand Written Behind', count: 1 });
    } finally {
      await t.db
        .update(products)
        .set({ onHand: sql`${products.onHand} - 3`, brand: card.brand })
        .where(eq(products.id, id));
      invalidateCatalogCache();
    }
  });
});

describe('a listing page after a sale that left it as it was', () => {
  it('is the same answer object, so the bytes made for it serve again', async () => {
    const category = plainProduct(6).categoryName;
    const first = await listProducts(t.db, { categoryNames: [category] });
    // A sale of one of its products that moved no number (as if another unit came back).
    publishStockChanged(t.db, [first.products[0]!._id]);
    expect(await listProducts(t.db, { categoryNames: [category] })).toBe(first);
  });
});

describe('a cache that keeps unchanged answers', () => {
  // Any object serves as the database: the cache only keys its entries by it.
  const db = {} as Db;
  const page = (inStock: number) => ({ products: [{ _id: 'p1', inStock, images: ['a.webp'] }] });
  const keepingCache = (name: string) =>
    createCatalogCache(10, name, {
      showsStock: (value: ReturnType<typeof page>) => value.products.map((card) => card._id),
      keepUnchanged: true,
    });

  it('answers a change that left the value as it was with the object it held before', async () => {
    const cache = keepingCache('keep-unchanged-test');
    const first = await cache(db, 'page', async () => page(3));
    invalidateCatalogCache('stock');
    const again = await cache(db, 'page', async () => page(3));
    expect(again).toBe(first);
  });

  it('answers a change that moved the stock of one card with the new value', async () => {
    const cache = keepingCache('keep-changed-test');
    const first = await cache(db, 'page', async () => page(3));
    invalidateCatalogCache('stock');
    const afterSale = await cache(db, 'page', async () => page(2));
    expect(afterSale).not.toBe(first);
    expect(afterSale).toEqual(page(2));
    // What it compares with next is the value it now holds, not the first one.
    invalidateCatalogCache('stock');
    expect(await cache(db, 'page', async () => page(2))).toBe(afterSale);
  });

  it('counts as changed any difference in data, and anything that is not plain data', () => {
    expect(isSameData(page(3), page(3))).toBe(true);
    expect(isSameData(page(3), page(2))).toBe(false);
    expect(isSameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(isSameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isSameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(isSameData({ a: [] }, { a: {} })).toBe(false);
    expect(isSameData({ a: null }, { a: undefined })).toBe(false);
    // Two dates have no own keys; compared key by key they would look alike.
    expect(isSameData({ at: new Date(1) }, { at: new Date(2) })).toBe(false);
  });
});

describe('a cache entry confined to some categories', () => {
  const db = {} as Db;
  let loads = 0;
  const load = async () => (loads += 1);

  it("stays through a change to other categories' products, and drops on one to its own", async () => {
    const cache = createCatalogCache(10, 'scope-test');
    const first = await cache(db, 'k', load, ['cat-a', 'cat-b']);
    invalidateCatalogCache('catalog', ['cat-c']);
    expect(await cache(db, 'k', load, ['cat-a', 'cat-b'])).toBe(first);
    invalidateCatalogCache('catalog', ['CAT-B']);
    expect(await cache(db, 'k', load, ['cat-a', 'cat-b'])).toBe(first + 1);
    // A change not confined to products drops it whatever categories it names.
    invalidateCatalogCache('catalog');
    expect(await cache(db, 'k', load, ['cat-a', 'cat-b'])).toBe(first + 2);
  });

  it('never serves a load begun before a change to its categories after it', async () => {
    const cache = createCatalogCache(10, 'scope-race-test');
    let release = () => {};
    const slow = cache(db, 'k', () => new Promise<string>((r) => (release = () => r('old'))), [
      'cat-a',
    ]);
    invalidateCatalogCache('catalog', ['cat-a']);
    release();
    expect(await slow).toBe('old');
    expect(await cache(db, 'k', async () => 'new', ['cat-a'])).toBe('new');
  });

  it('of no products stays through every product change, not through any other', async () => {
    const cache = createCatalogCache(10, 'no-products-test');
    const first = await cache(db, 'categories', load, NO_PRODUCTS);
    invalidateCatalogCache('catalog', ['cat-a']);
    invalidateCatalogCache('stock');
    expect(await cache(db, 'categories', load, NO_PRODUCTS)).toBe(first);
    invalidateCatalogCache('catalog');
    expect(await cache(db, 'categories', load, NO_PRODUCTS)).toBe(first + 1);
  });

  it('read off its value, confines it only when no change came while it loaded', async () => {
    const cache = createCatalogCache(10, 'confined-by-value-test');
    const byValue = (value: { category: string }) => [value.category];
    let release = () => {};
    const slow = cache(
      db,
      'k',
      () => new Promise<{ category: string }>((r) => (release = () => r({ category: 'cat-v' }))),
      byValue,
    );
    invalidateCatalogCache('catalog', ['cat-other']);
    release();
    await slow;
    // A change came while it loaded: its category's generation then is unknown, so it is read
    // again, and that one, loaded undisturbed, is confined to its category.
    const again = await cache(db, 'k', async () => ({ category: 'cat-v' }), byValue);
    expect(again).not.toBe(await slow);
    invalidateCatalogCache('catalog', ['cat-other']);
    expect(await cache(db, 'k', async () => ({ category: 'cat-v' }), byValue)).toBe(again);
    invalidateCatalogCache('catalog', ['cat-v']);
    expect(await cache(db, 'k', async () => ({ category: 'cat-v' }), byValue)).not.toBe(again);
  });

  it('unconfined, drops on a change to any product', async () => {
    const cache = createCatalogCache(10, 'unconfined-test');
    const first = await cache(db, 'home', load);
    invalidateCatalogCache('catalog', ['cat-z']);
    expect(await cache(db, 'home', load)).toBe(first + 1);
  });
});
