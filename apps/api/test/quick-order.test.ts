import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyAgainResponse, QuickOrderResponse } from '@labshop/domain/quick-order';
import { QUICK_ORDER_MESSAGES as M } from '@labshop/domain/quick-order';
import { products } from '../src/db/schema.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createProduct, placeOrder, type TestProduct } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Institutional buying: quick order by SKU and "Buy again" on a past order, both
// through the cart's own add, so today's price, stock and limits apply.

let t: TestApp;
let beaker: TestProduct;
let flask: TestProduct;
let soldOut: TestProduct;
let hidden: TestProduct;
const sku: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  beaker = await createProduct(t, { price: 120, stock: 10 });
  flask = await createProduct(t, {
    variants: [
      { name: '250 ml', price: 450, stock: 5 },
      { name: '500 ml', price: 600, stock: 5 },
    ],
  });
  soldOut = await createProduct(t, { stock: 0 });
  hidden = await createProduct(t);
  const rows = await t.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, [beaker.id, flask.id, soldOut.id, hidden.id]));
  for (const row of rows) sku[row.id] = row.sku;
});
afterAll(() => t.close());

async function cartOf(user: LoggedIn) {
  const res = await t.app.inject({ url: '/api/user/cart', headers: { cookie: user.cookie } });
  return res
    .json<{ cart: { product: { _id: string }; variantId: string | null; quantity: number }[] }>()
    .cart.map((line) => [line.product._id, line.variantId, line.quantity]);
}

function post(user: LoggedIn | null, url: string, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: (payload ?? {}) as object,
    headers: user ? { cookie: user.cookie } : {},
  });
}

describe('quick order', () => {
  it('adds the lines it can, clamped to stock, and says why the others are left out', async () => {
    const buyer = await createLoggedInUser(t);
    const lines = [
      { line: 1, sku: sku[beaker.id]!.toLowerCase(), quantity: 12 },
      { line: 2, sku: 'NO-SUCH-SKU', quantity: 1 },
      { line: 3, sku: sku[flask.id]!, quantity: 1 },
      { line: 4, sku: sku[soldOut.id]!, quantity: 1 },
    ];
    const dry = await post(buyer, '/api/user/quick-order', { lines, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(await cartOf(buyer)).toEqual([]);
    const preview = dry.json<QuickOrderResponse>();
    expect(preview.added).toEqual([
      {
        line: 1,
        sku: sku[beaker.id],
        productId: beaker.id,
        name: beaker.name,
        quantity: 10,
        isClamped: true,
        message: expect.stringContaining('10'),
      },
    ]);
    expect(preview.problems).toEqual([
      { line: 2, sku: 'NO-SUCH-SKU', message: 'No product has this SKU.' },
      { line: 3, sku: sku[flask.id], message: M.hasVariants },
      { line: 4, sku: sku[soldOut.id], message: 'This product is out of stock.' },
    ]);

    const res = await post(buyer, '/api/user/quick-order', { lines });
    expect(res.statusCode).toBe(200);
    const answer = res.json<QuickOrderResponse>();
    expect(answer.added).toMatchObject([{ productId: beaker.id, quantity: 10, isClamped: true }]);
    expect(answer.problems).toEqual(preview.problems);
    expect(await cartOf(buyer)).toEqual([[beaker.id, null, 10]]);
  });

  it('treats a withdrawn product as unknown', async () => {
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, hidden.id));
    const buyer = await createLoggedInUser(t);
    const res = await post(buyer, '/api/user/quick-order', {
      lines: [{ sku: sku[hidden.id], quantity: 1 }],
    });
    expect(res.json<QuickOrderResponse>()).toEqual({
      added: [],
      problems: [{ line: 1, sku: sku[hidden.id], message: 'No product has this SKU.' }],
    });
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, hidden.id));
  });

  it('refuses an empty list, over 200 lines, a long SKU or a bad quantity before any work, and guests', async () => {
    const buyer = await createLoggedInUser(t);
    const tooMany = Array.from({ length: 201 }, () => ({ sku: 'A', quantity: 1 }));
    for (const body of [
      { lines: [] },
      { lines: tooMany },
      { lines: [{ sku: 'x'.repeat(65), quantity: 1 }] },
      { lines: [{ sku: 'A', quantity: 0 }] },
      { lines: [{ sku: 'A', quantity: 1.5 }] },
      { lines: 'A, 1' },
    ]) {
      const res = await post(buyer, '/api/user/quick-order', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const empty = await post(buyer, '/api/user/quick-order', { lines: [] });
    expect(empty.json().message).toContain(M.empty);
    expect(
      (await post(null, '/api/user/quick-order', { lines: [{ sku: 'A', quantity: 1 }] }))
        .statusCode,
    ).toBe(401);
    expect(await cartOf(buyer)).toEqual([]);
  });
});

describe('buy again', () => {
  it('puts a past order’s lines in the cart at today’s prices, skipping what is no longer sold', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await placeOrder(t, buyer, {
      lines: [
        { productId: beaker.id, quantity: 2 },
        { productId: flask.id, variantId: flask.variantIds[1]!, quantity: 3 },
        { productId: hidden.id, quantity: 1 },
      ],
      status: 'delivered',
    });
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, hidden.id));
    await t.db
      .update(products)
      .set({ sellingPricePaise: 13_500 })
      .where(eq(products.id, beaker.id));

    const res = await post(buyer, `/api/user/orders/${order.transactionId}/buy-again`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BuyAgainResponse>();
    // In the order's line order, which for lines written together is by name.
    const byProduct = new Map(answer.added.map((line) => [line.productId, line]));
    expect(answer.added).toHaveLength(2);
    expect(byProduct.get(beaker.id)).toMatchObject({
      variantId: null,
      quantity: 2,
      isClamped: false,
    });
    // The order took 3 of the 5; today's 2 are all the cart can hold.
    expect(byProduct.get(flask.id)).toMatchObject({
      variantId: flask.variantIds[1],
      quantity: 2,
      isClamped: true,
    });
    expect(answer.skipped).toEqual([{ name: hidden.name, message: 'No longer sold.' }]);
    expect(answer.message).toBe(
      '2 products added to your cart at today’s prices. 1 product could not be added.',
    );
    const cart = await t.app.inject({ url: '/api/user/cart', headers: { cookie: buyer.cookie } });
    const beakerLine = cart
      .json<{ cart: { product: { _id: string; sellingPrice: number } }[] }>()
      .cart.find((line) => line.product._id === beaker.id);
    expect(beakerLine?.product.sellingPrice).toBe(135);
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, hidden.id));
  });

  it('answers 404 for another shopper’s order, as for a missing one, and 401 for a guest', async () => {
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const order = await placeOrder(t, owner, { lines: [{ productId: beaker.id, quantity: 1 }] });
    const url = `/api/user/orders/${order.transactionId}/buy-again`;
    expect((await post(other, url)).statusCode).toBe(404);
    expect(await cartOf(other)).toEqual([]);
    expect((await post(other, '/api/user/orders/NOPE/buy-again')).statusCode).toBe(404);
    expect((await post(null, url)).statusCode).toBe(401);
  });
});
