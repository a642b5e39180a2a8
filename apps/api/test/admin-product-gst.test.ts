import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/login-as.ts';
import { addProduct, pngImage, productFields, send } from './support/admin-forms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// HSN code and GST rate are ours, not the spec's: a client built on the spec's product form
// alone (no GST fields) must still add and edit products. Categories carry the defaults.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
});
afterAll(() => t.close());

async function saveCategory(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  withImage = true,
) {
  const files = withImage ? [{ name: 'c.png', type: 'image/png', data: await pngImage() }] : [];
  return send(t, method, url, admin, fields, files);
}

/** The product form as the original spec has it: no hsnCode, no gstRatePercent. */
function specFields(categoryId: string, overrides: Record<string, string> = {}) {
  const { hsnCode: _hsn, gstRatePercent: _rate, ...fields } = productFields(categoryId, overrides);
  return fields;
}

async function adminProduct(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products?limit=200',
    headers: { cookie: admin },
  });
  return (res.json().products as { _id: string; [key: string]: unknown }[]).find(
    (product) => product._id === id,
  );
}

describe('category GST defaults', () => {
  it('are set and edited in the category form, and kept when an edit leaves them out', async () => {
    const added = await saveCategory('POST', '/api/admin/categories', {
      name: 'Volumetric Glassware',
      status: 'active',
      hsnCode: '70172000',
      gstRatePercent: '12',
    });
    expect(added.statusCode).toBe(201);
    const category = added.json().category;
    expect(category).toMatchObject({ hsnCode: '70172000', gstRatePercent: 12 });

    const edited = await saveCategory(
      'PUT',
      `/api/admin/categories/${category._id}`,
      { name: 'Volumetric Glassware', status: 'active', hsnCode: '7017', gstRatePercent: '18' },
      false,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().category).toMatchObject({ hsnCode: '7017', gstRatePercent: 18 });

    // The spec's category form (name, status, image) changes neither.
    const specEdit = await saveCategory(
      'PUT',
      `/api/admin/categories/${category._id}`,
      { name: 'Volumetric Glass', status: 'inactive' },
      false,
    );
    expect(specEdit.json().category).toMatchObject({
      name: 'Volumetric Glass',
      hsnCode: '7017',
      gstRatePercent: 18,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/categories',
      headers: { cookie: admin },
    });
    expect(
      list.json().categories.find((c: { _id: string }) => c._id === category._id),
    ).toMatchObject({ hsnCode: '7017', gstRatePercent: 18 });
  });

  it('start at the shop’s 9027 and 18% for a category added without them', async () => {
    const res = await saveCategory('POST', '/api/admin/categories', {
      name: 'Spectroscopy',
      status: 'active',
    });
    expect(res.json().category).toMatchObject({ hsnCode: '9027', gstRatePercent: 18 });
  });

  it('are checked with the product form’s rules', async () => {
    const res = await saveCategory('POST', '/api/admin/categories', {
      name: 'Bad Codes',
      status: 'active',
      hsnCode: '123',
      gstRatePercent: '15',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      hsnCode: 'HSN Code must be 4, 6 or 8 digits',
      gstRatePercent: 'GST Rate must be one of: 0, 5, 12, 18, 28',
    });
  });
});

describe('the spec’s product form, without GST fields', () => {
  it('adds a product, which takes its category’s HSN code and GST rate', async () => {
    const category = (
      await saveCategory('POST', '/api/admin/categories', {
        name: 'Reagent Bottles',
        status: 'active',
        hsnCode: '38220090',
        gstRatePercent: '12',
      })
    ).json().category;
    const product = await addProduct(t, admin, specFields(category._id));
    expect(product).toMatchObject({ hsnCode: '38220090', gstRatePercent: 12 });
  });

  it('updates a product and its stock, keeping the product’s own HSN code and GST rate', async () => {
    const category = (
      await saveCategory('POST', '/api/admin/categories', {
        name: 'Thermometers',
        status: 'active',
        hsnCode: '9025',
        gstRatePercent: '18',
      })
    ).json().category;
    const product = await addProduct(
      t,
      admin,
      productFields(category._id, { hsnCode: '90251990', gstRatePercent: '5', inStock: '12' }),
    );
    expect(product).toMatchObject({ hsnCode: '90251990', gstRatePercent: 5 });

    const res = await send(
      t,
      'PUT',
      `/api/admin/update-product/${product._id}`,
      admin,
      specFields(category._id, { name: 'Digital Thermometer', inStock: '30' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({
      name: 'Digital Thermometer',
      inStock: 30,
      hsnCode: '90251990',
      gstRatePercent: 5,
    });
    expect(await adminProduct(product._id)).toMatchObject({
      hsnCode: '90251990',
      gstRatePercent: 5,
    });
  });

  it('still refuses a GST field sent blank or wrong', async () => {
    const category = (
      await saveCategory('POST', '/api/admin/categories', { name: 'Pipettes', status: 'active' })
    ).json().category;
    const res = await send(
      t,
      'POST',
      '/api/admin/add-product',
      admin,
      productFields(category._id, { hsnCode: '', gstRatePercent: '40' }),
      [{ field: 'images', name: 'p.png', type: 'image/png', data: await pngImage() }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      hsnCode: 'HSN Code is required',
      gstRatePercent: 'GST Rate must be one of: 0, 5, 12, 18, 28',
    });
  });
});
