import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { addresses, orderLines, orders, products } from '../src/db/schema.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Try again on an unpaid order: POST /api/user/orders/{transactionId}/pay-again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Paid = { redirectUrl: string; transactionId: string };

function payAgain(shopper: { headers: { cookie: string } } | null, transactionId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/orders/${encodeURIComponent(transactionId)}/pay-again`,
    headers: { ...(shopper?.headers ?? {}), origin: t.config.publicUrl },
  });
}

async function orderOf(transactionId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return order!;
}

async function linesOf(transactionId: string) {
  const order = await orderOf(transactionId);
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return lines
    .map((line) => ({ productId: line.productId, variantId: line.variantId, q: line.quantity }))
    .sort((a, b) => `${a.productId}${a.variantId}`.localeCompare(`${b.productId}${b.variantId}`));
}

async function myOrders(shopper: f.Shopper) {
  const res = await t.app.inject({ url: '/api/user/user-orders', headers: shopper.headers });
  expect(res.statusCode).toBe(200);
  return res
    .json<{ orders: { transactionId: string; paymentStatus: string }[] }>()
    .orders.map((order) => [order.transactionId, order.paymentStatus]);
}

/** A cart of a plain product and a variant, paid for and failed on the simulator. */
async function failedCartOrder(shopper: f.Shopper) {
  const beaker = await f.makeProduct(t, {
    pricePaise: 25_000,
    stock: 5,
    deliveryChargePaise: 4000,
  });
  const flask = await f.makeProduct(t, {
    variants: [
      { name: '250 ml', pricePaise: 45_000, stock: 4 },
      { name: '500 ml', pricePaise: 60_000, stock: 4 },
    ],
  });
  await f.addToCart(t, shopper, { productId: beaker.id, quantity: 2 });
  await f.addToCart(t, shopper, {
    productId: flask.id,
    variantId: flask.variantIds[1],
    quantity: 1,
  });
  const pay = await f.payCart(t, shopper, 500 + 40 + 600);
  expect(pay.statusCode, pay.body).toBe(200);
  const { transactionId } = pay.json<Paid>();
  await f.pressSimulator(t, transactionId, 'fail');
  expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('FAILED');
  return { transactionId, beaker, flask };
}

describe('Try again on a failed payment', () => {
  it('places a new order for the same items and address, which pays and clears the cart', async () => {
    const shopper = await f.makeShopper(t);
    const { transactionId, beaker, flask } = await failedCartOrder(shopper);
    expect(await f.productStock(t, beaker.id)).toBe(5);
    expect(await myOrders(shopper)).toEqual([[transactionId, 'FAILED']]);

    const again = await payAgain(shopper, transactionId);
    expect(again.statusCode, again.body).toBe(200);
    const retry = again.json<Paid>();
    expect(retry.transactionId).not.toBe(transactionId);
    expect(retry.redirectUrl).toBe(
      `http://localhost:3000/api/payments/simulator/${retry.transactionId}`,
    );
    expect(await linesOf(retry.transactionId)).toEqual(await linesOf(transactionId));
    const placed = await orderOf(retry.transactionId);
    const failed = await orderOf(transactionId);
    expect(placed).toMatchObject({
      paymentStatus: 'PENDING',
      isFromCart: true,
      totalAmountPaise: failed.totalAmountPaise,
      deliveryAddress: failed.deliveryAddress,
      checkoutKey: failed.checkoutKey,
    });
    expect(await f.productStock(t, beaker.id)).toBe(3);
    expect(await f.variantStock(t, flask.variantIds[1]!)).toBe(3);
    // The failed attempt gives way to the one that took over from it.
    expect(await myOrders(shopper)).toEqual([[retry.transactionId, 'PENDING']]);

    // A second press (a double click, a stale tab) answers the same new payment.
    const twice = await payAgain(shopper, transactionId);
    expect(twice.json()).toEqual(retry);

    await f.pressSimulator(t, retry.transactionId, 'pay');
    expect((await f.payStatus(t, shopper, retry.transactionId)).json().paymentStatus).toBe(
      'SUCCESS',
    );
    expect((await f.getCart(t, shopper)).cart).toEqual([]);
    expect(await myOrders(shopper)).toEqual([[retry.transactionId, 'SUCCESS']]);
    // The failed attempt's panel, still open in another tab, cannot buy the items twice.
    const paidAgain = await payAgain(shopper, transactionId);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json()).toEqual({
      message: `These items were paid for in order ${retry.transactionId}. See it in Your Orders.`,
    });
    expect(await f.productStock(t, beaker.id)).toBe(3);
  });

  it('answers the same payment while it is still payable, and refuses one already paid', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000, stock: 3 });
    const first = (
      await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 })
    ).json<Paid>();
    expect(await myOrders(shopper)).toEqual([[first.transactionId, 'PENDING']]);

    const again = await payAgain(shopper, first.transactionId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await f.productStock(t, product.id)).toBe(2);

    // Paid at the gateway, not yet settled by the shop: Try again finds out and starts nothing.
    await f.pressSimulator(t, first.transactionId, 'pay');
    const paid = await payAgain(shopper, first.transactionId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ message: 'This order is already paid.' });
    expect((await orderOf(first.transactionId)).paymentStatus).toBe('SUCCESS');
    expect(await f.productStock(t, product.id)).toBe(2);
  });

  it('places a new pay-now order for a failed one, keeping its cart out of it', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000, stock: 3 });
    const kept = await f.makeProduct(t, { pricePaise: 5_000 });
    await f.addToCart(t, shopper, { productId: kept.id, quantity: 1 });
    const first = (
      await f.payNow(t, shopper, { productId: product.id, quantity: 2, amount: 200 })
    ).json<Paid>();
    await f.pressSimulator(t, first.transactionId, 'fail');
    const again = (await payAgain(shopper, first.transactionId)).json<Paid>();
    expect(again.transactionId).not.toBe(first.transactionId);
    expect(await orderOf(again.transactionId)).toMatchObject({
      isFromCart: false,
      totalAmountPaise: 20_000,
    });
    await f.pressSimulator(t, again.transactionId, 'pay');
    expect((await f.payStatus(t, shopper, again.transactionId)).json().paymentStatus).toBe(
      'SUCCESS',
    );
    expect((await f.getCart(t, shopper)).cart).toHaveLength(1);
    expect(await f.productStock(t, product.id)).toBe(1);
  });

  it('refuses when the price changed, the address is gone or the product is no longer sold', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000, stock: 3 });
    const pay = async () => {
      const res = await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 });
      const { transactionId } = res.json<Paid>();
      await f.pressSimulator(t, transactionId, 'fail');
      return transactionId;
    };

    const priced = await pay();
    await t.db
      .update(products)
      .set({ sellingPricePaise: 12_000 })
      .where(eq(products.id, product.id));
    const dearer = await payAgain(shopper, priced);
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json().message).toBe(CHECKOUT_MESSAGES.amountChanged);
    await t.db
      .update(products)
      .set({ sellingPricePaise: 10_000 })
      .where(eq(products.id, product.id));

    const moved = await pay();
    await t.db
      .update(addresses)
      .set({ street: '5 Other Lane' })
      .where(eq(addresses.id, shopper.addressId));
    const noAddress = await payAgain(shopper, moved);
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().message).toBe(
      'The delivery address of this order was changed or removed. Please check out again.',
    );

    const gone = await pay();
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, product.id));
    const unsold = await payAgain(shopper, gone);
    expect(unsold.statusCode).toBe(409);
    expect(await f.productStock(t, product.id)).toBe(3);
  });

  it('is the caller’s own: 401 for a guest, 404 for another shopper’s order, 400 for a bad id', async () => {
    const shopper = await f.makeShopper(t);
    const stranger = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000 });
    const { transactionId } = (
      await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 })
    ).json<Paid>();
    await f.pressSimulator(t, transactionId, 'fail');

    expect((await payAgain(null, transactionId)).statusCode).toBe(401);
    const theirs = await payAgain(stranger, transactionId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Order not found' });
    expect((await payAgain(shopper, 'LSUNKNOWN')).statusCode).toBe(404);
    expect((await payAgain(shopper, 'bad id!')).statusCode).toBe(400);
    expect((await payAgain(shopper, 'X'.repeat(64))).statusCode).toBe(400);
    expect(await myOrders(stranger)).toEqual([]);
  });
});
