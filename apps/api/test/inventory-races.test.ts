import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../src/db/schema.ts';
import { addCategory, addProduct, productFields, send } from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Races only show on PostgreSQL (PGlite runs one transaction at a time): run this file with
// TEST_DATABASE_URL set. On PGlite it still checks every outcome, serially.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
}, 60_000);
afterAll(() => t.close());

async function counts(table: typeof products | typeof productVariants, id: string) {
  const [row] = await t.db
    .select({ onHand: table.onHand, reserved: table.reserved, stock: table.stock })
    .from(table)
    .where(eq(table.id, id));
  return row!;
}

const checkout = (shopper: f.Shopper, lines: f.CartLine[]) => f.checkoutCart(t, shopper, lines);

async function pay(shopper: f.Shopper, transactionId: string, button: 'pay' | 'fail') {
  expect((await f.pressSimulator(t, transactionId, button)).statusCode).toBeLessThan(400);
  const res = await f.payStatus(t, shopper, transactionId);
  expect(res.statusCode).toBe(200);
  return res.json<{ paymentStatus: string }>().paymentStatus;
}

describe('an admin save while shoppers check out', () => {
  it('never undoes a reservation or a sale, so 10 on the shelf never sell as 14', async () => {
    const category = await addCategory(t, admin, `Burettes ${Date.now()}`);
    const fields = productFields(category._id, { inStock: '10' });
    const product = await addProduct(t, admin, fields);
    const sized = await f.makeProduct(t, {
      variants: [{ name: '50 ml', pricePaise: 9_000, stock: 40 }],
    });
    // The form as the admin loaded it, before any shopper came.
    const loaded = { ...fields, inStockWas: '10', description: 'Class A, amber graduations' };
    const save = (form: Record<string, string>) =>
      send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin, form);

    const first = await f.makeShopper(t);
    const held = await checkout(first, [
      { productId: product._id, quantity: 4 },
      { productId: sized.id, variantId: sized.variantIds[0], quantity: 1 },
    ]);
    expect(held.statusCode).toBe(200);
    expect(await counts(products, product._id)).toEqual({ onHand: 10, reserved: 4, stock: 6 });

    expect((await save(loaded)).statusCode).toBe(200);
    expect(await counts(products, product._id)).toEqual({ onHand: 10, reserved: 4, stock: 6 });

    expect(await pay(first, held.json().transactionId, 'pay')).toBe('SUCCESS');
    expect(await counts(products, product._id)).toEqual({ onHand: 6, reserved: 0, stock: 6 });
    // The same stale form again, after the sale: the 4 sold units stay sold.
    expect((await save(loaded)).statusCode).toBe(200);
    expect(await counts(products, product._id)).toEqual({ onHand: 6, reserved: 0, stock: 6 });

    // 30 more buyers, each with a mixed two-line cart, while the admin keeps saving.
    const buyers = [];
    for (let i = 0; i < 30; i += 1) buyers.push(await f.makeShopper(t));
    const answers = await Promise.all([
      ...buyers.map((buyer) =>
        checkout(buyer, [
          { productId: sized.id, variantId: sized.variantIds[0], quantity: 1 },
          { productId: product._id, quantity: 1 },
        ]),
      ),
      save(loaded),
      save(loaded),
    ]);
    const paid = answers.slice(0, 30).filter((res) => res.statusCode === 200);
    expect(paid).toHaveLength(6);
    expect(answers.every((res) => res.statusCode < 500)).toBe(true);
    expect(await counts(products, product._id)).toEqual({ onHand: 6, reserved: 6, stock: 0 });
    // An admin's count below what checkouts hold is refused, and changes nothing.
    const below = await save({ ...loaded, inStock: '7', inStockWas: '10' });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(
      `${fields.name}: 6 units are held by unpaid checkouts, so the stock cannot go below 6.`,
    );
    expect(await counts(products, product._id)).toEqual({ onHand: 6, reserved: 6, stock: 0 });
  }, 120_000);

  it('applies an edited count as a difference, and a client without the loaded count as a count', async () => {
    const category = await addCategory(t, admin, `Pipettes ${Date.now()}`);
    const fields = productFields(category._id, { inStock: '20' });
    const product = await addProduct(t, admin, fields);
    const shopper = await f.makeShopper(t);
    const held = await checkout(shopper, [{ productId: product._id, quantity: 5 }]);
    expect(await pay(shopper, held.json().transactionId, 'pay')).toBe('SUCCESS');
    const save = (form: Record<string, string>) =>
      send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin, form);

    // Loaded at 20, 5 sold since, the admin adds a delivery of 12: 15 + 12.
    expect((await save({ ...fields, inStock: '32', inStockWas: '20' })).statusCode).toBe(200);
    expect(await counts(products, product._id)).toEqual({ onHand: 27, reserved: 0, stock: 27 });
    // The seed's form has no loaded count: its number is the physical count.
    expect((await save({ ...fields, inStock: '25' })).statusCode).toBe(200);
    expect(await counts(products, product._id)).toEqual({ onHand: 25, reserved: 0, stock: 25 });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/product/${product._id}`,
      headers: { cookie: admin },
    });
    if (answer.statusCode === 200) {
      expect(answer.json().product).toMatchObject({ inStock: 25, reserved: 0 });
    }
  });
});
