import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createLoggedInUser, loginAs } from './support/login-as.ts';
import { createProduct, placeOrder } from './support/orders.ts';
import { createTestApp } from './support/test-app.ts';

// A measurement, not a test (it prints, never asserts a time): GSTR-1 of a big month, and how
// long the event loop was held while it was made. Run with
// GSTR1_DOCS=20000 npx vitest run --project api apps/api/test/gstr1-measure.test.ts

const DOCS = Number(process.env.GSTR1_DOCS ?? 0);

it.skipIf(!DOCS)(
  `GSTR-1 of a month of ${DOCS} invoices`,
  async () => {
    const t = await createTestApp();
    const admin = await loginAs(t, { role: 'admin' });
    const shopper = await createLoggedInUser(t);
    const company = await createLoggedInUser(t);
    await t.db
      .update(users)
      .set({ isCorporate: true, gstNumber: '29AAGCB7383J1Z4', tradeName: 'Bio Assays Pvt Ltd' })
      .where(sql`${users.id} = ${company.userId}`);
    const burette = await createProduct(t, { price: 450, stock: 50, deliveryCharge: 60 });
    const reagent = await createProduct(t, { price: 1180, stock: 50 });
    for (const buyer of [shopper, company]) {
      await placeOrder(t, buyer, {
        lines: [
          { productId: burette.id, quantity: 2 },
          { productId: reagent.id, quantity: 1 },
        ],
        orderedAt: new Date('2026-09-01T06:00:00Z'),
        address: { state: 'Karnataka' },
        invoiceAs: t.config.seller,
      });
    }
    // Copies of the two invoices through the month: half to the company (B2B rows, streamed),
    // half to the shopper (summarised in B2C Small).
    await t.db.execute(sql`
    insert into tax_documents (order_id, kind, number, issued_at, document, return_id)
    select order_id, kind, 'LS/2627/X' || lpad(i::text, 7, '0') || right(number, 1),
      issued_at + (i * 60 || ' seconds')::interval, document, gen_random_uuid()
    from tax_documents, generate_series(1, ${Math.ceil(DOCS / 2)}) as i`);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const res = await t.app.inject({
      url: '/api/admin/reports/gstr1?month=2026-09',
      headers: { cookie: admin },
    });
    const ms = performance.now() - started;
    delay.disable();
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const rows = (name: string) =>
      new TextDecoder().decode(files[name]).trimEnd().split('\r\n').length - 1;
    console.log(
      `GSTR-1 of ${DOCS + 2} documents (${t.database.kind}): ${Math.round(ms)} ms, zip ` +
        `${Math.round(res.rawPayload.length / 1024)} KiB, b2b ${rows('b2b.csv')} rows; event loop ` +
        `held at most ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
    );
    await t.close();
  },
  600_000,
);
