import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productVariants } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { createCatalogCache } from '../src/modules/catalog/catalog-cache.ts';
import {
  invalidateCatalogCache,
  STOCK_CHANGES_KEPT_MAX,
} from '../src/modules/catalog/catalog-generations.ts';
import { publishStockChanged } from '../src/modules/catalog/catalog-changed.ts';
import { listProducts } from '../src/modules/catalog/listing-service.ts';
import { getProductDetail } from '../src/modules/catalog/service.ts';
import {
  adjustOnHand,
  releaseStock,
  reserveStock,
  returnStock,
} from '../src/modules/inventory/service.ts';
import type { StockLine } from '../src/modules/inventory/lock-order.ts';
import { applyStockCounts } from '../src/modules/inventory/stock-count.ts';
import { categoryIdByName, demoProducts, productIdBySku } from './support/demo-oracle.ts';
import { demoShopForFile } from './support/demo-shop.ts';

// A sale names the products whose stock it moved: the pages showing one of them show the new
// stock on the next request, and every other page stays cached. To see that a page was not
// read again, a product on it gets more units behind the services' back: the page keeps the
// old count until a sale names that product.

const t = demoShopForFile();

const visible = demoProducts.filter((p) => p.isVisible);
const soldVariantProduct = visible.find((p) => p.variants?.some((v) => v.stock > 1))!;
const plainInStock = visible.filter((p) => !p.variants && p.stock > 2);
const sold = plainInStock[0]!;
// The bystander, whose category's pages no sale below touches.
const bystander = plainInStock.find(
  (p) => p.categoryName !== sold.categoryName && p.categoryName !== soldVariantProduct.categoryName,
)!;

async function categoryPage(categoryName: string) {
  const categoryId = await categoryIdByName(t, categoryName);
  return listProducts(t.db, { categoryIds: [categoryId], limit: 50 });
}

async function cardStock(categoryName: string, productId: string) {
  const card = (await categoryPage(categoryName)).products.find((c) => c._id === productId);
  if (!card) throw new Error('the product is not on its category page');
  return card.inStock;
}

async function ids() {
  const soldId = await productIdBySku(t, sold.sku);
  const variantProductId = await productIdBySku(t, soldVariantProduct.sku);
  const [variant] = await t.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, variantProductId), gt(productVariants.stock, 1)));
  return {
    bystanderId: await productIdBySku(t, bystander.sku),
    soldId,
    variantProductId,
    lines: [
      { productId: soldId, variantId: null, quantity: 1 },
      { productId: variantProductId, variantId: variant!.id, quantity: 1 },
    ] satisfies StockLine[],
  };
}

/** Units added to the bystander without a notice, taken back (with one) when the test ends. */
async function withUnitsBehindTheBack(productId: string, run: () => Promise<void>) {
  const change = (units: number) =>
    t.db
      .update(products)
      .set({ onHand: sql`${products.onHand} + ${units}` })
      .where(eq(products.id, productId));
  await change(5);
  try {
    await run();
  } finally {
    await change(-5);
    invalidateCatalogCache('stock');
  }
}

