import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { addCategory, addProduct, multipart, productFields } from './support/admin-forms.ts';
import { createLoggedInUser } from './support/login-as.ts';
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

// Two API processes on one PostgreSQL, as behind a load balancer: what one process learns
// (a lockout, a sold unit, a paid order) holds on the other. The test's own in-process app
// shares the database and the session secret, to set things up and sign session cookies.

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';
const SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';
// How long a change made through one process may take to reach the other (a NOTIFY on the
// change bus); the quick one stays well inside the seconds a process keeps a session or cart.
const NOTICE = { timeout: 5000, interval: 50 };
const QUICK_NOTICE = { timeout: 2000, interval: 50 };

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  let t: TestApp;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET });
    const env = { DATABASE_URL: t.database.url!, SESSION_SECRET };
    a = spawnServer(env, await freePort());
    b = spawnServer(env, await freePort());
    await Promise.all([waitUntilHealthy(a, 120_000), waitUntilHealthy(b, 120_000)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await t?.close();
  });

  it('holds a login lockout reached through one process on the other', async () => {
    const email = `lockout-${Date.now()}@example.in`;
    await t.db.insert(users).values({
      name: 'Locked Out',
      email,
      passwordHash: await hashPassword('Right1!pass'),
      emailVerified: true,
    });
    for (let i = 0; i < 10; i += 1) {
      const wrong = await postJson(a.base, '/api/auth/login', { email, password: 'Wrong1!pass' });
      expect(wrong.status).toBe(401);
    }
    const right = await postJson(b.base, '/api/auth/login', { email, password: 'Right1!pass' });
    expect(right.status).toBe(429);
  });

  it('drops a sold unit from the other process’s cached product page at once', async () => {
    const product = await f.makeProduct(t, { stock: 3, pricePaise: 50_000 });
    const inStock = async (server: ServerProcess) =>
      (
        (await (await fetch(`${server.base}/api/user/product/${product.id}`)).json()) as {
          product: { inStock: number };
        }
      ).product.inStock;
    expect(await inStock(b)).toBe(3);
    const shopper = await f.makeShopper(t);
    await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    const paid = await postJson(
      a.base,
      '/api/user/pay',
      {
        amount: 500,
        selectedAddress: { _id: shopper.addressId },
        userId: shopper.userId,
        paymentMethod: 'phonepe',
      },
      shopper.cookie,
    );
    expect(paid.status).toBe(200);
    // Reserved through A; B had the page cached and must not show the unit for another minute.
    await expect.poll(() => inStock(b), NOTICE).toBe(2);
  });

  it('ends a session logged out through one process on the other’s next request', async () => {
    const shopper = await f.makeShopper(t);
    const cartStatus = async (server: ServerProcess) =>
      (await fetch(`${server.base}/api/user/cart`, { headers: { cookie: shopper.cookie } })).status;
    // B has looked the session up, and keeps it for a few seconds.
    expect(await cartStatus(b)).toBe(200);
    expect((await postJson(a.base, '/api/auth/logout', {}, shopper.cookie)).status).toBe(200);
    // Well inside the seconds B keeps a session: what ends it here is A's notice.
    await expect.poll(() => cartStatus(b), QUICK_NOTICE).toBe(401);
  });

  it('shows a line added through one process in the other’s cart at once', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { stock: 5 });
    const lines = async (server: ServerProcess) => {
      const res = await fetch(`${server.base}/api/user/cart`, {
        headers: { cookie: shopper.cookie },
      });
      return ((await res.json()) as { cart: unknown[] }).cart.length;
    };
    // B keeps the empty cart.
    expect(await lines(b)).toBe(0);
    const added = await postJson(
      a.base,
      '/api/user/cart',
      { productId: product.id, quantity: 1 },
      shopper.cookie,
    );
    expect(added.status).toBe(200);
    await expect.poll(() => lines(b), QUICK_NOTICE).toBe(1);
  });

  it('hides a product edited through one process from the other’s next answers', async () => {
    const admin = await createLoggedInUser(t, { role: 'admin' });
    const category = await addCategory(t, admin.cookie, `Hidden ${Date.now()}`);
    const fields = productFields(category._id, { name: 'Soon Hidden Burette' });
    const product = await addProduct(t, admin.cookie, fields);
    const productPage = (server: ServerProcess) =>
      fetch(`${server.base}/api/user/product/${product._id}`).then((res) => res.status);
    const listed = async (server: ServerProcess) => {
      const res = await fetch(`${server.base}/api/user/products?categoryIds=${category._id}`);
      const body = (await res.json()) as { products: { _id: string }[] };
      return body.products.some((p) => p._id === product._id);
    };
    // B caches the page and the listing while the product is visible.
    expect(await productPage(b)).toBe(200);
    expect(await listed(b)).toBe(true);

    const form = await multipart({ ...fields, status: 'inactive' });
    const hidden = await fetch(`${a.base}/api/admin/update-product/${product._id}`, {
      method: 'PUT',
      headers: { ...form.headers, cookie: admin.cookie, origin: a.base },
      body: new Uint8Array(form.payload),
    });
    expect(hidden.status).toBe(200);

    // The drop travels by NOTIFY; allow it the moment it takes to arrive, far below the
    // 60 s a cached answer would otherwise live.
    await expect.poll(() => productPage(b), NOTICE).toBe(404);
    expect(await listed(b)).toBe(false);
  });

  it('moves a product saved through one process between the other’s category pages', async () => {
    const admin = await createLoggedInUser(t, { role: 'admin' });
    const from = await addCategory(t, admin.cookie, `Moved From ${Date.now()}`);
    const to = await addCategory(t, admin.cookie, `Moved To ${Date.now()}`);
    const fields = productFields(from._id, { name: 'Travelling Burette' });
    const product = await addProduct(t, admin.cookie, fields);
    const listed = async (server: ServerProcess, categoryId: string) => {
      const res = await fetch(`${server.base}/api/user/products?categoryIds=${categoryId}`);
      const body = (await res.json()) as { products: { _id: string }[] };
      return body.products.some((p) => p._id === product._id);
    };
    expect(await listed(b, from._id)).toBe(true);
    expect(await listed(b, to._id)).toBe(false);

    const form = await multipart({ ...fields, category: to._id });
    const moved = await fetch(`${a.base}/api/admin/update-product/${product._id}`, {
      method: 'PUT',
      headers: { ...form.headers, cookie: admin.cookie, origin: a.base },
      body: new Uint8Array(form.payload),
    });
    expect(moved.status).toBe(200);

    // The notice names both categories; B drops the pages of each.
    await expect.poll(() => listed(b, to._id), NOTICE).toBe(true);
    expect(await listed(b, from._id)).toBe(false);
  });

  it('sells the last 5 units to exactly 5 of 30 buyers spread over both processes', async () => {
    const product = await f.makeProduct(t, { stock: 5, pricePaise: 20_000 });
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => f.makeShopper(t)));
    for (const shopper of shoppers) {
      await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    }
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        postJson(
          (i % 2 ? a : b).base,
          '/api/user/pay',
          {
            amount: 200,
            selectedAddress: { _id: shopper.addressId },
            userId: shopper.userId,
            paymentMethod: 'phonepe',
          },
          shopper.cookie,
        ),
      ),
    );
    const placed = await Promise.all(
      answers.map(async (res, i) => ({
        status: res.status,
        shopper: shoppers[i]!,
        body: (await res.json()) as { transactionId?: string },
      })),
    );
    const winners = placed.filter((p) => p.status === 200);
    expect(winners).toHaveLength(5);
    expect(placed.filter((p) => p.status === 409)).toHaveLength(25);
    // Each winner pays on the simulator and asks for the status on either process.
    for (const [i, winner] of winners.entries()) {
      const server = i % 2 ? a : b;
      const id = winner.body.transactionId!;
      const press = await pressSimulatorAt(server.base, id, 'pay', winner.shopper.cookie);
      expect(press.status).toBeLessThan(400);
      const status = await postJson(
        (i % 2 ? b : a).base,
        '/api/user/pay-status',
        { transactionId: id },
        winner.shopper.cookie,
      );
      expect(((await status.json()) as { paymentStatus: string }).paymentStatus).toBe('SUCCESS');
    }
    expect(await f.productStock(t, product.id)).toBe(0);
  }, 120_000);
});
