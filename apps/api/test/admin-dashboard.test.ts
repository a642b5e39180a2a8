import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@labshop/domain/api/reports';
import { orders, payments, products, refunds, returns } from '../src/db/schema.ts';
import { createLoggedInUser, loginAs } from './support/login-as.ts';
import { createProduct, placeOrder, type PlacedOrder } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The dashboard's figures against a shop whose every order, refund and return is known: each
// number is worked out by hand below and must come back exactly.

const DAY = 24 * 60 * 60 * 1000;
const IST = 330 * 60 * 1000;
/** The instant today began in India, and a time `n` India days before it (plus a minute). */
const todayStart = new Date(Math.floor((Date.now() + IST) / DAY) * DAY - IST);
const daysAgo = (n: number) => new Date(todayStart.getTime() - n * DAY + 60_000);
const indiaDay = (at: Date) => new Date(at.getTime() + IST).toISOString().slice(0, 10);

let t: TestApp;
let admin: string;
let flask: { id: string; name: string };
let pipette: { id: string; name: string };
const placed: Record<string, PlacedOrder> = {};

async function refund(order: PlacedOrder, rupees: number, state: 'COMPLETED' | 'QUEUED', at: Date) {
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  await t.db.insert(refunds).values({
    orderId: order.id,
    paymentId: payment!.id,
    merchantRefundId: `RF${order.transactionId}${rupees}`,
    amountPaise: rupees * 100,
    reason: 'manual',
    state,
    createdAt: at,
    completedAt: state === 'COMPLETED' ? at : null,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  const shopper = await createLoggedInUser(t);
  flask = await createProduct(t, { name: 'Dashboard Flask', price: 1000, stock: 50 });
  pipette = await createProduct(t, { name: 'Dashboard Pipette', price: 250, stock: 50 });
  const order = (key: string, input: Parameters<typeof placeOrder>[2]) =>
    placeOrder(t, shopper, input).then((made) => (placed[key] = made));
  // Today: two flasks, waiting to be packed.
  await order('today', { lines: [{ productId: flask.id, quantity: 2 }], orderedAt: daysAgo(0) });
  await order('threeDays', {
    lines: [{ productId: pipette.id, quantity: 1 }],
    status: 'packed',
    orderedAt: daysAgo(3),
  });
  await order('tenDays', {
    lines: [{ productId: flask.id, quantity: 1 }],
    status: 'delivered',
    orderedAt: daysAgo(10),
  });
  await order('fortyDays', {
    lines: [{ productId: pipette.id, quantity: 4 }],
    status: 'delivered',
    orderedAt: daysAgo(40),
  });
  // A payment still open, and one that failed: neither is revenue or an order to pack.
  await order('pending', { lines: [{ productId: flask.id, quantity: 3 }], paid: false });
  await order('failed', { lines: [{ productId: flask.id, quantity: 5 }], paid: false });
  await t.db
    .update(orders)
    .set({ paymentStatus: 'FAILED' })
    .where(eq(orders.id, placed.failed!.id));
  // ₹500 back on the packed order two days ago; a refund still queued does not count yet, nor
  // does the refund of a payment that came late for the failed order (never takings).
  await refund(placed.threeDays!, 500, 'COMPLETED', daysAgo(2));
  await refund(placed.tenDays!, 300, 'QUEUED', daysAgo(1));
  await refund(placed.failed!, 5000, 'COMPLETED', daysAgo(0));
  // Returns: requested and approved wait for someone; received and rejected do not.
  for (const state of ['requested', 'approved', 'received', 'rejected'] as const) {
    await t.db.insert(returns).values({
      orderId: placed.tenDays!.id,
      userId: shopper.userId,
      state,
      reason: 'damaged',
    });
  }
  // Low stock: a product under its alert and a variant product whose variants together are.
  const low = await createProduct(t, { stock: 2 });
  const variants = await createProduct(t, {
    variants: [
      { name: '10 ml', price: 100, stock: 1 },
      { name: '25 ml', price: 150, stock: 2 },
    ],
  });
  const plenty = await createProduct(t, { stock: 40 });
  for (const [id, alert] of [
    [low.id, 5],
    [variants.id, 10],
    [plenty.id, 5],
  ] as const) {
    await t.db.update(products).set({ minProductAlert: alert }).where(eq(products.id, id));
  }
});
afterAll(() => t.close());

async function dashboard(query: string, cookie = admin) {
  return t.app.inject({ url: `/api/admin/dashboard${query}`, headers: { cookie } });
}
async function figures(days: 1 | 7 | 30): Promise<DashboardResponse> {
  const res = await dashboard(`?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardResponse>();
}

describe('GET /api/admin/dashboard', () => {
  it('counts today from India midnight: the paid order only', async () => {
    const today = await figures(1);
    expect(today).toMatchObject({ days: 1, revenue: 2000, orders: 1, refunds: 0 });
    expect(today.revenueByDay).toEqual([{ day: indiaDay(new Date()), revenue: 2000, orders: 1 }]);
    expect(today.from).toBe(today.to);
  });

  it('takes completed refunds off the week, on the day they completed, every day listed', async () => {
    const week = await figures(7);
    expect(week).toMatchObject({ revenue: 2000 + 250 - 500, orders: 2, refunds: 500 });
    expect(week.revenueByDay).toHaveLength(7);
    expect(week.revenueByDay.map((d) => d.day)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((n) => indiaDay(daysAgo(n))),
    );
    const byDay = Object.fromEntries(week.revenueByDay.map((d) => [d.day, d.revenue]));
    expect(byDay[indiaDay(daysAgo(3))]).toBe(250);
    expect(byDay[indiaDay(daysAgo(2))]).toBe(-500);
    expect(byDay[indiaDay(daysAgo(0))]).toBe(2000);
    expect(week.revenueByDay.reduce((sum, d) => sum + d.revenue, 0)).toBe(week.revenue);
    expect(week.topProducts).toEqual([
      { productId: flask.id, name: flask.name, quantity: 2, revenue: 2000 },
      { productId: pipette.id, name: pipette.name, quantity: 1, revenue: 250 },
    ]);
  });

  it('reaches back 30 days, not 40', async () => {
    const month = await figures(30);
    expect(month).toMatchObject({ revenue: 2000 + 250 - 500 + 1000, orders: 3 });
    expect(month.revenueByDay).toHaveLength(30);
    expect(month.topProducts[0]).toMatchObject({ productId: flask.id, quantity: 3, revenue: 3000 });
  });

  it('counts what waits right now, whatever the window', async () => {
    const now = await figures(7);
    expect(now).toMatchObject({
      waitingToPack: 1,
      paymentsPending: 1,
      returnsToHandle: 2,
      lowStockProducts: 2,
    });
    // The same count as the products list (and so the sidebar's badge).
    const list = await t.app.inject({
      url: '/api/admin/products?limit=1',
      headers: { cookie: admin },
    });
    expect(list.json<{ lowStockCount: number }>().lowStockCount).toBe(now.lowStockProducts);
  });

  it('answers the week by default and refuses any other window, or anyone but an admin', async () => {
    expect((await dashboard('')).json<DashboardResponse>().days).toBe(7);
    for (const query of ['?days=2', '?days=abc', `?days=${'7'.repeat(50)}`]) {
      const res = await dashboard(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body.length).toBeLessThan(500);
    }
    expect((await dashboard('?days=7', await loginAs(t))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
