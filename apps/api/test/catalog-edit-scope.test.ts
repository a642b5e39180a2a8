import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { invalidateCatalogCache } from '../src/modules/catalog/catalog-generations.ts';
import { addCategory, addProduct, pngImage, productFields, send } from './support/admin-forms.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// An admin's save of a product changes what shoppers see of it and of the categories it was and
// is in: those categories' pages show the save on the next request, and every other category's
// pages stay cached (each test writes to another category's product behind the services' back
// to see that its page was not read again).

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createLoggedInUser(t, { role: 'admin' })).cookie;
}, 60_000);
afterAll(() => t?.close());

interface Listing {
  products: { _id: string; name: string; sellingPrice: number }[];
  total: number;
  brandCounts: { name: string; count: number }[];
}

async function listing(categoryId: string, filters = ''): Promise<Listing> {
  const res = await t.app.inject({ url: `/api/user/products?categoryIds=${categoryId}${filters}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Listing;
}

const names = (page: Listing) => page.products.map((card) => card.name).sort();

/** Two categories with a product each, and the fields that saved the first product. */
async function twoCategories() {
  const tag = Math.random().toString(36).slice(2, 8);
  const a = await addCategory(t, cookie, `Scope A ${tag}`);
  const b = await addCategory(t, cookie, `Scope B ${tag}`);
  const fields = productFields(a._id, { name: `Burette ${tag}`, brand: 'Borosil' });
  const inA = await addProduct(t, cookie, fields);
  const inB = await addProduct(
    t,
    cookie,
    productFields(b._id, { name: `Pipette ${tag}`, brand: 'Eppendorf' }),
  );
  return { a: a._id, b: b._id, tag, fields, inA: inA._id, inB: inB._id };
}

const save = (id: string, fields: Record<string, string | string[]>) =>
  send(t, 'PUT', `/api/admin/update-product/${id}`, cookie, fields);

/** Renames `id` in the database alone: a page read again after this shows the new name. */
const renameBehind = (id: string, name: string) =>
  t.db.update(products).set({ name }).where(eq(products.id, id));

describe("an admin's save of a product", () => {
  it("shows on its category's pages and leaves another category's pages cached", async () => {
    const s = await twoCategories();
    expect((await listing(s.a)).products[0]).toMatchObject({ sellingPrice: 3999.5 });
    expect(names(await listing(s.b))).toEqual([`Pipette ${s.tag}`]);
    expect(names(await listing(s.b, '&minPrice=100'))).toEqual([`Pipette ${s.tag}`]);
    await renameBehind(s.inB, 'Written behind');

    expect((await save(s.inA, { ...s.fields, sellingPrice: '3500' })).statusCode).toBe(200);

    expect((await listing(s.a)).products[0]).toMatchObject({ sellingPrice: 3500 });
    // B's pages, filtered or not, were not read again...
    expect(names(await listing(s.b))).toEqual([`Pipette ${s.tag}`]);
    expect(names(await listing(s.b, '&minPrice=100'))).toEqual([`Pipette ${s.tag}`]);
    // ...until a change not confined to products (a category, an attribute) drops every page.
    invalidateCatalogCache();
    expect(names(await listing(s.b))).toEqual(['Written behind']);
  });

  it('moves the product, its count and its brand from one category’s pages to the other’s', async () => {
    const s = await twoCategories();
    const before = await listing(s.a);
    expect(before.total).toBe(1);
    expect(before.brandCounts).toEqual([{ name: 'Borosil', count: 1 }]);
    expect((await listing(s.b)).total).toBe(1);

    // The form may spell the new category's id in capitals; the pages are keyed in lower case.
    const moved = await save(s.inA, { ...s.fields, category: s.b.toUpperCase() });
    expect(moved.statusCode).toBe(200);

    const left = await listing(s.a);
    expect(left.products).toEqual([]);
    expect(left.total).toBe(0);
    expect(left.brandCounts).toEqual([]);
    const joined = await listing(s.b);
    expect(names(joined)).toEqual([`Burette ${s.tag}`, `Pipette ${s.tag}`]);
    expect(joined.total).toBe(2);
    expect(joined.brandCounts).toEqual([
      { name: 'Borosil', count: 1 },
      { name: 'Eppendorf', count: 1 },
    ]);
  });

  it("shows a new product on its category's pages and leaves the other's cached", async () => {
    const s = await twoCategories();
    expect((await listing(s.a)).total).toBe(1);
    expect(names(await listing(s.b))).toEqual([`Pipette ${s.tag}`]);
    await renameBehind(s.inB, 'Written behind');

    await addProduct(t, cookie, productFields(s.a, { name: `Flask ${s.tag}` }));

    const after = await listing(s.a);
    expect(names(after)).toEqual([`Burette ${s.tag}`, `Flask ${s.tag}`]);
    expect(after.total).toBe(2);
    expect(names(await listing(s.b))).toEqual([`Pipette ${s.tag}`]);
  });

  it("drops a deleted product from its category's pages and leaves the other's cached", async () => {
    const s = await twoCategories();
    expect((await listing(s.a)).total).toBe(1);
    expect(names(await listing(s.b))).toEqual([`Pipette ${s.tag}`]);
    await renameBehind(s.inB, 'Written behind');

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-product/${s.inA}`,
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(res.statusCode).toBe(200);

    const after = await listing(s.a);
    expect(after.products).toEqual([]);
    expect(after.total).toBe(0);
    expect(names(await listing(s.b))).toEqual([`Pipette ${s.tag}`]);
  });

  it('leaves a search within another category cached, and reads a search of all again', async () => {
    const s = await twoCategories();
    const query = `query=${encodeURIComponent(`pipette ${s.tag}`)}`;
    const everywhere = async () => {
      const res = await t.app.inject({ url: `/api/user/products?${query}` });
      return names(res.json() as Listing);
    };
    expect(names(await listing(s.b, `&${query}`))).toEqual([`Pipette ${s.tag}`]);
    expect(await everywhere()).toEqual([`Pipette ${s.tag}`]);
    await renameBehind(s.inB, `Pipette ${s.tag} written behind`);

    expect((await save(s.inA, { ...s.fields, sellingPrice: '3600' })).statusCode).toBe(200);

    expect(names(await listing(s.b, `&${query}`))).toEqual([`Pipette ${s.tag}`]);
    // Without a category it may show the saved product: it is read again.
    expect(await everywhere()).toEqual([`Pipette ${s.tag} written behind`]);
  });

  it("shows on its category's product pages and leaves another category's cached", async () => {
    const s = await twoCategories();
    const second = await addProduct(t, cookie, productFields(s.a, { name: `Flask ${s.tag}` }));
    const page = async (id: string) => {
      const res = await t.app.inject({ url: `/api/user/product/${id}` });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        product: { name: string };
        similarProducts: { _id: string; sellingPrice: number }[];
      };
    };
    expect((await page(second._id)).similarProducts).toMatchObject([{ _id: s.inA }]);
    expect((await page(s.inB)).product.name).toBe(`Pipette ${s.tag}`);
    await renameBehind(s.inB, 'Written behind');

    expect((await save(s.inA, { ...s.fields, sellingPrice: '3100' })).statusCode).toBe(200);

    // The saved product is a similar product on its neighbour's page...
    expect((await page(second._id)).similarProducts).toMatchObject([
      { _id: s.inA, sellingPrice: 3100 },
    ]);
    // ...and B's product page was not read again.
    expect((await page(s.inB)).product.name).toBe(`Pipette ${s.tag}`);
    invalidateCatalogCache();
    expect((await page(s.inB)).product.name).toBe('Written behind');
  });
});

