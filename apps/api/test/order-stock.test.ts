import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putBackOrderStock } from '../src/modules/orders/stock.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { createProduct, placeOrder, stockOf } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('putBackOrderStock', () => {
  it('puts each line back on its variant or product, and does nothing the second time', async () => {
    const buyer = await createLoggedInUser(t);
    const plain = await createProduct(t, { stock: 10 });
    const sized = await createProduct(t, {
      variants: [
        { name: 'S', price: 10, stock: 6 },
        { name: 'L', price: 12, stock: 6 },
      ],
    });
    const order = await placeOrder(t, buyer, {
      lines: [
        { productId: plain.id, quantity: 4 },
        { productId: sized.id, variantId: sized.variantIds[1], quantity: 5 },
      ],
    });
    expect(await stockOf(t, { productId: plain.id })).toBe(6);
    expect(await stockOf(t, { variantId: sized.variantIds[1] })).toBe(1);

    expect(await t.db.transaction((tx) => putBackOrderStock(tx, order.id, 'return'))).toBe(true);
    expect(await stockOf(t, { productId: plain.id })).toBe(10);
    expect(await stockOf(t, { variantId: sized.variantIds[1] })).toBe(6);
    expect(await stockOf(t, { variantId: sized.variantIds[0] })).toBe(6);

    expect(await t.db.transaction((tx) => putBackOrderStock(tx, order.id, 'return'))).toBe(false);
    expect(await stockOf(t, { productId: plain.id })).toBe(10);
  });

  it('returns the stock once when many transactions try at the same moment', async () => {
    const buyer = await createLoggedInUser(t);
    const product = await createProduct(t, { stock: 50 });
    const orders = [];
    for (let i = 0; i < 4; i++) {
      orders.push(await placeOrder(t, buyer, { lines: [{ productId: product.id, quantity: 5 }] }));
    }
    expect(await stockOf(t, { productId: product.id })).toBe(30);
    const results = await Promise.all(
      orders.flatMap((order) =>
        Array.from({ length: 5 }, () =>
          t.db.transaction((tx) => putBackOrderStock(tx, order.id, 'return')),
        ),
      ),
    );
    expect(await stockOf(t, { productId: product.id })).toBe(50);
    expect(results.filter(Boolean)).toHaveLength(4);
  });
});
