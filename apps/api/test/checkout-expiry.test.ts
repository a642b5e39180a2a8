import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderStatusEvents, products } from '../src/db/schema.ts';
import { documentNumbers } from '../src/modules/invoices/service.ts';
import { outboxCount } from './support/accounts.ts';
import type { PhonePeDouble } from './support/phonepe-double.ts';
import {
  fillCart,
  jobsFor,
  mixedStock,
  orderOf,
  paymentOf,
  startPhonePeShop,
  stockOf,
  webhook,
  type Row,
} from './support/checkout-helpers.ts';
import { loginAs } from './support/login-as.ts';
import * as f from './support/shop-fixtures.ts';
import type { TestApp } from './support/test-app.ts';

// A payment the gateway does not confirm within the reservation (20 minutes) and the grace
// (2 minutes): its units go back on the shelf whether or not the gateway can be reached, it
// is kept as EXPIRED and asked about with backoff, and a success reported later is settled if
// the units can still be had, or else owed back (REFUND_DUE). Run with TEST_DATABASE_URL too.

let t: TestApp;
let double: PhonePeDouble;
beforeAll(async () => {
  ({ t, double } = await startPhonePeShop());
});
afterAll(async () => {
  await t.close();
  await double.close();
});
afterEach(() => {
  double.statusFailure = undefined;
});

const MINUTE = 60_000;
const QUANTITIES = [2, 1, 3];

/** A shopper's mixed cart (a plain product and two variants) paid into a pending payment. */
async function pendingCheckout(stock = 10) {
  const shopper = await f.makeShopper(t);
  const { rows } = await mixedStock(t, stock);
  const total = await fillCart(t, shopper, rows, QUANTITIES);
  const res = await f.payCart(t, shopper, total);
  expect(res.statusCode).toBe(200);
  const { transactionId } = res.json<{ transactionId: string }>();
  const { expiresAt } = await paymentOf(t, transactionId);
  return { shopper, rows, transactionId, expiresAt: expiresAt.getTime() };
}

/** Runs the jobs with the clock `ms` after the reservation's end. */
const runAfterExpiry = (expiresAt: number, ms: number) => t.runJobs(new Date(expiresAt + ms));

