import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_LIMITS, TEXT_LIMITS } from '@labshop/domain/limits';
import {
  PRODUCT_SPEC_MESSAGES as M,
  productSpecListSchema,
} from '@labshop/domain/validation/product-specs';
import { demoCategories } from '../src/db/seed/demo-data/categories.ts';
import { demoSpecs } from '../src/db/seed/demo-data/specs.ts';
import { addCategory, addProduct, productFields, send } from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The specifications table: edited as JSON rows in the admin product form, shown in order on
// the product page, checked on the server with the messages the form shows.

let t: TestApp;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  categoryId = (await addCategory(t, admin, 'Balances'))._id;
});
afterAll(() => t.close());

const SPECS = [
  { key: 'Capacity', value: '220 g' },
  { key: 'Readability', value: '0.1 mg' },
  { key: 'Warranty', value: '2 years' },
];

async function shopperSpecs(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/product/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ product: { specs: { key: string; value: string }[] } }>().product.specs;
}

describe('product specifications', () => {
  it('are saved in order, trimmed, shown on the product page and kept by an update without them', async () => {
    const padded = SPECS.map(({ key, value }) => ({ key: ` ${key} `, value: `${value} ` }));
    const withoutSpecs = productFields(categoryId);
    const fields = { ...withoutSpecs, specs: JSON.stringify(padded) };
    const product = await addProduct(t, admin, fields);
    expect(await shopperSpecs(product._id)).toEqual(SPECS);

    const kept = await send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin, {
      ...withoutSpecs,
      sellingPrice: '3900',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.specs).toEqual(SPECS);

    const reordered = [SPECS[2]!, SPECS[0]!];
    const changed = await send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin, {
      ...fields,
      specs: JSON.stringify(reordered),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await shopperSpecs(product._id)).toEqual(reordered);
  });

  it('refuses blank, too long, repeated and too many rows with the form’s messages', async () => {
    const attempt = async (specs: unknown) => {
      const fields = productFields(categoryId, { specs: JSON.stringify(specs) });
      const res = await send(t, 'POST', '/api/admin/add-product', admin, fields);
      expect(res.statusCode).toBe(400);
      return res.json<{ errors: Record<string, string> }>().errors;
    };
    expect(await attempt([{ key: ' ', value: '' }])).toMatchObject({
      'specs.0.key': M.keyRequired,
      'specs.0.value': M.valueRequired,
    });
    expect(
      await attempt([
        { key: 'k'.repeat(TEXT_LIMITS.specKey + 1), value: 'v'.repeat(TEXT_LIMITS.specValue + 1) },
      ]),
    ).toMatchObject({ 'specs.0.key': M.keyTooLong, 'specs.0.value': M.valueTooLong });
    expect(
      await attempt([
        { key: 'Capacity', value: '1 L' },
        { key: 'capacity', value: '2 L' },
      ]),
    ).toMatchObject({ 'specs.1.key': M.duplicateKey });
    const many = Array.from({ length: COUNT_LIMITS.productSpecs + 1 }, (_, i) => ({
      key: `Row ${i}`,
      value: 'x',
    }));
    expect(await attempt(many)).toMatchObject({ specs: M.tooMany });
  });
});

describe('demo specifications', () => {
  it('give every demo product a valid table of at least four rows', () => {
    const skus = demoCategories.flatMap((category) => category.products.map((p) => p.sku));
    for (const sku of skus) {
      const specs = demoSpecs[sku] ?? [];
      expect(specs.length, sku).toBeGreaterThanOrEqual(4);
      expect(productSpecListSchema.safeParse(specs).success, sku).toBe(true);
    }
    // No table for a product that is not in the demo catalog.
    expect(Object.keys(demoSpecs).filter((sku) => !skus.includes(sku))).toEqual([]);
  });
});
