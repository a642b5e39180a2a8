import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { taxDocuments, users } from '../src/db/schema.ts';
import { nextDocumentNumber } from '../src/modules/invoices/numbering.ts';
import { issueCreditNote, issueInvoice } from '../src/modules/invoices/service.ts';
import { createLoggedInUser, loginAs, type LoggedIn } from './support/login-as.ts';
import { readPdf } from './support/read-pdf.ts';
import { insertSoldOrder, KARNATAKA_ADDRESS, type SoldLine } from './support/sold-order.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Paid in all: 2 x 45,200.25 + 3 x 8,000 + 350 delivery + 5,700 = ₹1,20,450.50.
const LINES: SoldLine[] = [
  {
    productName: 'Benchtop pH meter',
    variantName: 'With ATC probe',
    quantity: 2,
    unitPricePaise: 45_200_25,
    hsnCode: '90278090',
    gstRatePercent: 18,
  },
  {
    productName: 'Borosilicate beaker 500 ml, pack of 12',
    quantity: 3,
    unitPricePaise: 8_000_00,
    deliveryChargePaise: 350_00,
    hsnCode: '70179090',
    gstRatePercent: 12,
  },
  {
    productName: 'Nitrile gloves, box of 100',
    quantity: 1,
    unitPricePaise: 5_700_00,
    hsnCode: '40151900',
    gstRatePercent: 5,
  },
];

const PAID_AT = new Date('2026-11-23T09:41:00Z');
let t: TestApp;
let shopper: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createLoggedInUser(t, { name: 'Kaveri Research Labs' });
});
afterAll(() => t.close());

async function invoiced(userId: string, options: Parameters<typeof insertSoldOrder>[3] = {}) {
  const order = await insertSoldOrder(t.db, userId, LINES, options);
  const issued = await t.db.transaction((tx) =>
    issueInvoice(tx, order.orderId, PAID_AT, t.config.seller),
  );
  return { ...order, ...issued };
}

async function download(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('tax invoices', () => {
  it('prints CGST and SGST for a delivery in the seller’s state, totalling the amount paid', async () => {
    const order = await invoiced(shopper.userId);
    expect(order.number).toMatch(/^LS\/2627\/[0-9]{6}$/);

    const res = await download(`/api/user/orders/${order.transactionId}/invoice`, shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(order.number.replaceAll('/', '-'));
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain('TAX INVOICE');
    expect(pdf.text).toContain(order.number);
    expect(pdf.text).toContain('33AABCL4821K1ZN');
    expect(pdf.text).toMatch(/Place of supply:? Tamil Nadu \(33\)/);
    expect(pdf.text).toContain('CGST');
    expect(pdf.text).not.toContain('IGST');
    expect(pdf.flow).toContain('Benchtop pH meter (With ATC probe)');
    expect(pdf.text).toMatch(
      /90278090 2 NOS 45,200\.25 76,610\.59 18% 6,894\.95 6,894\.95 90,400\.49$/m,
    );
    expect(pdf.text).toContain('1,20,450.50');
    expect(pdf.flow).toContain(
      'Rupees One Lakh Twenty Thousand Four Hundred and Fifty and Paise Fifty Only',
    );
  });

  it('prints IGST and the buyer’s GSTIN for a corporate buyer in another state', async () => {
    const buyer = await createLoggedInUser(t, { name: 'Priya Raman' });
    await t.db
      .update(users)
      .set({ isCorporate: true, gstNumber: '29AAGCB7383J1Z4', tradeName: 'Bharat Analytical Labs' })
      .where(eq(users.id, buyer.userId));
    const order = await invoiced(buyer.userId, { address: KARNATAKA_ADDRESS });

    const pdf = await readPdf(
      (await download(`/api/user/orders/${order.transactionId}/invoice`, buyer.cookie)).rawPayload,
    );
    expect(pdf.text).toContain('29AAGCB7383J1Z4');
    expect(pdf.text).toContain('Bharat Analytical Labs');
    expect(pdf.text).toMatch(/Place of supply:? Karnataka \(29\)/);
    expect(pdf.text).toContain('IGST');
    expect(pdf.text).not.toContain('CGST');
    expect(pdf.text).toMatch(/90278090 2 NOS 45,200\.25 76,610\.59 18% 13,789\.91 90,400\.50$/m);
    expect(pdf.text).toContain('1,20,450.50');
  });

  it('issues one invoice per order however often payment is confirmed', async () => {
    const order = await invoiced(shopper.userId);
    const again = await t.db.transaction((tx) =>
      issueInvoice(tx, order.orderId, new Date(), t.config.seller),
    );
    expect(again.number).toBe(order.number);
    const rows = await t.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, order.orderId));
    expect(rows).toHaveLength(1);
  });

  it('shows an invoice to its owner and admins only, and none for an unpaid order', async () => {
    const order = await invoiced(shopper.userId);
    const path = `/api/user/orders/${order.transactionId}/invoice`;
    expect((await download(path)).statusCode).toBe(401);
    expect((await download(path, await loginAs(t))).statusCode).toBe(404);

    const admin = await loginAs(t, { role: 'admin' });
    const adminPath = `/api/admin/order/${order.orderId}/invoice`;
    expect((await download(adminPath, shopper.cookie)).statusCode).toBe(403);
    expect((await download(adminPath)).statusCode).toBe(401);
    const res = await download(adminPath, admin);
    expect(res.statusCode).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain(order.number);
    expect((await download('/api/admin/order/not-a-uuid/invoice', admin)).statusCode).toBe(404);

    const unpaid = await insertSoldOrder(t.db, shopper.userId, LINES, { paid: false });
    const res404 = await download(
      `/api/user/orders/${unpaid.transactionId}/invoice`,
      shopper.cookie,
    );
    expect(res404.statusCode).toBe(404);
    expect(res404.json()).toMatchObject({ message: 'This order has no invoice.' });
  });
});

