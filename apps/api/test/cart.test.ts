import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { fromOurPages } from './support/accounts.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the cart API', () => {
  it('refuses guests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/cart' });
    expect(res.statusCode).toBe(401);
    const add = await t.app.inject({ method: 'POST', url: '/api/user/cart', payload: {} });
    expect(add.statusCode).toBe(401);
  });

  it('computes line totals, per-line delivery charges and the overall total itself', async () => {
    const shopper = await f.makeShopper(t);
    const home = await f.makeProduct(t, { pricePaise: 12_345, deliveryChargePaise: 5000 });
    const pickup = await f.makeProduct(t, {
      pricePaise: 999,
      deliveryType: 'pickup',
      deliveryChargePaise: 7000,
    });
    const flask = await f.makeProduct(t, {
      deliveryChargePaise: 2500,
      variants: [
        { name: '250 ml', pricePaise: 45_000, stock: 4 },
        { name: '500 ml', pricePaise: 60_000, stock: 4 },
      ],
    });
    expect((await f.addToCart(t, shopper, { productId: home.id, quantity: 3 })).json()).toEqual({
      message: 'Product added to cart successfully!',
      quantity: 3,
      isClamped: false,
    });
    await f.addToCart(t, shopper, { productId: pickup.id, quantity: 2, variantId: null });
    await f.addToCart(t, shopper, {
      productId: flask.id,
      variantId: flask.variantIds[1],
      quantity: 1,
    });
    const cart = await f.getCart(t, shopper);
    expect(
      cart.cart.map((line) => [line.quantity, line.delivery.charge, line.productTotal]),
    ).toEqual([
      [3, 50, 370.35 + 50],
      [2, 0, 19.98],
      [1, 25, 600 + 25],
    ]);
    expect(cart.overallTotalPrice).toBeCloseTo(370.35 + 50 + 19.98 + 625, 2);
    expect(cart).toMatchObject({ subtotal: 990.33, deliveryCharge: 75 });
  });

  it('clamps to stock with the spec’s message, and changes a line by a signed difference', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { stock: 5 });
    const first = await f.addToCart(t, shopper, { productId: product.id, quantity: 4 });
    expect(first.json()).toMatchObject({ quantity: 4, isClamped: false });
    const over = await f.addToCart(t, shopper, { productId: product.id, quantity: 3 });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual({
      message: 'Only 5 available in stock.',
      quantity: 5,
      isClamped: true,
    });
    const down = await f.addToCart(t, shopper, { productId: product.id, quantity: -2 });
    expect(down.json()).toMatchObject({ quantity: 3, isClamped: false });
    const floor = await f.addToCart(t, shopper, { productId: product.id, quantity: -50 });
    expect(floor.json()).toMatchObject({ quantity: 1 });
  });

  it('never makes a line of a zero, negative, fractional, huge or non-numeric quantity', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t);
    for (const quantity of [0, -1, 1.5, 1e9, '2', null, Number.MAX_SAFE_INTEGER, 'abc']) {
      const res = await f.addToCart(t, shopper, { productId: product.id, quantity });
      expect(res.statusCode, String(quantity)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(quantity)).toBeLessThan(500);
    }
    expect((await f.getCart(t, shopper)).cart).toEqual([]);
  });

  it('refuses unknown, hidden and sold-out products, and a variant product without its variant', async () => {
    const shopper = await f.makeShopper(t);
    const hidden = await f.makeProduct(t, { status: 'inactive' });
    const soldOut = await f.makeProduct(t, { stock: 0 });
    const flask = await f.makeProduct(t, {
      variants: [{ name: '1 l', pricePaise: 100, stock: 1 }],
    });
    const other = await f.makeProduct(t, {
      variants: [{ name: '2 l', pricePaise: 100, stock: 1 }],
    });
    const add = (productId: string, variantId?: string) =>
      f.addToCart(t, shopper, { productId, variantId, quantity: 1 });
    expect((await add(hidden.id)).statusCode).toBe(404);
    expect((await add('not-a-uuid')).statusCode).toBe(404);
    expect((await add(soldOut.id)).json()).toEqual({ message: 'This product is out of stock.' });
    expect((await add(flask.id)).statusCode).toBe(400);
    expect((await add(flask.id, other.variantIds[0])).statusCode).toBe(404);
    expect((await add(flask.id, flask.variantIds[0])).statusCode).toBe(200);
  });

  it('lowers a line loaded above stock to the stock', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { stock: 6 });
    await f.addToCart(t, shopper, { productId: product.id, quantity: 6 });
    await t.db.update(products).set({ onHand: 2 }).where(eq(products.id, product.id));
    expect((await f.getCart(t, shopper)).cart[0]?.quantity).toBe(2);
  });

  it('deletes a line, and only from the caller’s own cart', async () => {
    const shopper = await f.makeShopper(t);
    const stranger = await f.makeShopper(t);
    const product = await f.makeProduct(t);
    await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/cart/${product.id}`,
      headers: fromOurPages(t, stranger.headers),
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/cart/${product.id}`,
      headers: fromOurPages(t, shopper.headers),
    });
    expect(mine.statusCode).toBe(200);
    expect((await f.getCart(t, shopper)).cart).toEqual([]);
  });
});
