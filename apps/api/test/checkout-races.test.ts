import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, orderStatusEvents } from '../src/db/schema.ts';
import { webhookAuthorization } from '../src/platform/payments/phonepe.ts';
import { outboxCount } from './support/accounts.ts';
import { startPhonePeDouble, type PhonePeDouble } from './support/phonepe-double.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Races only show on PostgreSQL (PGlite runs one transaction at a time): run this file with
// TEST_DATABASE_URL set. On PGlite it still checks the outcome, serially.

let double: PhonePeDouble;
let t: TestApp;
const HOOK = { user: 'hook', password: 'hook-secret' };

beforeAll(async () => {
  double = await startPhonePeDouble();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_BASE_URL: double.url,
    PHONEPE_CLIENT_ID: double.clientId,
    PHONEPE_CLIENT_SECRET: double.clientSecret,
    PHONEPE_CLIENT_VERSION: double.clientVersion,
    PHONEPE_WEBHOOK_USERNAME: HOOK.user,
    PHONEPE_WEBHOOK_PASSWORD: HOOK.password,
  });
});
afterAll(async () => {
  await t.close();
  await double.close();
});

describe('checkout under concurrency', () => {
  it('lets exactly 5 of 30 concurrent buyers have the last 5 units, and stock ends at 0', async () => {
    const product = await f.makeProduct(t, { pricePaise: 10_000, stock: 5 });
    const shoppers = [];
    for (let i = 0; i < 30; i += 1) shoppers.push(await f.makeShopper(t));
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    // Every loser is told why, never a server error.
    expect(codes.filter((code) => code === 409)).toHaveLength(25);
    expect(await f.productStock(t, product.id)).toBe(0);
    const pending = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'PENDING'), eq(orders.totalAmountPaise, 10_000)));
    expect(pending.length).toBeGreaterThanOrEqual(5);
  });

  it('yields one paid order, one stock decrement and one mail when pay-status and the webhook race', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000, stock: 7 });
    const res = await f.payNow(t, shopper, { productId: product.id, quantity: 3, amount: 300 });
    const { transactionId } = res.json<{ transactionId: string }>();
    double.complete(transactionId);
    const hook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/phonepe/webhook',
        headers: { authorization: webhookAuthorization(HOOK.user, HOOK.password) },
        payload: { event: 'checkout.order.completed', payload: { merchantOrderId: transactionId } },
      });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? hook() : f.payStatus(t, shopper, transactionId),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    expect(order?.paymentStatus).toBe('SUCCESS');
    const events = await t.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order!.id));
    expect(events).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `order-confirmation:${order!.id}`));
    expect(mails).toHaveLength(1);
    expect(await f.productStock(t, product.id)).toBe(4);
    await t.runJobs();
    expect(outboxCount(t, 'order-confirmation', shopper.email)).toBe(1);
  });

  it('returns a failed payment’s stock exactly once when confirmations race', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000, stock: 4 });
    const res = await f.payNow(t, shopper, { productId: product.id, quantity: 4, amount: 400 });
    const { transactionId } = res.json<{ transactionId: string }>();
    expect(await f.productStock(t, product.id)).toBe(0);
    double.fail(transactionId);
    await Promise.all(Array.from({ length: 8 }, () => f.payStatus(t, shopper, transactionId)));
    await t.runJobs(new Date(Date.now() + 21 * 60_000));
    expect(await f.productStock(t, product.id)).toBe(4);
  });
});
