import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActorsResponse, AuditEventsResponse } from '@labshop/domain/api/audit';
import type { AdminOrderResponse } from '@labshop/domain/api/orders';
import { auditEvents } from '../src/db/schema.ts';
import { markRefundFailed } from '../src/modules/payments/refunds/record-refund.ts';
import { addCategory, addProduct, pngImage, productFields, send } from './support/admin-forms.ts';
import { createLoggedInUser, loginAs, type LoggedIn } from './support/login-as.ts';
import { createProduct, placeOrder } from './support/orders.ts';
import { refundByHand, refundsOf, retryRefund } from './support/refunds.ts';
import { adminStepOk, askReturnOk, deliveredOrder, receiptOf } from './support/returns.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every admin change writes one audit row, in the change's own transaction: who, what, and
// only the values that changed. A refused change writes none. The trail reads back filtered.

let t: TestApp;
let admin: LoggedIn;
let other: LoggedIn;
let shopper: LoggedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin', name: 'Anita Admin' });
  other = await createLoggedInUser(t, { role: 'admin', name: 'Bala Backoffice' });
  shopper = await createLoggedInUser(t, { name: 'Kaveri Research Labs' });
  categoryId = (await addCategory(t, admin.cookie, 'Glassware'))._id;
});
afterAll(() => t.close());

async function trail(query = '', cookie = admin.cookie) {
  return t.app.inject({ url: `/api/admin/audit?${query}`, headers: { cookie } });
}

