import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrdersResponse } from '@labshop/domain/api/orders';
import { users } from '../src/db/schema.ts';
import { createLoggedInUser, loginAs } from './support/login-as.ts';
import { createProduct, placeOrder } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The back office finds an order by what the caller on the phone can tell: a transaction id,
// a name, an email or a phone number; and narrows the list by status, payment and date.

let t: TestApp;
let admin: string;
const placed: Record<string, { id: string; transactionId: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  const cheap = await createProduct(t, { price: 100, stock: 50 });
  const dear = await createProduct(t, { price: 5_000, stock: 50 });
  const buyers = [
    { key: 'meena', name: 'Meena Iyer', phone: '9876543210', product: cheap, days: 20 },
    { key: 'ravi', name: 'Ravi Kulkarni', phone: '9123456780', product: dear, days: 5 },
    { key: 'asha', name: 'Asha 50% Labs', phone: '9000000001', product: cheap, days: 1 },
  ];
  for (const buyer of buyers) {
    const user = await createLoggedInUser(t, { name: buyer.name });
    await t.db.update(users).set({ phoneNumber: buyer.phone }).where(eq(users.id, user.userId));
    placed[buyer.key] = await placeOrder(
      t,
      { userId: user.userId },
      {
        lines: [{ productId: buyer.product.id, quantity: 1 }],
        status: buyer.key === 'ravi' ? 'packed' : 'ordered',
        orderedAt: new Date(Date.now() - buyer.days * 24 * 60 * 60 * 1000),
      },
    );
  }
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({
    url: `/api/admin/orders?limit=100&${query}`,
    headers: { cookie: admin },
  });
  return res;
}
async function ids(query: string) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrdersResponse>().orders.map((order) => order._id);
}
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000 + 5.5 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);

describe('GET /api/admin/orders', () => {
  it('finds an order by phone (spaces allowed), name, email part or transaction id', async () => {
    expect(await ids('q=98765%2043210')).toEqual([placed.meena!.id]);
    expect(await ids('q=kulkarni')).toEqual([placed.ravi!.id]);
    expect(await ids(`q=${placed.asha!.transactionId.slice(-8)}`)).toEqual([placed.asha!.id]);
    // LIKE's wildcards are text: "50%" finds the one name with it, not every order.
    expect(await ids('q=50%25')).toEqual([placed.asha!.id]);
    expect(await ids('q=nobody-like-this')).toEqual([]);
    const res = await list('q=kulkarni');
    expect(res.json<AdminOrdersResponse>().total).toBe(1);
  });

  it('filters by status and placing day, and sorts by amount', async () => {
    expect(await ids('status=packed')).toEqual([placed.ravi!.id]);
    const recent = await ids(`from=${day(6)}&to=${day(0)}`);
    expect(recent).toEqual(expect.arrayContaining([placed.ravi!.id, placed.asha!.id]));
    expect(recent).not.toContain(placed.meena!.id);
    const byAmount = await ids('sort=amount-desc');
    expect(byAmount.indexOf(placed.ravi!.id)).toBeLessThan(byAmount.indexOf(placed.meena!.id));
    const oldest = await ids('sort=oldest');
    expect(oldest.indexOf(placed.meena!.id)).toBeLessThan(oldest.indexOf(placed.asha!.id));
  });

  it('filters by the order’s amount in rupees, bounds included', async () => {
    // Meena and Asha paid ₹100, Ravi ₹5,000.
    expect(await ids('minAmount=1000')).toEqual([placed.ravi!.id]);
    expect(await ids('maxAmount=100&sort=oldest')).toEqual([placed.meena!.id, placed.asha!.id]);
    expect(await ids('minAmount=100&maxAmount=100.00&q=meena')).toEqual([placed.meena!.id]);
    expect(await ids('minAmount=100.01&maxAmount=4999.99')).toEqual([]);
    // Blank means not set, as a form sends it.
    expect(await ids('minAmount=&maxAmount=&q=kulkarni')).toEqual([placed.ravi!.id]);
  });

  it('never lists an unpaid checkout as Ordered', async () => {
    const shopper = await createLoggedInUser(t, { name: 'Unpaid Umesh' });
    const product = await createProduct(t, { price: 300, stock: 5 });
    const unpaid = await placeOrder(t, shopper, {
      lines: [{ productId: product.id, quantity: 1 }],
      paid: false,
    });
    expect(await ids('status=ordered&q=umesh')).toEqual([]);
    const res = await list('q=umesh');
    const [order] = res.json<AdminOrdersResponse>().orders;
    expect(order).toMatchObject({ _id: unpaid.id, displayedStatus: 'payment pending' });
    const paid = (await list('q=meena')).json<AdminOrdersResponse>().orders[0];
    expect(paid?.displayedStatus).toBe('ordered');
  });

  it('refuses an oversized search, a malformed day or amount, or an unknown sort with a short 400', async () => {
    for (const query of [
      `q=${'x'.repeat(101)}`,
      'from=2026-13-01',
      'to=yesterday',
      'sort=price',
      'minAmount=-1',
      'maxAmount=abc',
      'maxAmount=1e16',
      'minAmount=200&maxAmount=100',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body.length).toBeLessThan(500);
    }
    const shopper = await loginAs(t);
    const refused = await t.app.inject({
      url: '/api/admin/orders?q=meena',
      headers: { cookie: shopper },
    });
    expect(refused.statusCode).toBe(403);
  });
});
