import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, productFields, send } from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The perishable flag: set on the admin form, kept when a client leaves it out, shown to shoppers.

let t: TestApp;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  categoryId = (await addCategory(t, admin, 'Reagents'))._id;
});
afterAll(() => t.close());

async function detail(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/product/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ product: { isPerishable?: boolean } }>().product;
}

function update(id: string, overrides: Record<string, string>) {
  return send(
    t,
    'PUT',
    `/api/admin/update-product/${id}`,
    admin,
    productFields(categoryId, { sku: `SKU-${id.slice(0, 8)}`, ...overrides }),
  );
}

describe('the perishable flag', () => {
  it('is false unless the form says otherwise', async () => {
    const product = await addProduct(t, admin, productFields(categoryId));
    expect(product).toMatchObject({ isPerishable: false });
    expect((await detail(product._id)).isPerishable).toBe(false);
  });

  it('is set by the form, kept by an edit that leaves it out, and cleared by one that says no', async () => {
    const product = await addProduct(
      t,
      admin,
      productFields(categoryId, { isPerishable: 'yes', sku: 'AGAR-500' }),
    );
    expect(product).toMatchObject({ isPerishable: true });
    expect((await detail(product._id)).isPerishable).toBe(true);

    const kept = await update(product._id, { sku: 'AGAR-500', name: 'Nutrient Agar' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().product.isPerishable).toBe(true);

    const cleared = await update(product._id, { sku: 'AGAR-500', isPerishable: 'no' });
    expect(cleared.json().product.isPerishable).toBe(false);
    expect((await detail(product._id)).isPerishable).toBe(false);
  });

  it('refuses a value that is neither yes nor no', async () => {
    const res = await send(
      t,
      'POST',
      '/api/admin/add-product',
      admin,
      productFields(categoryId, { isPerishable: 'sometimes' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ isPerishable: 'Perishable is required' });
  });
});
