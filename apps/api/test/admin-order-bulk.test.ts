import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkStatusResponse } from '@labshop/domain/api/orders';
import { jobs, orders, orderStatusEvents, users } from '../src/db/schema.ts';
import { EXPORT_PAGE_SIZE, ORDER_CSV_HEADER } from '../src/modules/orders/order-export.ts';
import { createLoggedInUser, loginAs, type LoggedIn } from './support/login-as.ts';
import { createProduct, placeOrder, type PlacedOrder } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The back office's bulk work on orders: a status for many selected orders at once (each on
// its own, a retry changing nothing twice) and the filtered list as a CSV file.

let t: TestApp;
let admin: LoggedIn;
let buyer: LoggedIn;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin' });
  // A name a spreadsheet would run as a formula, with a comma and a quote to escape.
  buyer = await createLoggedInUser(t, { name: 'Bulk Buyer' });
  await t.db
    .update(users)
    .set({ name: '=HYPERLINK("x"), Ltd', phoneNumber: '+919812345678' })
    .where(eq(users.id, buyer.userId));
  productId = (await createProduct(t, { price: 250, stock: 1000 })).id;
}, 60_000);
afterAll(() => t.close());

const placeMany = async (n: number, input: Partial<Parameters<typeof placeOrder>[2]> = {}) => {
  const placed: PlacedOrder[] = [];
  for (let i = 0; i < n; i += 1) {
    placed.push(await placeOrder(t, buyer, { lines: [{ productId, quantity: 1 }], ...input }));
  }
  return placed;
};

const bulk = (payload: object, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders/bulk-status',
    headers: { cookie, origin: t.config.publicUrl },
    payload,
  });

const exportCsv = (query: string, cookie = admin.cookie) =>
  t.app.inject({ url: `/api/admin/orders/export.csv?${query}`, headers: { cookie } });

