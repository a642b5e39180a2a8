import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderLines, orders, payments } from '../src/db/schema.ts';
import { documentNumbers } from '../src/modules/invoices/service.ts';
import { claimDueJobs } from '../src/platform/jobs/job-store.ts';
import { outboxCount, readOutbox } from './support/accounts.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orderOf(transactionId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return order!;
}

describe('checkout refusals', () => {
  it('needs an address of the caller’s own, a verified phone and a non-empty cart', async () => {
    const shopper = await f.makeShopper(t);
    const stranger = await f.makeShopper(t);
    const unverified = await f.makeShopper(t, { phoneVerified: false });
    const product = await f.makeProduct(t, { pricePaise: 50_000 });

    const noAddress = await t.app.inject({
      method: 'POST',
      url: '/api/user/pay',
      headers: shopper.headers,
      payload: { amount: 500, selectedAddress: null },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe('Please select a delivery address.');

    const theirs = await f.payCart(t, shopper, 500, stranger.addressId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Please select a delivery address.');

    await f.addToCart(t, unverified, { productId: product.id, quantity: 1 });
    const phone = await f.payCart(t, unverified, 500);
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(
      'Your phone number is not verified. Please verify your phone number before proceeding.',
    );

    const empty = await f.payCart(t, shopper, 0);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No items in the cart.');
  });

  it('refuses a tampered amount with 409 and reserves nothing', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, {
      pricePaise: 50_000,
      stock: 3,
      deliveryChargePaise: 1000,
    });
    await f.addToCart(t, shopper, { productId: product.id, quantity: 2 });
    const res = await f.payCart(t, shopper, 1);
    expect(res.statusCode).toBe(409);
    const nearly = await f.payCart(t, shopper, 1009.99);
    expect(nearly.statusCode).toBe(409);
    const tampered = await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 10 });
    expect(tampered.statusCode).toBe(409);
    expect(await f.productStock(t, product.id)).toBe(3);
  });

  it('refuses another user’s userId, and inactive or out-of-stock products', async () => {
    const shopper = await f.makeShopper(t);
    const other = await f.makeShopper(t);
    const hidden = await f.makeProduct(t, { status: 'inactive' });
    const few = await f.makeProduct(t, { stock: 1, pricePaise: 20_000 });
    const asOther = await t.app.inject({
      method: 'POST',
      url: '/api/user/pay-now',
      headers: shopper.headers,
      payload: {
        amount: 200,
        productId: few.id,
        quantity: 1,
        userId: other.userId,
        selectedAddress: { _id: shopper.addressId },
      },
    });
    expect(asOther.statusCode).toBe(403);
    expect(
      (await f.payNow(t, shopper, { productId: hidden.id, quantity: 1, amount: 100 })).statusCode,
    ).toBe(409);
    const tooMany = await f.payNow(t, shopper, { productId: few.id, quantity: 2, amount: 400 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('Only 1 available in stock.');
    const flask = await f.makeProduct(t, {
      variants: [{ name: '1 l', pricePaise: 100, stock: 1 }],
    });
    const noVariant = await f.payNow(t, shopper, { productId: flask.id, quantity: 1, amount: 1 });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().message).toBe('Choose a variant of this product.');
  });

  it('bounds every field of the pay bodies', async () => {
    const shopper = await f.makeShopper(t);
    const bad = [
      { amount: 'x' },
      { amount: 1e14 },
      {
        amount: 1,
        cartItems: Array.from({ length: 101 }, () => ({ productId: 'a', quantity: 1 })),
      },
      { amount: 1, selectedAddress: { _id: 'a'.repeat(65) } },
      { amount: 1, selectedAddress: { street: 's'.repeat(201) } },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/pay',
        headers: shopper.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/user/pay-status',
      headers: shopper.headers,
      payload: { transactionId: 'x'.repeat(64) },
    });
    expect(status.statusCode).toBe(400);
  });
});

