import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_FILTER_MESSAGES } from '@labshop/domain/attributes/spec-filters';
import { addCategory, addProduct, productFields } from './support/admin-forms.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The filter page's specification filters and facets: spec.<key>=min..max and =a,b narrow the
// list, each facet is counted under every filter but its own (as the brand facet is), the
// parameters are bounded, and search finds attribute values. Runs on PostgreSQL too.

let t: TestApp;
let admin: LoggedIn;

interface Facet {
  key: string;
  kind: string;
  min?: number | null;
  max?: number | null;
  values?: { value: string; count: number }[];
}
interface Listing {
  products: { name: string }[];
  total: number;
  facets?: Facet[];
  message?: string;
}

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/user/products?${query}` });
  return { status: res.statusCode, body: res.json<Listing>() };
};
const names = (listing: Listing) => listing.products.map((p) => p.name).sort();
const facet = (listing: Listing, key: string) => listing.facets?.find((f) => f.key === key);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin' });
  const balances = (await addCategory(t, admin.cookie, 'Balances'))._id;
  const other = (await addCategory(t, admin.cookie, 'Glassware'))._id;
  const define = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/categories/${balances}/attributes`,
      headers: { cookie: admin.cookie, origin: t.config.publicUrl },
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  };
  await define({ label: 'Readability', kind: 'number', unit: 'mg', isFacet: true });
  await define({
    label: 'Calibration',
    kind: 'choice',
    choices: ['Internal', 'External'],
    isFacet: true,
  });
  await define({ label: 'Battery', kind: 'boolean', isFacet: true });
  await define({ label: 'Pan', kind: 'text' });
  const balance = (name: string, brand: string, price: string, values: object, status = 'active') =>
    addProduct(
      t,
      admin.cookie,
      productFields(balances, {
        name,
        brand,
        sellingPrice: price,
        mrp: price,
        tags: 'balance',
        status,
        attributes: JSON.stringify(Object.entries(values).map(([key, value]) => ({ key, value }))),
      }),
    );
  await balance('Fine A', 'Mettler', '900', {
    readability_mg: 0.1,
    calibration: 'Internal',
    battery: 'no',
    pan: 'Swing-out pan',
  });
  await balance('Fine B', 'Sartorius', '800', {
    readability_mg: 0.1,
    calibration: 'External',
    battery: 'yes',
  });
  await balance('Mid A', 'Mettler', '500', {
    readability_mg: 1,
    calibration: 'Internal',
    battery: 'yes',
  });
  await balance('Coarse A', 'Mettler', '300', {
    readability_mg: 100,
    calibration: 'External',
    battery: 'yes',
  });
  await balance('Coarse B', 'Wensar', '200', { readability_mg: 10, calibration: 'External' });
  // Hidden: its values, the category's least and greatest, count in no facet.
  await balance(
    'Hidden A',
    'Mettler',
    '700',
    { readability_mg: 0.001, calibration: 'Internal', battery: 'no' },
    'inactive',
  );
  await balance('Hidden B', 'Wensar', '700', { readability_mg: 1000 }, 'inactive');
  await addProduct(
    t,
    admin.cookie,
    productFields(other, { name: 'Beaker', sellingPrice: '100', mrp: '100' }),
  );
});
afterAll(() => t.close());

describe('specification filters', () => {
  it('narrow the list by a number range and by choices', async () => {
    const fine = await list('category=Balances&spec.readability_mg=0.01..1');
    expect(fine.status).toBe(200);
    expect(names(fine.body)).toEqual(['Fine A', 'Fine B', 'Mid A']);
    const open = await list('category=Balances&spec.readability_mg=10..');
    expect(names(open.body)).toEqual(['Coarse A', 'Coarse B']);
    const internal = await list('category=Balances&spec.calibration=internal&spec.battery=true');
    expect(names(internal.body)).toEqual(['Mid A']);
    // A key no attribute has matches nothing, as an unknown brand does.
    expect((await list('spec.colour=red')).body.total).toBe(0);
  });

  it('give the one chosen category’s facets, each counted under every other filter', async () => {
    const all = await list('category=Balances');
    expect(all.body.facets?.map((f) => f.key)).toEqual([
      'readability_mg',
      'calibration',
      'battery',
    ]);
    expect(facet(all.body, 'readability_mg')).toMatchObject({ kind: 'number', min: 0.1, max: 100 });
    expect(facet(all.body, 'calibration')?.values).toEqual([
      { value: 'Internal', count: 2 },
      { value: 'External', count: 3 },
    ]);
    expect(facet(all.body, 'battery')?.values).toEqual([
      { value: 'true', count: 3 },
      { value: 'false', count: 1 },
    ]);

    // Brand + price + another spec: Mettler, ₹250-1000, internal calibration.
    const combined = await list(
      'category=Balances&brandIds=Mettler&minPrice=250&maxPrice=950&spec.calibration=Internal&spec.readability_mg=0.1..1',
    );
    expect(names(combined.body)).toEqual(['Fine A', 'Mid A']);
    // Calibration is counted without its own filter: Mettler, in price, readability 0.1..1.
    expect(facet(combined.body, 'calibration')?.values).toEqual([{ value: 'Internal', count: 2 }]);
    // Readability's range leaves out its own filter: Mettler, in price, internal.
    expect(facet(combined.body, 'readability_mg')).toMatchObject({ min: 0.1, max: 1 });
    // Battery is counted under all of them.
    expect(facet(combined.body, 'battery')?.values).toEqual([
      { value: 'true', count: 1 },
      { value: 'false', count: 1 },
    ]);
    const cheap = await list('category=Balances&brandIds=Mettler&maxPrice=400');
    expect(facet(cheap.body, 'readability_mg')).toMatchObject({ min: 100, max: 100 });
    expect(facet(cheap.body, 'calibration')?.values).toEqual([{ value: 'External', count: 1 }]);
  });

  it('are the same on a category link’s page as under a filter that keeps every product', async () => {
    // The category alone takes a prepared statement of its own; every brand ticked, the
    // general query. Both count the same products, so they must give the same facets.
    const link = await list('category=Balances');
    const everyBrand = await list('category=Balances&brandIds=Mettler,Sartorius,Wensar');
    expect(names(everyBrand.body)).toEqual(names(link.body));
    expect(link.body.facets).toEqual(everyBrand.body.facets);
  });

  it('are left out without exactly one category', async () => {
    expect((await list('')).body.facets).toBeUndefined();
    expect((await list('categoryNames=Balances,Glassware')).body.facets).toBeUndefined();
    expect((await list('category=Glassware')).body.facets).toBeUndefined();
  });

  it('are bounded: more than ten, a bad range or a bad key is a short 400', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `spec.k${i}=1..2`).join('&');
    const tooMany = await list(eleven);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(SPEC_FILTER_MESSAGES.tooMany);
    const bad = await list('spec.readability_mg=0.1..abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SPEC_FILTER_MESSAGES.badRange('spec.readability_mg'));
    expect((await list('spec.readability_mg=5..1')).status).toBe(400);
    expect((await list(`spec.${'k'.repeat(41)}=1`)).status).toBe(400);
    expect((await list(`spec.calibration=${'x'.repeat(61)}`)).status).toBe(400);
  });
});

describe('search', () => {
  it('finds a product by an attribute’s text value', async () => {
    const found = await list('query=swing-out');
    expect(names(found.body)).toEqual(['Fine A']);
  });
});
