import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// ROLE=web and ROLE=worker processes on one PostgreSQL, as `npm run cluster` or two machines
// run them: the web process answers shoppers and only enqueues; the worker settles the
// payment. SIGTERM lets a checkout in flight finish, and a worker stopping with a job in
// hand gives its lease back, so another worker takes the job at once, not minutes later.
// Three processes in all: the web one, the worker, and the worker that takes over.

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';
const SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';

describe.runIf(onPostgres)('web and worker roles on one PostgreSQL', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let web: ServerProcess;
  let worker: ServerProcess | undefined;
  let spare: ServerProcess | undefined;

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (
      (await t.db.execute(query)) as unknown as {
        rows: T[];
      }
    ).rows;
  // A finished job's payload is emptied, so the poll job is found by its payment once, then by id.
  const pollJobIds = new Map<string, string>();
  const pollJobOf = async (transactionId: string) => {
    if (!pollJobIds.has(transactionId)) {
      const [job] = await rows<{ id: string }>(sql`
        select j.id from jobs j join payments p on p.id::text = j.payload->>'paymentId'
        where j.kind = 'payment-poll' and p.merchant_transaction_id = ${transactionId}`);
      pollJobIds.set(transactionId, job!.id);
    }
    const [job] = await rows<{ attempts: number; state: string; lease_back: boolean }>(sql`
      select attempts, state, coalesce(locked_until <= now(), true) as lease_back
      from jobs where id = ${pollJobIds.get(transactionId)!}`);
    return job!;
  };
  const paymentStatusOf = async (transactionId: string) =>
    (
      await rows<{ payment_status: string }>(
        sql`select payment_status from orders where transaction_id = ${transactionId}`,
      )
    )[0]?.payment_status;
  // The first poll is 20 s after the order; the test makes it due now instead of waiting.
  const makePollDue = (transactionId: string) =>
    t.db.execute(sql`
      update jobs set run_at = now()
      where kind = 'payment-poll' and state = 'pending' and payload->>'paymentId' in (
        select id::text from payments where merchant_transaction_id = ${transactionId})`);
  const checkout = async (server: ServerProcess) => {
    const product = await f.makeProduct(t, { stock: 5, pricePaise: 40_000 });
    const shopper = await f.makeShopper(t);
    await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    const pay = postJson(
      server.base,
      '/api/user/pay',
      {
        amount: 400,
        selectedAddress: { _id: shopper.addressId },
        userId: shopper.userId,
        paymentMethod: 'phonepe',
      },
      shopper.cookie,
    );
    return { shopper, pay };
  };
  /** A transaction of the test's own that holds `lockSql`'s lock until it is ended. */
  const holdLock = async (lockSql: string) => {
    const client = new pg.Client({ connectionString: t.database.url! });
    await client.connect();
    await client.query('begin');
    await client.query(lockSql);
    return {
      async release() {
        await client.query('rollback');
        await client.end();
      },
    };
  };
  // A query of a shop process waits on the test's lock.
  const someoneWaitsOnALock = async () =>
    (
      await rows<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`)
    )[0]!.n > 0;

  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET });
    env = { DATABASE_URL: t.database.url!, SESSION_SECRET };
    web = spawnServer({ ...env, ROLE: 'web' }, await freePort());
    await waitUntilHealthy(web, 120_000);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([web?.stop(), worker?.stop(), spare?.stop()]);
    await t?.close();
  });

  it('enqueues on the web process and settles the payment on the worker only', async () => {
    const { shopper, pay } = await checkout(web);
    const placed = await pay;
    expect(placed.status).toBe(200);
    const { transactionId } = (await placed.json()) as { transactionId: string };
    expect((await pressSimulatorAt(web.base, transactionId, 'pay', shopper.cookie)).status).toBe(
      303,
    );
    await makePollDue(transactionId);
    // A web process polls nothing: over a few of a worker's poll intervals the job stays
    // unclaimed and the order unpaid.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await pollJobOf(transactionId)).toMatchObject({ attempts: 0, state: 'pending' });
    expect(await paymentStatusOf(transactionId)).toBe('PENDING');
    expect(await rows(sql`select id from jobs where attempts > 0`)).toEqual([]);

    worker = spawnServer({ ...env, ROLE: 'worker', SHUTDOWN_GRACE_MS: '1000' }, await freePort());
    await waitUntilHealthy(worker, 120_000);
    await until(async () => (await paymentStatusOf(transactionId)) === 'SUCCESS');
    // The job is marked done just after the settlement it ran commits, not with it.
    await until(async () => (await pollJobOf(transactionId)).state === 'done');
    expect(await pollJobOf(transactionId)).toMatchObject({ attempts: 1, state: 'done' });

    // The worker answers its health and readiness, and nothing of the shop.
    expect((await fetch(`${worker.base}/api/health/ready`)).status).toBe(200);
    expect((await fetch(`${worker.base}/api/user/products`)).status).toBe(404);
    expect((await fetch(`${web.base}/api/health/ready`)).status).toBe(200);
  }, 120_000);

  it('finishes a checkout in flight on SIGTERM, and hands a held job to another worker', async () => {
    // A checkout waits on the test's lock on payments when the web process is told to stop.
    const lock = await holdLock('lock table payments in exclusive mode');
    const { pay } = await checkout(web);
    await until(someoneWaitsOnALock);
    web.child.kill('SIGTERM');
    // It takes no new connections meanwhile...
    await until(async () => {
      try {
        await fetch(`${web.base}/api/health`);
        return false;
      } catch {
        return true;
      }
    });
    await lock.release();
    // ...and the one in flight is answered in full before the process ends, with 0.
    const placed = await pay;
    expect(placed.status).toBe(200);
    const { transactionId } = (await placed.json()) as { transactionId: string };
    expect(await web.exited).toBe(0);

    // The gateway has the payment completed; the worker's poll then waits on the lock.
    await t.db.execute(
      sql`update simulator_payments set state = 'COMPLETED' where merchant_order_id = ${transactionId}`,
    );
    const settling = await holdLock('lock table payments in exclusive mode');
    await makePollDue(transactionId);
    await until(async () => (await pollJobOf(transactionId)).attempts === 1);
    await until(someoneWaitsOnALock);
    expect(await pollJobOf(transactionId)).toMatchObject({ lease_back: false });

    // Another worker is up, but the job is leased to the first for two minutes...
    spare = spawnServer({ ...env, ROLE: 'worker' }, await freePort());
    await waitUntilHealthy(spare, 120_000);
    expect((await pollJobOf(transactionId)).attempts).toBe(1);

    // ...until the first is stopped: past its 1 s grace it gives the lease back and ends with
    // 0, and the other worker claims the job at its next poll, far inside the lease's 2 minutes.
    worker!.child.kill('SIGTERM');
    expect(await worker!.exited).toBe(0);
    const handedOver = Date.now();
    await until(async () => (await pollJobOf(transactionId)).attempts === 2);
    expect(Date.now() - handedOver).toBeLessThan(5_000);
    await settling.release();
    await until(async () => (await paymentStatusOf(transactionId)) === 'SUCCESS');
    await until(async () => (await pollJobOf(transactionId)).state === 'done');
  }, 120_000);
});

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