describe('paying on the simulator', () => {
  it('reserves stock, and on Pay marks the order paid once, clears the bought lines and mails once', async () => {
    const shopper = await f.makeShopper(t);
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
      variantId: flask.variantIds[0],
      quantity: 1,
    });
    const { overallTotalPrice } = await f.getCart(t, shopper);
    expect(overallTotalPrice).toBe(500 + 40 + 450);

    const pay = await f.payCart(t, shopper, overallTotalPrice);
    expect(pay.statusCode).toBe(200);
    const { redirectUrl, transactionId } = pay.json<{
      redirectUrl: string;
      transactionId: string;
    }>();
    expect(redirectUrl).toBe(`http://localhost:3000/api/payments/simulator/${transactionId}`);
    expect(transactionId).toMatch(/^[A-Za-z0-9_-]{1,63}$/);
    expect(await f.productStock(t, beaker.id)).toBe(3);
    expect(await f.variantStock(t, flask.variantIds[0]!)).toBe(3);
    const pending = await orderOf(transactionId);
    expect(pending).toMatchObject({ paymentStatus: 'PENDING', orderedAt: null, isFromCart: true });
    expect(pending.deliveryAddress).toMatchObject({ city: 'Chennai', zipcode: '600032' });

    const page = await t.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('₹990.00');
    expect(page.body).toMatch(/>Pay</);
    expect(page.body).toMatch(/>Fail</);

    // Before Pay the gateway says pending, whatever code a return URL might carry.
    expect((await f.payStatus(t, shopper, transactionId)).json()).toEqual({
      paymentStatus: 'PENDING',
    });

    const back = await f.pressSimulator(t, transactionId, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://localhost:3000/payment-success?transactionId=${transactionId}&code=SUCCESS`,
    );
    const first = await f.payStatus(t, shopper, transactionId);
    expect(first.json()).toMatchObject({
      paymentStatus: 'SUCCESS',
      order: { transactionId, totalAmount: 990 },
    });
    expect(first.json().order.products).toHaveLength(2);
    const second = await f.payStatus(t, shopper, transactionId);
    expect(second.json().paymentStatus).toBe('SUCCESS');

    const paid = await orderOf(transactionId);
    expect(paid.paymentStatus).toBe('SUCCESS');
    expect(paid.currentStatus).toBe('ordered');
    expect(paid.orderedAt).toBeInstanceOf(Date);
    expect((await f.getCart(t, shopper)).cart).toEqual([]);
    expect(await f.productStock(t, beaker.id)).toBe(3);

    const { invoice } = await documentNumbers(t.db, paid.id);
    expect(invoice).toMatch(/^LS\/\d{4}\/\d{6}$/);

    await t.runJobs();
    expect(await outboxCount(t, 'order-confirmation', shopper.email)).toBe(1);
    const mail = await readOutbox(t, 'order-confirmation', shopper.email);
    expect(mail).toContain(transactionId);
    expect(mail).toContain(`Tax invoice ${invoice} is attached.`);
    expect(mail).toMatch(/Content-Type: application\/pdf; name=LS-\d{4}-\d{6}\.pdf/);
    const mailJobs = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `order-confirmation:${paid.id}`));
    expect(mailJobs).toHaveLength(1);
  });

  it('keeps cart lines the pay-now order did not buy', async () => {
    const shopper = await f.makeShopper(t);
    const kept = await f.makeProduct(t, { pricePaise: 10_000 });
    const bought = await f.makeProduct(t, { pricePaise: 30_000, stock: 2 });
    await f.addToCart(t, shopper, { productId: kept.id, quantity: 1 });
    await f.addToCart(t, shopper, { productId: bought.id, quantity: 1 });
    const pay = await f.payNow(t, shopper, { productId: bought.id, quantity: 2, amount: 600 });
    expect(pay.statusCode).toBe(200);
    const { transactionId } = pay.json<{ transactionId: string }>();
    await f.pressSimulator(t, transactionId, 'pay');
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
    expect((await f.getCart(t, shopper)).cart).toHaveLength(2);
    expect(await f.productStock(t, bought.id)).toBe(0);
    // The line keeps the product's tax classification for its invoice.
    const order = await orderOf(transactionId);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ hsnCode: '9027', gstRatePercent: 18, unitPricePaise: 30_000 });
  });

  it('restores the stock on Fail, once, and keeps the cart', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000, stock: 4 });
    await f.addToCart(t, shopper, { productId: product.id, quantity: 3 });
    const { transactionId } = (await f.payCart(t, shopper, 300)).json<{ transactionId: string }>();
    expect(await f.productStock(t, product.id)).toBe(1);
    const back = await f.pressSimulator(t, transactionId, 'fail');
    expect(back.headers.location).toContain('code=PAYMENT_ERROR');
    // Pressing Pay after Fail changes nothing at the gateway.
    await f.pressSimulator(t, transactionId, 'pay');
    expect((await f.payStatus(t, shopper, transactionId)).json()).toEqual({
      paymentStatus: 'FAILED',
    });
    expect((await f.payStatus(t, shopper, transactionId)).json()).toEqual({
      paymentStatus: 'FAILED',
    });
    expect(await f.productStock(t, product.id)).toBe(4);
    expect((await orderOf(transactionId)).paymentStatus).toBe('FAILED');
    expect((await f.getCart(t, shopper)).cart).toHaveLength(1);
    await t.runJobs();
    expect(await outboxCount(t, 'order-confirmation', shopper.email)).toBe(0);
  });

  it('answers 404 for another user’s transaction', async () => {
    const shopper = await f.makeShopper(t);
    const stranger = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000 });
    const { transactionId } = (
      await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 })
    ).json<{ transactionId: string }>();
    expect((await f.payStatus(t, stranger, transactionId)).statusCode).toBe(404);
    expect((await f.payStatus(t, shopper, 'LSUNKNOWN')).statusCode).toBe(404);
  });
});

