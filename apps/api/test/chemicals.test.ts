import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAS_NUMBER_MESSAGE } from '@labshop/domain/chemicals/cas-number';
import { tooLongMessage } from '@labshop/domain/limits';
import { products } from '../src/db/schema.ts';
import { createProduct } from './support/orders.ts';
import { addCategory, addProduct, pngImage, productFields, send } from './support/admin-forms.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A chemical's CAS number: checked by its check digit in the admin's form and on the server
// with the spec's message, shown on the product page's answer, and the first hit when a
// shopper searches it.

let t: TestApp;
let admin: LoggedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin' });
  categoryId = (await addCategory(t, admin.cookie, 'Solvents'))._id;
});
afterAll(() => t.close());

const chemical = (overrides: Record<string, string> = {}): Record<string, string | string[]> =>
  productFields(categoryId, {
    name: 'Acetone AR, 500 ml',
    description: 'Analytical reagent grade acetone.',
    brand: 'SRL',
    tags: 'solvent',
    casNumber: '67-64-1',
    formula: 'C3H6O',
    grade: 'AR',
    purity: '≥99.5%',
    ...overrides,
  });

const detail = async (id: string) =>
  (await t.app.inject({ url: `/api/user/product/${id}` })).json<{
    product: {
      casNumber?: string | null;
      formula?: string | null;
      grade?: string | null;
      purity?: string | null;
    };
  }>().product;

describe('a product’s CAS number', () => {
  it('is saved when its check digit is right, shown to shoppers and kept by a save that leaves it out', async () => {
    const product = await addProduct(t, admin.cookie, chemical({ sku: 'CAS-1' }));
    expect(await detail(product._id)).toMatchObject({
      casNumber: '67-64-1',
      formula: 'C3H6O',
      grade: 'AR',
      purity: '≥99.5%',
    });

    // A client written from the spec alone sends no casNumber: the number stays.
    const { casNumber: _left, ...withoutCas } = chemical({ sku: 'CAS-1', sellingPrice: '3900' });
    const saved = await send(
      t,
      'PUT',
      `/api/admin/update-product/${product._id}`,
      admin.cookie,
      withoutCas,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await detail(product._id)).casNumber).toBe('67-64-1');

    // Sent blank, it is cleared.
    const cleared = await send(
      t,
      'PUT',
      `/api/admin/update-product/${product._id}`,
      admin.cookie,
      chemical({ sku: 'CAS-1', casNumber: ' ' }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await detail(product._id)).casNumber).toBeNull();
  });

  it('is refused with the spec message when its check digit is wrong, and nothing is saved', async () => {
    for (const casNumber of ['67-64-2', '76-64-1', '6764-1', `${'1'.repeat(30)}-00-0`]) {
      const res = await send(
        t,
        'POST',
        '/api/admin/add-product',
        admin.cookie,
        chemical({ sku: `BAD-${casNumber.length}`, casNumber }),
        [{ field: 'images', name: 'p.png', type: 'image/png', data: await pngImage() }],
      );
      expect([casNumber, res.statusCode]).toEqual([casNumber, 400]);
      expect(res.json()).toMatchObject({ errors: { casNumber: CAS_NUMBER_MESSAGE } });
    }
    const long = await send(
      t,
      'POST',
      '/api/admin/add-product',
      admin.cookie,
      chemical({ sku: 'BAD-GRADE', grade: 'x'.repeat(41) }),
      [{ field: 'images', name: 'p.png', type: 'image/png', data: await pngImage() }],
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { grade: tooLongMessage(40) } });
    expect(
      await t.db.select().from(products).where(eq(products.name, 'Acetone AR, 500 ml')),
    ).toHaveLength(1);
  });

  it('finds its chemical first in search and suggestions, with the number on the row', async () => {
    await addProduct(t, admin.cookie, chemical({ sku: 'CAS-4', name: 'Acetone AR, 2.5 L' }));
    // A product whose name carries the same digits must not come first.
    await addProduct(
      t,
      admin.cookie,
      chemical({ sku: 'CAS-2', name: 'Label 67-64-1 tape', casNumber: '' }),
    );
    await addProduct(
      t,
      admin.cookie,
      chemical({ sku: 'CAS-3', name: 'Methanol HPLC', casNumber: '67-56-1' }),
    );

    const suggestions = (
      await t.app.inject({ url: '/api/user/products/search?query=67-64-1' })
    ).json<{ name: string; casNumber?: string }[]>();
    expect(suggestions[0]).toMatchObject({ name: 'Acetone AR, 2.5 L', casNumber: '67-64-1' });
    expect(suggestions.map((row) => row.name)).not.toContain('Methanol HPLC');

    const listing = (await t.app.inject({ url: '/api/user/products?query=%2067-64-1%20' })).json<{
      products: { name: string }[];
    }>();
    expect(listing.products[0]?.name).toBe('Acetone AR, 2.5 L');
  });

  it('is taken, with the formula, grade and purity, from rows of the specifications by the migration that adds it', async () => {
    // The migration's data step, run again on products saved the old way.
    const old = await createProduct(t, { name: 'Old methanol' });
    const typo = await createProduct(t, { name: 'Old typo' });
    await t.db
      .update(products)
      .set({
        specs: [
          { key: 'Grade', value: 'HPLC' },
          { key: 'CAS Number', value: ' 67-56-1 ' },
          { key: 'Assay', value: '≥99.9%' },
          { key: 'Formula', value: 'CH4O' },
          { key: 'Water', value: '≤0.02%' },
        ],
      })
      .where(eq(products.id, old.id));
    await t.db
      .update(products)
      .set({ specs: [{ key: 'CAS number', value: 'see label' }] })
      .where(eq(products.id, typo.id));
    await t.db.execute(sql`select labshop_move_chemical_details()`);
    const [moved] = await t.db.select().from(products).where(eq(products.id, old.id));
    expect(moved).toMatchObject({
      casNumber: '67-56-1',
      formula: 'CH4O',
      grade: 'HPLC',
      purity: '≥99.9%',
      specs: [{ key: 'Water', value: '≤0.02%' }],
    });
    // Text that is not shaped like a CAS number stays where it was.
    const [kept] = await t.db.select().from(products).where(eq(products.id, typo.id));
    expect(kept).toMatchObject({
      casNumber: null,
      specs: [{ key: 'CAS number', value: 'see label' }],
    });
  });
});
