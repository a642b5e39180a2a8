import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@labshop/domain/limits';
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

function ask(
  shopper: f.Shopper,
  productId: string,
  method: 'POST' | 'DELETE' = 'POST',
  variantId?: string,
) {
  const query = variantId === undefined ? '' : `?variantId=${encodeURIComponent(variantId)}`;
  return t.app.inject({
    method,
    url: `/api/user/product/${productId}/notify${query}`,
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
  return res.json<{
    hasStockAlert: boolean;
    variantStockAlerts?: string[];
    product: { inStock: number };
  }>();
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

/** A product sold by variant, added through the admin form with these variant stocks. */
async function variantProduct(name: string, stocks: number[]) {
  const names = stocks.map((_, i) => `${(i + 1) * 250} ml`);
  const variants = (ids?: string[], counts = stocks) =>
    JSON.stringify(
      names.map((variant, i) => ({
        ...(ids ? { _id: ids[i] } : {}),
        name: variant,
        price: '100',
        stock: String(counts[i]),
      })),
    );
  const fields = productFields(categoryId, {
    name,
    variantsEnabled: 'yes',
    variants: variants(),
  });
  const product = await addProduct(t, admin, fields);
  const ids = product.variants.map((variant) => variant._id);
  return {
    id: product._id,
    variantIds: ids,
    /** Saves the admin form with these variant stocks, as an admin would. */
    async setStocks(counts: number[]) {
      const res = await send(t, 'PUT', `/api/admin/update-product/${product._id}`, admin, {
        ...fields,
        removedImages: '[]',
        variants: variants(ids, counts),
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
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

describe('notify me when a sold-out variant is back', () => {
  it("mails the variant's shopper once when the admin restocks it, not when another variant is", async () => {
    const waitsForVariant = await f.makeShopper(t);
    const waitsForProduct = await f.makeShopper(t);
    const product = await variantProduct('Volumetric Flask VF', [0, 0]);
    const small = product.variantIds[0]!;

    const asked = await ask(waitsForVariant, product.id, 'POST', small);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: STOCK_ALERT_MESSAGES.requested, hasStockAlert: true });
    expect((await ask(waitsForVariant, product.id, 'POST', small)).statusCode).toBe(200);
    // The whole product is sold out too, so a product request is still taken beside it.
    expect((await ask(waitsForProduct, product.id)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.productId, product.id));
    expect(rows.map((row) => row.variantId).sort()).toEqual([null, small].sort());

    expect(await detail(waitsForVariant, product.id)).toMatchObject({
      hasStockAlert: false,
      variantStockAlerts: [small],
    });
    expect(await detail(waitsForProduct, product.id)).toMatchObject({
      hasStockAlert: true,
      variantStockAlerts: [],
    });
    expect(await detail(null, product.id)).toMatchObject({
      hasStockAlert: false,
      variantStockAlerts: [],
    });

    // The other variant comes back: the product is buyable again, the small flask is not.
    await product.setStocks([0, 4]);
    await t.runJobs();
    expect(mailsTo(waitsForVariant.email)).toHaveLength(0);
    expect(mailsTo(waitsForProduct.email)).toHaveLength(1);
    expect((await detail(waitsForVariant, product.id)).variantStockAlerts).toEqual([small]);

    await product.setStocks([3, 4]);
    await t.runJobs();
    const mails = mailsTo(waitsForVariant.email);
    expect(mails).toHaveLength(1);
    const text = decode(mails[0]!.raw);
    expect(text).toMatch(/^Subject: Volumetric Flask VF \(250 ml\) is back in stock/m);
    expect(text).toContain(`${t.config.publicUrl}/product/${product.id}`);
    expect((await detail(waitsForVariant, product.id)).variantStockAlerts).toEqual([]);

    // Later saves, and the large flask selling out and coming back, mail no one again.
    await product.setStocks([5, 0]);
    await product.setStocks([5, 6]);
    await t.runJobs();
    expect(mailsTo(waitsForVariant.email)).toHaveLength(1);
    expect(mailsTo(waitsForProduct.email)).toHaveLength(1);
  });

  it('refuses a variant in stock (409) and one of another product (404)', async () => {
    const shopper = await f.makeShopper(t);
    const product = await variantProduct('Burette BU', [0, 2]);
    const other = await variantProduct('Pipette PI', [0]);
    const inStock = product.variantIds[1]!;

    const refused = await ask(shopper, product.id, 'POST', inStock);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STOCK_ALERT_MESSAGES.inStock);
    // Without variantId the request is about the product, which is in stock: as before.
    expect((await ask(shopper, product.id)).statusCode).toBe(409);

    for (const variantId of [other.variantIds[0]!, 'not-a-uuid', '']) {
      const res = await ask(shopper, product.id, 'POST', variantId);
      expect(res.statusCode, variantId).toBe(404);
      expect(res.json().message).toBe(STOCK_ALERT_MESSAGES.notFound);
      const withdraw = await ask(shopper, product.id, 'DELETE', variantId);
      expect(withdraw.statusCode, variantId).toBe(404);
      expect(withdraw.json().message).toBe(STOCK_ALERT_MESSAGES.notFound);
    }
    const tooLong = await ask(shopper, product.id, 'POST', 'a'.repeat(TEXT_LIMITS.id + 1));
    expect(tooLong.statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.userId, shopper.userId));
    expect(rows).toHaveLength(0);
  });

  it("withdraws only the variant's request", async () => {
    const shopper = await f.makeShopper(t);
    const product = await variantProduct('Conical Flask CF', [0, 0]);
    const [small, large] = product.variantIds as [string, string];
    for (const variantId of [small, large]) {
      expect((await ask(shopper, product.id, 'POST', variantId)).statusCode).toBe(200);
    }
    const withdrawn = await ask(shopper, product.id, 'DELETE', small);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({
      message: STOCK_ALERT_MESSAGES.cancelled,
      hasStockAlert: false,
    });
    expect((await detail(shopper, product.id)).variantStockAlerts).toEqual([large]);

    await product.setStocks([2, 2]);
    await t.runJobs();
    const mails = mailsTo(shopper.email);
    expect(mails).toHaveLength(1);
    expect(decode(mails[0]!.raw)).toContain('Conical Flask CF (500 ml) is back in stock');
  });

  it('mails each variant request once when several restocks race', async () => {
    const shoppers = await Promise.all([f.makeShopper(t), f.makeShopper(t)]);
    const product = await variantProduct('Beaker BK', [0, 1]);
    const soldOut = product.variantIds[0]!;
    for (const shopper of shoppers) {
      expect((await ask(shopper, product.id, 'POST', soldOut)).statusCode).toBe(200);
    }
    await Promise.all([3, 4, 5, 6].map((stock) => product.setStocks([stock, 1])));
    await t.runJobs();
    for (const shopper of shoppers) expect(mailsTo(shopper.email)).toHaveLength(1);
  });

  it("mails when a failed payment puts the variant's last unit back", async () => {
    const buyer = await f.makeShopper(t);
    const waiting = await f.makeShopper(t);
    const product = await f.makeProduct(t, {
      variants: [
        { name: '1 L', pricePaise: 10_000, stock: 1 },
        { name: '2 L', pricePaise: 15_000, stock: 5 },
      ],
    });
    const litre = product.variantIds[0]!;
    const paid = await f.payNow(t, buyer, {
      productId: product.id,
      selectedVariant: litre,
      quantity: 1,
      amount: 100,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { transactionId } = paid.json<{ transactionId: string }>();
    expect(await f.variantStock(t, litre)).toBe(0);

    expect((await ask(waiting, product.id, 'POST', litre)).statusCode).toBe(200);
    await f.pressSimulator(t, transactionId, 'fail');
    expect((await f.payStatus(t, buyer, transactionId)).json().paymentStatus).toBe('FAILED');
    expect(await f.variantStock(t, litre)).toBe(1);
    await t.runJobs();
    const mails = mailsTo(waiting.email);
    expect(mails).toHaveLength(1);
    expect(decode(mails[0]!.raw)).toContain(`${product.name} (1 L) is back in stock`);
  });
});

describe('the variant in the OpenAPI document', () => {
  it('declares the bounded variantId query and the optional variantStockAlerts', async () => {
    type Parameter = { name: string; in: string; required: boolean; schema: object };
    type Operation = {
      parameters: Parameter[];
      responses: Record<
        string,
        { content: Record<string, { schema: { properties: object; required: string[] } }> }
      >;
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const notify = doc.paths['/api/user/product/{id}/notify']!;
    for (const method of ['post', 'delete']) {
      const variantId = notify[method]!.parameters.find((p) => p.name === 'variantId');
      expect(variantId, method).toMatchObject({
        in: 'query',
        required: false,
        schema: { type: 'string', maxLength: TEXT_LIMITS.id },
      });
    }
    const answer =
      doc.paths['/api/user/product/{id}']!.get!.responses['200']!.content['application/json']!
        .schema;
    expect(answer.properties).toMatchObject({
      variantStockAlerts: { type: 'array', items: { type: 'string' } },
    });
    expect(answer.required).not.toContain('variantStockAlerts');
  });
});
