import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { demoProducts, hiddenProducts, productIdBySku } from './support/demo-oracle.ts';
import { demoShopForFile } from './support/demo-shop.ts';

const t = demoShopForFile();

const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/user/product/${id}` });

describe('GET /api/user/product/:id', () => {
  it('returns a variant product with prices in rupees and stock summed over variants', async () => {
    const seed = demoProducts.find((p) => p.isVisible && p.variants && p.variants.length > 1)!;
    const res = await get(await productIdBySku(t, seed.sku));
    expect(res.statusCode).toBe(200);
    const { product } = res.json();
    expect(product).toMatchObject({
      name: seed.name,
      brand: seed.brand,
      sku: seed.sku,
      description: seed.description,
      mrp: seed.mrp,
      sellingPrice: seed.price,
      tags: seed.tags,
      variantsEnabled: true,
      deliveryTimeEstimate: seed.days,
      deliveryOptions: {
        type: seed.delivery?.type ?? 'home',
        charge: seed.delivery?.charge ?? 0,
      },
      category: { name: seed.categoryName },
      isFeatured: seed.featured ?? false,
    });
    expect(product.variants.map((v: { name: string }) => v.name)).toEqual(
      seed.variants!.map((v) => v.name),
    );
    expect(product.variants[0]).toEqual({
      _id: expect.any(String),
      name: seed.variants![0]!.name,
      sellingPrice: seed.variants![0]!.price,
      stock: seed.variants![0]!.stock,
    });
    expect(product.inStock).toBe(seed.variants!.reduce((n, v) => n + v.stock, 0));
    expect(product.images.length).toBeGreaterThan(0);
  });

  it('returns reviews with author, ISO date, rating and comment, and the rating summary', async () => {
    const reviewed = await t.db
      .select({ id: products.id, total: products.totalReviews })
      .from(products)
      .where(eq(products.status, 'active'));
    const most = reviewed.sort((a, b) => b.total - a.total)[0]!;
    const { product } = (await get(most.id)).json();
    expect(product.totalReviews).toBe(most.total);
    expect(product.reviews).toHaveLength(most.total);
    for (const review of product.reviews) {
      expect(review).toEqual({
        _id: expect.any(String),
        author: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        rating: expect.any(Number),
        comment: expect.any(String),
      });
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    const mean = product.reviews.reduce((n: number, r: { rating: number }) => n + r.rating, 0);
    expect(product.averageRating).toBeCloseTo(mean / most.total, 1);
    const dates = product.reviews.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('suggests similar visible products of the same category, never itself', async () => {
    const seed = demoProducts.find((p) => p.isVisible && p.categoryName === 'Glassware')!;
    const id = await productIdBySku(t, seed.sku);
    const { similarProducts } = (await get(id)).json();
    expect(similarProducts.length).toBeGreaterThan(0);
    const visibleGlassware = demoProducts
      .filter((p) => p.isVisible && p.categoryName === 'Glassware')
      .map((p) => p.name);
    for (const card of similarProducts) {
      expect(card._id).not.toBe(id);
      expect(visibleGlassware).toContain(card.name);
    }
  });

  it('is 404 for inactive products and products of inactive categories', async () => {
    expect(hiddenProducts.some((p) => p.categoryName === 'Refurbished Instruments')).toBe(true);
    expect(hiddenProducts.some((p) => p.inactive)).toBe(true);
    for (const hidden of hiddenProducts) {
      const res = await get(await productIdBySku(t, hidden.sku));
      expect(res.statusCode, hidden.name).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });

  it('is 404, not 500, for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1%20or%201=1', '12345']) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });

  it('documents the shopper catalog and wishlist in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/user/home',
      '/api/user/products',
      '/api/user/products/search',
      '/api/user/product/{id}',
      '/api/user/wishlist',
    ]) {
      expect(paths).toContain(path);
    }
    const params = doc.paths['/api/user/products'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(expect.arrayContaining(['categoryIds', 'brandIds', 'minPrice', 'page']));
  });
});
