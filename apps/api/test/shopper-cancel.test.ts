import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, orderStatusEvents, payments } from '../src/db/schema.ts';
import { outboxCount, readOutbox } from './support/accounts.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createProduct, placeOrder, stockOf, type TestProduct } from './support/orders.ts';
import { refundsOf, utf8 } from './support/refunds.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A shopper cancels their own order while it is paid and not yet packed: the same path as the
// admin's cancel (stock back once, credit note, full refund through the job table).

let t: TestApp;
let admin: LoggedIn;
let flask: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin' });
  flask = await createProduct(t, { name: 'Volumetric Flask 100 ml', price: 240, stock: 40 });
}, 60_000);
afterAll(() => t.close());

const cancel = (cookie: string | undefined, transactionId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/orders/${encodeURIComponent(transactionId)}/cancel`,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });

describe('a shopper cancelling their order', () => {
  it('cancels a paid order before it is packed: refund started through its job, stock back, credit note, mail', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 12_000, stock: 5 });
    const pay = await f.payNow(t, shopper, { productId: product.id, quantity: 2, amount: 240 });
    const { transactionId } = pay.json<{ transactionId: string }>();
    expect((await f.pressSimulator(t, transactionId, 'pay')).statusCode).toBe(303);
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
    expect(await f.productStock(t, product.id)).toBe(3);

    const res = await cancel(shopper.cookie, transactionId);
    expect(res.statusCode).toBe(200);
    const { message, order } = res.json();
    expect(message).toBe('Your order has been cancelled. Refund of ₹240.00 started.');
    expect(order.orderStatus.currentStatus).toBe('cancelled');
    expect(order.orderStatus.timestamps.cancelled).toEqual(expect.any(String));
    expect(order.creditNoteNumber).toMatch(/^CN\//);
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 240, state: 'QUEUED' })]);
    expect(await f.productStock(t, product.id)).toBe(5);

    // The refund goes out through the job table, never inside the request.
    const [refund] = await refundsOf(t, order._id);
    expect(refund).toMatchObject({
      reason: 'cancel',
      amountPaise: 24_000,
      createdBy: shopper.userId,
    });
    const [sendJob] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `refund-send:${refund!.id}`));
    expect(sendJob).toMatchObject({ kind: 'refund-send' });
    await t.runJobs();
    expect((await refundsOf(t, order._id))[0]!.state).toBe('PENDING');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(payment!.refundedPaise).toBe(24_000);

    const mail = utf8(await readOutbox(t, 'order-cancelled', shopper.email));
    expect(mail).toContain(`As you asked, your order ${transactionId} has been cancelled.`);
    expect(mail).toContain('Refund of ₹240.00 started');
    expect(utf8(await readOutbox(t, 'refund-started', shopper.email))).toContain('₹240.00');

    // A second press finds it cancelled: nothing goes back twice.
    const again = await cancel(shopper.cookie, transactionId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order is already cancelled.' });
    expect(await f.productStock(t, product.id)).toBe(5);
    expect(await refundsOf(t, order._id)).toHaveLength(1);
    expect(await outboxCount(t, 'order-cancelled', shopper.email)).toBe(1);
  });

  it('is refused with 409 once the order is packed, and leaves it as it was', async () => {
    const buyer = await createLoggedInUser(t);
    const placed = await placeOrder(t, buyer, { lines: [{ productId: flask.id, quantity: 1 }] });
    const packed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/order/${placed.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'packed' },
    });
    expect(packed.statusCode).toBe(200);
    const before = await stockOf(t, { productId: flask.id });

    const res = await cancel(buyer.cookie, placed.transactionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This order has already been packed and can no longer be cancelled.',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ currentStatus: 'packed', stockReturnedAt: null });
    expect(await refundsOf(t, placed.id)).toEqual([]);
    expect(await stockOf(t, { productId: flask.id })).toBe(before);

    for (const status of ['in transit', 'delivered'] as const) {
      const later = await placeOrder(t, buyer, {
        lines: [{ productId: flask.id, quantity: 1 }],
        status,
      });
      expect((await cancel(buyer.cookie, later.transactionId)).statusCode).toBe(409);
    }
  });

  it('answers 404 for another shopper’s order and an unknown one, exactly alike', async () => {
    const owner = await createLoggedInUser(t);
    const stranger = await createLoggedInUser(t);
    const placed = await placeOrder(t, owner, { lines: [{ productId: flask.id, quantity: 1 }] });

    const stolen = await cancel(stranger.cookie, placed.transactionId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'Order not found' });
    const unknown = await cancel(stranger.cookie, 'TXN-DOES-NOT-EXIST');
    expect(unknown.json()).toEqual(stolen.json());
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.currentStatus).toBe('ordered');

    expect((await cancel(undefined, placed.transactionId)).statusCode).toBe(401);
    // Not even an admin cancels a shopper's order through the shopper's route.
    expect((await cancel(admin.cookie, placed.transactionId)).statusCode).toBe(404);
  });

  it('refuses an order that was never paid', async () => {
    const buyer = await createLoggedInUser(t);
    const unpaid = await placeOrder(t, buyer, {
      lines: [{ productId: flask.id, quantity: 1 }],
      paid: false,
    });
    const res = await cancel(buyer.cookie, unpaid.transactionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only a paid order can be cancelled.' });
    const events = await t.db
      .select()
      .from(orderStatusEvents)
      .where(
        and(eq(orderStatusEvents.orderId, unpaid.id), eq(orderStatusEvents.status, 'cancelled')),
      );
    expect(events).toEqual([]);
  });

  it('is recorded in the order’s history as the shopper’s own change', async () => {
    const buyer = await createLoggedInUser(t, { name: 'Ravi Shankar' });
    const placed = await placeOrder(t, buyer, { lines: [{ productId: flask.id, quantity: 2 }] });
    expect((await cancel(buyer.cookie, placed.transactionId)).statusCode).toBe(200);
    const details = await t.app.inject({
      url: `/api/admin/order/${placed.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(details.json().order.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'Ravi Shankar',
    });
  });
});
