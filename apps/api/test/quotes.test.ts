import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuotesResponse, Quote, QuotesResponse } from '@labshop/domain/api/quotes';
import { QUOTE_MESSAGES as M, QUOTE_NOTE_MAX } from '@labshop/domain/validation/quote';
import { auditEvents, orderLines, orders, products, quotes, users } from '../src/db/schema.ts';
import { createLoggedInUser } from './support/login-as.ts';
import {
  acceptQuote,
  getQuote,
  requestedQuote,
  requestQuote,
  sendQuote,
  sentQuote,
} from './support/quotes.ts';
import { readPdf } from './support/read-pdf.ts';
import * as f from './support/shop-fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A quote's life through the API: the buyer asks, the admin prices and sends (a mail over
// real SMTP, a row in the trail), the buyer accepts and pays at the quoted prices; expired,
// declined and already accepted quotes are refused; a failed payment reopens the quote.

let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = (await createLoggedInUser(t, { role: 'admin' })).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function corporateBuyer(): Promise<f.Shopper> {
  const buyer = await f.makeShopper(t);
  await t.db
    .update(users)
    .set({
      isCorporate: true,
      gstNumber: '29AAGCB7383J1Z4',
      tradeName: 'Bharat Analytical Labs',
      companyScale: 'small',
    })
    .where(eq(users.id, buyer.userId));
  return buyer;
}

/** A quote for 40 of one product and 12 of a variant, priced below the list and sent. */
async function quotedQuote(buyer: f.Shopper, options: { deliveryCharge?: number } = {}) {
  const plain = await f.makeProduct(t, { pricePaise: 500_00, stock: 100 });
  const sized = await f.makeProduct(t, {
    variants: [
      { name: '250 ml', pricePaise: 90_00, stock: 50 },
      { name: '500 ml', pricePaise: 150_00, stock: 50 },
    ],
  });
  const asked = await requestedQuote(t, buyer, [
    { productId: plain.id, quantity: 40 },
    { productId: sized.id, variantId: sized.variantIds[1]!, quantity: 12 },
  ]);
  const quote = await sentQuote(t, admin, asked, {
    unitPrices: [420.5, 131],
    deliveryCharge: options.deliveryCharge ?? 350,
  });
  return { quote, plain, sized };
}

describe('the OpenAPI document', () => {
  it('lists every quote route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const listed = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/user/quotes',
        'GET /api/user/quotes',
        'GET /api/user/quotes/{id}',
        'POST /api/user/quotes/{id}/accept',
        'GET /api/admin/quotes',
        'GET /api/admin/quotes/{id}',
        'POST /api/admin/quotes/{id}/send',
        'POST /api/admin/quotes/{id}/decline',
      ]),
    );
  });
});

