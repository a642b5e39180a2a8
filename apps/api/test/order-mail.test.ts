import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, taxDocuments } from '../src/db/schema.ts';
import * as f from './support/shop-fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The order confirmation goes through the durable mail job: with SMTP down it waits and is
// retried, and once SMTP is back it arrives exactly once.

/** The base64 body of the mail's application/pdf part, decoded. */
function pdfAttachment(raw: string): Buffer {
  const part = raw.slice(raw.indexOf('Content-Type: application/pdf'));
  const body = part.slice(part.indexOf('\r\n\r\n') + 4, part.indexOf('\r\n--'));
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

let isDown = true;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer({ isDown: () => isDown });
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('order confirmation mail', () => {
  it('is delivered once after SMTP was down for a while', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000 });
    const res = await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 });
    const { transactionId } = res.json<{ transactionId: string }>();
    await f.pressSimulator(t, transactionId, 'pay');
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');

    const start = Date.now();
    await t.runJobs(new Date(start));
    await t.runJobs(new Date(start + 6_000));
    expect(smtp.received.filter((m) => m.to.includes(shopper.email))).toHaveLength(0);

    isDown = false;
    // A replayed confirmation changes nothing.
    await f.payStatus(t, shopper, transactionId);
    for (const minutes of [1, 2, 5, 10]) await t.runJobs(new Date(start + minutes * 60_000));
    const mails = smtp.received.filter((m) => m.to.includes(shopper.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(transactionId);
    expect(mails[0]!.raw).toContain('Content-Type: application/pdf');

    // The attachment is the PDF kept for the invoice, the very bytes a download serves.
    const attached = pdfAttachment(mails[0]!.raw);
    const [kept] = await t.db
      .select({ key: taxDocuments.pdfKey })
      .from(taxDocuments)
      .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
      .where(and(eq(orders.transactionId, transactionId), eq(taxDocuments.kind, 'invoice')));
    expect(kept?.key).toMatch(/^invoices\/[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(path.join(t.dataDir, 'private', kept!.key!)).equals(attached)).toBe(true);
    const download = await t.app.inject({
      url: `/api/user/orders/${transactionId}/invoice`,
      headers: shopper.headers,
    });
    expect(download.rawPayload.equals(attached)).toBe(true);
  });
});