describe('credit notes', () => {
  it('reverse the invoice of a cancelled paid order, once, in their own series', async () => {
    const order = await invoiced(shopper.userId);
    const at = new Date('2026-11-25T06:00:00Z');
    const note = await t.db.transaction((tx) => issueCreditNote(tx, order.orderId, at));
    expect(note?.number).toMatch(/^CN\/2627\/[0-9]{6}$/);
    const again = await t.db.transaction((tx) => issueCreditNote(tx, order.orderId, at));
    expect(again?.number).toBe(note?.number);

    const res = await download(
      `/api/user/orders/${order.transactionId}/credit-note`,
      shopper.cookie,
    );
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain('CREDIT NOTE');
    expect(pdf.flow).toContain(order.number);
    expect(pdf.text).toContain('1,20,450.50');
  });

  it('are not issued for an order that was never invoiced', async () => {
    const unpaid = await insertSoldOrder(t.db, shopper.userId, LINES, { paid: false });
    expect(await t.db.transaction((tx) => issueCreditNote(tx, unpaid.orderId, new Date()))).toBe(
      null,
    );
  });
});

describe('document numbers', () => {
  it('start again at 1 in each financial year, by the date in India', async () => {
    // 31 March 2028, 23:00 in India is still 2027-28; half an hour later 2028-29 begins.
    const lastOfYear = new Date('2028-03-31T17:30:00Z');
    const firstOfNext = new Date('2028-03-31T18:30:00Z');
    const numbers = await t.db.transaction(async (tx) => [
      await nextDocumentNumber(tx, 'LS', lastOfYear),
      await nextDocumentNumber(tx, 'LS', lastOfYear),
      await nextDocumentNumber(tx, 'LS', firstOfNext),
      await nextDocumentNumber(tx, 'CN', firstOfNext),
    ]);
    expect(numbers).toEqual([
      'LS/2728/000001',
      'LS/2728/000002',
      'LS/2829/000001',
      'CN/2829/000001',
    ]);
  });

  it('hand a rolled-back number to the next document, leaving no gap', async () => {
    const at = new Date('2030-06-01T00:00:00Z');
    await t.db.transaction((tx) => nextDocumentNumber(tx, 'LS', at));
    await expect(
      t.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'LS', at);
        throw new Error('payment failed after numbering');
      }),
    ).rejects.toThrow('payment failed');
    expect(await t.db.transaction((tx) => nextDocumentNumber(tx, 'LS', at))).toBe('LS/3031/000002');
  });

  // PGlite runs one transaction at a time; this proves the lock on PostgreSQL.
  it('gives 20 payments confirmed at once 20 consecutive numbers', async () => {
    const url = t.database.url;
    const second: Database = url ? await openDatabase({ url }) : t.database;
    try {
      const orders = await Promise.all(
        Array.from({ length: 20 }, () => insertSoldOrder(t.db, shopper.userId, LINES)),
      );
      const paidAt = new Date('2031-07-01T10:00:00Z');
      const issued = await Promise.all(
        orders.map((order, i) =>
          (i % 2 ? second.db : t.db).transaction((tx) =>
            issueInvoice(tx, order.orderId, paidAt, t.config.seller),
          ),
        ),
      );
      const sequences = issued.map((doc) => Number(doc.number.split('/')[2])).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      if (second !== t.database) await second.close();
    }
  });
});