async function statusesOf(ids: string[]) {
  const rows = await t.db
    .select({ id: orders.id, status: orders.currentStatus })
    .from(orders)
    .where(inArray(orders.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

const eventCount = async (ids: string[]) =>
  (
    await t.db
      .select({ id: orderStatusEvents.id })
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, ids))
  ).length;

const jobCount = async () => (await t.db.select({ id: jobs.id }).from(jobs)).length;

/** RFC 4180 rows of a CSV text (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (isQuoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') isQuoted = false;
      else cell += c;
    } else if (c === '"') isQuoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('POST /api/admin/orders/bulk-status', () => {
  it('packs every selected order, one refusal not holding up the others', async () => {
    const waiting = await placeMany(3);
    const [delivered] = await placeMany(1, { status: 'delivered' });
    const ids = [...waiting.map((o) => o.id), delivered!.id];
    const res = await bulk({ orderIds: ids, status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BulkStatusResponse>();
    expect(body.results.filter((r) => r.changed).map((r) => r.orderId)).toEqual(
      waiting.map((o) => o.id),
    );
    const refused = body.results.find((r) => r.orderId === delivered!.id)!;
    expect(refused).toMatchObject({ ok: false, changed: false });
    expect(refused.message).toMatch(/delivered/i);
    expect(body.message).toBe('3 orders marked Cancelled; 1 order could not be changed.');
    const now = await statusesOf(ids);
    expect(waiting.map((o) => now[o.id])).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(now[delivered!.id]).toBe('delivered');
  });

  it('changes nothing twice when the same request comes again', async () => {
    const placed = await placeMany(3);
    const ids = placed.map((o) => o.id);
    const payload = { orderIds: ids, status: 'packed' };
    const first = await bulk(payload);
    expect(first.json<BulkStatusResponse>().message).toBe('3 orders marked Packed.');
    const events = await eventCount(ids);
    const queued = await jobCount();

    const again = await bulk(payload);
    expect(again.statusCode).toBe(200);
    const body = again.json<BulkStatusResponse>();
    expect(body.results.every((r) => r.ok && !r.changed)).toBe(true);
    expect(body.message).toBe('0 orders marked Packed; 3 orders were already Packed.');
    // No second history event, no second mail to the shopper.
    expect(await eventCount(ids)).toBe(events);
    expect(await jobCount()).toBe(queued);

    // A repeated cancel is the same: the order is already what was asked.
    await bulk({ orderIds: [ids[0]], status: 'cancelled' });
    const recancel = await bulk({ orderIds: [ids[0], ids[0]], status: 'cancelled' });
    expect(recancel.json<BulkStatusResponse>().results).toEqual([
      { orderId: ids[0], ok: true, changed: false, message: 'The order is already Cancelled.' },
    ]);
  });

  it('marks orders in transit with an optional shared carrier, and refuses unpaid ones', async () => {
    const [packed] = await placeMany(1, { status: 'packed' });
    const [unpaid] = await placeMany(1, { paid: false });
    const res = await bulk({
      orderIds: [packed!.id, unpaid!.id],
      status: 'in transit',
      carrier: 'Blue Dart',
    });
    const results = res.json<BulkStatusResponse>().results;
    expect(results[0]).toEqual({ orderId: packed!.id, ok: true, changed: true });
    expect(results[1]).toMatchObject({
      ok: false,
      message: 'Only a paid order can change status.',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, packed!.id));
    expect(row).toMatchObject({ currentStatus: 'in transit', carrier: 'Blue Dart' });
  });

  it('refuses 101 ids, malformed ids, no ids or an unknown status with a short 400', async () => {
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    for (const payload of [
      { orderIds: many, status: 'packed' },
      { orderIds: ['not-a-uuid'], status: 'packed' },
      { orderIds: [], status: 'packed' },
      { orderIds: [crypto.randomUUID()], status: 'shipped' },
    ]) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body.length).toBeLessThan(1000);
    }
    // An id that is well formed but unknown is that order's own result.
    const missing = crypto.randomUUID();
    const res = await bulk({ orderIds: [missing], status: 'packed' });
    expect(res.json<BulkStatusResponse>().results).toEqual([
      { orderId: missing, ok: false, changed: false, message: 'Order not found' },
    ]);
  });

  it('is for admins only', async () => {
    const [order] = await placeMany(1);
    const shopper = await loginAs(t);
    expect((await bulk({ orderIds: [order!.id], status: 'packed' }, shopper)).statusCode).toBe(403);
    expect((await bulk({ orderIds: [order!.id], status: 'packed' }, '')).statusCode).toBe(401);
    expect((await statusesOf([order!.id]))[order!.id]).toBe('ordered');
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('downloads the filtered orders with quoted cells and formulas kept as text', async () => {
    const [order] = await placeMany(1, {
      status: 'packed',
      address: { city: 'Pune', state: 'Maharashtra', zipcode: '411001' },
    });
    const res = await exportCsv('q=%2B919812345678&status=packed&minAmount=250&maxAmount=250');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual([...ORDER_CSV_HEADER]);
    const mine = rows.filter((row) => row[0] === order!.transactionId);
    expect(mine).toHaveLength(1);
    const cells = Object.fromEntries(ORDER_CSV_HEADER.map((name, i) => [name, mine[0]![i]]));
    expect(cells).toMatchObject({
      'Customer name': `'=HYPERLINK("x"), Ltd`,
      Phone: "'+919812345678",
      Status: 'Packed',
      'Payment status': 'SUCCESS',
      Items: '1',
      'Amount (INR)': '250.00',
      City: 'Pune',
      State: 'Maharashtra',
      PIN: '411001',
    });
    expect(cells['Placed at (IST)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Every row is a packed order of this buyer: the list's filter, not the whole table.
    expect(rows.slice(1).every((row) => row[5] === 'Packed')).toBe(true);
    // The raw text quotes the name's comma and doubles its quotes.
    expect(res.body).toContain(`"'=HYPERLINK(""x""), Ltd"`);
  });

  it('holds every matching order, across many database pages, each once', async () => {
    const other = await createLoggedInUser(t, { name: 'Export Many' });
    const placed: string[] = [];
    const at = Date.now() - 60 * 60 * 1000;
    for (let i = 0; i < EXPORT_PAGE_SIZE + 5; i += 1) {
      const order = await placeOrder(t, other, {
        lines: [{ productId, quantity: 1 }],
        // Two orders share each time, so the keyset's tie-break on id is exercised too.
        orderedAt: new Date(at + Math.floor(i / 2) * 1000),
        paid: i % 7 !== 0,
      });
      placed.push(order.transactionId);
    }
    for (const sort of ['newest', 'amount-asc']) {
      const res = await exportCsv(`q=Export%20Many&sort=${sort}`);
      const ids = parseCsv(res.body.slice(1))
        .slice(1)
        .map((row) => row[0]);
      expect(ids.length, sort).toBe(placed.length);
      expect(new Set(ids)).toEqual(new Set(placed));
    }
    // An unpaid checkout reads as its payment, never as Ordered.
    const unpaid = await exportCsv('q=Export%20Many&paymentStatus=PENDING');
    const statuses = new Set(
      parseCsv(unpaid.body.slice(1))
        .slice(1)
        .map((row) => row[5]),
    );
    expect([...statuses]).toEqual(['Payment pending']);
  }, 120_000);

  it('refuses a bad filter with a 400, a guest with 401 and a shopper with 403', async () => {
    for (const query of [
      'minAmount=-1',
      'maxAmount=1e20',
      'minAmount=500&maxAmount=100',
      'sort=x',
    ]) {
      expect((await exportCsv(query)).statusCode, query).toBe(400);
    }
    expect((await exportCsv('', '')).statusCode).toBe(401);
    expect((await exportCsv('', await loginAs(t))).statusCode).toBe(403);
  });
});
