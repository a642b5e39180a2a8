import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorPayments } from '../src/db/schema.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The built-in test gateway takes no money, so its buttons answer only the shopper whose
// order it is: a leaked or guessed transaction id pays (or fails) nothing.

let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(() => t.close());

async function placedOrder() {
  const shopper = await f.makeShopper(t);
  const product = await f.makeProduct(t, { pricePaise: 50_000, stock: 5 });
  await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
  const res = await f.payCart(t, shopper, 500);
  expect(res.statusCode).toBe(200);
  return { shopper, transactionId: res.json().transactionId as string };
}

async function simulatorState(transactionId: string) {
  const [row] = await t.db
    .select({ state: simulatorPayments.state })
    .from(simulatorPayments)
    .where(eq(simulatorPayments.merchantOrderId, transactionId));
  return row?.state;
}

describe('the payment simulator', () => {
  it('says at start that payments go to the test gateway', () => {
    expect(log).toContain('PAYMENT_PROVIDER=simulator');
  });

  it('refuses Pay and Fail without a session (401), changing nothing', async () => {
    const { transactionId } = await placedOrder();
    for (const button of ['pay', 'fail'] as const) {
      const res = await f.pressSimulator(t, transactionId, button, '');
      expect(res.statusCode).toBe(401);
    }
    expect(await simulatorState(transactionId)).toBe('PENDING');
  });

  it('refuses another shopper’s Pay and Fail as not found, changing nothing', async () => {
    const { transactionId } = await placedOrder();
    const stranger = await f.makeShopper(t);
    for (const button of ['pay', 'fail'] as const) {
      const res = await f.pressSimulator(t, transactionId, button, stranger.cookie);
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'Payment not found' }]);
    }
    expect(await simulatorState(transactionId)).toBe('PENDING');
  });

  it('takes Pay from the shopper who placed the order', async () => {
    const { shopper, transactionId } = await placedOrder();
    const res = await f.pressSimulator(t, transactionId, 'pay', shopper.cookie);
    expect(res.statusCode).toBe(303);
    expect(await simulatorState(transactionId)).toBe('COMPLETED');
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
  });
});
