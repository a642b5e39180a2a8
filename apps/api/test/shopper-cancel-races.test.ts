import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusEvents, refunds } from '../src/db/schema.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createMixedShelf, placeOrder, type PlacedOrder } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Races only show on PostgreSQL (PGlite runs one transaction at a time): run this file with
// TEST_DATABASE_URL set. On PGlite it still checks the outcome, serially.

let t: TestApp;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin' });
}, 60_000);
afterAll(() => t.close());

const ORDERS = 12;

/** ORDERS paid orders of the same mixed cart: a plain product and two variants of another. */
async function paidOrders(buyer: LoggedIn, shelf: Awaited<ReturnType<typeof createMixedShelf>>) {
  const placed: PlacedOrder[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    placed.push(await placeOrder(t, buyer, { lines: shelf.lines }));
  }
  return placed;
}

const shopperCancel = (buyer: LoggedIn, order: PlacedOrder) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/orders/${order.transactionId}/cancel`,
    headers: { cookie: buyer.cookie, origin: t.config.publicUrl },
  });

const adminSets = (order: PlacedOrder, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/order/${order.id}/status`,
    headers: { cookie: admin.cookie },
    payload: { status },
  });

async function outcomeOf(order: PlacedOrder) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  const events = await t.db
    .select({ status: orderStatusEvents.status })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, order.id));
  const refundRows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
  return { row: row!, events: events.map((e) => e.status), refunds: refundRows };
}

describe('a shopper’s cancel racing the back office', () => {
  it('leaves one outcome when an admin marks the order packed at the same moment', async () => {
    const buyer = await createLoggedInUser(t);
    const shelf = await createMixedShelf(t, ORDERS);
    const placed = await paidOrders(buyer, shelf);
    expect(await shelf.stock()).toEqual([0, 0, 0]);

    const answers = await Promise.all(
      placed.map((order, i) =>
        // Half the pairs start with the admin, half with the shopper.
        i % 2 === 0
          ? Promise.all([adminSets(order, 'packed'), shopperCancel(buyer, order)])
          : Promise.all([shopperCancel(buyer, order), adminSets(order, 'packed')]).then(
              ([cancelled, packed]) => [packed, cancelled] as const,
            ),
      ),
    );

    let cancelledCount = 0;
    for (const [i, [packed, cancelled]] of answers.entries()) {
      const order = placed[i]!;
      const { row, events, refunds: refundRows } = await outcomeOf(order);
      expect([packed.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      if (cancelled.statusCode === 200) {
        cancelledCount += 1;
        expect(packed.json()).toEqual({ message: 'A cancelled order cannot change status.' });
        expect(row.currentStatus).toBe('cancelled');
        expect(row.stockReturnedAt).not.toBeNull();
        expect(events).toEqual(['ordered', 'cancelled']);
        expect(refundRows).toHaveLength(1);
        expect(refundRows[0]!.amountPaise).toBe(order.totalPaise);
      } else {
        expect(cancelled.json()).toEqual({
          message: 'This order has already been packed and can no longer be cancelled.',
        });
        expect(row.currentStatus).toBe('packed');
        expect(row.stockReturnedAt).toBeNull();
        expect(events).toEqual(['ordered', 'packed']);
        expect(refundRows).toEqual([]);
      }
    }
    // Exactly the cancelled orders' units are back on the shelf, line by line.
    expect(await shelf.stock()).toEqual(shelf.returned(cancelledCount));
  });

  it('refunds and restocks once when the shopper and an admin cancel together, or the shopper twice', async () => {
    const buyer = await createLoggedInUser(t);
    const shelf = await createMixedShelf(t, ORDERS);
    const placed = await paidOrders(buyer, shelf);

    const answers = await Promise.all(
      placed.map((order, i) =>
        Promise.all([
          shopperCancel(buyer, order),
          i % 2 === 0 ? adminSets(order, 'cancelled') : shopperCancel(buyer, order),
        ]),
      ),
    );
    for (const pair of answers) {
      expect(pair.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    }
    const refundRows = await t.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.orderId,
          placed.map((order) => order.id),
        ),
      );
    expect(refundRows).toHaveLength(ORDERS);
    expect(await shelf.stock()).toEqual(shelf.returned(ORDERS));
  });
});
