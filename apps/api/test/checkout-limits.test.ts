import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@labshop/domain/validation/checkout';
import { orderLines } from '../src/db/schema.ts';
import type { PhonePeDouble } from './support/phonepe-double.ts';
import {
  addAddress,
  fillCart,
  mixedStock,
  ordersOf,
  startPhonePeShop,
  stockOf,
} from './support/checkout-helpers.ts';
import * as f from './support/shop-fixtures.ts';
import type { TestApp } from './support/test-app.ts';

// What one shopper's unpaid checkouts may hold (docs/decisions/017). The races only show on
// PostgreSQL (PGlite runs one transaction at a time): run this file with TEST_DATABASE_URL
// set too. On PGlite it still checks the outcome, serially.

let t: TestApp;
let double: PhonePeDouble;
beforeAll(async () => {
  ({ t, double } = await startPhonePeShop());
});
afterAll(async () => {
  await t.close();
  await double.close();
});

type PayAnswer = { transactionId: string; redirectUrl: string };

function payCartTo(shopper: f.Shopper, amount: number, addressId: string, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/pay',
    headers: { ...shopper.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { amount, selectedAddress: { _id: addressId } },
  });
}

describe('a retried or double-clicked Pay', () => {
  it('answers every Pay for one mixed cart with the same payment: one order, one reservation, one gateway payment', async () => {
    const shopper = await f.makeShopper(t);
    // The last line takes every unit of its row: the retries must not be told it is sold out.
    const { rows } = await mixedStock(t, 5);
    const total = await fillCart(t, shopper, rows, [2, 1, 5]);
    const gatewayPaymentsBefore = double.orders.size;

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => f.payCart(t, shopper, total)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const bodies = answers.map((res) => res.json<PayAnswer>());
    expect(new Set(bodies.map((b) => b.transactionId)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.redirectUrl)).size).toBe(1);
    expect(bodies[0]!.redirectUrl).toContain(`${double.url}/checkout/page/`);

    // A retry a moment later gets the same again.
    const retry = await f.payCart(t, shopper, total);
    expect(retry.json<PayAnswer>()).toEqual(bodies[0]);

    expect(await ordersOf(t, shopper.userId)).toHaveLength(1);
    expect(double.orders.size - gatewayPaymentsBefore).toBe(1);
    expect((await stockOf(t, rows[0]!)).reserved).toBe(2);
    expect((await stockOf(t, rows[1]!)).reserved).toBe(1);
    expect((await stockOf(t, rows[2]!)).reserved).toBe(5);
  });

  it('answers a repeated pay-now with its payment, and a changed one with a new checkout', async () => {
    const shopper = await f.makeShopper(t);
    const { flask } = await mixedStock(t, 20);
    const body = { productId: flask.id, selectedVariant: flask.variantIds[1]!, quantity: 2 };
    const first = await f.payNow(t, shopper, { ...body, amount: 1200 });
    const again = await f.payNow(t, shopper, { ...body, amount: 1200 });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const more = await f.payNow(t, shopper, { ...body, quantity: 3, amount: 1800 });
    expect(more.statusCode).toBe(200);
    expect(more.json<PayAnswer>().transactionId).not.toBe(first.json<PayAnswer>().transactionId);
    expect(await ordersOf(t, shopper.userId)).toHaveLength(2);
    expect((await stockOf(t, { productId: flask.id, variantId: flask.variantIds[1]! })).stock).toBe(
      15,
    );
  });

  it('opens a new checkout for the same basket once the first failed', async () => {
    const shopper = await f.makeShopper(t);
    const { plain } = await mixedStock(t, 20);
    const body = { productId: plain.id, quantity: 1, amount: 165 };
    const first = (await f.payNow(t, shopper, body)).json<PayAnswer>();
    double.fail(first.transactionId);
    expect((await f.payStatus(t, shopper, first.transactionId)).json().paymentStatus).toBe(
      'FAILED',
    );
    const second = (await f.payNow(t, shopper, body)).json<PayAnswer>();
    expect(second.transactionId).not.toBe(first.transactionId);
  });

  it('takes an Idempotency-Key as part of the basket, and refuses a malformed one', async () => {
    const shopper = await f.makeShopper(t);
    const { rows } = await mixedStock(t, 20);
    const total = await fillCart(t, shopper, rows, [1, 1, 1]);
    const a = await payCartTo(shopper, total, shopper.addressId, 'order-A');
    const aAgain = await payCartTo(shopper, total, shopper.addressId, 'order-A');
    const b = await payCartTo(shopper, total, shopper.addressId, 'order-B');
    expect(aAgain.json()).toEqual(a.json());
    expect(b.json<PayAnswer>().transactionId).not.toBe(a.json<PayAnswer>().transactionId);
    for (const bad of ['x'.repeat(101), 'has space']) {
      const res = await payCartTo(shopper, total, shopper.addressId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.invalidIdempotencyKey);
    }
    expect(await ordersOf(t, shopper.userId)).toHaveLength(2);
  });
});

