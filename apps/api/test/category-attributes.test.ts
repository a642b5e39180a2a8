import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_MESSAGES } from '@labshop/domain/validation/category-attribute';
import { auditEvents, categories, products } from '../src/db/schema.ts';
import { addCategory, addProduct, productFields, send } from './support/admin-forms.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Category attributes: the back office defines them (admins only, bounded), products carry
// values of them, the product page answers them, and the migration turns "number unit"
// specification rows into them.

let t: TestApp;
let admin: LoggedIn;
let shopper: LoggedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin' });
  shopper = await createLoggedInUser(t, { role: 'user' });
  categoryId = (await addCategory(t, admin.cookie, 'Balances'))._id;
});
afterAll(() => t.close());

const url = (id = categoryId) => `/api/admin/categories/${id}/attributes`;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  cookie = admin.cookie,
) =>
  t.app.inject({
    method,
    url: path,
    headers: { cookie, origin: t.config.publicUrl },
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('category attributes', () => {
  it('are added, listed in order, edited, reordered and deleted, each change in the audit trail', async () => {
    const readability = await call('POST', url(), {
      label: 'Readability',
      kind: 'number',
      unit: 'mg',
      isFacet: true,
    });
    expect(readability.statusCode, readability.body).toBe(201);
    expect(readability.json().attribute).toMatchObject({ key: 'readability_mg', position: 1 });
    const calibration = await call('POST', url(), {
      label: 'Calibration',
      key: 'calibration',
      kind: 'choice',
      choices: ['Internal', 'External'],
      isFacet: true,
      unit: 'g',
    });
    expect(calibration.statusCode, calibration.body).toBe(201);
    // Only numbers carry a unit.
    expect(calibration.json().attribute).toMatchObject({ unit: '', position: 2 });
    const calibrationId = calibration.json().attribute._id as string;

    const edited = await call('PUT', `${url()}/${calibrationId}`, {
      label: 'Calibration',
      key: 'calibration',
      kind: 'choice',
      choices: ['Internal', 'External', 'None'],
      isFacet: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().attribute.choices).toEqual(['Internal', 'External', 'None']);

    const ids = (await call('GET', url())).json().attributes.map((a: { _id: string }) => a._id);
    const reordered = await call('PUT', url(), { order: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().attributes.map((a: { key: string }) => a.key)).toEqual([
      'calibration',
      'readability_mg',
    ]);
    expect((await call('PUT', url(), { order: [ids[0]] })).statusCode).toBe(400);

    const removed = await call('DELETE', `${url()}/${calibrationId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', url())).json().attributes).toHaveLength(1);
    expect((await call('DELETE', `${url()}/${calibrationId}`)).statusCode).toBe(404);

    const trail = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, categoryId));
    expect(trail.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'attribute-created',
        'attribute-updated',
        'attribute-reordered',
        'attribute-deleted',
      ]),
    );
  });

  it('refuse bad input with the domain’s messages before any work', async () => {
    const bad = async (body: object, message: string, status = 400) => {
      const res = await call('POST', url(), body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain(message);
    };
    await bad({ label: 'x'.repeat(61), kind: 'number' }, ATTRIBUTE_MESSAGES.labelTooLong);
    await bad({ label: ' ', kind: 'number' }, ATTRIBUTE_MESSAGES.labelRequired);
    await bad({ label: 'Rotor', kind: 'choice', choices: [] }, ATTRIBUTE_MESSAGES.choicesRequired);
    await bad(
      { label: 'Rotor', kind: 'choice', choices: Array.from({ length: 51 }, (_, i) => `c${i}`) },
      ATTRIBUTE_MESSAGES.choicesTooMany,
    );
    await bad(
      { label: 'Rotor', kind: 'choice', choices: ['y'.repeat(61)] },
      ATTRIBUTE_MESSAGES.choiceTooLong,
    );
    await bad(
      { label: 'Speed', kind: 'number', unit: 'revolutions/min' },
      ATTRIBUTE_MESSAGES.unitTooLong,
    );
    await bad({ label: 'Notes', kind: 'text', isFacet: true }, ATTRIBUTE_MESSAGES.textNotFacet);
    await bad({ label: 'Speed', key: 'Max Speed', kind: 'number' }, ATTRIBUTE_MESSAGES.keyInvalid);
    await bad(
      { label: 'Readability', kind: 'number', unit: 'mg' },
      ATTRIBUTE_MESSAGES.keyTaken,
      409,
    );
    expect((await call('POST', url('not-a-uuid'), { label: 'A', kind: 'text' })).statusCode).toBe(
      404,
    );
  });

  it('stop at 30 a category', async () => {
    const full = (await addCategory(t, admin.cookie, 'Full category'))._id;
    for (let i = 0; i < 30; i += 1) {
      const res = await call('POST', url(full), { label: `Field ${i}`, kind: 'text' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await call('POST', url(full), { label: 'One more', kind: 'text' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(ATTRIBUTE_MESSAGES.tooMany);
  });

  it('are for admins only', async () => {
    expect((await call('GET', url(), undefined, shopper.cookie)).statusCode).toBe(403);
    expect(
      (await call('POST', url(), { label: 'X', kind: 'text' }, shopper.cookie)).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });
});

describe('a product’s attribute values', () => {
  it('are saved from the admin form, checked against the category and answered on the product page', async () => {
    const rotor = await call('POST', url(), {
      label: 'Internal calibration',
      kind: 'boolean',
      isFacet: true,
    });
    expect(rotor.statusCode, rotor.body).toBe(201);
    const fields = productFields(categoryId, {
      name: 'Analytical balance 220 g',
      attributes: JSON.stringify([
        { key: 'readability_mg', value: '0.1' },
        { key: 'internal_calibration', value: 'yes' },
      ]),
      specs: JSON.stringify([{ key: 'Pan size', value: '90 mm diameter' }]),
    });
    const product = await addProduct(t, admin.cookie, fields);
    const admins = (await call('GET', `/api/admin/products/${product._id}`)).json().product;
    expect(admins.attributes).toEqual([
      { key: 'readability_mg', value: 0.1 },
      { key: 'internal_calibration', value: true },
    ]);
    const detail = (await t.app.inject({ url: `/api/user/product/${product._id}` })).json().product;
    expect(detail.attributes).toEqual([
      { key: 'readability_mg', label: 'Readability', kind: 'number', unit: 'mg', value: 0.1 },
      {
        key: 'internal_calibration',
        label: 'Internal calibration',
        kind: 'boolean',
        unit: '',
        value: true,
      },
    ]);
    expect(detail.specs).toEqual([
      { key: 'Readability', value: '0.1 mg' },
      { key: 'Internal calibration', value: 'Yes' },
      { key: 'Pan size', value: '90 mm diameter' },
    ]);

    const wrong = await send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin.cookie, {
      ...fields,
      attributes: JSON.stringify([{ key: 'readability_mg', value: 'fine' }]),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.attributes).toMatch(/^Readability must be a number/);
    const unknown = await send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin.cookie, {
      ...fields,
      attributes: JSON.stringify([{ key: 'colour', value: 'red' }]),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.attributes).toBe('colour is not an attribute of this category');

    // A client that leaves the field out keeps the stored values.
    const { attributes: _left, ...without } = fields as Record<string, string>;
    const kept = await send(
      t,
      'PUT',
      `/api/admin/update-product/${product._id}`,
      admin.cookie,
      without,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.attributes).toHaveLength(2);
  });
});

describe('the migration to attributes', () => {
  it('turns "number unit" rows into number attributes of the category and values, in one unit', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ name: 'Old balances' })
      .returning({ id: categories.id });
    const old = (name: string, specs: { key: string; value: string }[]) =>
      t.db
        .insert(products)
        .values({
          name,
          brand: 'Old',
          sku: `OLD-${name}`,
          categoryId: category!.id,
          mrpPaise: 100,
          sellingPricePaise: 100,
          specs,
        })
        .returning({ id: products.id });
    const [fine] = await old('fine', [
      { key: 'Readability', value: '0.1 mg' },
      { key: 'Capacity', value: '220 g' },
      { key: 'Warranty', value: '2 years' },
    ]);
    const [coarse] = await old('coarse', [
      { key: 'readability ', value: '0.01 g' },
      { key: 'Capacity', value: '6 kg' },
      { key: 'Max speed', value: '16,000 rpm' },
    ]);
    const [odd] = await old('odd', [{ key: 'Capacity', value: 'about 5 kg' }]);
    await t.db.execute(sql`select labshop_move_spec_attributes()`);

    const attributes = (await call('GET', url(category!.id))).json().attributes;
    expect(
      attributes.map((a: { key: string; unit: string; isFacet: boolean }) => [
        a.key,
        a.unit,
        a.isFacet,
      ]),
    ).toEqual([
      ['capacity_g', 'g', true],
      // One product has it: kept as a value, not offered as a filter.
      ['max_speed_rpm', 'rpm', false],
      ['readability_mg', 'mg', true],
    ]);
    const values = async (id: string) =>
      (await call('GET', `/api/admin/products/${id}`)).json().product as {
        attributes: { key: string; value: number }[];
        specs: { key: string; value: string }[];
      };
    expect(await values(fine!.id)).toMatchObject({
      attributes: [
        { key: 'capacity_g', value: 220 },
        { key: 'readability_mg', value: 0.1 },
      ],
      specs: [{ key: 'Warranty', value: '2 years' }],
    });
    expect((await values(coarse!.id)).attributes).toEqual([
      { key: 'capacity_g', value: 6000 },
      { key: 'max_speed_rpm', value: 16000 },
      { key: 'readability_mg', value: 10 },
    ]);
    // Text that is not just a number and a unit stays in the free-text table.
    expect(await values(odd!.id)).toMatchObject({
      attributes: [],
      specs: [{ key: 'Capacity', value: 'about 5 kg' }],
    });
  });
});