async function adminOrder(orderId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/order/${orderId}`,
    headers: { cookie: await loginAs(t, { role: 'admin' }) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ order: Record<string, unknown> }>().order;
}

async function stocks(rows: readonly Row[]) {
  return Promise.all(rows.map((row) => stockOf(t, row)));
}

describe('expiry while the gateway cannot be reached', () => {
  for (const failure of [404, 503]) {
    it(`releases the reservation at expiry plus the grace when the status call answers ${failure}, and keeps asking with backoff for three days`, async () => {
      const { rows, transactionId, expiresAt } = await pendingCheckout();
      double.statusFailure = failure;
      const statusCallsBefore = double.statusCalls;

      for (const ms of [-19 * MINUTE, -10 * MINUTE, -MINUTE, 0, MINUTE]) {
        await runAfterExpiry(expiresAt, ms);
        expect((await orderOf(t, transactionId)).paymentStatus).toBe('PENDING');
      }
      expect((await stocks(rows)).map((s) => s.reserved)).toEqual(QUANTITIES);

      await runAfterExpiry(expiresAt, 2 * MINUTE + 1000);
      expect((await orderOf(t, transactionId)).paymentStatus).toBe('FAILED');
      expect((await paymentOf(t, transactionId)).state).toBe('EXPIRED');
      expect((await stocks(rows)).map((s) => [s.onHand, s.reserved])).toEqual([
        [10, 0],
        [10, 0],
        [10, 0],
      ]);

      // Three days of a gateway that never answers: asked with growing gaps, never given up
      // as a failed job, and then no more.
      const payment = await paymentOf(t, transactionId);
      for (let ms = 3 * MINUTE; ms <= 3 * 24 * 60 * MINUTE + 2 * 60 * MINUTE; ms += 30 * MINUTE) {
        await runAfterExpiry(expiresAt, ms);
      }
      const [late] = await jobsFor(t, `payment-late-check:${payment.id}`);
      expect(late?.state).toBe('done');
      const failedJobs = (await t.db.select().from(jobs)).filter(
        (job) => job.state === 'failed' && job.dedupeKey?.endsWith(payment.id),
      );
      expect(failedJobs).toEqual([]);
      const calls = double.statusCalls - statusCallsBefore;
      // Gaps grow to an hour: about 80 looks over three days, not one per run.
      expect(calls).toBeGreaterThan(60);
      expect(calls).toBeLessThan(120);
      expect((await paymentOf(t, transactionId)).state).toBe('EXPIRED');
    });
  }

  it('answers the shopper FAILED for an expired payment while the gateway is down', async () => {
    const { shopper, transactionId, expiresAt } = await pendingCheckout();
    double.statusFailure = 500;
    expect((await f.payStatus(t, shopper, transactionId)).statusCode).toBe(502);
    await runAfterExpiry(expiresAt, 2 * MINUTE + 1000);
    const res = await f.payStatus(t, shopper, transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentStatus: 'FAILED' });
  });

  it('closes an expired payment as FAILED when the gateway later says it failed', async () => {
    const { rows, transactionId, expiresAt } = await pendingCheckout();
    double.statusFailure = 404;
    await runAfterExpiry(expiresAt, 2 * MINUTE + 1000);
    expect((await paymentOf(t, transactionId)).state).toBe('EXPIRED');
    double.statusFailure = undefined;
    double.fail(transactionId);
    await runAfterExpiry(expiresAt, 10 * MINUTE);
    const payment = await paymentOf(t, transactionId);
    expect(payment.state).toBe('FAILED');
    expect(payment.settledAt).toBeInstanceOf(Date);
    expect((await stocks(rows)).map((s) => s.stock)).toEqual([10, 10, 10]);
  });
});

describe('a success reported after expiry (late payment)', () => {
  it('settles it when the units can still be reserved: order paid, stock sold once, invoice and mail', async () => {
    const { shopper, rows, transactionId, expiresAt } = await pendingCheckout();
    double.statusFailure = 503;
    await runAfterExpiry(expiresAt, 2 * MINUTE + 1000);
    expect((await paymentOf(t, transactionId)).state).toBe('EXPIRED');

    // The gateway comes back: the money was taken after all. The late check finds it.
    double.statusFailure = undefined;
    double.complete(transactionId);
    await runAfterExpiry(expiresAt, 10 * MINUTE);
    const order = await orderOf(t, transactionId);
    expect(order.paymentStatus).toBe('SUCCESS');
    expect(order.orderedAt).toBeInstanceOf(Date);
    expect(order.stockReturnedAt).toBeNull();
    expect((await paymentOf(t, transactionId)).state).toBe('SUCCESS');
    expect((await stocks(rows)).map((s) => [s.onHand, s.reserved])).toEqual(
      QUANTITIES.map((q) => [10 - q, 0]),
    );
    expect((await documentNumbers(t.db, order.id)).invoice).toMatch(/^LS\/\d{4}\/\d{6}$/);
    expect((await f.getCart(t, shopper)).cart).toEqual([]);

    // Told again by the shopper and the webhook: nothing more happens.
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
    expect((await webhook(t, transactionId)).json().message).toBe('Already settled');
    expect((await stocks(rows)).map((s) => s.onHand)).toEqual(QUANTITIES.map((q) => 10 - q));
    await t.runJobs(new Date(expiresAt + 11 * MINUTE));
    expect(await outboxCount(t, 'order-confirmation', shopper.email)).toBe(1);
  });

  it('marks it REFUND_DUE when the units were sold meanwhile, and leaves the stock alone', async () => {
    const { shopper, rows, transactionId, expiresAt } = await pendingCheckout(3);
    double.statusFailure = 404;
    await runAfterExpiry(expiresAt, 2 * MINUTE + 1000);
    expect((await paymentOf(t, transactionId)).state).toBe('EXPIRED');
    double.statusFailure = undefined;

    // Another shopper buys the variant's last units while the first payment is unconfirmed.
    const other = await f.makeShopper(t);
    const [, , last] = rows;
    const bought = await f.payNow(t, other, {
      productId: last!.productId,
      selectedVariant: last!.variantId,
      quantity: 3,
      amount: 1800,
    });
    const theirs = bought.json<{ transactionId: string }>().transactionId;
    double.complete(theirs);
    expect((await f.payStatus(t, other, theirs)).json().paymentStatus).toBe('SUCCESS');
    const before = await stocks(rows);

    double.complete(transactionId);
    expect((await webhook(t, transactionId)).json().message).toBe('OK');
    expect((await paymentOf(t, transactionId)).state).toBe('REFUND_DUE');
    expect((await orderOf(t, transactionId)).paymentStatus).toBe('FAILED');
    expect(await stocks(rows)).toEqual(before);
    expect((await f.payStatus(t, shopper, transactionId)).json()).toEqual({
      paymentStatus: 'FAILED',
    });
    // It stays owed, not settled again by a replay.
    expect((await webhook(t, transactionId)).json().message).toBe('Already settled');
    const admin = await adminOrder((await orderOf(t, transactionId)).id);
    expect(admin).toMatchObject({ paymentStatus: 'FAILED', paymentState: 'REFUND_DUE' });
  });
});

describe('racing confirmations of an expired payment', () => {
  it('settles it once when the webhook and pay-status race', async () => {
    const { shopper, rows, transactionId, expiresAt } = await pendingCheckout();
    double.statusFailure = 503;
    await runAfterExpiry(expiresAt, 2 * MINUTE + 1000);
    expect((await paymentOf(t, transactionId)).state).toBe('EXPIRED');
    double.statusFailure = undefined;
    double.complete(transactionId);

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? webhook(t, transactionId) : f.payStatus(t, shopper, transactionId),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const order = await orderOf(t, transactionId);
    expect(order.paymentStatus).toBe('SUCCESS');
    const events = await t.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(events).toHaveLength(1);
    expect(await jobsFor(t, `order-confirmation:${order.id}`)).toHaveLength(1);
    expect((await stocks(rows)).map((s) => [s.onHand, s.reserved])).toEqual(
      QUANTITIES.map((q) => [10 - q, 0]),
    );
  });

  it('owes it back once when they race and the stock is gone', async () => {
    const { shopper, rows, transactionId, expiresAt } = await pendingCheckout(3);
    double.statusFailure = 503;
    await runAfterExpiry(expiresAt, 2 * MINUTE + 1000);
    expect((await paymentOf(t, transactionId)).state).toBe('EXPIRED');
    double.statusFailure = undefined;
    // The plain product's units are taken out of stock by the admin.
    await t.db.update(products).set({ onHand: 0 }).where(eq(products.id, rows[0]!.productId));
    const before = await stocks(rows);
    double.complete(transactionId);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? webhook(t, transactionId) : f.payStatus(t, shopper, transactionId),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect((await paymentOf(t, transactionId)).state).toBe('REFUND_DUE');
    expect(await stocks(rows)).toEqual(before);
  });
});