describe('payment jobs', () => {
  it('settles a paid payment with no shopper and no webhook', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000 });
    const { transactionId } = (
      await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 })
    ).json<{ transactionId: string }>();
    await f.pressSimulator(t, transactionId, 'pay');
    // The shopper closed the tab: nobody calls pay-status. The poller's first look is at ~20 s.
    await t.runJobs(new Date(Date.now() + 21_000));
    expect((await orderOf(transactionId)).paymentStatus).toBe('SUCCESS');
    await t.runJobs(new Date(Date.now() + 22_000));
    expect(await outboxCount(t, 'order-confirmation', shopper.email)).toBe(1);
  });

  it('settles a payment whose poll was interrupted by a restart, once the lease runs out', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000 });
    const { transactionId } = (
      await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 })
    ).json<{ transactionId: string }>();
    await f.pressSimulator(t, transactionId, 'pay');
    const start = Date.now();
    // A worker claims the poll and dies before finishing it (kill -9, lost connection).
    const claimed = await claimDueJobs(t.db, {
      now: new Date(start + 21_000),
      limit: 10,
      leaseMs: 120_000,
      kinds: ['payment-poll'],
    });
    expect(claimed.length).toBeGreaterThan(0);
    await t.runJobs(new Date(start + 22_000));
    expect((await orderOf(transactionId)).paymentStatus).toBe('PENDING');
    // The restarted process takes the job over once the dead worker's lease has run out.
    await t.runJobs(new Date(start + 21_000 + 121_000));
    expect((await orderOf(transactionId)).paymentStatus).toBe('SUCCESS');
  });

  it('keeps polling a pending payment and releases the stock 20 minutes (and the grace) later', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000, stock: 2 });
    const { transactionId } = (
      await f.payNow(t, shopper, { productId: product.id, quantity: 2, amount: 200 })
    ).json<{ transactionId: string }>();
    expect(await f.productStock(t, product.id)).toBe(0);
    const start = Date.now();
    // Until the reservation's end plus the two-minute grace, the units stay held.
    for (const seconds of [21, 70, 200, 600, 1000, 1201, 1300]) {
      await t.runJobs(new Date(start + seconds * 1000));
      expect((await orderOf(transactionId)).paymentStatus).toBe('PENDING');
    }
    await t.runJobs(new Date(start + 22 * 60_000 + 1000));
    expect((await orderOf(transactionId)).paymentStatus).toBe('FAILED');
    expect(await f.productStock(t, product.id)).toBe(2);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.merchantTransactionId, transactionId));
    // The gateway never said: expired, unconfirmed, and still asked about.
    expect(payment?.state).toBe('EXPIRED');
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('FAILED');
    // The simulator's page (on the real clock) still takes a Pay: a late payment, settled
    // because its units can still be had.
    await f.pressSimulator(t, transactionId, 'pay');
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
    expect(await f.productStock(t, product.id)).toBe(0);
  });
});
