import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productVariants } from '../src/db/schema.ts';
import { selectBrandCounts } from '../src/modules/catalog/brand-facet-query.ts';
import {
  publishCatalogChanged,
  publishStockChanged,
} from '../src/modules/catalog/catalog-changed.ts';
import { listProducts } from '../src/modules/catalog/listing-service.ts';
import { getHome, getProductDetail } from '../src/modules/catalog/service.ts';
import {
  activeCategoryNames,
  categoryIdByName,
  demoProducts,
  productIdBySku,
} from './support/demo-oracle.ts';
import { demoShopForFile } from './support/demo-shop.ts';

// After a sale, home and product pages are read again (they show stock), but one the sale left
// as it was answers with the object it replaces, so the bytes made for it serve again; one
// the sale changed shows the new stock.

const t = demoShopForFile();

const plainProducts = demoProducts.filter((p) => p.isVisible && !p.variants && p.stock > 0);

async function sellOne(id: string) {
  await t.db
    .update(products)
    .set({ onHand: sql`${products.onHand} - 1` })
    .where(eq(products.id, id));
  publishStockChanged(t.db, [id]);
}

describe('after a sale', () => {
  it('a product page the sale left alone is the same answer object', async () => {
    const id = await productIdBySku(t, plainProducts[0]!.sku);
    const other = await productIdBySku(t, plainProducts[1]!.sku);
    const first = await getProductDetail(t.db, id);
    // A product of another page sold: this page is read again and found unchanged.
    const shown = new Set([id, ...first.similarProducts.map((card) => card._id)]);
    const elsewhere = await Promise.all(plainProducts.map((p) => productIdBySku(t, p.sku)));
    await sellOne(elsewhere.find((candidate) => !shown.has(candidate)) ?? other);
    expect(await getProductDetail(t.db, id)).toBe(first);
  });

  it('a product page whose product sold shows the new stock', async () => {
    const id = await productIdBySku(t, plainProducts[2]!.sku);
    const first = await getProductDetail(t.db, id);
    await sellOne(id);
    const after = await getProductDetail(t.db, id);
    expect(after).not.toBe(first);
    expect(after.product.inStock).toBe(first.product.inStock - 1);
  });

  it('a product page whose similar product sold shows its stock, read without the page', async () => {
    const id = await productIdBySku(t, plainProducts[8]!.sku);
    const first = await getProductDetail(t.db, id);
    const sold = first.similarProducts.findIndex((c) => !c.variantsEnabled && c.inStock > 0);
    expect(sold).toBeGreaterThanOrEqual(0);
    await sellOne(first.similarProducts[sold]!._id);
    const after = await getProductDetail(t.db, id);
    expect(after.similarProducts[sold]!.inStock).toBe(first.similarProducts[sold]!.inStock - 1);
    // Only the stock was read again: the rest of the page is the objects it was.
    after.similarProducts.forEach((card, i) => {
      if (i !== sold) expect(card).toBe(first.similarProducts[i]);
    });
    expect(after.product.reviews).toBe(first.product.reviews);
  });

  it("a variant product's page shows the sold variant's stock and the product's", async () => {
    const id = await productIdBySku(t, demoProducts.find((p) => p.isVisible && p.variants)!.sku);
    const first = await getProductDetail(t.db, id);
    const variant = first.product.variants.find((v) => v.stock > 0)!;
    await t.db
      .update(productVariants)
      .set({ onHand: sql`${productVariants.onHand} - 1` })
      .where(eq(productVariants.id, variant._id));
    publishStockChanged(t.db, [id]);
    const after = await getProductDetail(t.db, id);
    expect(after.product.variants.find((v) => v._id === variant._id)!.stock).toBe(
      variant.stock - 1,
    );
    expect(after.product.inStock).toBe(first.product.inStock - 1);
    for (const other of after.product.variants.filter((v) => v._id !== variant._id)) {
      expect(first.product.variants).toContain(other);
    }
  });

  it('an edit made before the sale shows on the product page', async () => {
    const id = await productIdBySku(t, plainProducts[9]!.sku);
    const first = await getProductDetail(t.db, id);
    await t.db
      .update(products)
      .set({ name: sql`${products.name} || ' (new)'` })
      .where(eq(products.id, id));
    publishCatalogChanged(t.db);
    await sellOne(id);
    const after = await getProductDetail(t.db, id);
    expect(after.product.name).toBe(`${first.product.name} (new)`);
    expect(after.product.inStock).toBe(first.product.inStock - 1);
  });

  it('home, when the sale left it alone, is the same answer object for guests', async () => {
    const first = await getHome(t.db, null);
    const shown = new Set([...first.featuredProducts, ...first.newArrivals].map((c) => c._id));
    const ids = await Promise.all(plainProducts.map((p) => productIdBySku(t, p.sku)));
    const unshown = ids.find((id) => !shown.has(id));
    if (!unshown) throw new Error('every demo product is on home');
    await sellOne(unshown);
    expect(await getHome(t.db, null)).toBe(first);
  });
});