describe("an admin's bulk action", () => {
  const bulk = (action: 'status' | 'category', body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/bulk-${action}`,
      headers: { cookie, origin: t.config.publicUrl },
      payload: body,
    });

  it("hides products from their category's pages and leaves another's cached", async () => {
    const s = await twoCategories();
    const other = await twoCategories();
    expect((await listing(s.a)).total).toBe(1);
    expect(names(await listing(other.b))).toEqual([`Pipette ${other.tag}`]);
    await renameBehind(other.inB, 'Written behind');

    const res = await bulk('status', { productIds: [s.inA, s.inB], status: 'inactive' });
    expect(res.statusCode).toBe(200);

    expect((await listing(s.a)).products).toEqual([]);
    expect((await listing(s.b)).products).toEqual([]);
    expect(names(await listing(other.b))).toEqual([`Pipette ${other.tag}`]);
  });

  it("moves products to a category's pages from theirs", async () => {
    const s = await twoCategories();
    expect((await listing(s.a)).total).toBe(1);
    expect((await listing(s.b)).total).toBe(1);

    const res = await bulk('category', { productIds: [s.inA], categoryId: s.b });
    expect(res.statusCode).toBe(200);

    expect((await listing(s.a)).total).toBe(0);
    expect(names(await listing(s.b))).toEqual([`Burette ${s.tag}`, `Pipette ${s.tag}`]);
  });
});

describe("an admin's banner", () => {
  it("shows on home at once and leaves every category's pages cached", async () => {
    const s = await twoCategories();
    const home = async () => (await t.app.inject({ url: '/api/user/home' })).json();
    const before = (await home()).primaryBanners.length;
    expect(names(await listing(s.b))).toEqual([`Pipette ${s.tag}`]);
    await renameBehind(s.inB, 'Written behind');

    const res = await send(t, 'POST', '/api/admin/banners', cookie, { type: 'primary' }, [
      { name: 'b.png', type: 'image/png', data: await pngImage(120, 40) },
    ]);
    expect(res.statusCode).toBe(201);

    expect((await home()).primaryBanners).toHaveLength(before + 1);
    expect(names(await listing(s.b))).toEqual([`Pipette ${s.tag}`]);
  });
});
