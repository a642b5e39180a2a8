import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_AFTER_DELIVERY_MESSAGE } from '@labshop/domain/refund-messages';
import { orders, payments, refunds } from '../src/db/schema.ts';
import {
  refundLatePayment,
  sweepRefundDuePayments,
} from '../src/modules/payments/refunds/late-payment.ts';
import { checkRefund } from '../src/modules/payments/refunds/refund-status.ts';
import { createPhonePeGateway, webhookAuthorization } from '../src/platform/payments/phonepe.ts';
import { outboxCount, readOutbox } from './support/accounts.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { createProduct, placeOrder } from './support/orders.ts';
import { startPhonePeDouble, type PhonePeDouble } from './support/phonepe-double.ts';
import {
  cancelOrder,
  paidPhonePeOrder,
  paymentOf,
  refundByHand,
  refundContext,
  refundsOf,
  retryRefund,
  runJobsIn,
  utf8,
} from './support/refunds.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let double: PhonePeDouble;
let t: TestApp;
let admin: string;
const HOOK = { user: 'refund-hook', password: 'refund-hook-secret' };

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
  admin = (await createLoggedInUser(t, { role: 'admin', name: 'Meera Admin' })).cookie;
});
afterAll(async () => {
  await t.close();
  await double.close();
});

function refundWebhook(event: string, merchantRefundId: string, authorization?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/webhook',
    headers: { authorization: authorization ?? webhookAuthorization(HOOK.user, HOOK.password) },
    payload: {
      event,
      payload: { merchantRefundId, originalMerchantOrderId: 'x', state: 'COMPLETED', amount: 1 },
    },
  });
}

async function shopperOrder(cookie: string, transactionId: string) {
  const res = await t.app.inject({
    url: `/api/user/orders/${transactionId}`,
    headers: { cookie },
  });
  return res.json().order;
}

describe('the PhonePe adapter’s refunds against the double', () => {
  const gateway = () =>
    createPhonePeGateway({
      env: 'sandbox',
      baseUrl: double.url,
      clientId: double.clientId,
      clientSecret: double.clientSecret,
      clientVersion: double.clientVersion,
    });

  it('sends a refund with the O-Bearer token, reads its status, and takes a repeated id as the same refund', async () => {
    const phonepe = gateway();
    await phonepe.createPayment({
      merchantOrderId: 'LSREFUNDA',
      amountPaise: 50_000,
      redirectUrl: 'https://shop.example.in/payment-success',
      expireAfterSeconds: 1200,
      message: 'test',
    });
    double.complete('LSREFUNDA');
    const input = {
      merchantRefundId: 'RFADAPTER1',
      originalMerchantOrderId: 'LSREFUNDA',
      amountPaise: 20_000,
    };
    const unauthorisedBefore = double.unauthorised;
    double.revokeTokens();
    expect(await phonepe.refund(input)).toMatchObject({ state: 'PENDING', amountPaise: 20_000 });
    // The revoked token was refused once, then a new one was fetched and used.
    expect(double.unauthorised).toBe(unauthorisedBefore + 1);
    expect(await phonepe.getRefundStatus('RFADAPTER1')).toMatchObject({
      state: 'PENDING',
      providerRefundId: expect.stringMatching(/^OMR/),
    });
    double.setRefundState('RFADAPTER1', 'CONFIRMED');
    expect((await phonepe.getRefundStatus('RFADAPTER1'))?.state).toBe('CONFIRMED');
    // The same merchantRefundId again: PhonePe refuses it, the adapter finds it is ours.
    expect((await phonepe.refund(input)).state).toBe('CONFIRMED');
    expect([...double.refunds.keys()].filter((id) => id === 'RFADAPTER1')).toHaveLength(1);
    expect(await phonepe.getRefundStatus('RFNEVERSENT')).toBeNull();
    // Above what is left of the payment: a refusal, not something to retry.
    await expect(
      phonepe.refund({ ...input, merchantRefundId: 'RFADAPTER2', amountPaise: 40_000 }),
    ).rejects.toThrow(/refused the refund \(400\)/);
  });
});