describe('a sale of a mixed cart', () => {
  it("shows on its products' pages and leaves other categories' pages cached", async () => {
    const { bystanderId, soldId, variantProductId, lines } = await ids();
    const soldBefore = await cardStock(sold.categoryName, soldId);
    const variantPageBefore = await getProductDetail(t.db, variantProductId);
    const bystanderBefore = await cardStock(bystander.categoryName, bystanderId);
    const bystanderPage = await getProductDetail(t.db, bystanderId);
    await withUnitsBehindTheBack(bystanderId, async () => {
      await t.db.transaction((tx) => reserveStock(tx, lines));
      expect(await cardStock(sold.categoryName, soldId)).toBe(soldBefore - 1);
      const variantPage = await getProductDetail(t.db, variantProductId);
      expect(variantPage.product.inStock).toBe(variantPageBefore.product.inStock - 1);
      // Not read again: the units written behind its back do not show.
      expect(await cardStock(bystander.categoryName, bystanderId)).toBe(bystanderBefore);
      expect(await getProductDetail(t.db, bystanderId)).toBe(bystanderPage);

      // The checkout gives its units back: named again, shown again.
      await t.db.transaction((tx) => releaseStock(tx, lines));
      expect(await cardStock(sold.categoryName, soldId)).toBe(soldBefore);
      expect((await getProductDetail(t.db, variantProductId)).product.inStock).toBe(
        variantPageBefore.product.inStock,
      );
      expect(await cardStock(bystander.categoryName, bystanderId)).toBe(bystanderBefore);

      // A sale of the bystander itself reads its stock again, the units behind its back with it.
      const bystanderLine = [{ productId: bystanderId, variantId: null, quantity: 1 }];
      await t.db.transaction((tx) => returnStock(tx, bystanderLine));
      expect(await cardStock(bystander.categoryName, bystanderId)).toBe(bystanderBefore + 6);
      expect((await getProductDetail(t.db, bystanderId)).product.inStock).toBe(bystanderBefore + 6);
      await t.db.transaction((tx) =>
        adjustOnHand(tx, { productId: bystanderId, variantId: null }, { onHand: 0, onHandWas: 1 }),
      );
      expect(await cardStock(bystander.categoryName, bystanderId)).toBe(bystanderBefore + 5);
    });
  });

  it('that names no product (an older process’s notice) reads every page’s stock again', async () => {
    const { bystanderId } = await ids();
    const before = await cardStock(bystander.categoryName, bystanderId);
    await withUnitsBehindTheBack(bystanderId, async () => {
      publishStockChanged(t.db, [await productIdBySku(t, sold.sku)]);
      expect(await cardStock(bystander.categoryName, bystanderId)).toBe(before);
      invalidateCatalogCache('stock');
      expect(await cardStock(bystander.categoryName, bystanderId)).toBe(before + 5);
    });
  });
});

describe('a stock count (the CSV stock import)', () => {
  it('shows on the counted product’s pages', async () => {
    const { bystanderId } = await ids();
    const before = await cardStock(bystander.categoryName, bystanderId);
    const [row] = await t.db
      .select({ onHand: products.onHand })
      .from(products)
      .where(eq(products.id, bystanderId));
    const count = (counted: number) =>
      t.db.transaction((tx) =>
        applyStockCounts(tx, [
          { productId: bystanderId, variantId: null, counted, label: bystander.name },
        ]),
      );
    await count(row!.onHand + 2);
    try {
      expect(await cardStock(bystander.categoryName, bystanderId)).toBe(before + 2);
    } finally {
      await count(row!.onHand);
    }
    expect(await cardStock(bystander.categoryName, bystanderId)).toBe(before);
  });
});

describe('a cache entry showing some products’ stock', () => {
  const db = {} as Db;
  type Page = { shows: string[]; load: number };
  let loads = 0;
  const page = (shows: string[]) => async (): Promise<Page> => ({ shows, load: (loads += 1) });
  const showsStock = (value: Page) => value.shows;

  it('stays through a sale of other products, and drops on a sale of one of its own', async () => {
    const cache = createCatalogCache(10, 'stock-scope-test', { showsStock });
    const first = await cache(db, 'k', page(['p-a', 'p-b']));
    invalidateCatalogCache('stock', ['p-c']);
    expect(await cache(db, 'k', page(['p-a', 'p-b']))).toBe(first);
    invalidateCatalogCache('stock', ['P-B']);
    const second = await cache(db, 'k', page(['p-a', 'p-b']));
    expect(second).not.toBe(first);
    // A stock change naming no product reaches every answer.
    invalidateCatalogCache('stock');
    expect(await cache(db, 'k', page(['p-a', 'p-b']))).not.toBe(second);
  });

  it('never serves a load begun before a sale of its products after it', async () => {
    const cache = createCatalogCache(10, 'stock-scope-race-test', { showsStock });
    let release = () => {};
    const slow = cache(
      db,
      'k',
      () => new Promise<Page>((r) => (release = () => r({ shows: ['p-r'], load: -1 }))),
    );
    invalidateCatalogCache('stock', ['p-r']);
    release();
    expect((await slow).load).toBe(-1);
    expect((await cache(db, 'k', page(['p-r']))).load).not.toBe(-1);
  });

  it('drops once more products have sold than are remembered', async () => {
    const cache = createCatalogCache(10, 'stock-forgotten-test', { showsStock });
    const first = await cache(db, 'k', page(['p-kept']));
    const many = Array.from({ length: STOCK_CHANGES_KEPT_MAX / 2 + 1 }, (_, i) => `p-${i}`);
    invalidateCatalogCache('stock', many);
    expect(await cache(db, 'k', page(['p-kept']))).toBe(first);
    invalidateCatalogCache(
      'stock',
      many.map((id) => `${id}-more`),
    );
    expect(await cache(db, 'k', page(['p-kept']))).not.toBe(first);
  });
});
