import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import {
  createPhonePeGateway,
  phonePeHosts,
  webhookAuthorization,
} from '../src/platform/payments/phonepe.ts';
import { outboxCount } from './support/accounts.ts';
import { startPhonePeDouble, type PhonePeDouble } from './support/phonepe-double.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let double: PhonePeDouble;
let t: TestApp;
const WEBHOOK_USER = 'labshop-hook';
const WEBHOOK_PASSWORD = 'hook-password-1';

beforeAll(async () => {
  double = await startPhonePeDouble();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_BASE_URL: double.url,
    PHONEPE_CLIENT_ID: double.clientId,
    PHONEPE_CLIENT_SECRET: double.clientSecret,
    PHONEPE_CLIENT_VERSION: double.clientVersion,
    PHONEPE_WEBHOOK_USERNAME: WEBHOOK_USER,
    PHONEPE_WEBHOOK_PASSWORD: WEBHOOK_PASSWORD,
    PUBLIC_URL: 'https://shop.example.in',
  });
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  double.reportedAmount = undefined;
});

function gateway() {
  return createPhonePeGateway({
    env: 'sandbox',
    baseUrl: double.url,
    clientId: double.clientId,
    clientSecret: double.clientSecret,
    clientVersion: double.clientVersion,
  });
}

const payInput = (merchantOrderId: string) => ({
  merchantOrderId,
  amountPaise: 12_345,
  redirectUrl: 'https://shop.example.in/payment-success?transactionId=x',
  expireAfterSeconds: 1200,
  message: 'test',
});

describe('the PhonePe adapter against the local double', () => {
  it('uses the spec’s hosts per environment, and the overrides', () => {
    expect(phonePeHosts({ env: 'sandbox' })).toEqual({
      auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    });
    expect(phonePeHosts({ env: 'production' })).toEqual({
      auth: 'https://api.phonepe.com/apis/identity-manager',
      pg: 'https://api.phonepe.com/apis/pg',
    });
    expect(phonePeHosts({ env: 'production', baseUrl: 'http://d/', authUrl: 'http://a' })).toEqual({
      auth: 'http://a',
      pg: 'http://d',
    });
  });

  it('reuses one token across calls, and fetches a new one after a 401', async () => {
    const phonepe = gateway();
    const before = double.tokenRequests;
    const created = await phonepe.createPayment(payInput('LSTOKEN1'));
    expect(created.redirectUrl).toContain('/checkout/page/');
    await phonepe.getStatus('LSTOKEN1');
    await phonepe.createPayment(payInput('LSTOKEN2'));
    expect(double.tokenRequests - before).toBe(1);

    double.revokeTokens();
    const status = await phonepe.getStatus('LSTOKEN2');
    expect(status).toMatchObject({ state: 'PENDING', amountPaise: 12_345 });
    expect(double.tokenRequests - before).toBe(2);
  });

  it('fetches a new token once half its lifetime has passed', async () => {
    double.tokenLifetimeSeconds = 0;
    const phonepe = gateway();
    const before = double.tokenRequests;
    await phonepe.createPayment(payInput('LSHALF1'));
    await phonepe.getStatus('LSHALF1');
    expect(double.tokenRequests - before).toBe(2);
    double.tokenLifetimeSeconds = 3600;
  });

  it('is refused below ₹1.00 and outside 300-3600 s by the double, as by PhonePe', async () => {
    const phonepe = gateway();
    await expect(phonepe.createPayment({ ...payInput('LSMIN'), amountPaise: 99 })).rejects.toThrow(
      /400/,
    );
    await expect(
      phonepe.createPayment({ ...payInput('LSEXP'), expireAfterSeconds: 4000 }),
    ).rejects.toThrow(/400/);
  });
});

async function placeOrder() {
  const shopper = await f.makeShopper(t);
  const product = await f.makeProduct(t, { pricePaise: 25_000, stock: 3 });
  const res = await f.payNow(t, shopper, { productId: product.id, quantity: 2, amount: 500 });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ redirectUrl: string; transactionId: string }>();
  return { shopper, product, ...body };
}

