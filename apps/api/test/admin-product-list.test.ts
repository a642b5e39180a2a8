import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBannersResponse,
  AdminCategoriesResponse,
  AdminProductsResponse,
} from '@labshop/domain/api/admin';
import { BULK_MESSAGES } from '@labshop/domain/validation/admin-catalog-lists';
import { auditEvents, banners, categories, products, productVariants } from '../src/db/schema.ts';
import { createLoggedInUser, loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The back office finds products by what an admin remembers (a name, a SKU, a brand), narrows
// them by category, status and stock, and changes many at once: all of them or none, each
// change in the audit trail, and the shop showing it on the next request.

let t: TestApp;
let admin: string;
let adminId: string;
let shopper: string;
const cat: Record<'glass' | 'chem' | 'hidden', string> = { glass: '', chem: '', hidden: '' };
const id: Record<string, string> = {};

interface Seed {
  key: string;
  name: string;
  sku: string;
  brand: string;
  category: keyof typeof cat;
  pricePaise: number;
  onHand: number;
  reserved?: number;
  minProductAlert?: number;
  status?: 'active' | 'inactive';
  variants?: { name: string; onHand: number; reserved?: number }[];
}

// Created in this order, so "newest first" is the reverse.
const SEEDS: Seed[] = [
  {
    key: 'beaker',
    name: 'Beaker 250 ml',
    sku: 'BK-250',
    brand: 'Borosil',
    category: 'glass',
    pricePaise: 12_000,
    onHand: 40,
    minProductAlert: 5,
  },
  {
    key: 'flask',
    name: 'Conical Flask',
    sku: 'CF-500',
    brand: 'Duran',
    category: 'glass',
    pricePaise: 34_000,
    onHand: 3,
    minProductAlert: 5,
  },
  // 4 on hand but all of them held by unpaid checkouts: nothing can be sold.
  {
    key: 'acid',
    name: 'Acetic Acid 100%',
    sku: 'AA_100',
    brand: 'Merck',
    category: 'chem',
    pricePaise: 90_000,
    onHand: 4,
    reserved: 4,
    minProductAlert: 2,
  },
  {
    key: 'buffer',
    name: 'Buffer Solution',
    sku: 'BUF-7',
    brand: 'Merck',
    category: 'chem',
    pricePaise: 50_000,
    onHand: 0,
    status: 'inactive',
  },
  // A variant product: sold by its variants, every one of them sold out.
  {
    key: 'pipette',
    name: 'Pipette Set',
    sku: 'PIP-SET',
    brand: 'Eppendorf',
    category: 'glass',
    pricePaise: 80_000,
    onHand: 0,
    minProductAlert: 1,
    variants: [
      { name: 'Micro 10 µl', onHand: 0 },
      { name: 'Macro 5 ml', onHand: 2, reserved: 2 },
    ],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const logged = await createLoggedInUser(t, { role: 'admin', name: 'Asha Admin' });
  admin = logged.cookie;
  adminId = logged.userId;
  shopper = await loginAs(t);
  const rows = await t.db
    .insert(categories)
    .values([
      { name: 'Glassware' },
      { name: 'Chemicals' },
      { name: 'Hidden Shelf', status: 'inactive' },
    ])
    .returning({ id: categories.id, name: categories.name });
  cat.glass = rows.find((row) => row.name === 'Glassware')!.id;
  cat.chem = rows.find((row) => row.name === 'Chemicals')!.id;
  cat.hidden = rows.find((row) => row.name === 'Hidden Shelf')!.id;
  for (const [index, seed] of SEEDS.entries()) {
    const [row] = await t.db
      .insert(products)
      .values({
        name: seed.name,
        sku: seed.sku,
        brand: seed.brand,
        categoryId: cat[seed.category],
        mrpPaise: seed.pricePaise,
        sellingPricePaise: seed.pricePaise,
        onHand: seed.onHand,
        reserved: seed.reserved ?? 0,
        minProductAlert: seed.minProductAlert ?? 0,
        status: seed.status ?? 'active',
        variantsEnabled: Boolean(seed.variants),
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        updatedAt: new Date(Date.UTC(2026, 5, 10 - index)),
      })
      .returning({ id: products.id });
    id[seed.key] = row!.id;
    for (const [position, variant] of (seed.variants ?? []).entries()) {
      await t.db.insert(productVariants).values({
        productId: row!.id,
        name: variant.name,
        sellingPricePaise: seed.pricePaise,
        onHand: variant.onHand,
        reserved: variant.reserved ?? 0,
        position,
      });
    }
  }
});
afterAll(() => t.close());

async function list(query: string, cookie = admin) {
  return t.app.inject({ url: `/api/admin/products?${query}`, headers: { cookie } });
}
async function keys(query: string): Promise<string[]> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(id).map(([key, value]) => [value, key]));
  return res.json<AdminProductsResponse>().products.map((product) => byId.get(product._id)!);
}
function bulk(path: 'bulk-status' | 'bulk-category', body: unknown, cookie = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${path}`,
    headers: { cookie, origin: t.config.publicUrl },
    payload: body as object,
  });
}
async function statusOf(key: string) {
  const [row] = await t.db
    .select({ status: products.status, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, id[key]!));
  return row!;
}

describe('GET /api/admin/products', () => {
  it('answers every product newest first, as before, with the low-stock count', async () => {
    expect(await keys('')).toEqual(['pipette', 'buffer', 'acid', 'flask', 'beaker']);
    const body = (await list('')).json<AdminProductsResponse>();
    expect(body.total).toBe(5);
    // flask (3 < 5), acid (0 sellable < 2), pipette (0 < 1): the sidebar's count.
    expect(body.lowStockCount).toBe(3);
    expect(body.products[0]!.updatedAt).toMatch(/^2026-06-06T/);
  });

  it('finds by name, SKU, brand or a variant’s name, case aside, with wildcards as text', async () => {
    expect(await keys('q=beaker')).toEqual(['beaker']);
    expect(await keys('q=cf-5')).toEqual(['flask']);
    expect(await keys('q=MERCK')).toEqual(['buffer', 'acid']);
    expect(await keys('q=macro')).toEqual(['pipette']);
    // "%" and "_" are themselves: one product has "100%" in its name, one "_" in its SKU.
    expect(await keys('q=100%25')).toEqual(['acid']);
    expect(await keys('q=aa_')).toEqual(['acid']);
    expect(await keys('q=_')).toEqual(['acid']);
    expect(await keys('q=nothing-like-this')).toEqual([]);
    const res = await list('q=merck&limit=1');
    expect(res.json<AdminProductsResponse>().total).toBe(2);
    expect(res.json<AdminProductsResponse>().lowStockCount).toBe(3);
  });

  it('filters by category, status, low stock and out of stock, and combines them', async () => {
    expect(await keys(`categoryId=${cat.chem}`)).toEqual(['buffer', 'acid']);
    expect(await keys('status=inactive')).toEqual(['buffer']);
    expect(await keys('stock=low')).toEqual(['pipette', 'acid', 'flask']);
    // Out: nothing sellable, held units and variants counted as the shop counts them.
    expect(await keys('stock=out')).toEqual(['pipette', 'buffer', 'acid']);
    expect(await keys(`stock=low&categoryId=${cat.glass}&q=flask`)).toEqual(['flask']);
    expect((await list('stock=low')).json<AdminProductsResponse>().total).toBe(3);
  });

  it('sorts by name, price, stock and last change, both ways', async () => {
    expect(await keys('sort=name-asc')).toEqual(['acid', 'beaker', 'buffer', 'flask', 'pipette']);
    expect(await keys('sort=name-desc')).toEqual(['pipette', 'flask', 'buffer', 'beaker', 'acid']);
    expect(await keys('sort=price-asc')).toEqual(['beaker', 'flask', 'buffer', 'pipette', 'acid']);
    expect((await keys('sort=price-desc'))[0]).toBe('acid');
    // Stock is what is on hand (the column the list shows); the pipette's is its variants' sum.
    const byStock = await keys('sort=stock-asc');
    expect(byStock.slice(-2)).toEqual(['acid', 'beaker']);
    expect(byStock.indexOf('pipette')).toBeLessThan(byStock.indexOf('flask'));
    expect((await keys('sort=stock-desc'))[0]).toBe('beaker');
    expect(await keys('sort=updated-desc')).toEqual([
      'beaker',
      'flask',
      'acid',
      'buffer',
      'pipette',
    ]);
    expect(await keys('sort=updated-asc')).toEqual([
      'pipette',
      'buffer',
      'acid',
      'flask',
      'beaker',
    ]);
  });

  it('pages through a filtered list', async () => {
    expect(await keys('sort=name-asc&limit=2&page=2')).toEqual(['buffer', 'flask']);
  });

  it('refuses out-of-bounds and unknown values with 400 before any work', async () => {
    for (const query of [
      `q=${'x'.repeat(101)}`,
      'categoryId=not-a-uuid',
      'status=deleted',
      'stock=some',
      'sort=random',
      'page=0',
      'limit=201',
    ]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });

  it('is for admins only', async () => {
    expect((await list('', shopper)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/products?q=x' })).statusCode).toBe(401);
  });
});

describe('bulk changes', () => {
  const auditOf = (entityIds: string[]) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(inArray(auditEvents.entityId, entityIds), eq(auditEvents.kind, 'product')));
  const shopProduct = (key: string) => t.app.inject({ url: `/api/user/product/${id[key]!}` });

  it('deactivates the chosen products in one go, with an audit row each, and the shop hides them at once', async () => {
    // Warm the storefront's cache first: the change must drop it.
    expect((await shopProduct('beaker')).statusCode).toBe(200);
    const res = await bulk('bulk-status', {
      productIds: [id.beaker, id.flask],
      status: 'inactive',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '2 products deactivated.', updated: 2 });
    expect((await statusOf('beaker')).status).toBe('inactive');
    expect((await statusOf('flask')).status).toBe('inactive');
    expect((await shopProduct('beaker')).statusCode).toBe(404);

    const rows = await auditOf([id.beaker!, id.flask!]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorUserId: adminId,
      action: 'bulk-deactivate',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    expect(rows.map((row) => row.summary).sort()).toEqual([
      'Beaker 250 ml: status active → inactive',
      'Conical Flask: status active → inactive',
    ]);
  });

  it('activates them again, telling which were already active and auditing only real changes', async () => {
    const res = await bulk('bulk-status', {
      productIds: [id.beaker, id.flask, id.acid],
      status: 'active',
    });
    expect(res.json()).toEqual({
      message: '2 products activated. 1 was already active.',
      updated: 2,
    });
    expect((await shopProduct('beaker')).statusCode).toBe(200);
    expect(await auditOf([id.acid!])).toHaveLength(0);
  });

  it('changes nothing when one id is unknown (404)', async () => {
    const before = await auditOf([id.beaker!]);
    const res = await bulk('bulk-status', {
      productIds: [id.beaker, randomUUID()],
      status: 'inactive',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'One of the chosen products no longer exists. Nothing was changed.',
    );
    expect((await statusOf('beaker')).status).toBe('active');
    expect(await auditOf([id.beaker!])).toHaveLength(before.length);

    const move = await bulk('bulk-category', {
      productIds: [id.beaker, randomUUID()],
      categoryId: cat.chem,
    });
    expect(move.statusCode).toBe(404);
    expect((await statusOf('beaker')).categoryId).toBe(cat.glass);
  });

  it('moves the chosen products to a category, audited with both names, and the shop lists them there', async () => {
    const listing = () => t.app.inject({ url: '/api/user/products?category=Chemicals&limit=50' });
    const shopIds = async () =>
      (await listing()).json<{ products: { _id: string }[] }>().products.map((p) => p._id);
    expect(await shopIds()).not.toContain(id.beaker);

    const res = await bulk('bulk-category', {
      productIds: [id.beaker, id.acid],
      categoryId: cat.chem,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: '1 product moved to Chemicals. 1 was already there.',
      updated: 1,
    });
    expect((await statusOf('beaker')).categoryId).toBe(cat.chem);
    expect(await shopIds()).toContain(id.beaker);
    const [row] = (await auditOf([id.beaker!])).filter((r) => r.action === 'bulk-category');
    expect(row).toMatchObject({
      actorUserId: adminId,
      before: { category: 'Glassware' },
      after: { category: 'Chemicals' },
      summary: 'Beaker 250 ml: category Glassware → Chemicals',
    });
  });

  it('refuses an unknown category with the form’s message and changes nothing', async () => {
    const res = await bulk('bulk-category', { productIds: [id.flask], categoryId: randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ categoryId: 'Choose a category from the list' });
    expect((await statusOf('flask')).categoryId).toBe(cat.glass);
  });

  it('bounds the body: 1 to 100 distinct ids, a known status', async () => {
    const hundredOne = Array.from({ length: 101 }, () => randomUUID());
    const cases: [unknown, string | undefined][] = [
      [{ productIds: [], status: 'active' }, BULK_MESSAGES.noProducts],
      [{ productIds: hundredOne, status: 'active' }, BULK_MESSAGES.tooManyProducts],
      [{ productIds: [id.beaker, id.beaker], status: 'active' }, BULK_MESSAGES.duplicate],
      [{ productIds: ['nope'], status: 'active' }, undefined],
      [{ productIds: [id.beaker], status: 'archived' }, undefined],
      [{ productIds: [id.beaker] }, undefined],
    ];
    for (const [body, message] of cases) {
      const res = await bulk('bulk-status', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect((await bulk('bulk-category', { productIds: [id.beaker] })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const body = { productIds: [id.beaker], status: 'inactive' };
    expect((await bulk('bulk-status', body, shopper)).statusCode).toBe(403);
    const move = { productIds: [id.beaker], categoryId: cat.chem };
    expect((await bulk('bulk-category', move, shopper)).statusCode).toBe(403);
    expect((await statusOf('beaker')).status).toBe('active');
  });
});

describe('the categories and banners lists', () => {
  const categoriesFor = async (query: string) => {
    const res = await t.app.inject({
      url: `/api/admin/categories?${query}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminCategoriesResponse>().categories.map((c) => c.name);
  };

  it('finds categories by name and status and sorts them', async () => {
    expect(await categoriesFor('')).toEqual(['Chemicals', 'Glassware', 'Hidden Shelf']);
    expect(await categoriesFor('q=GLASS')).toEqual(['Glassware']);
    expect(await categoriesFor('status=inactive')).toEqual(['Hidden Shelf']);
    expect(await categoriesFor('sort=name-desc')).toEqual([
      'Hidden Shelf',
      'Glassware',
      'Chemicals',
    ]);
    // Chemicals 3 (beaker moved there), Glassware 2, Hidden Shelf 0.
    expect(await categoriesFor('sort=products-desc')).toEqual([
      'Chemicals',
      'Glassware',
      'Hidden Shelf',
    ]);
    expect(await categoriesFor('q=%25')).toEqual([]);
    const bad = await t.app.inject({
      url: '/api/admin/categories?sort=size',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('narrows banners by type and status, and refuses others', async () => {
    await t.db.insert(banners).values([
      { image: '/uploads/a.png', type: 'primary', status: 'active', position: 1, headline: 'A' },
      { image: '/uploads/b.png', type: 'secondary', status: 'active', position: 1, headline: 'B' },
      { image: '/uploads/c.png', type: 'secondary', status: 'inactive', headline: 'C' },
    ]);
    const headlines = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/admin/banners?${query}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminBannersResponse>().banners.map((banner) => banner.headline);
    };
    expect(await headlines('')).toEqual(['A', 'B', 'C']);
    expect(await headlines('type=secondary')).toEqual(['B', 'C']);
    expect(await headlines('type=secondary&status=active')).toEqual(['B']);
    expect(await headlines('status=inactive')).toEqual(['C']);
    const bad = await t.app.inject({
      url: '/api/admin/banners?type=tertiary',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });
});
