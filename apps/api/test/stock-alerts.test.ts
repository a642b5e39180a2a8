import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_ALERT_MESSAGES } from '@labshop/domain/stock-alerts';
import { stockNotifications } from '../src/db/schema.ts';
import { fromOurPages } from './support/accounts.ts';
import { addCategory, addProduct, productFields, send } from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import * as f from './support/shop-fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// "Notify me when it is back": a shopper asks while a product is sold out and gets exactly one
// mail, over a real SMTP conversation, when stock returns through the job table.

let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await loginAs(t, { role: 'admin' });
  categoryId = (await addCategory(t, admin, 'Balances'))._id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function ask(shopper: f.Shopper, productId: string, method: 'POST' | 'DELETE' = 'POST') {
  return t.app.inject({
    method,
    url: `/api/user/product/${productId}/notify`,
    headers: fromOurPages(t, shopper.headers),
  });
}

async function detail(shopper: f.Shopper | null, productId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/product/${productId}`,
    headers: shopper?.headers ?? {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ hasStockAlert: boolean; product: { inStock: number } }>();
}

/** A sold-out product added through the admin API, and its fields for later updates. */
async function soldOutProduct(name: string) {
  const fields = productFields(categoryId, { name, inStock: '0' });
  const product = await addProduct(t, admin, fields);
  return { id: product._id, fields: { ...fields, removedImages: '[]' } };
}

async function setStock(product: { id: string; fields: Record<string, string> }, stock: number) {
  const res = await send(t, 'PUT', `/api/admin/update-product/${product.id}`, admin, {
    ...product.fields,
    inStock: String(stock),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('notify me when it is back', () => {
  it('mails a shopper once when an admin restocks, and a second restock mails no one', async () => {
    const shopper = await f.makeShopper(t);
    const product = await soldOutProduct('Analytical Balance AB-220');
    expect((await detail(shopper, product.id)).hasStockAlert).toBe(false);

    const first = await ask(shopper, product.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: STOCK_ALERT_MESSAGES.requested, hasStockAlert: true });
    // Asking again is the same one request.
    expect((await ask(shopper, product.id)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.productId, product.id));
    expect(rows).toHaveLength(1);
    expect((await detail(shopper, product.id)).hasStockAlert).toBe(true);
    expect((await detail(null, product.id)).hasStockAlert).toBe(false);

    // Another edit while still sold out mails nobody.
    await setStock(product, 0);
    await t.runJobs();
    expect(mailsTo(shopper.email)).toHaveLength(0);

    await setStock(product, 5);
    await t.runJobs();
    const mails = mailsTo(shopper.email);
    expect(mails).toHaveLength(1);
    const text = decode(mails[0]!.raw);
    expect(text).toMatch(/^Subject: Analytical Balance AB-220 is back in stock/m);
    expect(text).toContain(`${t.config.publicUrl}/product/${product.id}`);
    expect((await detail(shopper, product.id)).hasStockAlert).toBe(false);

    await setStock(product, 0);
    await setStock(product, 7);
    await t.runJobs();
    expect(mailsTo(shopper.email)).toHaveLength(1);
  });

  it('mails each request once when several restocks race', async () => {
    const shoppers = await Promise.all([f.makeShopper(t), f.makeShopper(t)]);
    const product = await soldOutProduct('Precision Balance PB-3000');
    for (const shopper of shoppers) expect((await ask(shopper, product.id)).statusCode).toBe(200);

    await Promise.all([3, 4, 5, 6].map((stock) => setStock(product, stock)));
    await t.runJobs();
    for (const shopper of shoppers) expect(mailsTo(shopper.email)).toHaveLength(1);
  });

  it('sends nothing to a shopper who withdrew the request', async () => {
    const shopper = await f.makeShopper(t);
    const product = await soldOutProduct('Moisture Balance MB-90');
    expect((await ask(shopper, product.id)).statusCode).toBe(200);
    const withdrawn = await ask(shopper, product.id, 'DELETE');
    expect(withdrawn.json()).toEqual({
      message: STOCK_ALERT_MESSAGES.cancelled,
      hasStockAlert: false,
    });
    await setStock(product, 3);
    await t.runJobs();
    expect(mailsTo(shopper.email)).toHaveLength(0);
  });

  it('mails when a failed payment puts the last unit back on the shelf', async () => {
    const buyer = await f.makeShopper(t);
    const waiting = await f.makeShopper(t);
    const product = await f.makeProduct(t, { stock: 1, pricePaise: 10_000 });
    const paid = await f.payNow(t, buyer, { productId: product.id, quantity: 1, amount: 100 });
    const { transactionId } = paid.json<{ transactionId: string }>();
    expect(await f.productStock(t, product.id)).toBe(0);

    expect((await ask(waiting, product.id)).statusCode).toBe(200);
    await f.pressSimulator(t, transactionId, 'fail');
    expect((await f.payStatus(t, buyer, transactionId)).json().paymentStatus).toBe('FAILED');
    expect(await f.productStock(t, product.id)).toBe(1);
    await t.runJobs();
    const mails = mailsTo(waiting.email);
    expect(mails).toHaveLength(1);
    expect(decode(mails[0]!.raw)).toContain(`${product.name} is back in stock`);
  });

  it('needs a session, a known product and one that is sold out', async () => {
    const shopper = await f.makeShopper(t);
    const inStock = await f.makeProduct(t, { stock: 4 });
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/user/product/${inStock.id}/notify`,
      headers: fromOurPages(t),
    });
    expect(guest.statusCode).toBe(401);
    const refused = await ask(shopper, inStock.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STOCK_ALERT_MESSAGES.inStock);
    expect((await ask(shopper, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const hidden = await f.makeProduct(t, { stock: 0, status: 'inactive' });
    expect((await ask(shopper, hidden.id)).statusCode).toBe(404);
  });
});
