import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, payments, simulatorPayments } from '../src/db/schema.ts';
import * as f from './support/shop-fixtures.ts';
import {
  freePort,
  postJson,
  pressSimulatorAt,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// kill -9 of the server in the middle of checkouts and payments, then a restart: payments the
// gateway completed end as paid orders, abandoned reservations go back after their expiry,
// and the books balance. The in-process app shares the database and runs the durable jobs
// at a chosen time (any process may run them; the restarted one would, 20 s on).

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';
const SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';
const START_STOCK = 40;

describe.runIf(onPostgres)('a server killed with SIGKILL during checkouts', () => {
  let t: TestApp;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await t?.close();
  });

  it('loses no order, payment or unit, and counts none twice', async () => {
    const env = { DATABASE_URL: t.database.url!, SESSION_SECRET };
    const port = await freePort();
    server = spawnServer(env, port);
    await waitUntilHealthy(server, 120_000);
    const base = server.base;

    const product = await f.makeProduct(t, { stock: START_STOCK, pricePaise: 30_000 });
    const shoppers = await Promise.all(Array.from({ length: 24 }, () => f.makeShopper(t)));
    for (const shopper of shoppers) {
      await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    }
    const pay = (shopper: f.Shopper) =>
      postJson(
        base,
        '/api/user/pay',
        {
          amount: 300,
          selectedAddress: { _id: shopper.addressId },
          userId: shopper.userId,
          paymentMethod: 'phonepe',
        },
        shopper.cookie,
      ).then(
        async (res) =>
          res.ok ? ((await res.json()) as { transactionId: string }).transactionId : null,
        () => null,
      );

    // Twelve checkouts complete; half of them are paid at the gateway, nobody asks the status.
    const placed = (await Promise.all(shoppers.slice(0, 12).map(pay))).filter(Boolean) as string[];
    expect(placed).toHaveLength(12);
    // The first twelve shoppers placed them, in order.
    for (const [i, id] of placed.slice(0, 6).entries()) {
      await pressSimulatorAt(base, id, 'pay', shoppers[i]!.cookie);
    }
    // Twelve more are in flight when the server is killed.
    const inFlight = Promise.all(shoppers.slice(12).map(pay));
    await new Promise((resolve) => setTimeout(resolve, 30));
    server.child.kill('SIGKILL');
    await server.exited;
    await inFlight;

    // It comes back on the same database with the jobs it left.
    server = spawnServer(env, port);
    await waitUntilHealthy(server, 120_000);

    // The pollers' first runs (20 s after each checkout) settle what the gateway completed.
    await t.runJobs(new Date(Date.now() + 30_000));
    const completed = await t.db
      .select({ merchantOrderId: simulatorPayments.merchantOrderId })
      .from(simulatorPayments)
      .where(eq(simulatorPayments.state, 'COMPLETED'));
    expect(completed.length).toBe(6);
    const paidOrders = await t.db
      .select({ transactionId: orders.transactionId })
      .from(orders)
      .where(eq(orders.paymentStatus, 'SUCCESS'));
    expect(paidOrders.map((o) => o.transactionId).sort()).toEqual(
      completed.map((p) => p.merchantOrderId).sort(),
    );
    await expectBooksBalance(t, product.id);

    // Past the 20-minute expiry every abandoned reservation is back on the shelf.
    await t.runJobs(new Date(Date.now() + 25 * 60_000));
    const pending = await t.db.select().from(payments).where(eq(payments.state, 'PENDING'));
    expect(pending).toEqual([]);
    expect(await f.productStock(t, product.id)).toBe(START_STOCK - 6);
    await expectBooksBalance(t, product.id);
  }, 240_000);
});

/** Starting stock = on the shelf + sold + reserved by pending payments; each order paid once. */
async function expectBooksBalance(t: TestApp, productId: string) {
  const lines = await t.db
    .select({
      quantity: orderLines.quantity,
      paymentStatus: orders.paymentStatus,
      stockReturnedAt: orders.stockReturnedAt,
      orderId: orders.id,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.productId, productId));
  const sold = lines
    .filter((l) => l.paymentStatus === 'SUCCESS')
    .reduce((n, l) => n + l.quantity, 0);
  const reserved = lines
    .filter((l) => l.paymentStatus === 'PENDING' && l.stockReturnedAt === null)
    .reduce((n, l) => n + l.quantity, 0);
  const returnedButPaid = lines.filter((l) => l.paymentStatus === 'SUCCESS' && l.stockReturnedAt);
  expect(returnedButPaid).toEqual([]);
  expect((await f.productStock(t, productId)) + sold + reserved).toBe(START_STOCK);
  // One payment per order, and never two successful ones.
  const orderIds = [...new Set(lines.map((l) => l.orderId))];
  if (orderIds.length) {
    const perOrder = await t.db
      .select({ orderId: payments.orderId, n: sql<number>`count(*)::int` })
      .from(payments)
      .where(inArray(payments.orderId, orderIds))
      .groupBy(payments.orderId);
    expect(perOrder.every((row) => row.n === 1)).toBe(true);
    expect(perOrder).toHaveLength(orderIds.length);
  }
}