describe('home after a sale', () => {
  it('shows the sold card’s new stock, read without the page, in both rows', async () => {
    const first = await getHome(t.db, null);
    const shown = [...first.featuredProducts, ...first.newArrivals];
    const sold = shown.find((card) => !card.variantsEnabled && card.inStock > 0);
    if (!sold) throw new Error('home shows no plain product with units to sell');
    await sellOne(sold._id);
    const after = await getHome(t.db, null);
    expect(after).not.toBe(first);
    const rows = [
      [first.featuredProducts, after.featuredProducts],
      [first.newArrivals, after.newArrivals],
    ] as const;
    for (const [before, now] of rows) {
      expect(now.map((card) => card._id)).toEqual(before.map((card) => card._id));
      now.forEach((card, i) => {
        if (card._id === sold._id) expect(card.inStock).toBe(sold.inStock - 1);
        // Only the stock was read again: every other card is the object it was.
        else expect(card).toBe(before[i]);
      });
    }
    expect(after.categories).toBe(first.categories);
    expect(after.primaryBanners).toBe(first.primaryBanners);
  });

  it('shows an edit made before the sale: home is read whole', async () => {
    const first = await getHome(t.db, null);
    const card = first.newArrivals.find((c) => !c.variantsEnabled && c.inStock > 0)!;
    await t.db
      .update(products)
      .set({ name: sql`${products.name} || ' (renamed)'` })
      .where(eq(products.id, card._id));
    publishCatalogChanged(t.db);
    await sellOne(card._id);
    const after = (await getHome(t.db, null)).newArrivals.find((c) => c._id === card._id)!;
    expect(after.name).toBe(`${card.name} (renamed)`);
    expect(after.inStock).toBe(card.inStock - 1);
  });
});

describe('a listing page after a sale', () => {
  it('shows the new stock, and keeps the cards and facets the sale left alone', async () => {
    const category = plainProducts[4]!.categoryName;
    const first = await listProducts(t.db, { categoryNames: [category] });
    const sold = first.products.findIndex((card) => !card.variantsEnabled && card.inStock > 0);
    expect(sold).toBeGreaterThanOrEqual(0);
    expect(first.products.length).toBeGreaterThan(1);
    await sellOne(first.products[sold]!._id);
    const after = await listProducts(t.db, { categoryNames: [category] });
    expect(after).not.toBe(first);
    expect(after.products[sold]!.inStock).toBe(first.products[sold]!.inStock - 1);
    // Only the stock was read again: every other card is the object it was.
    after.products.forEach((card, i) => {
      if (i !== sold) expect(card).toBe(first.products[i]);
    });
    expect(after.brandCounts).toBe(first.brandCounts);
    expect(after.total).toBe(first.total);
  });

  it('that left it alone is the same answer object', async () => {
    const category = plainProducts[5]!.categoryName;
    const first = await listProducts(t.db, { categoryNames: [category] });
    const shown = new Set(first.products.map((card) => card._id));
    const ids = await Promise.all(plainProducts.map((p) => productIdBySku(t, p.sku)));
    const elsewhere = ids.find((id) => !shown.has(id));
    if (!elsewhere) throw new Error('every demo product is on this page');
    await sellOne(elsewhere);
    expect(await listProducts(t.db, { categoryNames: [category] })).toBe(first);
  });

  it('shows an edit made before the sale: the page is read whole', async () => {
    const category = plainProducts[6]!.categoryName;
    const first = await listProducts(t.db, { categoryNames: [category], sort: 'price_asc' });
    const card = first.products[1]!;
    await t.db
      .update(products)
      .set({ name: sql`${products.name} || ' (new)'` })
      .where(eq(products.id, card._id));
    publishCatalogChanged(t.db);
    await sellOne(first.products[0]!._id);
    const after = await listProducts(t.db, { categoryNames: [category], sort: 'price_asc' });
    expect(after.products[1]!.name).toBe(`${card.name} (new)`);
  });

  it('of a search shows the new stock too', async () => {
    const product = plainProducts[7]!;
    const query = product.name.split(' ')[0]!;
    const first = await listProducts(t.db, { query });
    const id = await productIdBySku(t, product.sku);
    const shownAt = first.products.findIndex((card) => card._id === id);
    expect(shownAt).toBeGreaterThanOrEqual(0);
    await sellOne(id);
    const after = await listProducts(t.db, { query });
    expect(after.products[shownAt]!.inStock).toBe(first.products[shownAt]!.inStock - 1);
  });
});

describe('after an edit', () => {
  it('a listing page that changed keeps the facets and categories the edit left alone', async () => {
    const category = plainProducts[3]!.categoryName;
    const first = await listProducts(t.db, { categoryNames: [category] });
    const card = first.products[0]!;
    // Its price moved: the page is new, its brands, totals and category list are not.
    await t.db
      .update(products)
      .set({ sellingPricePaise: sql`${products.sellingPricePaise} + 100` })
      .where(eq(products.id, card._id));
    publishCatalogChanged(t.db);
    const after = await listProducts(t.db, { categoryNames: [category] });
    expect(after).not.toBe(first);
    expect(after.products[0]!.sellingPrice).toBe(card.sellingPrice + 1);
    expect(after.brandCounts).toBe(first.brandCounts);
    expect(after.categories).toBe(first.categories);
    expect(after.facets).toBe(first.facets);
  });
});

describe('the brand facet of a category link', () => {
  it('counts as the built query does, for every category, with and without other filters', async () => {
    for (const name of activeCategoryNames) {
      const categoryIds = [await categoryIdByName(t, name)];
      const prepared = await selectBrandCounts(t.db, { categoryIds });
      // A rating filter takes the built query; 0 keeps every product, so the counts agree.
      const built = await selectBrandCounts(t.db, { categoryIds, minRating: 0 });
      expect(prepared).toEqual(built);
      expect(prepared.length).toBeGreaterThan(0);
      // A brand filter is left out of its own facet: the same counts.
      const brands = [prepared[0]!.name];
      expect(await selectBrandCounts(t.db, { categoryIds, brands })).toEqual(prepared);
    }
  });
});
