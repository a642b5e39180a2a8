import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEW_ARRIVALS_FEATURED, NEW_ARRIVALS_GRID } from '@labshop/domain/constants';
import { banners, categories, products } from '../src/db/schema.ts';
import { invalidateCatalogCache } from '../src/modules/catalog/catalog-generations.ts';
import { activeCategoryNames, productIdBySku, visibleProducts } from './support/demo-oracle.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { demoShopForFile } from './support/demo-shop.ts';

interface Card {
  _id: string;
  name: string;
  isFeatured: boolean;
  images: string[];
  category: { _id: string; name: string };
}

interface HomeBannerAnswer {
  _id: string;
  image: string;
  alt: string;
  headline: string;
  subtitle: string;
  href: string | null;
}

const t = demoShopForFile();

async function home(cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/home',
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    categories: { _id: string; name: string; image: string }[];
    featuredProducts: Card[];
    newArrivals: Card[];
    user: { _id: string; name: string } | null;
    primaryBanners: HomeBannerAnswer[];
    secondaryBanners: HomeBannerAnswer[];
  };
}

describe('GET /api/user/home', () => {
  it('shows only active categories, each with its image', async () => {
    const body = await home();
    expect(body.categories.map((c) => c.name).sort()).toEqual([...activeCategoryNames].sort());
    for (const category of body.categories) expect(category.image).toMatch(/^\/uploads\//);
  });

  it('shows featured products, all visible, as cards', async () => {
    const body = await home();
    const featured = visibleProducts.filter((p) => p.featured).map((p) => p.name);
    expect(body.featuredProducts.length).toBeGreaterThan(0);
    for (const card of body.featuredProducts) {
      expect(card.isFeatured).toBe(true);
      expect(featured).toContain(card.name);
      expect(card.images.length).toBeGreaterThan(0);
    }
  });

  it('shows the 7 newest visible products as new arrivals', async () => {
    const body = await home();
    expect(body.newArrivals).toHaveLength(NEW_ARRIVALS_FEATURED + NEW_ARRIVALS_GRID);
    const newest = await t.app.inject({ method: 'GET', url: '/api/user/products?limit=7' });
    expect(body.newArrivals.map((p) => p._id)).toEqual(
      newest.json().products.map((p: Card) => p._id),
    );
  });

  it('shows active banners of each type in position order', async () => {
    const body = await home();
    for (const type of ['primary', 'secondary'] as const) {
      const rows = await t.db
        .select({ id: banners.id, status: banners.status })
        .from(banners)
        .where(eq(banners.type, type))
        .orderBy(asc(banners.position));
      const active = rows.filter((row) => row.status === 'active').map((row) => row.id);
      const shown = type === 'primary' ? body.primaryBanners : body.secondaryBanners;
      expect(shown.map((b) => b._id)).toEqual(active);
      for (const banner of shown) expect(banner.alt).not.toBe('');
    }
    expect(body.primaryBanners.length).toBeGreaterThan(0);
  });

  it('gives each banner its headline, subtitle and resolved link', async () => {
    const body = await home();
    const all = [...body.primaryBanners, ...body.secondaryBanners];
    for (const banner of all) {
      expect(banner.headline).not.toBe('');
      expect(banner.subtitle).not.toBe('');
    }
    const safety = body.secondaryBanners.find((b) => b.headline === 'Safety week: up to 15% off');
    expect(safety?.href).toBe('/filter?category=Lab%20Safety');
    const teaching = body.primaryBanners.find((b) => b.headline === 'Stock your teaching lab');
    expect(teaching?.href).toBe('/filter?category=Glassware');
  });

  it('leaves a banner unlinked while its category is inactive', async () => {
    const [labSafety] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Lab Safety'));
    await t.db
      .update(categories)
      .set({ status: 'inactive' })
      .where(eq(categories.id, labSafety!.id));
    invalidateCatalogCache();
    try {
      const safety = (await home()).secondaryBanners.find((b) => b.headline.startsWith('Safety'));
      expect(safety?.href).toBeNull();
    } finally {
      await t.db
        .update(categories)
        .set({ status: 'active' })
        .where(eq(categories.id, labSafety!.id));
      invalidateCatalogCache();
    }
  });

  it('names the logged-in user, and nobody for a guest', async () => {
    expect((await home()).user).toBeNull();
    const shopper = await createLoggedInUser(t, { name: 'Meera Iyer' });
    expect((await home(shopper.cookie)).user).toEqual({ _id: shopper.userId, name: 'Meera Iyer' });
    // The cached part is shared; the user part is per request.
    expect((await home()).user).toBeNull();
  });
});

describe('home cache', () => {
  it('serves the cached home until invalidateCatalogCache() is called', async () => {
    const before = await home();
    const card = before.featuredProducts[0]!;
    const category = before.categories.find((c) => c.name === 'Glassware')!;
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, card._id));
    await t.db
      .update(categories)
      .set({ status: 'inactive' })
      .where(eq(categories.id, category._id));

    const cached = await home();
    expect(cached.featuredProducts.map((p) => p._id)).toContain(card._id);

    invalidateCatalogCache();
    const fresh = await home();
    expect(fresh.featuredProducts.map((p) => p._id)).not.toContain(card._id);
    expect(fresh.categories.map((c) => c.name)).not.toContain('Glassware');
    for (const list of [fresh.featuredProducts, fresh.newArrivals]) {
      for (const product of list) expect(product.category.name).not.toBe('Glassware');
    }

    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, card._id));
    await t.db.update(categories).set({ status: 'active' }).where(eq(categories.id, category._id));
    invalidateCatalogCache();
    expect((await home()).featuredProducts.map((p) => p._id)).toContain(card._id);
  });

  it('also refreshes the filter panel facets', async () => {
    const sku = visibleProducts.find((p) => p.brand === 'Olympus')!.sku;
    const total = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/products' })).json().total;
    const before = await total();
    const id = await productIdBySku(t, sku);
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, id));
    invalidateCatalogCache();
    expect(await total()).toBe(before - 1);
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, id));
    invalidateCatalogCache();
    expect(await total()).toBe(before);
  });
});
