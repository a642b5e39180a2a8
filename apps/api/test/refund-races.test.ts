import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markRefundFailed } from '../src/modules/payments/refunds/record-refund.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { createMixedShelf, createProduct, placeOrder, type PlacedOrder } from './support/orders.ts';
import { cancelOrder, paymentOf, refundByHand, refundsOf, retryRefund } from './support/refunds.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Races only show on PostgreSQL (PGlite runs one transaction at a time): run this file with
// TEST_DATABASE_URL set. On PGlite it still checks the outcome, serially. No refund is sent
// here: what is proven is what the database keeps.

let t: TestApp;
let admins: string[];

beforeAll(async () => {
  t = await createTestApp();
  admins = [];
  for (let i = 0; i < 4; i += 1) {
    admins.push((await createLoggedInUser(t, { role: 'admin' })).cookie);
  }
});
afterAll(() => t.close());

async function paidOrders(count: number): Promise<PlacedOrder[]> {
  const buyer = await createLoggedInUser(t);
  const product = await createProduct(t, { price: 500, stock: count * 2 });
  const placed: PlacedOrder[] = [];
  for (let i = 0; i < count; i += 1) {
    placed.push(await placeOrder(t, buyer, { lines: [{ productId: product.id, quantity: 1 }] }));
  }
  return placed;
}

describe('refunds under concurrency', () => {
  it('lets one of two admins refunding the same payment at once through, within what was paid', async () => {
    const placed = await paidOrders(8);
    // Each asks for ₹300 of ₹500: both fitting would refund ₹600.
    const answers = await Promise.all(
      placed.flatMap((order) =>
        admins.slice(0, 2).map((admin) => refundByHand(t, admin, order.id, { amount: 300 })),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(8);
    expect(codes.filter((code) => code === 409)).toHaveLength(8);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({
        message: 'At most ₹200.00 of this payment can still be refunded.',
      });
    }
    for (const order of placed) {
      expect(await refundsOf(t, order.id)).toHaveLength(1);
      expect((await paymentOf(t, order.id)).refundedPaise).toBe(30_000);
    }
  });

  it('keeps a cancel and a refund by hand at the same moment within what was paid', async () => {
    // Mixed carts (a plain product and two variants of another): the cancel puts each line's
    // units back once, whichever of the two came first.
    const buyer = await createLoggedInUser(t);
    const shelf = await createMixedShelf(t, 6);
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < 6; i += 1) placed.push(await placeOrder(t, buyer, { lines: shelf.lines }));
    const answers = await Promise.all(
      placed.map((order) =>
        Promise.all([
          cancelOrder(t, admins[0]!, order.id),
          refundByHand(t, admins[1]!, order.id, { amount: 300 }),
        ]),
      ),
    );
    // The cancel always goes through: a refund a moment earlier only leaves it less to give back.
    for (const [cancel, refund] of answers) {
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(refund.statusCode);
    }
    for (const order of placed) {
      const rows = await refundsOf(t, order.id);
      const total = rows.reduce((sum, row) => sum + row.amountPaise, 0);
      // Whichever came first, the two together give back exactly what was paid.
      expect(total).toBe(order.totalPaise);
      expect((await paymentOf(t, order.id)).refundedPaise).toBe(order.totalPaise);
      expect(rows.filter((row) => row.reason === 'cancel')).toHaveLength(1);
    }
    expect(await shelf.stock()).toEqual(shelf.returned(6));
  });

  it('lets one of several admins pressing Retry on the same failed refund through', async () => {
    const placed = await paidOrders(5);
    const failedIds: string[] = [];
    for (const order of placed) {
      expect((await refundByHand(t, admins[0]!, order.id, { amount: 500 })).statusCode).toBe(200);
      const [refund] = await refundsOf(t, order.id);
      await t.db.transaction((tx) => markRefundFailed(tx, refund!.id));
      failedIds.push(refund!.id);
    }
    const answers = await Promise.all(
      placed.flatMap((order, i) =>
        admins.map((admin) => retryRefund(t, admin, order.id, failedIds[i]!)),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    for (const order of placed) {
      const rows = await refundsOf(t, order.id);
      expect(rows).toHaveLength(2);
      expect(rows.filter((row) => row.state === 'QUEUED')).toHaveLength(1);
      expect((await paymentOf(t, order.id)).refundedPaise).toBe(50_000);
    }
  });
});
