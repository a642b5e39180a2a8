import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxInvoice } from '@labshop/domain/gst/tax';
import { orders, products, taxDocuments, users } from '../src/db/schema.ts';
import { issueCreditNote } from '../src/modules/invoices/service.ts';
import { issueReturnCreditNote } from '../src/modules/invoices/return-credit-note.ts';
import type { InvoiceDocument } from '../src/platform/pdf/invoice-document.ts';
import { monthDocuments } from '../src/modules/reports/gstr1-documents.ts';
import { indiaMonth } from '../src/modules/reports/india-periods.ts';
import { createLoggedInUser, loginAs } from './support/login-as.ts';
import { createProduct, placeOrder } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A month of invoices and credit notes of every kind the return sorts (registered or not,
// within Tamil Nadu or not, small or large), and the zip's files checked against them: what
// the files add up to must be exactly what the month's documents say.

const MONTH = '2026-09';
const KARNATAKA = { state: 'Karnataka', city: 'Bengaluru', zipcode: '560001' };
const MAHARASHTRA = { state: 'Maharashtra', city: 'Pune', zipcode: '411001' };

let t: TestApp;
let admin: string;

/** A time in September 2026, India time (day 1 to 30). */
const sept = (day: number, hour = 12) =>
  new Date(`2026-09-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+05:30`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  const seller = t.config.seller;
  const shopper = await createLoggedInUser(t, { name: 'Priya Raman' });
  const company = await createLoggedInUser(t, { name: 'Arun Mehta' });
  await t.db
    .update(users)
    .set({ isCorporate: true, gstNumber: '29AAGCB7383J1Z4', tradeName: 'Bio Assays Pvt Ltd' })
    .where(eq(users.id, company.userId));

  const burette = await createProduct(t, { price: 450, stock: 500, deliveryCharge: 60 });
  const reagent = await createProduct(t, { price: 1180, stock: 500 });
  const microscope = await createProduct(t, { price: 1_50_000, stock: 20 });
  await t.db
    .update(products)
    .set({ hsnCode: '28151100', gstRatePercent: 12 })
    .where(eq(products.id, reagent.id));
  await t.db
    .update(products)
    .set({ hsnCode: '901180', gstRatePercent: 18 })
    .where(eq(products.id, microscope.id));

  const sell = (
    who: { userId: string },
    lines: { productId: string; quantity: number }[],
    at: Date,
    extra: Partial<Parameters<typeof placeOrder>[2]> = {},
  ) => placeOrder(t, who, { lines, orderedAt: at, invoiceAs: seller, ...extra });

  // B2B: the company, inter-state, two rates on one invoice; later a partial return (CDNR).
  const b2b = await sell(
    company,
    [
      { productId: burette.id, quantity: 3 },
      { productId: reagent.id, quantity: 2 },
    ],
    sept(3),
    { address: KARNATAKA, status: 'delivered' },
  );
  // B2C (Small) within Tamil Nadu, and inter-state to Karnataka.
  await sell(shopper, [{ productId: burette.id, quantity: 2 }], sept(5));
  await sell(shopper, [{ productId: reagent.id, quantity: 1 }], sept(9), { address: KARNATAKA });
  // Cancelled in the month: a small B2C credit note (netted into B2C Small).
  await sell(shopper, [{ productId: burette.id, quantity: 1 }], sept(12), { status: 'cancelled' });
  // B2C (Large): inter-state above ₹1,00,000; its cancel is a CDNUR note.
  const large = await sell(shopper, [{ productId: microscope.id, quantity: 1 }], sept(15), {
    address: MAHARASHTRA,
  });
  await sell(shopper, [{ productId: microscope.id, quantity: 1 }], sept(16), {
    address: MAHARASHTRA,
  });
  await t.db.transaction((tx) => issueCreditNote(tx, large.id, sept(20)));
  // Above ₹1,00,000 but within the state: still B2C (Small).
  await sell(shopper, [{ productId: microscope.id, quantity: 1 }], sept(18));
  // The first minute of the month in India counts; the last minute of August does not.
  await sell(shopper, [{ productId: burette.id, quantity: 1 }], new Date('2026-08-31T18:31:00Z'));
  await sell(shopper, [{ productId: reagent.id, quantity: 4 }], new Date('2026-08-31T18:29:00Z'), {
    transactionId: 'TXNAUGUSTLAST',
  });
  // And one of October.
  await sell(shopper, [{ productId: reagent.id, quantity: 7 }], new Date('2026-10-01T06:00:00Z'), {
    transactionId: 'TXNOCTOBER',
  });

  const [line] = await t.db.query.orderLines.findMany({
    where: (l, { and: both, eq: is }) => both(is(l.orderId, b2b.id), is(l.productId, reagent.id)),
  });
  await t.db.transaction((tx) =>
    issueReturnCreditNote(tx, {
      orderId: b2b.id,
      returnId: randomUUID(),
      units: [{ orderLineId: line!.id, quantity: 1 }],
      includeDelivery: false,
      reason: 'Returned: damaged',
      at: sept(25),
    }),
  );
});
afterAll(() => t.close());