/** The rows written about this thing, newest first, straight from the table. */
async function rowsFor(entityId: string) {
  const res = await trail(`entityId=${entityId}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEventsResponse>().events;
}

/** A body-less write, with the Origin a browser sends and the shop checks. */
function write(method: 'DELETE' | 'POST', url: string, cookie = admin.cookie) {
  return t.app.inject({ method, url, headers: { cookie, origin: t.config.publicUrl } });
}

async function countRows() {
  return (await t.db.select({ id: auditEvents.id }).from(auditEvents)).length;
}

describe('products', () => {
  it('records the add, an edit of price and stock as two kinds, and the delete', async () => {
    const fields = productFields(categoryId, {
      name: 'Beaker 250 ml',
      sellingPrice: '120',
      mrp: '150',
      inStock: '5',
    });
    const product = await addProduct(t, admin.cookie, fields);
    let rows = await rowsFor(product._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'product',
      action: 'created',
      before: null,
      after: expect.objectContaining({
        name: 'Beaker 250 ml',
        sellingPrice: 120,
        stock: 5,
        images: 1,
      }),
      actor: { _id: admin.userId, name: 'Anita Admin', email: admin.email },
    });

    const edit = await send(t, 'PUT', `/api/admin/update-product/${product._id}`, other.cookie, {
      ...fields,
      sellingPrice: '110',
      inStock: '8',
      inStockWas: '5',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    rows = await rowsFor(product._id);
    expect(rows).toHaveLength(3);
    const byKind = Object.fromEntries(rows.slice(0, 2).map((row) => [row.kind, row]));
    expect(byKind.product).toMatchObject({
      action: 'updated',
      summary: 'Beaker 250 ml: price ₹120.00 → ₹110.00',
      before: { sellingPrice: 120 },
      after: { sellingPrice: 110 },
      actor: { _id: other.userId, name: 'Bala Backoffice' },
    });
    expect(byKind['stock-adjustment']).toMatchObject({
      action: 'adjusted',
      summary: 'Beaker 250 ml: stock 5 → 8',
      before: { stock: 5 },
      after: { stock: 8 },
    });

    const removed = await write('DELETE', `/api/admin/delete-product/${product._id}`);
    expect(removed.statusCode).toBe(200);
    rows = await rowsFor(product._id);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      kind: 'product',
      action: 'deleted',
      after: null,
      before: expect.objectContaining({ name: 'Beaker 250 ml', sellingPrice: 110, stock: 8 }),
    });
  });

  it('writes nothing for a save the stock check refuses half-way through its transaction', async () => {
    const product = await addProduct(t, admin.cookie, productFields(categoryId, { inStock: '2' }));
    // One unit held by an unpaid checkout: the count may not drop below it.
    await placeOrder(
      t,
      { userId: shopper.userId },
      {
        lines: [{ productId: product._id, quantity: 1 }],
        paid: false,
      },
    );
    const before = await countRows();
    const refused = await send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin.cookie, {
      ...productFields(categoryId, { name: 'Renamed in vain', inStock: '0', inStockWas: '2' }),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await countRows()).toBe(before);
  });

  it('keeps a variant count by its name and leaves an untouched save unrecorded', async () => {
    const fields = productFields(categoryId, {
      name: 'Pipette set',
      variantsEnabled: 'yes',
      variants: JSON.stringify([{ name: '10 ml', price: '100', stock: '4' }]),
    });
    const product = await addProduct(t, admin.cookie, fields);
    const variant = product.variants[0]!;
    const save = (stock: number) =>
      send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin.cookie, {
        ...fields,
        removedImages: '[]',
        variants: JSON.stringify([
          { _id: variant._id, name: '10 ml', price: '100', stock: String(stock), stockWas: '4' },
        ]),
      });
    expect((await save(4)).statusCode).toBe(200);
    expect(await rowsFor(product._id)).toHaveLength(1);
    expect((await save(9)).statusCode).toBe(200);
    const [adjusted] = await rowsFor(product._id);
    expect(adjusted).toMatchObject({
      kind: 'stock-adjustment',
      summary: 'Pipette set: stock (10 ml) 4 → 9',
      before: { 'stock (10 ml)': 4 },
      after: { 'stock (10 ml)': 9 },
    });
  });
});

describe('categories and banners', () => {
  it('records a category add, edit and delete, and nothing for a refused delete', async () => {
    const category = await addCategory(t, admin.cookie, 'Pipettes');
    const edit = await send(t, 'PUT', `/api/admin/categories/${category._id}`, admin.cookie, {
      name: 'Pipettes and burettes',
      status: 'inactive',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    let rows = await rowsFor(category._id);
    expect(rows.map((row) => row.action)).toEqual(['updated', 'created']);
    expect(rows[0]).toMatchObject({
      kind: 'category',
      summary:
        'Pipettes and burettes: name Pipettes → Pipettes and burettes, status active → inactive',
      before: { name: 'Pipettes', status: 'active' },
      after: { name: 'Pipettes and burettes', status: 'inactive' },
    });

    const before = await countRows();
    const inUse = await write('DELETE', `/api/admin/categories/${categoryId}`);
    expect(inUse.statusCode).toBe(409);
    expect(await countRows()).toBe(before);

    const removed = await write('DELETE', `/api/admin/categories/${category._id}`);
    expect(removed.statusCode).toBe(200);
    rows = await rowsFor(category._id);
    expect(rows[0]).toMatchObject({
      action: 'deleted',
      before: expect.objectContaining({ name: 'Pipettes and burettes' }),
    });
  });

  it('records a banner add, edit, move and delete', async () => {
    const image = [{ name: 'b.png', type: 'image/png', data: await pngImage(80, 30) }];
    const add = async (headline: string) => {
      const res = await send(
        t,
        'POST',
        '/api/admin/banners',
        admin.cookie,
        { type: 'primary', status: 'active', headline },
        image,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ banner: { _id: string } }>().banner._id;
    };
    const first = await add('Lab week');
    await add('Monsoon sale');
    const edit = await send(t, 'PUT', `/api/admin/update-banner/${first}`, admin.cookie, {
      type: 'primary',
      status: 'active',
      headline: 'Lab week sale',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/update-banner/${first}`,
      headers: { cookie: admin.cookie },
      payload: { position: 2 },
    });
    expect(move.statusCode, move.body).toBe(200);
    const removed = await write('DELETE', `/api/admin/delete-banner/${first}`);
    expect(removed.statusCode).toBe(200);
    const rows = await rowsFor(first);
    expect(rows.map((row) => row.action)).toEqual(['deleted', 'moved', 'updated', 'created']);
    expect(rows[1]).toMatchObject({
      kind: 'banner',
      before: { position: 1 },
      after: { position: 2 },
    });
    expect(rows[2]).toMatchObject({
      summary: 'Primary banner "Lab week sale": headline Lab week → Lab week sale',
    });
  });
});

