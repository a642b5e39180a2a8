import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createLoggedInUser, loginAs, type LoggedIn } from './support/login-as.ts';
import {
  createProduct,
  placeOrder,
  stockOf,
  type PlacedOrder,
  type TestProduct,
} from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const UPDATED = 'Order status updated successfully!';

let t: TestApp;
let admin: LoggedIn;
let flask: TestProduct;
let pipette: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin', name: 'Ravi Admin' });
  flask = await createProduct(t, { name: 'Beaker 500 ml', price: 150, stock: 20 });
  pipette = await createProduct(t, {
    name: 'Micropipette',
    variants: [
      { name: '10 µl', price: 8000, stock: 10 },
      { name: '100 µl', price: 8500, stock: 10 },
    ],
  });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const setStatus = (orderId: string, status: unknown, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/order/${orderId}/status`,
    headers: { cookie },
    payload: { status },
  });

describe('admin orders: who may call', () => {
  const routes = [
    { method: 'GET', url: '/api/admin/orders' },
    { method: 'GET', url: '/api/admin/order/00000000-0000-4000-8000-000000000000' },
    {
      method: 'POST',
      url: '/api/admin/order/00000000-0000-4000-8000-000000000000/status',
      payload: { status: 'packed' },
    },
    { method: 'GET', url: '/api/admin/order/00000000-0000-4000-8000-000000000000/invoice' },
    { method: 'GET', url: '/api/admin/order/00000000-0000-4000-8000-000000000000/credit-note' },
    {
      method: 'POST',
      url: '/api/admin/order/00000000-0000-4000-8000-000000000000/refund',
      payload: { amount: 1, reason: 'x' },
    },
    {
      method: 'POST',
      url: '/api/admin/order/00000000-0000-4000-8000-000000000000/refund/00000000-0000-4000-8000-000000000000/retry',
      payload: {},
    },
    { method: 'GET', url: '/api/admin/orders/export.csv' },
    {
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      payload: { orderIds: ['00000000-0000-4000-8000-000000000000'], status: 'packed' },
    },
  ] as const;

  it.each(routes)('$method $url is 401 without a session and 403 for a shopper', async (route) => {
    const guest = await t.app.inject({ ...route });
    expect(guest.statusCode).toBe(401);
    const shopper = await t.app.inject({ ...route, headers: { cookie: await loginAs(t) } });
    expect(shopper.statusCode).toBe(403);
  });

  it('every /api/admin/order route in the OpenAPI document is in the list above', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, object> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      path.startsWith('/api/admin/order')
        ? Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)
        : [],
    );
    expect(documented.sort()).toEqual([
      'GET /api/admin/order/{orderId}',
      'GET /api/admin/order/{orderId}/credit-note',
      'GET /api/admin/order/{orderId}/invoice',
      'GET /api/admin/orders',
      'GET /api/admin/orders/export.csv',
      'POST /api/admin/order/{orderId}/refund',
      'POST /api/admin/order/{orderId}/refund/{refundId}/retry',
      'POST /api/admin/order/{orderId}/status',
      'POST /api/admin/orders/bulk-status',
    ]);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists every shopper’s orders, newest first, in the Order shape with product names too', async () => {
    const alice = await createLoggedInUser(t, { name: 'Alice Das' });
    const bob = await createLoggedInUser(t, { name: 'Bob Sen' });
    const first = await placeOrder(t, alice, {
      lines: [
        { productId: flask.id, quantity: 2 },
        { productId: pipette.id, variantId: pipette.variantIds[0], quantity: 1 },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await placeOrder(t, bob, {
      lines: [{ productId: flask.id, quantity: 1 }],
      paid: false,
    });
    const res = await get('/api/admin/orders', admin.cookie);
    expect(res.statusCode).toBe(200);
    const { orders, total } = res.json();
    expect(total).toBeGreaterThanOrEqual(2);
    // An unpaid checkout reads as its payment, never "ordered".
    expect(orders[0]).toMatchObject({
      _id: second.id,
      paymentStatus: 'PENDING',
      displayedStatus: 'payment pending',
    });
    // The Order of orders-and-invoices.md, field by field, plus productNames for the list screen.
    expect(orders[1]).toEqual({
      _id: first.id,
      transactionId: first.transactionId,
      totalAmount: 8300,
      orderedAt: expect.any(String),
      paymentStatus: 'SUCCESS',
      orderStatus: { currentStatus: 'ordered', timestamps: { ordered: expect.any(String) } },
      deliveryAddress: expect.objectContaining({
        street: expect.any(String),
        city: expect.any(String),
        state: expect.any(String),
        zipcode: expect.any(String),
        landmark: expect.any(String),
        addressType: expect.any(String),
      }),
      user: { name: 'Alice Das', email: alice.email, phoneNumber: expect.any(String) },
      products: [
        {
          product: { _id: flask.id, name: 'Beaker 500 ml', images: [] },
          variant: null,
          productId: flask.id,
          quantity: 2,
          sellingPrice: 150,
          amountPaid: 300,
          deliveryOptions: { type: expect.any(String), charge: expect.any(Number) },
        },
        {
          product: { _id: pipette.id, name: 'Micropipette', images: [] },
          variant: { _id: pipette.variantIds[0], name: '10 µl' },
          productId: pipette.id,
          quantity: 1,
          sellingPrice: 8000,
          amountPaid: 8000,
          deliveryOptions: { type: expect.any(String), charge: expect.any(Number) },
        },
      ],
      invoiceNumber: null,
      creditNoteNumber: null,
      productNames: ['Beaker 500 ml', 'Micropipette (10 µl)'],
      displayedStatus: 'ordered',
    });
    expect(orders[1]).not.toHaveProperty('currentStatus');

    const paidOnly = (await get('/api/admin/orders?paymentStatus=SUCCESS', admin.cookie)).json();
    expect(
      paidOnly.orders.every((o: { paymentStatus: string }) => o.paymentStatus === 'SUCCESS'),
    ).toBe(true);
    expect((await get('/api/admin/orders?paymentStatus=PAID', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/orders?limit=1000', admin.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/order/{orderId}', () => {
  it('answers the customer, address, lines, grand total, payment and status history', async () => {
    const buyer = await createLoggedInUser(t, { name: 'Kavya Nair' });
    await t.db.update(users).set({ phoneNumber: '9876543210' }).where(eq(users.id, buyer.userId));
    const placed = await placeOrder(t, buyer, {
      lines: [{ productId: pipette.id, variantId: pipette.variantIds[1], quantity: 2 }],
      status: 'in transit',
      orderedAt: new Date('2026-02-10T08:00:00.000Z'),
    });
    const res = await get(`/api/admin/order/${placed.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({
      _id: placed.id,
      transactionId: placed.transactionId,
      totalAmount: 17000,
      paymentStatus: 'SUCCESS',
      paidAt: expect.any(String),
      user: { name: 'Kavya Nair', email: buyer.email, phoneNumber: '9876543210' },
      deliveryAddress: { street: '14 Lab Lane', city: 'Chennai', zipcode: '600032' },
      orderStatus: { currentStatus: 'in transit' },
      stockReturned: false,
      products: [
        {
          product: { name: 'Micropipette' },
          variant: { _id: pipette.variantIds[1], name: '100 µl' },
          quantity: 2,
          sellingPrice: 8500,
          amountPaid: 17000,
        },
      ],
    });
    expect(order.statusHistory).toEqual([
      { status: 'ordered', at: '2026-02-10T08:00:00.000Z', by: null },
      { status: 'packed', at: '2026-02-10T08:01:00.000Z', by: null },
      { status: 'in transit', at: '2026-02-10T08:02:00.000Z', by: null },
    ]);
    expect(order).not.toHaveProperty('reviewedProductIds');
  });

  it('is 404 for an unknown or malformed id', async () => {
    const unknown = await get(
      '/api/admin/order/00000000-0000-4000-8000-000000000000',
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Order not found' });
    expect((await get('/api/admin/order/nope', admin.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/order/{orderId}/status', () => {
  it('sets the status, records it with its time and admin, and the shopper’s tracker follows', async () => {
    const buyer = await createLoggedInUser(t);
    const placed = await placeOrder(t, buyer, { lines: [{ productId: flask.id, quantity: 1 }] });
    const before = Date.now();
    const res = await setStatus(placed.id, 'delivered');
    expect(res.statusCode).toBe(200);
    const { message, order } = res.json();
    expect(message).toBe(UPDATED);
    expect(order.orderStatus.currentStatus).toBe('delivered');
    const last = order.statusHistory.at(-1);
    expect(last).toMatchObject({ status: 'delivered', by: 'Ravi Admin' });
    expect(Date.parse(last.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(order.orderStatus.timestamps.delivered).toBe(last.at);

    const mine = (await get('/api/user/user-orders', buyer.cookie)).json();
    expect(mine.orders[0].orderStatus).toEqual(order.orderStatus);
  });

  it.each(['shipped', '', 'DELIVERED', null, 5])('refuses status %j with 400', async (status) => {
    const buyer = await createLoggedInUser(t);
    const placed = await placeOrder(t, buyer, { lines: [{ productId: flask.id, quantity: 1 }] });
    const res = await setStatus(placed.id, status);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a valid order status.');
  });

  it('refuses an order whose payment has not gone through, and the status it already has', async () => {
    const buyer = await createLoggedInUser(t);
    const pending = await placeOrder(t, buyer, {
      lines: [{ productId: flask.id, quantity: 1 }],
      paid: false,
    });
    const unpaid = await setStatus(pending.id, 'packed');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: 'Only a paid order can change status.' });
    const paid = await placeOrder(t, buyer, {
      lines: [{ productId: flask.id, quantity: 1 }],
      status: 'packed',
    });
    const same = await setStatus(paid.id, 'packed');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: 'The order is already Packed.' });
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'packed')).statusCode).toBe(
      404,
    );
  });

  it('cancelling a paid order returns its stock once, and a cancelled order stays cancelled', async () => {
    const buyer = await createLoggedInUser(t);
    const variantId = pipette.variantIds[0]!;
    const flaskBefore = await stockOf(t, { productId: flask.id });
    const variantBefore = await stockOf(t, { variantId });
    const placed = await placeOrder(t, buyer, {
      lines: [
        { productId: flask.id, quantity: 3 },
        { productId: pipette.id, variantId, quantity: 2 },
      ],
      status: 'packed',
      invoiceAs: t.config.seller,
    });
    expect(await stockOf(t, { productId: flask.id })).toBe(flaskBefore! - 3);
    expect(await stockOf(t, { variantId })).toBe(variantBefore! - 2);
    const home = (await get('/api/user/home')).json();
    const flaskCard = home.newArrivals.find((p: { _id: string }) => p._id === flask.id);
    expect(flaskCard.inStock).toBe(flaskBefore! - 3);

    const res = await setStatus(placed.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      orderStatus: { currentStatus: 'cancelled' },
      stockReturned: true,
      invoiceNumber: expect.stringMatching(/^LS\//),
      // The cancel reversed the invoice in the same transaction.
      creditNoteNumber: expect.stringMatching(/^CN\//),
    });
    const note = await t.app.inject({
      url: `/api/admin/order/${placed.id}/credit-note`,
      headers: { cookie: admin.cookie },
    });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toContain('application/pdf');
    expect(await stockOf(t, { productId: flask.id })).toBe(flaskBefore);
    expect(await stockOf(t, { variantId })).toBe(variantBefore);
    // The storefront shows the returned units at once, not after its cache expires.
    const after = (await get('/api/user/home')).json();
    expect(after.newArrivals.find((p: { _id: string }) => p._id === flask.id).inStock).toBe(
      flaskBefore,
    );

    for (const status of ['cancelled', 'ordered', 'delivered']) {
      const again = await setStatus(placed.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'A cancelled order cannot change status.' });
    }
    expect(await stockOf(t, { productId: flask.id })).toBe(flaskBefore);
    const mine = (await get('/api/user/user-orders', buyer.cookie)).json();
    expect(mine.orders[0].orderStatus.currentStatus).toBe('cancelled');
  });

  it('returns the stock once when several admins cancel the same paid order at the same moment', async () => {
    const buyer = await createLoggedInUser(t);
    const beaker = await createProduct(t, { stock: 100 });
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < 5; i++) {
      placed.push(await placeOrder(t, buyer, { lines: [{ productId: beaker.id, quantity: 4 }] }));
    }
    expect(await stockOf(t, { productId: beaker.id })).toBe(80);
    const admins = await Promise.all(
      Array.from({ length: 4 }, () => createLoggedInUser(t, { role: 'admin' })),
    );
    const results = await Promise.all(
      placed.flatMap((order) => admins.map((a) => setStatus(order.id, 'cancelled', a.cookie))),
    );
    expect(await stockOf(t, { productId: beaker.id })).toBe(100);
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    for (const order of placed) {
      const detail = (await get(`/api/admin/order/${order.id}`, admin.cookie)).json().order;
      expect(
        detail.statusHistory.filter((e: { status: string }) => e.status === 'cancelled'),
      ).toHaveLength(1);
    }
  });
});
