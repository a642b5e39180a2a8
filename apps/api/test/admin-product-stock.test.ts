import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, productFields, send } from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The admin product form edits what is on the shelf. It sends the counts it was loaded with
// (inStockWas, and stockWas per variant), so a save moves stock by what the admin changed:
// units sold or held while the form was open stay sold or held.

let t: TestApp;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  categoryId = (await addCategory(t, admin, 'Titration'))._id;
});
afterAll(() => t.close());

interface Counts {
  inStock: number;
  reserved?: number;
  variants: { _id: string; stock: number; reserved?: number }[];
}

async function countsOf(id: string): Promise<Counts> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products?limit=200',
    headers: { cookie: admin },
  });
  const product = (res.json().products as (Counts & { _id: string })[]).find((p) => p._id === id);
  if (!product) throw new Error('product not listed');
  return product;
}

/** A shopper's checkout of `quantity` units, paid on the simulator unless told otherwise. */
async function buy(
  productId: string,
  quantity: number,
  amount: number,
  options: { variantId?: string; paid?: boolean } = {},
) {
  const shopper = await f.makeShopper(t);
  const pay = await f.payNow(t, shopper, {
    productId,
    quantity,
    amount,
    selectedVariant: options.variantId ?? null,
  });
  expect(pay.statusCode, pay.body).toBe(200);
  const { transactionId } = pay.json<{ transactionId: string }>();
  if (options.paid ?? true) {
    expect((await f.pressSimulator(t, transactionId, 'pay')).statusCode).toBe(303);
    const status = await f.payStatus(t, shopper, transactionId);
    expect(status.json().paymentStatus).toBe('SUCCESS');
  }
}

function save(id: string, fields: Record<string, string>) {
  return send(
    t,
    'PUT',
    `/api/admin/update-product/${id}`,
    admin,
    productFields(categoryId, fields),
  );
}

// Price 100, delivery 50 per line: the amount of q units is 100 q + 50.
const priced = { mrp: '100', sellingPrice: '100' };

describe('the admin product form and stock', () => {
  it('answers on hand and reserved, and a stale form’s save never undoes a sale', async () => {
    const product = await addProduct(
      t,
      admin,
      productFields(categoryId, { ...priced, inStock: '10' }),
    );
    await buy(product._id, 4, 450, { paid: false });
    expect(await countsOf(product._id)).toMatchObject({ inStock: 10, reserved: 4 });
    await buy(product._id, 4, 450);
    expect(await countsOf(product._id)).toMatchObject({ inStock: 6, reserved: 4 });

    // The form was loaded before either checkout, showing 10; the admin only edits the text.
    const edit = await save(product._id, {
      ...priced,
      description: 'Now with a PTFE stopcock.',
      inStock: '10',
      inStockWas: '10',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().product).toMatchObject({ inStock: 6, reserved: 4 });

    // The same stale form adds 5 units: applied as +5 to what is on the shelf now.
    const restock = await save(product._id, { ...priced, inStock: '15', inStockWas: '10' });
    expect(restock.json().product).toMatchObject({ inStock: 11, reserved: 4 });
  });

  it('refuses a count below what unpaid checkouts hold, saying so on the stock field', async () => {
    const product = await addProduct(
      t,
      admin,
      productFields(categoryId, { ...priced, name: 'Burette 50 ml', inStock: '8' }),
    );
    await buy(product._id, 3, 350, { paid: false });
    const res = await save(product._id, {
      ...priced,
      name: 'Burette 50 ml',
      inStock: '2',
      inStockWas: '8',
    });
    expect(res.statusCode).toBe(409);
    const message =
      'Burette 50 ml: 3 units are held by unpaid checkouts, so the stock cannot go below 3.';
    expect(res.json()).toEqual({ message, errors: { inStock: message } });
    expect(await countsOf(product._id)).toMatchObject({ inStock: 8, reserved: 3 });
  });

  it('moves each variant by the difference from the count its row was loaded with', async () => {
    const variants = (stock: [string, string], was?: [string, string], ids?: string[]) =>
      JSON.stringify(
        ['250 ml', '500 ml'].map((name, i) => ({
          ...(ids ? { _id: ids[i] } : {}),
          name,
          price: '100',
          stock: stock[i],
          ...(was ? { stockWas: was[i] } : {}),
        })),
      );
    const fields = { ...priced, variantsEnabled: 'yes' };
    const product = await addProduct(
      t,
      admin,
      productFields(categoryId, { ...fields, variants: variants(['5', '7']) }),
    );
    const ids = product.variants.map((variant) => variant._id);
    await buy(product._id, 2, 250, { variantId: ids[0] });
    await buy(product._id, 1, 150, { variantId: ids[1], paid: false });

    const res = await save(product._id, {
      ...fields,
      inStock: '12',
      inStockWas: '12',
      variants: variants(['5', '9'], ['5', '7'], ids),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.variants).toEqual([
      expect.objectContaining({ _id: ids[0], stock: 3, reserved: 0 }),
      expect.objectContaining({ _id: ids[1], stock: 9, reserved: 1 }),
    ]);
  });
});