async function download(month: string, cookie = admin) {
  return t.app.inject({ url: `/api/admin/reports/gstr1?month=${month}`, headers: { cookie } });
}

type Table = { header: string[]; rows: Record<string, string>[] };

/** The zip's CSV files by name (none of these cells holds a comma or quote). */
async function returnFiles(month: string): Promise<Record<string, Table>> {
  const res = await download(month);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1-${month}.zip"`);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => {
      const [head, ...lines] = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
      const header = head!.split(',');
      const rows = lines.map((text) => {
        const cells = text.split(',');
        return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
      });
      return [name, { header, rows }];
    }),
  );
}

const paise = (text: string | undefined) => Math.round(Number(text) * 100);
const TAXES = {
  taxable: 'Taxable Value',
  igst: 'Integrated Tax Amount',
  cgst: 'Central Tax Amount',
  sgst: 'State/UT Tax Amount',
} as const;
type Sums = Record<keyof typeof TAXES, number>;

function sums(table: Table): Sums {
  const total = (column: string) => table.rows.reduce((n, row) => n + paise(row[column]), 0);
  return {
    taxable: total(TAXES.taxable),
    igst: total(TAXES.igst),
    cgst: total(TAXES.cgst),
    sgst: total(TAXES.sgst),
  };
}
const combine = (parts: [Sums, 1 | -1][]): Sums =>
  parts.reduce(
    (acc, [s, sign]) => ({
      taxable: acc.taxable + sign * s.taxable,
      igst: acc.igst + sign * s.igst,
      cgst: acc.cgst + sign * s.cgst,
      sgst: acc.sgst + sign * s.sgst,
    }),
    { taxable: 0, igst: 0, cgst: 0, sgst: 0 },
  );

/**
 * The month's stored documents, taxed as their PDFs print them (the domain's taxInvoice), read
 * straight from the table: invoices minus credit notes.
 */
async function expectedTotals(): Promise<Sums> {
  const range = indiaMonth(MONTH);
  const rows = await t.db
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, range.start), lt(taxDocuments.issuedAt, range.end)));
  expect(rows).toHaveLength(11);
  return combine(
    rows.map(({ document }): [Sums, 1 | -1] => {
      const stored = document as InvoiceDocument;
      const { totals } = taxInvoice({
        sellerStateCode: stored.seller.stateCode,
        placeOfSupplyCode: stored.placeOfSupplyCode,
        lines: stored.lines,
      });
      const s = {
        taxable: totals.taxableValuePaise,
        igst: totals.igstPaise,
        cgst: totals.cgstPaise,
        sgst: totals.sgstPaise,
      };
      return [s, stored.kind === 'invoice' ? 1 : -1];
    }),
  );
}