describe('at most three unpaid checkouts per shopper', () => {
  it('refuses a fourth basket with a message naming the three waiting, and lets it through once one is settled', async () => {
    const shopper = await f.makeShopper(t);
    const { plain, flask } = await mixedStock(t, 20);
    const baskets = [
      { productId: plain.id, quantity: 1, amount: 165 },
      { productId: flask.id, selectedVariant: flask.variantIds[0]!, quantity: 1, amount: 450 },
      { productId: flask.id, selectedVariant: flask.variantIds[1]!, quantity: 1, amount: 600 },
    ];
    const waiting: string[] = [];
    for (const basket of baskets) {
      const res = await f.payNow(t, shopper, basket);
      expect(res.statusCode).toBe(200);
      waiting.push(res.json<PayAnswer>().transactionId);
    }
    const fourth = await f.payNow(t, shopper, { productId: plain.id, quantity: 2, amount: 290 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(M.tooManyOpen(waiting));
    expect((await stockOf(t, { productId: plain.id, variantId: null })).reserved).toBe(1);

    // A retry of one of the three is not a fourth: it is answered.
    const retry = await f.payNow(t, shopper, baskets[1]!);
    expect(retry.json<PayAnswer>().transactionId).toBe(waiting[1]);

    double.complete(waiting[0]!);
    expect((await f.payStatus(t, shopper, waiting[0]!)).json().paymentStatus).toBe('SUCCESS');
    const now = await f.payNow(t, shopper, { productId: plain.id, quantity: 2, amount: 290 });
    expect(now.statusCode).toBe(200);
  });

  it('lets exactly three of six parallel Pays for different mixed baskets through', async () => {
    const shopper = await f.makeShopper(t);
    const { rows, flask } = await mixedStock(t, 50);
    const total = await fillCart(t, shopper, rows, [1, 2, 1]);
    // The same cart to three addresses, and three pay-now baskets: six different checkouts.
    const addressIds = [
      shopper.addressId,
      await addAddress(t, shopper, '1 Lab Road'),
      await addAddress(t, shopper, '2 Lab Road'),
    ];
    const answers = await Promise.all([
      ...addressIds.map((id) => payCartTo(shopper, total, id)),
      f.payNow(t, shopper, {
        productId: flask.id,
        selectedVariant: rows[1]!.variantId,
        quantity: 1,
        amount: 450,
      }),
      f.payNow(t, shopper, {
        productId: flask.id,
        selectedVariant: rows[2]!.variantId,
        quantity: 1,
        amount: 600,
      }),
      f.payNow(t, shopper, { productId: rows[0]!.productId, quantity: 1, amount: 165 }),
    ]);
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    const pending = (await ordersOf(t, shopper.userId)).filter(
      (o) => o.paymentStatus === 'PENDING',
    );
    expect(pending).toHaveLength(3);
    for (const res of answers.filter((a) => a.statusCode === 409)) {
      expect(res.json().message).toMatch(/^You have 3 payments waiting \(LS/);
    }
    // Only the three winners hold stock.
    const held = await Promise.all(rows.map(async (row) => (await stockOf(t, row)).reserved));
    const expected = [0, 0, 0];
    for (const order of pending) {
      const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      for (const line of lines) {
        const i = rows.findIndex(
          (r) => r.productId === line.productId && r.variantId === line.variantId,
        );
        expected[i]! += line.quantity;
      }
    }
    expect(held).toEqual(expected);
  });
});

describe('the share of a product one shopper may hold unpaid', () => {
  it('refuses holding all 849 units, naming the product; half goes through, and others can still buy', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, {
      name: 'Centrifuge tube rack',
      pricePaise: 100,
      stock: 849,
    });
    const all = await f.payNow(t, shopper, { productId: product.id, quantity: 849, amount: 849 });
    expect(all.statusCode).toBe(409);
    expect(all.json().message).toBe(M.holdLimitReached('Centrifuge tube rack', 425, 0));
    expect(await f.productStock(t, product.id)).toBe(849);

    const half = await f.payNow(t, shopper, { productId: product.id, quantity: 425, amount: 425 });
    expect(half.statusCode).toBe(200);
    // A second basket of the same shopper counts what the first holds.
    const more = await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(M.holdLimitReached('Centrifuge tube rack', 425, 425));

    const other = await f.makeShopper(t);
    const theirs = await f.payNow(t, other, { productId: product.id, quantity: 200, amount: 200 });
    expect(theirs.statusCode).toBe(200);
    expect(await f.productStock(t, product.id)).toBe(849 - 425 - 200);
  });

  it('holds a variant to the same share in a mixed cart, and lets the last few units go to one shopper', async () => {
    const shopper = await f.makeShopper(t);
    const { rows } = await mixedStock(t, 30);
    const total = await fillCart(t, shopper, rows, [2, 16, 1]);
    const res = await f.payCart(t, shopper, total);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Burette [0-9a-f]+ \(250 ml\): at most 15 can be held/);
    for (const row of rows) expect((await stockOf(t, row)).reserved).toBe(0);

    const few = await f.makeProduct(t, { pricePaise: 10_000, stock: 4 });
    const allFour = await f.payNow(t, shopper, { productId: few.id, quantity: 4, amount: 400 });
    expect(allFour.statusCode).toBe(200);
  });
});

describe('the lines of one checkout', () => {
  it(`refuses a cart of more than 25 lines before reserving anything`, async () => {
    const shopper = await f.makeShopper(t);
    const products = [];
    for (let i = 0; i < 26; i += 1) products.push(await f.makeProduct(t, { pricePaise: 10_000 }));
    for (const product of products)
      await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    const res = await f.payCart(t, shopper, 2600);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.tooManyLines(25));
    expect(await ordersOf(t, shopper.userId)).toHaveLength(0);
    expect(await f.productStock(t, products[0]!.id)).toBe(10);
  });
});