describe('orders, refunds and returns', () => {
  it('records a status change with who did it, as the order history names them', async () => {
    const product = await createProduct(t, { price: 200, stock: 20 });
    const order = await placeOrder(
      t,
      { userId: shopper.userId },
      { lines: [{ productId: product.id, quantity: 1 }] },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/order/${order.id}/status`,
      headers: { cookie: other.cookie },
      payload: { status: 'in transit', carrier: 'Blue Dart', trackingNumber: 'BD123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsFor(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'order-status',
      summary: `Order ${order.transactionId}: Ordered → In Transit, Blue Dart BD123`,
      before: { status: 'ordered' },
      after: { status: 'in transit', carrier: 'Blue Dart', trackingNumber: 'BD123' },
      actor: { _id: other.userId },
    });
    const details = await t.app.inject({
      url: `/api/admin/order/${order.id}`,
      headers: { cookie: admin.cookie },
    });
    const history = details.json<AdminOrderResponse>().order.statusHistory;
    expect(history.at(-1)).toMatchObject({ status: 'in transit', by: 'Bala Backoffice' });
  });

  it('writes nothing when a delivered order is refused a cancel', async () => {
    const product = await createProduct(t, { price: 200, stock: 20 });
    const order = await placeOrder(
      t,
      { userId: shopper.userId },
      { lines: [{ productId: product.id, quantity: 1 }], status: 'delivered' },
    );
    const before = await countRows();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/order/${order.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(409);
    expect(await countRows()).toBe(before);
  });

  it('records a cancel with its refund as one row, and a refund by hand and its retry', async () => {
    const product = await createProduct(t, { price: 300, stock: 20 });
    const cancelled = await placeOrder(
      t,
      { userId: shopper.userId },
      { lines: [{ productId: product.id, quantity: 1 }] },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/order/${cancelled.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [cancelRow, ...more] = await rowsFor(cancelled.id);
    expect(more).toHaveLength(0);
    expect(cancelRow).toMatchObject({
      kind: 'order-status',
      after: { status: 'cancelled', refunded: cancelled.totalPaise / 100, stockReturned: true },
    });

    const order = await placeOrder(
      t,
      { userId: shopper.userId },
      { lines: [{ productId: product.id, quantity: 2 }] },
    );
    const byHand = await refundByHand(t, admin.cookie, order.id, {
      amount: 50,
      reason: 'Late delivery',
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const [refund] = await refundsOf(t, order.id);
    let rows = await rowsFor(refund!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'refund',
      action: 'by-hand',
      summary: `Order ${order.transactionId}: refund by hand, ₹50.00 (Late delivery)`,
      after: { orderId: order.id, amount: 50, note: 'Late delivery' },
      actor: { _id: admin.userId },
    });

    await t.db.transaction((tx) => markRefundFailed(tx, refund!.id));
    const retried = await retryRefund(t, other.cookie, order.id, refund!.id);
    expect(retried.statusCode, retried.body).toBe(200);
    const retry = (await refundsOf(t, order.id)).find((row) => row.retryOf === refund!.id)!;
    rows = await rowsFor(retry.id);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'refund',
        action: 'retried',
        after: expect.objectContaining({ retryOf: refund!.id }),
      }),
    ]);

    // Above what remains: refused, and nothing recorded.
    const before = await countRows();
    const tooMuch = await refundByHand(t, admin.cookie, order.id, { amount: 100_000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(await countRows()).toBe(before);
  });

  it('records each step an admin takes on a return', async () => {
    const product = await createProduct(t, { price: 400, stock: 20 });
    const approveThis = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 2 }],
    });
    const asked = await askReturnOk(t, shopper.cookie, approveThis.id, {
      lines: [{ lineId: approveThis.lineOf(product.id), quantity: 1 }],
      reason: 'damaged',
    });
    await adminStepOk(t, admin.cookie, asked._id, 'approve');
    await adminStepOk(t, other.cookie, asked._id, 'receive', receiptOf(asked));
    const rows = await rowsFor(asked._id);
    expect(rows.map((row) => [row.action, row.actor?._id])).toEqual([
      ['received', other.userId],
      ['approved', admin.userId],
    ]);
    expect(rows[0]).toMatchObject({
      kind: 'return',
      before: { state: 'approved' },
      after: expect.objectContaining({ state: 'received', orderId: approveThis.id, refund: 400 }),
    });

    const rejectThis = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const second = await askReturnOk(t, shopper.cookie, rejectThis.id, {
      lines: [{ lineId: rejectThis.lineOf(product.id), quantity: 1 }],
      reason: 'other',
    });
    await adminStepOk(t, admin.cookie, second._id, 'reject', { reason: 'Opened and used' });
    expect(await rowsFor(second._id)).toEqual([
      expect.objectContaining({
        action: 'rejected',
        summary: `Order ${rejectThis.transactionId}: return rejected (Opened and used)`,
      }),
    ]);
    // A second decision is refused and adds nothing.
    const before = await countRows();
    const again = await write('POST', `/api/admin/returns/${second._id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(await countRows()).toBe(before);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by admin, kind and day, newest first, paged', async () => {
    const mine = (await trail(`actor=${other.userId}&limit=100`)).json<AuditEventsResponse>();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.events.every((event) => event.actor?._id === other.userId)).toBe(true);

    const banners = (await trail('kind=banner')).json<AuditEventsResponse>();
    expect(banners.events.length).toBeGreaterThan(0);
    expect(banners.events.every((event) => event.kind === 'banner')).toBe(true);
    const times = banners.events.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);

    // India's yesterday to tomorrow: every row of this run, even one that spans its midnight.
    const day = (offset: number) =>
      new Date(Date.now() + (5.5 + offset * 24) * 60 * 60 * 1000).toISOString().slice(0, 10);
    const all = (await trail(`from=${day(-1)}&to=${day(1)}&limit=100`)).json<AuditEventsResponse>();
    expect(all.total).toBe(await countRows());
    expect((await trail('from=2001-01-01&to=2001-01-31')).json<AuditEventsResponse>().total).toBe(
      0,
    );

    const page2 = (await trail('limit=2&page=2')).json<AuditEventsResponse>();
    expect(page2).toMatchObject({ page: 2, limit: 2, total: all.total });
    expect(page2.events).toHaveLength(2);
  });

  it('answers the admins to filter by', async () => {
    const res = await t.app.inject({
      url: '/api/admin/audit/actors',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const actors = res.json<AuditActorsResponse>().actors;
    expect(actors).toEqual(
      expect.arrayContaining([
        { _id: admin.userId, name: 'Anita Admin', email: admin.email },
        { _id: other.userId, name: 'Bala Backoffice', email: other.email },
      ]),
    );
    expect(actors.map((actor) => actor._id)).not.toContain(shopper.userId);
  });

  it.each([
    ['kind=everything'],
    ['from=2026-13-01'],
    ['to=yesterday'],
    ['from=2026-02-10&to=2026-02-01'],
    [`actor=${'a'.repeat(37)}`],
    ['actor=not-a-uuid'],
    [`entityId=${'x'.repeat(101)}`],
    ['limit=101'],
    ['page=0'],
  ])('refuses %s with a 400', async (query) => {
    expect((await trail(query)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const cookie = await loginAs(t);
    expect((await trail('', cookie)).statusCode).toBe(403);
    const actors = await t.app.inject({ url: '/api/admin/audit/actors', headers: { cookie } });
    expect(actors.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('answers one product for the edit form the trail links to', async () => {
    const product = await addProduct(
      t,
      admin.cookie,
      productFields(categoryId, { name: 'Burette 50 ml' }),
    );
    const res = await t.app.inject({
      url: `/api/admin/products/${product._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ _id: product._id, name: 'Burette 50 ml' });
    const gone = await t.app.inject({
      url: '/api/admin/products/not-an-id',
      headers: { cookie: admin.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});