describe('GET /api/admin/reports/gstr1', () => {
  it('zips the offline tool’s files, whose totals reconcile with the month’s documents', async () => {
    const files = await returnFiles(MONTH);
    if (process.env.PRINT_GSTR1) console.log(JSON.stringify(files, null, 1));
    expect(Object.keys(files)).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'cdnr.csv',
      'cdnur.csv',
      'b2cs.csv',
      'hsn.csv',
    ]);
    const [b2b, b2cl, cdnr, cdnur, b2cs, hsn] = [
      'b2b.csv',
      'b2cl.csv',
      'cdnr.csv',
      'cdnur.csv',
      'b2cs.csv',
      'hsn.csv',
    ].map((name) => files[name]!);
    expect(b2b!.header.slice(0, 5)).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
    ]);

    const expected = await expectedTotals();
    // Every document of the month is in the files: invoices listed or summarised, notes taken off.
    const listed = combine([
      [sums(b2b!), 1],
      [sums(b2cl!), 1],
      [sums(b2cs!), 1],
      [sums(cdnr!), -1],
      [sums(cdnur!), -1],
    ]);
    expect(listed).toEqual(expected);
    expect(sums(hsn!)).toEqual(expected);
    expect(expected.taxable).toBeGreaterThan(0);
  });

  it('lists the registered buyer by GSTIN, one row per rate, and its return as a CDNR note', async () => {
    const { 'b2b.csv': b2b, 'cdnr.csv': cdnr } = await returnFiles(MONTH);
    expect(b2b!.rows).toHaveLength(2);
    expect(b2b!.rows.map((row) => row.Rate).sort()).toEqual(['12', '18']);
    for (const row of b2b!.rows) {
      expect(row).toMatchObject({
        'GSTIN/UIN of Recipient': '29AAGCB7383J1Z4',
        'Receiver Name': 'Bio Assays Pvt Ltd',
        'Invoice date': '03-Sep-2026',
        // 3 burettes at 450 with 60 delivery, 2 reagents at 1180.
        'Invoice Value': '3770.00',
        'Place Of Supply': '29-Karnataka',
        'Reverse Charge': 'N',
        'Invoice Type': 'Regular B2B',
        'Central Tax Amount': '0.00',
      });
      expect(paise(row['Integrated Tax Amount'])).toBeGreaterThan(0);
    }
    expect(cdnr!.rows).toEqual([
      expect.objectContaining({
        'GSTIN/UIN of Recipient': '29AAGCB7383J1Z4',
        'Note Type': 'C',
        'Note Date': '25-Sep-2026',
        'Note Value': '1180.00',
        Rate: '12',
        'Taxable Value': '1053.57',
        'Integrated Tax Amount': '126.43',
      }),
    ]);
  });

  it('splits B2C (Small) by state and rate: CGST and SGST at home, IGST elsewhere', async () => {
    const { 'b2cs.csv': b2cs, 'b2cl.csv': b2cl, 'cdnur.csv': cdnur } = await returnFiles(MONTH);
    const row = (pos: string, rate: string) =>
      b2cs!.rows.find((r) => r['Place Of Supply'] === pos && r.Rate === rate);
    const home = row('33-Tamil Nadu', '18');
    expect(home).toMatchObject({ Type: 'OE', 'Integrated Tax Amount': '0.00' });
    expect(home!['Central Tax Amount']).toBe(home!['State/UT Tax Amount']);
    expect(paise(home!['Central Tax Amount'])).toBeGreaterThan(0);
    const away = row('29-Karnataka', '12');
    expect(away).toMatchObject({
      'Taxable Value': '1053.57',
      'Integrated Tax Amount': '126.43',
      'Central Tax Amount': '0.00',
      'State/UT Tax Amount': '0.00',
    });
    // The large Maharashtra sales are invoice by invoice, the cancelled one as a CDNUR note.
    expect(b2cl!.rows.map((r) => r['Place Of Supply'])).toEqual([
      '27-Maharashtra',
      '27-Maharashtra',
    ]);
    expect(b2cl!.rows[0]).toMatchObject({ 'Invoice Value': '150000.00', Rate: '18' });
    expect(cdnur!.rows).toEqual([
      expect.objectContaining({ 'UR Type': 'B2CL', 'Note Value': '150000.00', 'Note Type': 'C' }),
    ]);
    expect(b2cs!.rows.some((r) => r['Place Of Supply'] === '27-Maharashtra')).toBe(false);
  });

  it('sums the HSN summary by code and rate, quantities net of credit notes', async () => {
    const { 'hsn.csv': hsn } = await returnFiles(MONTH);
    const microscope = hsn!.rows.find((r) => r.HSN === '901180');
    // Three sold, one cancelled.
    expect(microscope).toMatchObject({ UQC: 'NOS-NUMBERS', 'Total Quantity': '2', Rate: '18' });
    expect(paise(microscope!['Total Value'])).toBe(2 * 1_50_000_00);
  });

  it('leaves out the invoices of other months', async () => {
    const [august] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.transactionId, 'TXNAUGUSTLAST'));
    expect(august).toBeDefined();
    const files = await returnFiles(MONTH);
    const reagentRows = files['hsn.csv']!.rows.find((r) => r.HSN === '28151100');
    // September's reagents: 2 to the company (1 came back), 1 to Karnataka; not August's 4 or October's 7.
    expect(reagentRows!['Total Quantity']).toBe('2');
    const october = await returnFiles('2026-10');
    expect(october['hsn.csv']!.rows).toEqual([
      expect.objectContaining({ HSN: '28151100', 'Total Quantity': '7' }),
    ]);
  });

  it('reads a month page by page, every document once, whatever the page size', async () => {
    const numbers = async (pageSize: number) => {
      const seen: string[] = [];
      for await (const page of monthDocuments(t.db, indiaMonth(MONTH), pageSize)) {
        expect(page.length).toBeLessThanOrEqual(pageSize);
        seen.push(...page.map((document) => document.number));
      }
      return seen;
    };
    const whole = await numbers(1000);
    expect(whole).toHaveLength(11);
    expect(new Set(whole).size).toBe(11);
    expect(await numbers(2)).toEqual(whole);
    expect(await numbers(11)).toEqual(whole);
  });

  it('refuses a malformed or future month with a short 400, and anyone but an admin', async () => {
    const future = new Date(Date.now() + 45 * 24 * 60 * 60 * 1000).toISOString().slice(0, 7);
    for (const month of ['2026-13', '2026-9', 'sept', '2017-06', future, '2'.repeat(200)]) {
      const res = await download(month);
      expect(res.statusCode, month).toBe(400);
      expect(res.body.length).toBeLessThan(500);
    }
    expect((await download(MONTH, await loginAs(t))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/admin/reports/gstr1?month=${MONTH}` })).statusCode,
    ).toBe(401);
  });
});
