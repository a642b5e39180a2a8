import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderLines, orders, returns, simulatorPayments } from '../src/db/schema.ts';
import { createSimulatorGateway } from '../src/platform/payments/simulator.ts';
import { outboxCount } from './support/accounts.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { cancelOrder, refundsOf, retryRefund, runJobsIn } from './support/refunds.ts';
import { adminStepOk, askReturnOk, receiptOf, shopperOrder } from './support/returns.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The built-in simulator as a refund gateway: refunds stay pending for a configurable delay,
// then complete by themselves, unless failed on its refunds page.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR_REFUND_SECONDS: '3600' });
  admin = (await createLoggedInUser(t, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

async function paidOnSimulator(app = t) {
  const shopper = await f.makeShopper(app);
  const product = await f.makeProduct(app, { pricePaise: 12_000, stock: 5 });
  const res = await f.payNow(app, shopper, { productId: product.id, quantity: 1, amount: 120 });
  const { transactionId } = res.json<{ transactionId: string }>();
  expect((await f.pressSimulator(app, transactionId, 'pay')).statusCode).toBe(303);
  expect((await f.payStatus(app, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
  const [order] = await app.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return { shopper, transactionId, orderId: order!.id };
}

const refundsPage = () => t.app.inject({ url: '/api/payments/simulator/refunds' });

describe('the simulator gateway’s refunds', () => {
  it('complete by themselves once their delay has passed', async () => {
    const order = await paidOnSimulator();
    await cancelOrder(t, admin, order.orderId);
    await t.runJobs();
    const [refund] = await refundsOf(t, order.orderId);
    expect(refund!.state).toBe('PENDING');
    await runJobsIn(t, 20_000);
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('PENDING');
    // The simulator's clock: its hour has passed.
    await t.db
      .update(simulatorPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(simulatorPayments.merchantOrderId, refund!.merchantRefundId));
    await runJobsIn(t, 60_000);
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('COMPLETED');
    expect(await outboxCount(t, 'refund-completed', order.shopper.email)).toBe(1);
  });

  it('complete at once with no delay, refuse more than was paid, and take a repeated id as the same refund', async () => {
    const order = await paidOnSimulator();
    const gateway = createSimulatorGateway(t.db, t.config.publicUrl, { refundDelayMs: 0 });
    const input = {
      merchantRefundId: 'RFSIMDIRECT1',
      originalMerchantOrderId: order.transactionId,
      amountPaise: 7_000,
    };
    expect(await gateway.refund(input)).toMatchObject({ state: 'COMPLETED', amountPaise: 7_000 });
    expect((await gateway.refund(input)).state).toBe('COMPLETED');
    await expect(
      gateway.refund({ ...input, merchantRefundId: 'RFSIMDIRECT2', amountPaise: 6_000 }),
    ).rejects.toThrow(/above what is left/);
    await expect(
      gateway.refund({
        ...input,
        merchantRefundId: 'RFSIMDIRECT3',
        originalMerchantOrderId: 'NOPE',
      }),
    ).rejects.toThrow(/no completed payment/);
    expect(await gateway.getRefundStatus('RFSIMDIRECT1')).toMatchObject({ state: 'COMPLETED' });
    expect(await gateway.getRefundStatus('RFNOSUCHREFUND')).toBeNull();
    // A refund is never a payment page.
    const page = await t.app.inject({ url: '/api/payments/simulator/RFSIMDIRECT1' });
    expect(page.statusCode).toBe(404);
  });

  it('are listed on the simulator’s page, whose Fail switch makes a pending one fail', async () => {
    const order = await paidOnSimulator();
    await cancelOrder(t, admin, order.orderId);
    await t.runJobs();
    const [refund] = await refundsOf(t, order.orderId);
    const before = await refundsPage();
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toContain('text/html');
    expect(before.body).toContain(refund!.merchantRefundId);
    expect(before.body).toContain(order.transactionId);
    expect(before.body).toContain('₹120.00');
    expect(before.body).toContain(`Fail refund ${refund!.merchantRefundId}`);

    const fail = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/refunds/${refund!.merchantRefundId}/fail`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicUrl },
      payload: '',
    });
    expect(fail.statusCode).toBe(303);
    // The switch tells the shop at once, as PhonePe's webhook would: no poll has run.
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('FAILED');
    const after = await refundsPage();
    expect(after.body).not.toContain(`Fail refund ${refund!.merchantRefundId}`);
    expect(after.body).toContain('FAILED');

    expect((await retryRefund(t, admin, order.orderId, refund!.id)).statusCode).toBe(200);
    await t.runJobs();
    const rows = await refundsOf(t, order.orderId);
    expect(rows.map((row) => row.state)).toEqual(['FAILED', 'PENDING']);
    expect((await refundsPage()).body).toContain(rows[1]!.merchantRefundId);
  });

  it('bring a received return to refunded when its refund completes, once', async () => {
    const order = await paidOnSimulator();
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/order/${order.orderId}/status`,
      headers: { cookie: admin },
      payload: { status: 'delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [line] = await t.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.orderId));
    const asked = await askReturnOk(t, order.shopper.cookie, order.orderId, {
      lines: [{ lineId: line!.id, quantity: 1 }],
      reason: 'damaged',
    });
    await adminStepOk(t, admin, asked._id, 'approve');
    await adminStepOk(t, admin, asked._id, 'receive', receiptOf(asked));
    await t.runJobs();
    const [refund] = await refundsOf(t, order.orderId);
    expect(refund).toMatchObject({ state: 'PENDING', amountPaise: 12_000, returnId: asked._id });
    const stateOfReturn = async () =>
      (await t.db.select().from(returns).where(eq(returns.id, asked._id)))[0]!.state;
    expect(await stateOfReturn()).toBe('received');

    await t.db
      .update(simulatorPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(simulatorPayments.merchantOrderId, refund!.merchantRefundId));
    await runJobsIn(t, 60_000);
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('COMPLETED');
    expect(await stateOfReturn()).toBe('refunded');
    const seen = await shopperOrder(t, order.shopper.cookie, order.transactionId);
    expect(seen.returns?.requests[0]?.state).toBe('refunded');
    // Polling again finds nothing left to do: one refund, one completion mail.
    await runJobsIn(t, 600_000);
    expect(await refundsOf(t, order.orderId)).toHaveLength(1);
    expect(await outboxCount(t, 'refund-completed', order.shopper.email)).toBe(1);
  });
});

describe('a simulator whose refunds settle before the poller’s first gap', () => {
  it('has the shop look at a sent refund when it settles, not a quarter of a minute later', async () => {
    const quick = await createTestApp({ SIMULATOR_REFUND_SECONDS: '2' });
    try {
      const quickAdmin = (await createLoggedInUser(quick, { role: 'admin' })).cookie;
      const order = await paidOnSimulator(quick);
      const asked = Date.now();
      await cancelOrder(quick, quickAdmin, order.orderId);
      await quick.runJobs();
      const [refund] = await refundsOf(quick, order.orderId);
      expect(refund!.state).toBe('PENDING');
      const [poll] = await quick.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(eq(jobs.dedupeKey, `refund-poll:${refund!.id}`));
      // Its 2 s and a moment after, where a real gateway's refund is first looked at after 15 s.
      const wait = poll!.runAt.getTime() - asked;
      expect(wait).toBeGreaterThanOrEqual(2_000);
      expect(wait).toBeLessThan(15_000);
    } finally {
      await quick.close();
    }
  });
});