describe('cancelling a paid order', () => {
  it('refunds what was paid once, with the credit note, and tells the shopper started then completed', async () => {
    const order = await paidPhonePeOrder(t, double);
    const callsBefore = double.refundCalls;
    const res = await cancelOrder(t, admin, order.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      orderStatus: { currentStatus: 'cancelled' },
      creditNoteNumber: expect.stringMatching(/^CN\//),
      refundable: 0,
      refunds: [{ amount: 500, state: 'QUEUED', reason: 'cancel', createdBy: 'Meera Admin' }],
      payments: [{ amount: 500, refunded: 500, state: 'SUCCESS' }],
    });
    // Nothing reached PhonePe inside the cancel: the job sends it.
    expect(double.refundCalls).toBe(callsBefore);
    expect((await cancelOrder(t, admin, order.orderId)).statusCode).toBe(409);

    await t.runJobs();
    const [sent] = await refundsOf(t, order.orderId);
    expect(sent).toMatchObject({ state: 'PENDING', amountPaise: 50_000 });
    expect(double.refunds.get(sent!.merchantRefundId)).toMatchObject({
      originalMerchantOrderId: order.transactionId,
      amount: 50_000,
    });
    const started = utf8(await readOutbox(t, 'refund-started', order.shopper.email));
    expect(started).toContain('Refund of ₹500.00 started');
    expect(started).toContain('has been cancelled');
    expect((await shopperOrder(order.shopper.cookie, order.transactionId)).refunds).toEqual([
      expect.objectContaining({ amount: 500, state: 'PENDING', completedAt: null }),
    ]);

    double.setRefundState(sent!.merchantRefundId, 'COMPLETED');
    await runJobsIn(t, 20_000);
    const [done] = await refundsOf(t, order.orderId);
    expect(done).toMatchObject({ state: 'COMPLETED', completedAt: expect.any(Date) });
    expect(utf8(await readOutbox(t, 'refund-completed', order.shopper.email))).toContain(
      'Refund of ₹500.00 completed',
    );
    const mine = (
      await t.app.inject({ url: '/api/user/user-orders', headers: order.shopper.headers })
    ).json();
    expect(mine.orders[0].refunds).toEqual([
      expect.objectContaining({ amount: 500, state: 'COMPLETED', reason: 'cancel' }),
    ]);
    expect((await paymentOf(t, order.orderId)).refundedPaise).toBe(50_000);
    expect(double.refundCalls - callsBefore).toBe(1);
    expect(await refundsOf(t, order.orderId)).toHaveLength(1);
  });

  it('is refused once the order is delivered, pointing to returns', async () => {
    const buyer = await createLoggedInUser(t);
    const product = await createProduct(t, { price: 300 });
    const delivered = await placeOrder(t, buyer, {
      lines: [{ productId: product.id, quantity: 1 }],
      status: 'delivered',
    });
    const res = await cancelOrder(t, admin, delivered.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CANCEL_AFTER_DELIVERY_MESSAGE });
    expect(CANCEL_AFTER_DELIVERY_MESSAGE).toMatch(/return/);
    expect(await refundsOf(t, delivered.id)).toHaveLength(0);
  });
});

