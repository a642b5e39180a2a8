import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkStatusResponse } from '@labshop/domain/api/orders';
import { orders, orderStatusEvents, refunds } from '../src/db/schema.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createMixedShelf, placeOrder, type PlacedOrder } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A bulk "packed" over orders their shopper is cancelling at the same moment: each order's row
// lock decides, so every order ends packed or cancelled, never both, and the bulk answer says
// which. Races only show on PostgreSQL (run with TEST_DATABASE_URL); PGlite checks the outcome.

let t: TestApp;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin' });
}, 60_000);
afterAll(() => t.close());

const ORDERS = 12;

describe('a bulk status change racing shoppers’ own cancels', () => {
  it('leaves each order one outcome, and the bulk answer tells which', async () => {
    const buyer = await createLoggedInUser(t);
    // Each order a mixed cart: a plain product and two variants of another.
    const shelf = await createMixedShelf(t, ORDERS);
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      placed.push(await placeOrder(t, buyer, { lines: shelf.lines }));
    }

    const [bulk, ...cancels] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/admin/orders/bulk-status',
        headers: { cookie: admin.cookie, origin: t.config.publicUrl },
        payload: { orderIds: placed.map((o) => o.id), status: 'packed' },
      }),
      // Every other order, from the last back, so the two meet in the middle.
      ...placed
        .filter((_, i) => i % 2 === 1)
        .reverse()
        .map((order) =>
          t.app.inject({
            method: 'POST',
            url: `/api/user/orders/${order.transactionId}/cancel`,
            headers: { cookie: buyer.cookie, origin: t.config.publicUrl },
          }),
        ),
    ]);
    expect(bulk!.statusCode, bulk!.body).toBe(200);
    const results = new Map(
      bulk!.json<BulkStatusResponse>().results.map((r) => [r.orderId, r] as const),
    );
    for (const res of cancels) expect([200, 409]).toContain(res.statusCode);

    let cancelledCount = 0;
    for (const order of placed) {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      const events = (
        await t.db
          .select({ status: orderStatusEvents.status })
          .from(orderStatusEvents)
          .where(eq(orderStatusEvents.orderId, order.id))
      ).map((e) => e.status);
      const result = results.get(order.id)!;
      if (row!.currentStatus === 'cancelled') {
        cancelledCount += 1;
        expect(result).toMatchObject({ ok: false, changed: false });
        expect(events).toEqual(['ordered', 'cancelled']);
      } else {
        expect(row!.currentStatus).toBe('packed');
        expect(result).toEqual({ orderId: order.id, ok: true, changed: true });
        expect(events).toEqual(['ordered', 'packed']);
      }
    }
    const refundRows = await t.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(refundRows).toHaveLength(cancelledCount);
    expect(cancels.filter((res) => res.statusCode === 200)).toHaveLength(cancelledCount);
    expect(await shelf.stock()).toEqual(shelf.returned(cancelledCount));
  });
});
