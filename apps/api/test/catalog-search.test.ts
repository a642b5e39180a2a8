import { TEXT_LIMITS } from '@labshop/domain/limits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_SUGGESTIONS_MAX } from '@labshop/domain/constants';
import { products } from '../src/db/schema.ts';
import { invalidateCatalogCache } from '../src/modules/catalog/catalog-generations.ts';
import { hiddenProducts, visibleProducts } from './support/demo-oracle.ts';
import { demoShopForFile } from './support/demo-shop.ts';

interface Suggestion {
  _id: string;
  name: string;
  images: string[];
  brand: string;
  sellingPrice: number;
}

const t = demoShopForFile();

async function suggest(query: string): Promise<Suggestion[]> {
  const url = `/api/user/products/search?query=${encodeURIComponent(query)}`;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const namesOf = (list: Suggestion[]) => list.map((s) => s.name);

describe('GET /api/user/products/search', () => {
  it('answers a blank or missing query with an empty list', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/products/search' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('returns at most 8 suggestions of {_id, name, images}, with brand and price', async () => {
    const list = await suggest('a');
    expect(list.length).toBe(SEARCH_SUGGESTIONS_MAX);
    for (const item of list) {
      const seed = visibleProducts.find((p) => p.name === item.name)!;
      // A chemical's row also carries its CAS number.
      const keys = ['_id', 'brand', 'images', 'name', 'sellingPrice'];
      expect(Object.keys(item).sort()).toEqual(
        seed.casNumber ? [...keys, 'casNumber'].sort() : keys,
      );
      expect((item as { casNumber?: string }).casNumber).toBe(seed.casNumber);
      expect(item.images[0]).toMatch(/^\/uploads\//);
      expect(item.brand).toBe(seed.brand);
      expect(item.sellingPrice).toBe(seed.price);
    }
  });

  it('puts names that start with the text first, then names with a word that does', async () => {
    const list = namesOf(await suggest('micro'));
    const rank = (name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('micro')) return 0;
      if (lower.includes(' micro')) return 1;
      return 2;
    };
    expect(list.length).toBeGreaterThan(2);
    expect(rank(list[0]!)).toBe(0);
    const ranks = list.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('ignores case', async () => {
    expect(namesOf(await suggest('BEAKER'))).toEqual(namesOf(await suggest('beaker')));
    expect(namesOf(await suggest('beaker'))[0]).toMatch(/^Beaker/);
  });

  it('matches brand, SKU, tags and category name', async () => {
    const olympus = visibleProducts.filter((p) => p.brand === 'Olympus').map((p) => p.name);
    expect(namesOf(await suggest('olympus')).sort()).toEqual(olympus.sort());

    const bySku = visibleProducts[0]!;
    expect(namesOf(await suggest(bySku.sku.toLowerCase()))).toContain(bySku.name);

    const tagged = visibleProducts.find((p) => p.tags.includes('pathology'))!;
    expect(namesOf(await suggest('pathology'))).toContain(tagged.name);

    const glassware = namesOf(await suggest('glassware'));
    expect(glassware.length).toBeGreaterThan(0);
    const inGlassware = visibleProducts.filter((p) => p.categoryName === 'Glassware');
    for (const name of glassware) expect(inGlassware.map((p) => p.name)).toContain(name);
  });

  it('forgives one typo: micorscope finds the microscopes', async () => {
    const list = namesOf(await suggest('micorscope'));
    expect(list.length).toBeGreaterThan(0);
    for (const name of list) expect(name.toLowerCase()).toContain('microscope');
  });

  it('does not pad exact matches with look-alikes', async () => {
    for (const name of namesOf(await suggest('beaker'))) {
      expect(name.toLowerCase()).toContain('beaker');
    }
  });

  it('takes % and _ literally', async () => {
    const percent = namesOf(await suggest('1%'));
    const expected = visibleProducts.filter((p) => p.name.includes('1%')).map((p) => p.name);
    expect(percent.sort()).toEqual(expected.sort());
    expect(await suggest('_')).toEqual([]);
    expect(await suggest('%%%')).toEqual([]);
  });

  it('never suggests an inactive product or one of an inactive category', async () => {
    expect(hiddenProducts.length).toBeGreaterThan(0);
    for (const hidden of hiddenProducts) {
      const list = namesOf(await suggest(hidden.name));
      expect(list).not.toContain(hidden.name);
      const bySku = namesOf(await suggest(hidden.sku));
      expect(bySku).not.toContain(hidden.name);
    }
  });

  it('answers from the catalog as it is once the catalog cache is dropped', async () => {
    const product = visibleProducts[0]!;
    const renamed = `Zqxjv ${product.name}`;
    expect(await suggest('zqxjv')).toEqual([]);
    const rename = (name: string) =>
      t.db.update(products).set({ name }).where(eq(products.sku, product.sku));
    await rename(renamed);
    try {
      invalidateCatalogCache();
      expect(namesOf(await suggest('ZQXJV'))).toEqual([renamed]);
    } finally {
      await rename(product.name);
      invalidateCatalogCache();
    }
    expect(await suggest('zqxjv')).toEqual([]);
  });

  it('survives very long and odd input', async () => {
    expect(Array.isArray(await suggest('x'.repeat(TEXT_LIMITS.searchText)))).toBe(true);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/user/products/search?query=${'x'.repeat(TEXT_LIMITS.searchText + 1)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Array.isArray(await suggest("'; drop table products; --"))).toBe(true);
    expect(Array.isArray(await suggest('\\'))).toBe(true);
  });
});