describe('replays and retries', () => {
  it('count one refund through a webhook replay and 10 concurrent status polls', async () => {
    const order = await paidPhonePeOrder(t, double);
    await cancelOrder(t, admin, order.orderId);
    await t.runJobs();
    const [refund] = await refundsOf(t, order.orderId);
    double.setRefundState(refund!.merchantRefundId, 'COMPLETED');
    const callsBefore = double.refundCalls;

    const forged = await refundWebhook('pg.refund.completed', refund!.merchantRefundId, 'wrong');
    expect(forged.statusCode).toBe(401);
    const ctx = refundContext(t);
    const answers = await Promise.all([
      refundWebhook('pg.refund.completed', refund!.merchantRefundId),
      refundWebhook('pg.refund.completed', refund!.merchantRefundId),
      ...Array.from({ length: 10 }, () => checkRefund(ctx, refund!)),
    ]);
    expect(answers.slice(0, 2).map((res) => (res as { statusCode: number }).statusCode)).toEqual([
      200, 200,
    ]);
    const replay = await refundWebhook('pg.refund.completed', refund!.merchantRefundId);
    expect(replay.json()).toEqual({ message: 'Already settled' });

    const rows = await refundsOf(t, order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('COMPLETED');
    expect((await paymentOf(t, order.orderId)).refundedPaise).toBe(order.amountPaise);
    expect(double.refundCalls).toBe(callsBefore);
    expect(await outboxCount(t, 'refund-completed', order.shopper.email)).toBe(1);
    // The poller finds nothing left to do.
    await runJobsIn(t, 20_000);
    expect(await outboxCount(t, 'refund-completed', order.shopper.email)).toBe(1);
  });

  it('treats a webhook as a hint: a refund PhonePe still has pending stays pending', async () => {
    const order = await paidPhonePeOrder(t, double);
    await cancelOrder(t, admin, order.orderId);
    await t.runJobs();
    const [refund] = await refundsOf(t, order.orderId);
    const res = await refundWebhook('pg.refund.completed', refund!.merchantRefundId);
    expect(res.json()).toEqual({ message: 'OK' });
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('PENDING');
    expect((await refundWebhook('pg.refund.completed', 'RFUNKNOWN')).json()).toEqual({
      message: 'Ignored',
    });
  });

  it('never send a refund twice when the gateway’s answer was lost', async () => {
    const order = await paidPhonePeOrder(t, double);
    const callsBefore = double.refundCalls;
    double.loseNextRefundAnswer = true;
    await cancelOrder(t, admin, order.orderId);
    await t.runJobs();
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('QUEUED');
    // The send job's retry asks first, finds PhonePe has it, and counts it as sent.
    await runJobsIn(t, 6_000);
    const [refund] = await refundsOf(t, order.orderId);
    expect(refund!.state).toBe('PENDING');
    expect(double.refundCalls - callsBefore).toBe(1);
    expect(
      [...double.refunds.values()].filter((r) => r.originalMerchantOrderId === order.transactionId),
    ).toHaveLength(1);
  });
});

describe('an admin’s refund by hand', () => {
  it('refunds up to what remains, and refuses more with the amount that remains', async () => {
    const order = await paidPhonePeOrder(t, double);
    const first = await refundByHand(t, admin, order.orderId, {
      amount: 300,
      reason: 'Late delivery',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Refund of ₹300.00 started.',
      order: {
        refundable: 200,
        refunds: [{ amount: 300, reason: 'manual', note: 'Late delivery' }],
      },
    });
    const over = await refundByHand(t, admin, order.orderId, { amount: 250 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: 'At most ₹200.00 of this payment can still be refunded.',
    });
    expect((await refundByHand(t, admin, order.orderId, { amount: 200 })).statusCode).toBe(200);
    expect((await refundByHand(t, admin, order.orderId, { amount: 1 })).json()).toEqual({
      message: 'At most ₹0.00 of this payment can still be refunded.',
    });
    expect((await paymentOf(t, order.orderId)).refundedPaise).toBe(50_000);
    expect(await refundsOf(t, order.orderId)).toHaveLength(2);
    expect(await outboxCount(t, 'refund-started', order.shopper.email)).toBe(2);
  });

  it('checks the amount and the reason before anything else, and needs a paid order', async () => {
    const order = await paidPhonePeOrder(t, double);
    for (const body of [
      { amount: 0.5 },
      { amount: 10.005 },
      { amount: '100' },
      { amount: 100, reason: '' },
      { amount: 100, reason: 'x'.repeat(201) },
    ]) {
      expect((await refundByHand(t, admin, order.orderId, body)).statusCode).toBe(400);
    }
    const buyer = await createLoggedInUser(t);
    const product = await createProduct(t, { price: 300 });
    const unpaid = await placeOrder(t, buyer, {
      lines: [{ productId: product.id, quantity: 1 }],
      paid: false,
    });
    const res = await refundByHand(t, admin, unpaid.id, { amount: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only a paid order can be refunded.' });
    expect(
      (await refundByHand(t, admin, '00000000-0000-4000-8000-000000000000', { amount: 1 }))
        .statusCode,
    ).toBe(409);
    expect(await refundsOf(t, order.orderId)).toHaveLength(0);
  });
});

describe('a refund the gateway fails', () => {
  it('gives its amount back, shows Retry, and retries once with a new merchantRefundId', async () => {
    const order = await paidPhonePeOrder(t, double);
    await refundByHand(t, admin, order.orderId, { amount: 500 });
    await t.runJobs();
    const [failed] = await refundsOf(t, order.orderId);
    double.setRefundState(failed!.merchantRefundId, 'FAILED');
    await runJobsIn(t, 20_000);
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('FAILED');
    expect((await paymentOf(t, order.orderId)).refundedPaise).toBe(0);
    expect((await shopperOrder(order.shopper.cookie, order.transactionId)).refunds).toEqual([
      expect.objectContaining({ state: 'FAILED', amount: 500 }),
    ]);

    const retried = await retryRefund(t, admin, order.orderId, failed!.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order.refunds).toEqual([
      expect.objectContaining({ _id: failed!.id, state: 'FAILED', retriedBy: expect.any(String) }),
      expect.objectContaining({ state: 'QUEUED', retryOf: failed!.id, amount: 500 }),
    ]);
    const again = await retryRefund(t, admin, order.orderId, failed!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This refund has already been retried.' });
    const rows = await refundsOf(t, order.orderId);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.merchantRefundId).not.toBe(failed!.merchantRefundId);
    const notFailed = await retryRefund(t, admin, order.orderId, rows[1]!.id);
    expect(notFailed.json()).toEqual({ message: 'Only a failed refund can be retried.' });

    await t.runJobs();
    expect(double.refunds.get(rows[1]!.merchantRefundId)?.state).toBe('PENDING');
    // The shopper sees the retry, which now carries the money, not the failed attempt.
    expect((await shopperOrder(order.shopper.cookie, order.transactionId)).refunds).toEqual([
      expect.objectContaining({ _id: rows[1]!.id, state: 'PENDING' }),
    ]);
  });

  it('fails a refund PhonePe refuses outright, instead of retrying it forever', async () => {
    const order = await paidPhonePeOrder(t, double);
    await refundByHand(t, admin, order.orderId, { amount: 100 });
    // PhonePe lost the payment: it refuses the refund.
    double.orders.get(order.transactionId)!.state = 'FAILED';
    await t.runJobs();
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('FAILED');
    expect((await paymentOf(t, order.orderId)).refundedPaise).toBe(0);
  });
});

describe('late payments', () => {
  async function refundDue() {
    const order = await paidPhonePeOrder(t, double);
    // As the settler leaves a payment that came after its stock was gone.
    await t.db.update(orders).set({ paymentStatus: 'FAILED' }).where(eq(orders.id, order.orderId));
    await t.db
      .update(payments)
      .set({ state: 'REFUND_DUE' })
      .where(eq(payments.orderId, order.orderId));
    return { ...order, payment: await paymentOf(t, order.orderId) };
  }

  it('are refunded in full once, however often it is asked, and the shopper is told why', async () => {
    const order = await refundDue();
    const first = await t.db.transaction((tx) => refundLatePayment(tx, t.app.jobs, order.payment));
    const second = await t.db.transaction((tx) => refundLatePayment(tx, t.app.jobs, order.payment));
    expect(first).toMatchObject({ reason: 'late-payment', amountPaise: order.amountPaise });
    expect(second?.id).toBe(first?.id);
    expect(await sweepRefundDuePayments(t.db, t.app.jobs)).toBe(0);
    await t.runJobs();
    expect((await refundsOf(t, order.orderId))[0]!.state).toBe('PENDING');
    const mail = utf8(await readOutbox(t, 'refund-started', order.shopper.email));
    expect(mail).toContain('Refund of ₹500.00 started');
    expect(mail).toContain('after the order had been given up');
    expect(await outboxCount(t, 'refund-started', order.shopper.email)).toBe(1);
    // A payment that is not due a refund is left alone.
    const paid = await paidPhonePeOrder(t, double);
    const payment = await paymentOf(t, paid.orderId);
    expect(await t.db.transaction((tx) => refundLatePayment(tx, t.app.jobs, payment))).toBeNull();
  });

  it('left without a refund are picked up by the sweep, once', async () => {
    const a = await refundDue();
    const b = await refundDue();
    expect(await sweepRefundDuePayments(t.db, t.app.jobs)).toBe(2);
    expect(await sweepRefundDuePayments(t.db, t.app.jobs)).toBe(0);
    for (const order of [a, b]) {
      const rows = await refundsOf(t, order.orderId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'late-payment', amountPaise: order.amountPaise });
    }
  });

  it('can be listed on their own in the back office', async () => {
    const late = await refundDue();
    const onTime = await paidPhonePeOrder(t, double);
    const list = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/admin/orders?limit=100${query}`,
          headers: { cookie: admin },
        })
      ).json<{ orders: { _id: string }[] }>();
    const lateIds = (await list('&late=1')).orders.map((o) => o._id);
    expect(lateIds).toContain(late.orderId);
    expect(lateIds).not.toContain(onTime.orderId);
    const all = (await list('')).orders.map((o) => o._id);
    expect(all).toEqual(expect.arrayContaining([late.orderId, onTime.orderId]));
    // Still listed once its refund is under way.
    await t.db.update(payments).set({ state: 'FAILED' }).where(eq(payments.orderId, late.orderId));
    expect((await list('&late=1')).orders.map((o) => o._id)).not.toContain(late.orderId);
    await t.db.insert(refunds).values({
      orderId: late.orderId,
      paymentId: late.payment.id,
      merchantRefundId: `RFLATE${Date.now()}`,
      amountPaise: late.amountPaise,
      reason: 'late-payment',
    });
    expect((await list('&late=1')).orders.map((o) => o._id)).toContain(late.orderId);
  });
});
