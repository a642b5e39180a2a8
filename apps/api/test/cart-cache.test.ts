import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, products } from '../src/db/schema.ts';
import { publishStockChanged } from '../src/modules/catalog/catalog-changed.ts';
import { fromOurPages } from './support/accounts.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The cart answer is kept between reads; what must never happen is a shopper seeing a cart
// that their own change, a sale or an admin's edit has made wrong.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cart = { cart: { product: { _id: string; inStock: number }; quantity: number }[] };
const cartOf = async (shopper: f.Shopper) => (await f.getCart(t, shopper)) as unknown as Cart;
const quantities = (cart: Cart) => cart.cart.map((line) => line.quantity);

describe('the kept cart', () => {
  it('is read again after the shopper’s own add, change and removal', async () => {
    const shopper = await f.makeShopper(t);
    const a = await f.makeProduct(t, { stock: 10 });
    const b = await f.makeProduct(t, { stock: 10 });
    await f.addToCart(t, shopper, { productId: a.id, quantity: 2 });
    expect(quantities(await cartOf(shopper))).toEqual([2]);
    // Behind the services' back, the kept answer does not see it...
    await t.db.update(cartLines).set({ quantity: 5 }).where(eq(cartLines.productId, a.id));
    expect(quantities(await cartOf(shopper))).toEqual([2]);
    // ...but any change the shopper makes is followed by a fresh read.
    await f.addToCart(t, shopper, { productId: b.id, quantity: 1 });
    expect(quantities(await cartOf(shopper))).toEqual([5, 1]);
    await f.addToCart(t, shopper, { productId: b.id, quantity: 2 });
    expect(quantities(await cartOf(shopper))).toEqual([5, 3]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/cart/${a.id}`,
      headers: fromOurPages(t, shopper.headers),
    });
    expect(removed.statusCode).toBe(200);
    expect(quantities(await cartOf(shopper))).toEqual([3]);
  });

  it('shows new stock after a stock change, and is one shopper’s alone', async () => {
    const first = await f.makeShopper(t);
    const second = await f.makeShopper(t);
    const product = await f.makeProduct(t, { stock: 8 });
    await f.addToCart(t, first, { productId: product.id, quantity: 1 });
    await f.addToCart(t, second, { productId: product.id, quantity: 3 });
    expect((await cartOf(first)).cart[0]!.product.inStock).toBe(8);
    expect(quantities(await cartOf(second))).toEqual([3]);
    await t.db
      .update(products)
      .set({ onHand: sql`${products.onHand} - 6` })
      .where(eq(products.id, product.id));
    // What the inventory publishes when units are held, given back or returned.
    publishStockChanged(t.db, [product.id]);
    expect((await cartOf(first)).cart[0]!.product.inStock).toBe(2);
    // Above the new stock: lowered to it, as a fresh read does.
    expect(quantities(await cartOf(second))).toEqual([2]);
    expect(quantities(await cartOf(first))).toEqual([1]);
  });
});
