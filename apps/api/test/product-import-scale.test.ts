import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTask } from '@labshop/domain/api/admin-tasks';
import { PRODUCT_CSV_COLUMNS } from '@labshop/domain/catalog-csv/product-csv';
import { csvLine } from '../src/platform/csv/csv-cells.ts';
import { addCategory, addProduct, multipart, productFields } from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A 10,000-row product import on PostgreSQL: checked, created, then updated by SKU, each run
// timed and printed. It takes longer than a default test should, so it runs only when asked:
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_POSTGRES_ALL=1 \
//   npx vitest run --project api-postgres apps/api/test/product-import-scale.test.ts
// (docs/performance.md has the figures). Tests never assert timings; the figures are read.

const ROWS = 10_000;
const isPostgres = process.env.LABSHOP_TEST_DB === 'postgres';

let t: TestApp;
let admin: string;
let csv: string;
let repriced: string;

beforeAll(async () => {
  if (!isPostgres) return;
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  const category = await addCategory(t, admin, 'Scale Glassware');
  const seed = await addProduct(t, admin, productFields(category._id, { sku: 'SCALE-SEED' }));
  const sheet = (price: number) =>
    Array.from({ length: ROWS }, (_, i) => {
      const cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {
        sku: `SCALE-${String(i).padStart(5, '0')}`,
        name: `Volumetric flask ${i} ml, class A`,
        brand: i % 2 ? 'Borosil' : 'Duran',
        category: category.name,
        description: `Class A volumetric flask, ${i} ml, with stopper.\nBatch certified.`,
        mrp: '450',
        sellingPrice: String(300 + (i % 100) + price),
        inStock: String(i % 50),
        minProductAlert: '5',
        status: 'active',
        isFeatured: i % 10 === 0 ? 'yes' : 'no',
        deliveryTimeEstimate: '3',
        tags: 'flask, glass',
        specs: JSON.stringify([
          { key: 'Capacity', value: `${i} ml` },
          { key: 'Class', value: 'A' },
        ]),
        variants:
          i % 5 === 0
            ? JSON.stringify([
                { name: 'Clear', price: 310, stock: 4 },
                { name: 'Amber', price: 330, stock: 2 },
              ])
            : '',
        images: seed.images[0]!,
      };
      return csvLine(PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? ''));
    });
  const header = csvLine(PRODUCT_CSV_COLUMNS);
  csv = header + sheet(0).join('');
  repriced = header + sheet(5).join('');
}, 120_000);
afterAll(() => t?.close());

async function timedImport(dryRun: boolean, text = csv): Promise<{ task: AdminTask; ms: number }> {
  const started = performance.now();
  const body = await multipart({ dryRun: String(dryRun) }, [
    { field: 'file', name: 'scale.csv', type: 'text/csv', data: Buffer.from(text) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.runJobs();
  const answer = await t.app.inject({
    url: `/api/admin/jobs/${res.json<{ jobId: string }>().jobId}`,
    headers: { cookie: admin },
  });
  return { task: answer.json<AdminTask>(), ms: Math.round(performance.now() - started) };
}

describe.skipIf(!isPostgres)('10,000-row product import on PostgreSQL', () => {
  it('checks, creates and then updates 10,000 products', async () => {
    console.log(`CSV: ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB, ${ROWS} rows`);
    const dry = await timedImport(true);
    expect(dry.task.report).toMatchObject({ errors: [], isApplied: false });
    console.log(`dry run (check only): ${dry.ms} ms`);
    const created = await timedImport(false);
    expect(created.task.report).toMatchObject({ created: ROWS, updated: 0, isApplied: true });
    console.log(`real run, ${ROWS} new products: ${created.ms} ms`);
    const updated = await timedImport(false, repriced);
    expect(updated.task.report).toMatchObject({ created: 0, updated: ROWS, isApplied: true });
    console.log(`real run, ${ROWS} products repriced by SKU: ${updated.ms} ms`);
    const same = await timedImport(false, repriced);
    expect(same.task.report).toMatchObject({ updated: 0, unchanged: ROWS, isApplied: true });
    console.log(`real run, the same ${ROWS} rows again (nothing to write): ${same.ms} ms`);
    const exported = performance.now();
    const res = await t.app.inject({
      url: '/api/admin/products/export.csv',
      headers: { cookie: admin },
    });
    expect(res.body.split('\r\n').length).toBeGreaterThan(ROWS);
    console.log(`export of ${ROWS + 1} products: ${Math.round(performance.now() - exported)} ms`);
  }, 600_000);
});