describe('requesting a quote', () => {
  it('records the lines with today’s list prices, the note and the company', async () => {
    const buyer = await corporateBuyer();
    const product = await f.makeProduct(t, { name: 'Rotary evaporator', pricePaise: 2_45_000_00 });
    const res = await requestQuote(t, buyer, {
      lines: [{ productId: product.id, variantId: null, quantity: 3 }],
      note: 'Need installation at our Bengaluru site',
      company: 'Bharat Analytical Labs',
      gstNumber: '29AAGCB7383J1Z4',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, quote } = res.json<{ message: string; quote: Quote }>();
    expect(message).toBe(M.requested);
    expect(quote).toMatchObject({
      state: 'requested',
      note: 'Need installation at our Bengaluru site',
      company: 'Bharat Analytical Labs',
      gstNumber: '29AAGCB7383J1Z4',
      total: null,
      validUntil: null,
      canAccept: false,
      order: null,
    });
    expect(quote.number).toMatch(/^Q-\d{6}$/);
    expect(quote.lines).toEqual([
      expect.objectContaining({
        productName: 'Rotary evaporator',
        quantity: 3,
        listPrice: 245_000,
        unitPrice: null,
      }),
    ]);
  });

  it('takes the company and GSTIN from a corporate signup when the body leaves them out', async () => {
    const buyer = await corporateBuyer();
    const product = await f.makeProduct(t);
    const quote = await requestedQuote(t, buyer, [{ productId: product.id, quantity: 2 }]);
    expect(quote).toMatchObject({
      company: 'Bharat Analytical Labs',
      gstNumber: '29AAGCB7383J1Z4',
    });
    const blank = await requestQuote(t, buyer, {
      lines: [{ productId: product.id, quantity: 3 }],
      company: '',
      gstNumber: '',
    });
    expect(blank.json<{ quote: Quote }>().quote).toMatchObject({ company: '', gstNumber: null });
  });

  it('refuses bad bodies with the domain’s messages, and products not sold', async () => {
    const buyer = await f.makeShopper(t);
    const product = await f.makeProduct(t);
    const line = { productId: product.id, quantity: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, M.noLines],
      [{ lines: [{ ...line, quantity: 0 }] }, M.quantity],
      [{ lines: [{ ...line, quantity: 10_001 }] }, M.quantity],
      [{ lines: [line, line] }, M.duplicateLine],
      [{ lines: [line], note: 'x'.repeat(QUOTE_NOTE_MAX + 1) }, M.note],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/quotes',
        headers: buyer.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toContain(message);
    }
    const hidden = await f.makeProduct(t, { status: 'inactive', name: 'Hidden flask' });
    const refused = await requestQuote(t, buyer, {
      lines: [{ productId: hidden.id, quantity: 2 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.unavailable('Hidden flask'));
    const sized = await f.makeProduct(t, { variants: [{ name: 'A', pricePaise: 100, stock: 1 }] });
    const noVariant = await requestQuote(t, buyer, {
      lines: [{ productId: sized.id, quantity: 1 }],
    });
    expect(noVariant.json().message).toBe(M.variantRequired);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/quotes',
      payload: { lines: [line] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists only the caller’s quotes and hides anyone else’s as not found', async () => {
    const buyer = await f.makeShopper(t);
    const other = await f.makeShopper(t);
    const product = await f.makeProduct(t);
    const mine = await requestedQuote(t, buyer, [{ productId: product.id, quantity: 5 }]);
    const theirs = await requestedQuote(t, other, [{ productId: product.id, quantity: 7 }]);
    const list = await t.app.inject({ url: '/api/user/quotes', headers: buyer.headers });
    expect(list.json<QuotesResponse>()).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(list.json<QuotesResponse>().quotes.map((q) => q._id)).toEqual([mine._id]);
    expect((await getQuote(t, buyer, mine._id)).number).toBe(mine.number);
    for (const id of [theirs._id, 'not-a-uuid']) {
      const res = await t.app.inject({ url: `/api/user/quotes/${id}`, headers: buyer.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    const accept = await acceptQuote(t, buyer, theirs._id);
    expect(accept.statusCode).toBe(404);
    const badPage = await t.app.inject({
      url: '/api/user/quotes?limit=1000',
      headers: buyer.headers,
    });
    expect(badPage.statusCode).toBe(400);
  });
});

describe('the admin’s answer', () => {
  it('sends prices, a delivery charge and a date: the buyer is mailed a link and the trail keeps it', async () => {
    const buyer = await f.makeShopper(t);
    const { quote } = await quotedQuote(buyer);
    expect(quote).toMatchObject({
      state: 'quoted',
      subtotal: 40 * 420.5 + 12 * 131,
      deliveryCharge: 350,
      total: 40 * 420.5 + 12 * 131 + 350,
      canAccept: true,
      customer: { email: buyer.email },
    });
    expect(quote.lines.map((line) => [line.unitPrice, line.lineTotal])).toEqual([
      [420.5, 16_820],
      [131, 1572],
    ]);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, quote._id));
    expect(audit).toMatchObject({ kind: 'quote', action: 'sent' });
    expect(audit?.summary).toContain(quote.number);

    await t.runJobs();
    const mail = smtp.received.find((m) => m.to.includes(buyer.email));
    expect(mail?.raw).toContain(quote.number);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(`${t.config.publicUrl}/quotes/${quote._id}`);
  });

  it('lists the queue by state and refuses a send that does not price every line once', async () => {
    const buyer = await f.makeShopper(t);
    const product = await f.makeProduct(t);
    const asked = await requestedQuote(t, buyer, [{ productId: product.id, quantity: 2 }]);
    const queue = await t.app.inject({
      url: '/api/admin/quotes?state=requested&limit=100',
      headers: { cookie: admin },
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json<AdminQuotesResponse>().quotes.map((q) => q._id)).toContain(asked._id);
    expect(queue.json<AdminQuotesResponse>().quotes.every((q) => q.state === 'requested')).toBe(
      true,
    );
    const badState = await t.app.inject({
      url: '/api/admin/quotes?state=lost',
      headers: { cookie: admin },
    });
    expect(badState.statusCode).toBe(400);
    const shopper = await t.app.inject({ url: '/api/admin/quotes', headers: buyer.headers });
    expect(shopper.statusCode).toBe(403);
    const one = await t.app.inject({
      url: `/api/admin/quotes/${asked._id}`,
      headers: { cookie: admin },
    });
    expect(one.json().quote).toMatchObject({ _id: asked._id, customer: { email: buyer.email } });
    const unknown = await t.app.inject({
      url: '/api/admin/quotes/nope',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);

    const wrongLine = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${asked._id}/send`,
      headers: { cookie: admin },
      payload: {
        lines: [{ lineId: '00000000-0000-4000-8000-000000000000', unitPrice: 10 }],
        validUntil: '2099-01-01',
      },
    });
    expect(wrongLine.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${asked._id}/send`,
      headers: { cookie: admin },
      payload: {
        lines: [{ lineId: asked.lines[0]!._id, unitPrice: 10 }],
        validUntil: '2020-01-01',
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(M.validUntilPast);
    const unpriced = await sendQuote(t, admin, asked, { unitPrices: [0] });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.body).toContain(M.unitPrice);
  });

  it('declines a quote: the buyer cannot accept it and nobody can answer it again', async () => {
    const buyer = await f.makeShopper(t);
    const product = await f.makeProduct(t);
    const asked = await requestedQuote(t, buyer, [{ productId: product.id, quantity: 2 }]);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${asked._id}/decline`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().quote.state).toBe('declined');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${asked._id}/decline`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notAnswerable);
    expect((await sendQuote(t, admin, asked, { unitPrices: [50] })).statusCode).toBe(409);
    const accept = await acceptQuote(t, buyer, asked._id);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(M.declined);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, asked._id), eq(auditEvents.action, 'declined')));
    expect(audit).toHaveLength(1);
  });
});

describe('accepting a quote', () => {
  it('places one order at the quoted prices; paid, its invoice names the quote and the PO', async () => {
    const buyer = await corporateBuyer();
    const { quote, plain } = await quotedQuote(buyer);
    // The catalogue's price moves after the quote: the quote's still holds.
    await t.db.update(products).set({ sellingPricePaise: 999_00 }).where(eq(products.id, plain.id));
    const notYet = await acceptQuote(t, buyer, quote._id, { amount: 1 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(M.amountChanged);

    const res = await acceptQuote(t, buyer, quote._id, {
      amount: quote.total,
      purchaseOrderNumber: 'PO/QT/77',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { transactionId, redirectUrl } = res.json<{
      transactionId: string;
      redirectUrl: string;
    }>();
    expect(redirectUrl).toContain(transactionId);
    const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    expect(order).toMatchObject({
      quoteNumber: quote.number,
      purchaseOrderNumber: 'PO/QT/77',
      totalAmountPaise: 1_87_42_00,
      deliveryChargePaise: 350_00,
    });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => l.unitPricePaise).sort((a, b) => a - b)).toEqual([131_00, 420_50]);
    const accepted = await getQuote(t, buyer, quote._id);
    expect(accepted).toMatchObject({
      state: 'accepted',
      canAccept: false,
      order: { transactionId, paymentStatus: 'PENDING' },
    });

    const second = await acceptQuote(t, buyer, quote._id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(M.alreadyAccepted);

    expect((await f.pressSimulator(t, transactionId, 'pay')).statusCode).toBe(303);
    expect((await f.payStatus(t, buyer, transactionId)).json().paymentStatus).toBe('SUCCESS');
    const answer = await t.app.inject({
      url: `/api/user/orders/${transactionId}`,
      headers: buyer.headers,
    });
    expect(answer.json().order.quoteNumber).toBe(quote.number);
    const invoice = await t.app.inject({
      url: `/api/user/orders/${transactionId}/invoice`,
      headers: buyer.headers,
    });
    expect(invoice.statusCode, invoice.body.slice(0, 200)).toBe(200);
    const pdf = await readPdf(invoice.rawPayload);
    expect(pdf.text).toMatch(new RegExp(`Our quote No\\.:? ${quote.number}`));
    expect(pdf.text).toMatch(/Your PO No\.:? PO\/QT\/77/);
    expect((await getQuote(t, buyer, quote._id)).order?.paymentStatus).toBe('SUCCESS');
  });

  it('refuses an expired quote with its date, and a quote not yet priced', async () => {
    const buyer = await f.makeShopper(t);
    const { quote } = await quotedQuote(buyer);
    await t.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quote._id));
    const shown = await getQuote(t, buyer, quote._id);
    expect(shown).toMatchObject({ state: 'expired', canAccept: false });
    const res = await acceptQuote(t, buyer, quote._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.expired(shown.validUntil!));
    const expired = await t.app.inject({
      url: '/api/admin/quotes?state=expired&limit=100',
      headers: { cookie: admin },
    });
    expect(expired.json<AdminQuotesResponse>().quotes.map((q) => q._id)).toContain(quote._id);

    const product = await f.makeProduct(t);
    const asked = await requestedQuote(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const early = await acceptQuote(t, buyer, asked._id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.notQuoted);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.userId))).toEqual([]);
  });

  it('reopens the quote when its payment fails, so it can be accepted again; Try again points there', async () => {
    const buyer = await f.makeShopper(t);
    const { quote, plain } = await quotedQuote(buyer, { deliveryCharge: 0 });
    const first = await acceptQuote(t, buyer, quote._id);
    const { transactionId } = first.json<{ transactionId: string }>();
    expect(await f.productStock(t, plain.id)).toBe(60);
    await f.pressSimulator(t, transactionId, 'fail');
    expect((await f.payStatus(t, buyer, transactionId)).json().paymentStatus).toBe('FAILED');
    expect(await f.productStock(t, plain.id)).toBe(100);
    expect(await getQuote(t, buyer, quote._id)).toMatchObject({
      state: 'quoted',
      canAccept: true,
      order: null,
    });
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/user/orders/${transactionId}/pay-again`,
      headers: buyer.headers,
      payload: {},
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(M.payAgainQuote(quote.number));

    const again = await acceptQuote(t, buyer, quote._id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().transactionId).not.toBe(transactionId);
  });

  it('reopens the quote when its unpaid checkout expires, its units back on the shelf', async () => {
    const buyer = await f.makeShopper(t);
    const { quote, plain } = await quotedQuote(buyer);
    const res = await acceptQuote(t, buyer, quote._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await f.productStock(t, plain.id)).toBe(60);
    // Past the reservation and its grace, the expiry job gives the payment up.
    await t.runJobs(new Date(Date.now() + 25 * 60_000));
    expect(await f.productStock(t, plain.id)).toBe(100);
    expect(await getQuote(t, buyer, quote._id)).toMatchObject({ state: 'quoted', order: null });
  });

  it('refuses a quote re-sent with new terms after the buyer read it', async () => {
    const buyer = await f.makeShopper(t);
    const { quote } = await quotedQuote(buyer);
    // The admin revises the prices: an acceptance of the old total is refused.
    await sentQuote(t, admin, quote, { unitPrices: [400, 120], deliveryCharge: 0 });
    const stale = await acceptQuote(t, buyer, quote._id, { amount: quote.total });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.amountChanged);
  });
});