async function paymentStatusOf(transactionId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return order!.paymentStatus;
}

function webhook(
  payload: unknown,
  authorization = webhookAuthorization(WEBHOOK_USER, WEBHOOK_PASSWORD),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/webhook',
    headers: { authorization },
    payload: payload as object,
  });
}

describe('checkout with PAYMENT_PROVIDER=phonepe', () => {
  it('sends the shopper to PhonePe with our order id, amount in paise and an absolute return URL', async () => {
    const { redirectUrl, transactionId } = await placeOrder();
    expect(redirectUrl.startsWith(`${double.url}/checkout/page/`)).toBe(true);
    const order = double.orders.get(transactionId);
    expect(order).toMatchObject({
      amount: 50_000,
      expireAfter: 1200,
      redirectUrl: `https://shop.example.in/payment-success?transactionId=${transactionId}`,
    });
  });

  it('settles through pay-status once PhonePe says COMPLETED', async () => {
    const { shopper, transactionId } = await placeOrder();
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('PENDING');
    double.complete(transactionId);
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
  });

  it('treats a completed payment of another amount as failed and returns the stock', async () => {
    const { shopper, product, transactionId } = await placeOrder();
    double.complete(transactionId);
    double.reportedAmount = 100;
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('FAILED');
    expect(await f.productStock(t, product.id)).toBe(3);
  });

  it('refuses a webhook with a wrong header and changes nothing', async () => {
    const { transactionId } = await placeOrder();
    double.complete(transactionId);
    const body = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: transactionId, state: 'COMPLETED', amount: 50_000 },
    };
    expect((await webhook(body, 'wrong')).statusCode).toBe(401);
    expect((await webhook(body, webhookAuthorization(WEBHOOK_USER, 'other'))).statusCode).toBe(401);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      payload: body,
    });
    expect(none.statusCode).toBe(401);
    expect(await paymentStatusOf(transactionId)).toBe('PENDING');
  });

  it('re-checks the status before trusting a signed webhook, and takes replays calmly', async () => {
    const { shopper, transactionId } = await placeOrder();
    const body = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: transactionId, state: 'COMPLETED', amount: 50_000 },
    };
    // A signed but premature claim: PhonePe itself still says pending.
    expect((await webhook(body)).statusCode).toBe(200);
    expect(await paymentStatusOf(transactionId)).toBe('PENDING');
    double.complete(transactionId);
    expect((await webhook(body)).statusCode).toBe(200);
    expect(await paymentStatusOf(transactionId)).toBe('SUCCESS');
    const replay = await webhook({
      type: 'CHECKOUT_ORDER_COMPLETED',
      payload: { merchantOrderId: transactionId, extra: 1 },
    });
    expect(replay.statusCode).toBe(200);
    await t.runJobs();
    expect(outboxCount(t, 'order-confirmation', shopper.email)).toBe(1);
  });

  it('settles a failed payment from the webhook and answers unknown orders 2xx', async () => {
    const { product, transactionId } = await placeOrder();
    double.fail(transactionId);
    const res = await webhook({
      event: 'checkout.order.failed',
      payload: { merchantOrderId: transactionId, state: 'FAILED' },
    });
    expect(res.statusCode).toBe(200);
    expect(await paymentStatusOf(transactionId)).toBe('FAILED');
    expect(await f.productStock(t, product.id)).toBe(3);
    const unknown = await webhook({
      event: 'checkout.order.completed',
      payload: { merchantOrderId: 'LSNOPE' },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('settles with the poller when neither the shopper nor a webhook comes back', async () => {
    const { transactionId } = await placeOrder();
    double.complete(transactionId);
    const calls = double.statusCalls;
    await t.runJobs(new Date(Date.now() + 21_000));
    expect(double.statusCalls).toBeGreaterThan(calls);
    expect(await paymentStatusOf(transactionId)).toBe('SUCCESS');
  });
});
