import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents } from '../src/db/schema.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createProduct, placeOrder, type TestProduct } from './support/orders.ts';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The shopper hears of each step after the order is placed (packed, in transit, delivered,
// cancelled) through the durable mail job, over a real SMTP conversation: once per change,
// with the order's lines, a link to the order and, in transit, the carrier and tracking number.

let smtp: TestSmtpServer;
let t: TestApp;
let admin: LoggedIn;
let beaker: TestProduct;
let pipette: TestProduct;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test:8080' });
  admin = await createLoggedInUser(t, { role: 'admin' });
  beaker = await createProduct(t, { name: 'Beaker 500 ml', price: 150, stock: 50 });
  pipette = await createProduct(t, {
    name: 'Micropipette',
    variants: [{ name: '10 µl', price: 8000, stock: 20 }],
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const setStatus = (orderId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/order/${orderId}/status`,
    headers: { cookie: admin.cookie },
    payload: body,
  });

/** The message as text: quoted-printable undone, UTF-8 read back. */
function decode(raw: string): string {
  const latin1 = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** Every mail delivered to `email` whose subject contains `subject`, after the due jobs ran. */
async function mailsTo(email: string, subject: string): Promise<string[]> {
  await t.runJobs();
  return smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => decode(mail.raw))
    .filter((text) => text.includes(subject));
}

async function orderFor(buyer: LoggedIn) {
  return placeOrder(t, buyer, {
    lines: [
      { productId: beaker.id, quantity: 2 },
      { productId: pipette.id, variantId: pipette.variantIds[0], quantity: 1 },
    ],
  });
}

describe('order status mails', () => {
  it('tells the shopper once each that the order was packed, is in transit with its tracking, and was delivered', async () => {
    const buyer = await createLoggedInUser(t, { name: 'Meera Iyer' });
    const order = await orderFor(buyer);
    const link = `http://shop.test:8080/orders?transactionId=${order.transactionId}`;

    expect((await setStatus(order.id, { status: 'packed' })).statusCode).toBe(200);
    // A repeated request changes nothing and mails nothing.
    expect((await setStatus(order.id, { status: 'packed' })).statusCode).toBe(409);
    const packed = await mailsTo(buyer.email, `order ${order.transactionId} packed`);
    expect(packed).toHaveLength(1);
    expect(packed[0]).toContain('Hello Meera Iyer');
    expect(packed[0]).toContain('- 2 × Beaker 500 ml: ₹300.00');
    expect(packed[0]).toContain('- 1 × Micropipette (10 µl): ₹8,000.00');
    expect(packed[0]).toContain(link);

    const shipped = await setStatus(order.id, {
      status: 'in transit',
      carrier: 'Blue Dart',
      trackingNumber: '77451290331',
      trackingUrl: 'https://www.bluedart.com/track?awb=77451290331',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      carrier: 'Blue Dart',
      trackingNumber: '77451290331',
      trackingUrl: 'https://www.bluedart.com/track?awb=77451290331',
    });
    const inTransit = await mailsTo(buyer.email, `order ${order.transactionId} is on its way`);
    expect(inTransit).toHaveLength(1);
    expect(inTransit[0]).toContain('Carrier: Blue Dart');
    expect(inTransit[0]).toContain('Tracking number: 77451290331');
    expect(inTransit[0]).toContain(
      'Follow the parcel: https://www.bluedart.com/track?awb=77451290331',
    );
    expect(inTransit[0]).toContain('- 2 × Beaker 500 ml: ₹300.00');
    expect(inTransit[0]).toContain(link);
    expect(inTransit[0]).toMatch(/Content-Type: text\/html/);

    expect((await setStatus(order.id, { status: 'delivered' })).statusCode).toBe(200);
    const delivered = await mailsTo(buyer.email, `order ${order.transactionId} delivered`);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain('- 1 × Micropipette (10 µl): ₹8,000.00');
    expect(delivered[0]).toContain(link);

    // Jobs run again later (a worker restart, a retry sweep): still one mail per change.
    await t.runJobs(new Date(Date.now() + 60 * 60_000));
    for (const subject of ['packed', 'is on its way', 'delivered']) {
      expect(await mailsTo(buyer.email, `order ${order.transactionId} ${subject}`)).toHaveLength(1);
    }

    // The shopper's own answer carries the shipment for the page's tracker.
    const mine = await t.app.inject({
      url: `/api/user/orders/${order.transactionId}`,
      headers: { cookie: buyer.cookie },
    });
    expect(mine.json().order).toMatchObject({
      carrier: 'Blue Dart',
      trackingNumber: '77451290331',
      trackingUrl: 'https://www.bluedart.com/track?awb=77451290331',
    });
  });

  it('tells the shopper of an admin’s cancel, with its lines and the refund that started', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await orderFor(buyer);
    expect((await setStatus(order.id, { status: 'cancelled' })).statusCode).toBe(200);
    const cancelled = await mailsTo(buyer.email, `order ${order.transactionId} cancelled`);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toContain(`Your order ${order.transactionId} has been cancelled.`);
    expect(cancelled[0]).toContain('- 2 × Beaker 500 ml: ₹300.00');
    expect(cancelled[0]).toContain('Refund of ₹8,300.00 started');
    expect(cancelled[0]).toContain(`/orders?transactionId=${order.transactionId}`);
  });

  it('sends nothing when an order goes back to "ordered"', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await placeOrder(t, buyer, {
      lines: [{ productId: beaker.id, quantity: 1 }],
      status: 'packed',
    });
    expect((await setStatus(order.id, { status: 'ordered' })).statusCode).toBe(200);
    await t.runJobs();
    expect(smtp.received.filter((mail) => mail.to.includes(buyer.email))).toHaveLength(0);
  });
});

describe('"in transit" and its tracking', () => {
  it('is taken with status alone, as the seed API’s clients send it, and mails without tracking', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await placeOrder(t, buyer, {
      lines: [{ productId: beaker.id, quantity: 1 }],
      status: 'packed',
    });
    const bare = await setStatus(order.id, { status: 'in transit' });
    expect(bare.statusCode, bare.body).toBe(200);
    const events = await t.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(events.map((event) => event.status)).toEqual(['ordered', 'packed', 'in transit']);
    const mails = await mailsTo(buyer.email, 'is on its way');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('is on its way.');
    expect(mails[0]).not.toContain('Tracking number');
  });

  it('takes only an http or https tracking link, and bounds every field', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await placeOrder(t, buyer, {
      lines: [{ productId: beaker.id, quantity: 1 }],
      status: 'packed',
    });
    const base = { status: 'in transit', carrier: 'DTDC', trackingNumber: 'D1234567' };
    for (const trackingUrl of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://dtdc.in/t']) {
      const res = await setStatus(order.id, { ...base, trackingUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        trackingUrl: 'Tracking link must be a web address starting with http:// or https://.',
      });
    }
    const long = await setStatus(order.id, { ...base, carrier: 'C'.repeat(61) });
    expect(long.json().errors).toEqual({ carrier: 'Must be at most 60 characters.' });
    // Without a link is fine: the carrier and number are enough.
    const ok = await setStatus(order.id, base);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order).toMatchObject({ carrier: 'DTDC', trackingNumber: 'D1234567' });
    expect(ok.json().order.trackingUrl).toBeUndefined();
  });
});
