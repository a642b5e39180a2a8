import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks, stockOf } from '../bench/soak/books.ts';
import { payments, simulatorPayments, orders } from '../src/db/schema.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/http/database-unavailable.ts';
import {
  canRunPrivatePostgres,
  startPrivatePostgres,
  type PrivatePostgres,
} from './support/private-postgres.ts';
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

// PostgreSQL stopped and started under a running shop that is taking orders: while it is
// down every answer that needs it is a 503 with a JSON message (never a 500, never a hang),
// the shop comes back by itself when the database does, without a restart, and no order,
// payment or unit is lost or counted twice. The database is a server of this test's own.

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';
const SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';

describe.runIf(onPostgres && canRunPrivatePostgres())('PostgreSQL restarted under load', () => {
  let postgres: PrivatePostgres;
  let t: TestApp;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    t = await createTestApp({ SESSION_SECRET }, { databaseAdminUrl: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await t?.close().catch(() => undefined);
    postgres?.destroy();
  });

  it('answers 503 while it is down, recovers by itself, and keeps the books', async () => {
    server = spawnServer({ DATABASE_URL: t.database.url!, SESSION_SECRET }, await freePort());
    await waitUntilHealthy(server, 120_000);
    const base = server.base;
    // The load balancer's question: ready while the database answers and is migrated.
    const ready = async () => {
      const res = await fetch(`${base}/api/health/ready`);
      return { status: res.status, body: (await res.json()) as { reason?: string } };
    };
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } });

    const product = await f.makeProduct(t, { stock: 40, pricePaise: 30_000 });
    const shoppers = await Promise.all(Array.from({ length: 24 }, () => f.makeShopper(t)));
    for (const shopper of shoppers) {
      await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    }
    const startStock = await stockOf(t.database);
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
      ).catch(() => null);

    // Shoppers browse and look at their carts the whole time; every answer is kept.
    const answers: { status: number; body: string; retryAfter: string | null }[] = [];
    let browsing = true;
    const browse = async (shopper: f.Shopper) => {
      while (browsing) {
        for (const path of ['/api/user/cart', `/api/user/product/${product.id}`]) {
          try {
            const res = await fetch(`${base}${path}`, { headers: { cookie: shopper.cookie } });
            const retryAfter = res.headers.get('retry-after');
            answers.push({ status: res.status, body: await res.text(), retryAfter });
          } catch (error) {
            // A dropped connection is a failure too; status 0 makes the check below say so.
            answers.push({ status: 0, body: String(error), retryAfter: null });
          }
        }
      }
    };
    const browsers = Promise.all(shoppers.slice(0, 4).map(browse));

    const before = await Promise.all(shoppers.slice(0, 12).map(pay));
    expect(before.map((res) => res?.status)).toEqual(Array(12).fill(200));
    const placed = await Promise.all(
      before.map(async (res) => ((await res!.json()) as { transactionId: string }).transactionId),
    );
    // The first twelve shoppers placed them, in order.
    for (const [i, id] of placed.slice(0, 6).entries()) {
      await pressSimulatorAt(base, id, 'pay', shoppers[i]!.cookie);
    }

    // Six checkouts are on their way when the database stops.
    const inFlight = Promise.all(shoppers.slice(12, 18).map(pay));
    postgres.stop();
    const duringStop = answers.length;
    await inFlight;
    await until(async () => answers.slice(duringStop).some((a) => a.status === 503));
    const down = answers.slice(duringStop).find((a) => a.status === 503)!;
    expect(JSON.parse(down.body)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(down.retryAfter).not.toBeNull();
    // Out of rotation while the database is away, with the reason for the operator.
    expect(await ready()).toEqual({
      status: 503,
      body: { status: 'error', database: 'postgres', reason: 'the database does not answer' },
    });

    postgres.start();
    // Back without a restart: the same process answers the cart again.
    const cartOk = async () =>
      (await fetch(`${base}/api/user/cart`, { headers: { cookie: shoppers[0]!.cookie } }))
        .status === 200;
    await until(cartOk, 30_000);
    expect((await ready()).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    const after = await Promise.all(shoppers.slice(18).map(pay));
    expect(after.map((res) => res?.status)).toEqual(Array(6).fill(200));
    browsing = false;
    await browsers;

    // Only 200s and 503s: nothing failed in a way the shopper could not simply retry.
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    expect(server.errors()).not.toMatch(/uncaught|unhandled/i);

    // The pollers settle what the gateway completed; the expiry returns what was abandoned.
    await t.runJobs(new Date(Date.now() + 30_000));
    const completed = await t.db
      .select({ id: simulatorPayments.merchantOrderId })
      .from(simulatorPayments)
      .where(eq(simulatorPayments.state, 'COMPLETED'));
    const paid = await t.db
      .select({ id: orders.transactionId })
      .from(orders)
      .where(eq(orders.paymentStatus, 'SUCCESS'));
    expect(paid.map((o) => o.id).sort()).toEqual(completed.map((p) => p.id).sort());
    expect(await checkBooks(t.database, startStock)).toEqual([]);
    await t.runJobs(new Date(Date.now() + 25 * 60_000));
    expect(await t.db.select().from(payments).where(eq(payments.state, 'PENDING'))).toEqual([]);
    expect(await checkBooks(t.database, startStock)).toEqual([]);
  }, 180_000);
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
