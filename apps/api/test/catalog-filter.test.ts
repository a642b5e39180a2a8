import { describe, expect, it } from 'vitest';
import { PRODUCTS_PAGE_DEFAULT, PRODUCTS_PAGE_MAX } from '@labshop/domain/constants';
import {
  activeCategoryNames,
  categoryIdByName,
  hiddenProducts,
  visibleProducts,
  type DemoProduct,
} from './support/demo-oracle.ts';
import { demoShopForFile } from './support/demo-shop.ts';

interface Card {
  _id: string;
  name: string;
  brand: string;
  sellingPrice: number;
  averageRating: number;
  category: { _id: string; name: string };
}

const t = demoShopForFile();

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    categories: { _id: string; name: string; image: string }[];
    products: Card[];
    brands: string[];
    total: number;
    page: number;
    limit: number;
  };
}

/** Every product matching `query`, in one page. */
async function names(query: string): Promise<string[]> {
  const body = await list(`${query}&limit=${PRODUCTS_PAGE_MAX}`);
  expect(body.total).toBe(body.products.length);
  return body.products.map((p) => p.name).sort();
}

const expected = (keep: (p: DemoProduct) => boolean) =>
  visibleProducts
    .filter(keep)
    .map((p) => p.name)
    .sort();

describe('GET /api/user/products', () => {
  it('lists every visible product, newest first, paged by 24 with the total', async () => {
    const body = await list('');
    expect(body.total).toBe(visibleProducts.length);
    expect(body.page).toBe(1);
    expect(body.limit).toBe(PRODUCTS_PAGE_DEFAULT);
    expect(body.products).toHaveLength(Math.min(PRODUCTS_PAGE_DEFAULT, visibleProducts.length));
    expect(body.categories.map((c) => c.name).sort()).toEqual([...activeCategoryNames].sort());
    const visibleBrands = new Set(visibleProducts.map((p) => p.brand));
    expect(new Set(body.brands)).toEqual(visibleBrands);
  });

  it('accepts the empty keys the filter page sends', async () => {
    const body = await list('categoryIds=&brandIds=&minRating=&minPrice=&maxPrice=&query=');
    expect(body.total).toBe(visibleProducts.length);
  });

  it('walks every page once, without repeats, and never shows a hidden product', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const body = await list(`limit=10&page=${page}`);
      expect(body.total).toBe(visibleProducts.length);
      if (body.products.length === 0) break;
      seen.push(...body.products.map((p) => p.name));
    }
    expect(seen).toHaveLength(visibleProducts.length);
    expect(seen.sort()).toEqual(expected(() => true));
    for (const hidden of hiddenProducts) expect(seen).not.toContain(hidden.name);
  });

  it('caps the page size at 100', async () => {
    const body = await list('limit=500');
    expect(body.limit).toBe(PRODUCTS_PAGE_MAX);
  });

  it('filters by category id, by category name, and by several of them', async () => {
    const glasswareId = await categoryIdByName(t, 'Glassware');
    const microscopesId = await categoryIdByName(t, 'Microscopes');
    expect(await names(`categoryIds=${glasswareId}`)).toEqual(
      expected((p) => p.categoryName === 'Glassware'),
    );
    expect(await names('category=microscopes')).toEqual(
      expected((p) => p.categoryName === 'Microscopes'),
    );
    const both = expected((p) => ['Glassware', 'Microscopes'].includes(p.categoryName));
    expect(await names(`categoryIds=${glasswareId},${microscopesId}`)).toEqual(both);
    expect(await names(`categoryNames=Glassware,Microscopes`)).toEqual(both);
  });

  it('answers a category by name, in any case, exactly as by its id', async () => {
    const id = await categoryIdByName(t, 'Glassware');
    for (const page of [1, 2, 3]) {
      const byName = await list(`category=GLASSWARE&limit=3&page=${page}`);
      expect(byName).toEqual(await list(`categoryIds=${id}&limit=3&page=${page}`));
      expect(byName).toEqual(await list(`categoryNames=glassware,Glassware&limit=3&page=${page}`));
    }
  });

  it('counts the total of a category past its first page, with and without a brand', async () => {
    const glassware = visibleProducts.filter((p) => p.categoryName === 'Glassware');
    expect((await list('category=Glassware&limit=2&page=2')).total).toBe(glassware.length);
    const brand = glassware[0]!.brand;
    const ofBrand = glassware.filter((p) => p.brand === brand).length;
    const body = await list(
      `category=Glassware&brandIds=${encodeURIComponent(brand)}&limit=1&page=2`,
    );
    expect(body.total).toBe(ofBrand);
  });

  it('finds nothing for a malformed or unknown category id, and for an inactive category', async () => {
    expect((await list('categoryIds=not-a-uuid')).total).toBe(0);
    expect((await list('categoryIds=00000000-0000-4000-8000-000000000000')).total).toBe(0);
    expect((await list('category=Refurbished%20Instruments')).total).toBe(0);
    expect((await list('category=No%20Such%20Category')).total).toBe(0);
    expect((await list('category=No%20Such%20Category&page=8')).products).toEqual([]);
    // By its id, a category link's own statements: its products, brands and specification
    // values are all hidden with it.
    const refurbished = await list(
      `categoryIds=${await categoryIdByName(t, 'Refurbished Instruments')}`,
    );
    expect(refurbished).toMatchObject({ total: 0, products: [], brands: [] });
    // The demo category has a warranty facet, so there is one to find empty.
    const facets = (refurbished as { facets?: object[] }).facets;
    expect(facets?.length).toBeGreaterThan(0);
    for (const facet of facets ?? []) {
      expect(facet).toMatchObject('values' in facet ? { values: [] } : { min: null, max: null });
    }
  });

  it('filters by brand names, any case', async () => {
    expect(await names('brandIds=borosil')).toEqual(expected((p) => p.brand === 'Borosil'));
    expect(await names('brandIds=Borosil,Olympus')).toEqual(
      expected((p) => ['Borosil', 'Olympus'].includes(p.brand)),
    );
  });

  it('filters by minimum rating', async () => {
    const body = await list(`minRating=4&limit=${PRODUCTS_PAGE_MAX}`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(visibleProducts.length);
    for (const product of body.products) expect(product.averageRating).toBeGreaterThanOrEqual(4);
    const unrated = (await list(`limit=${PRODUCTS_PAGE_MAX}`)).products.filter(
      (p) => p.averageRating < 4,
    );
    expect(unrated.length + body.total).toBe(visibleProducts.length);
  });

  it('filters by price in rupees', async () => {
    expect(await names('minPrice=100&maxPrice=500')).toEqual(
      expected((p) => p.price >= 100 && p.price <= 500),
    );
    expect(await names('maxPrice=999')).toEqual(expected((p) => p.price <= 999));
  });

  it('treats the slider top (1000) as no upper limit, so instruments are not hidden', async () => {
    expect(visibleProducts.some((p) => p.price > 1000)).toBe(true);
    expect(await names('minPrice=0&maxPrice=1000')).toEqual(expected(() => true));
    expect(await names('minPrice=500&maxPrice=1000')).toEqual(expected((p) => p.price >= 500));
  });

  it('combines filters', async () => {
    const glasswareId = await categoryIdByName(t, 'Glassware');
    const query = `categoryIds=${glasswareId}&brandIds=Borosil&minPrice=100&maxPrice=1000&minRating=1`;
    const result = await names(query);
    expect(result.length).toBeGreaterThan(0);
    const body = await list(`${query}&limit=100`);
    for (const product of body.products) {
      expect(product.category.name).toBe('Glassware');
      expect(product.brand).toBe('Borosil');
      expect(product.sellingPrice).toBeGreaterThanOrEqual(100);
      expect(product.averageRating).toBeGreaterThanOrEqual(1);
    }
  });

  it('searches with query=, best matches first, and pages the matches', async () => {
    const body = await list('query=microscope&limit=100');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]!.name.toLowerCase()).toMatch(/^microscope/);
    for (const product of body.products) {
      const haystack = `${product.name} ${product.brand} ${product.category.name}`.toLowerCase();
      const seed = visibleProducts.find((p) => p.name === product.name)!;
      expect(`${haystack} ${seed.tags.join(' ')}`).toContain('microscope');
    }
    const firstPage = await list('query=microscope&limit=2');
    expect(firstPage.total).toBe(body.total);
    expect(firstPage.products.map((p) => p._id)).toEqual(
      body.products.slice(0, 2).map((p) => p._id),
    );
    const typo = await list('query=micorscope&category=Microscopes&limit=100');
    expect(typo.total).toBeGreaterThan(0);
  });

  it('answers malformed numbers with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['minPrice=abc', 'minPrice must be a number from 0 to 100000000.'],
      ['maxPrice=-5', 'maxPrice must be a number from 0 to 100000000.'],
      ['minRating=9', 'minRating must be a number from 0 to 5.'],
      ['page=0', 'page must be a whole number from 1 to 10000.'],
      ['limit=ten', 'limit must be a whole number from 1 to 10000.'],
      ['minPrice=600&maxPrice=500', 'minPrice cannot be more than maxPrice.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/user/products?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
