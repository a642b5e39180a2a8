import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTask } from '@labshop/domain/api/admin-tasks';
import { CSV_IMPORT_MAX_BYTES } from '@labshop/domain/catalog-csv/csv-limits';
import { PRODUCT_CSV_COLUMNS } from '@labshop/domain/catalog-csv/product-csv';
import { auditEvents, products, productVariants } from '../src/db/schema.ts';
import { csvLine } from '../src/platform/csv/csv-cells.ts';
import {
  addCategory,
  addProduct,
  multipart,
  pngImage,
  productFields,
} from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Bulk catalog work: the product CSV out and back in, product and stock imports as jobs that
// check every row with the form's messages and write all rows or none.

let t: TestApp;
let admin: string;
let shopper: string;
let category: { _id: string; name: string };
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  shopper = await loginAs(t);
  category = await addCategory(t, admin, 'Glassware');
  const seed = await addProduct(t, admin, productFields(category._id, { sku: 'SEED-1' }));
  image = seed.images[0]!;
});
afterAll(() => t.close());

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;

function productRow(sku: string, overrides: Row = {}): Row {
  return {
    sku,
    name: `Beaker ${sku}`,
    brand: 'Borosil',
    category: category.name,
    description: 'Low-form beaker, graduated',
    mrp: '250',
    sellingPrice: '199.50',
    inStock: '40',
    minProductAlert: '5',
    status: 'active',
    isFeatured: 'no',
    deliveryTimeEstimate: '4',
    images: image,
    ...overrides,
  };
}

function productCsv(rows: Row[]): string {
  return (
    csvLine(PRODUCT_CSV_COLUMNS) +
    rows.map((row) => csvLine(PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? ''))).join('')
  );
}

async function upload(
  path: string,
  csv: string | Buffer,
  options: { dryRun?: boolean; cookie?: string; name?: string; type?: string } = {},
) {
  const body = await multipart({ dryRun: String(options.dryRun ?? true) }, [
    {
      field: 'file',
      name: options.name ?? 'products.csv',
      type: options.type ?? 'text/csv',
      data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { ...body.headers, cookie: options.cookie ?? admin },
  });
}

/** Uploads, runs the job, and answers the finished task. */
async function runImport(path: string, csv: string, dryRun: boolean): Promise<AdminTask> {
  const res = await upload(path, csv, { dryRun });
  expect(res.statusCode, res.body).toBe(202);
  const { jobId } = res.json<{ jobId: string }>();
  await t.runJobs();
  const task = await t.app.inject({ url: `/api/admin/jobs/${jobId}`, headers: { cookie: admin } });
  expect(task.statusCode, task.body).toBe(200);
  return task.json<AdminTask>();
}

const importProducts = (csv: string, dryRun = false) =>
  runImport('/api/admin/products/import', csv, dryRun);
const importStock = (csv: string, dryRun = false) =>
  runImport('/api/admin/stock/import', csv, dryRun);

async function skus(): Promise<string[]> {
  const rows = await t.db.select({ sku: products.sku }).from(products);
  return rows.map((row) => row.sku).sort();
}

async function exportCsv(): Promise<string> {
  const res = await t.app.inject({
    url: '/api/admin/products/export.csv',
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return res.body;
}

describe('product CSV import', () => {
  it('reports every bad row by row and column with the form’s messages and applies nothing', async () => {
    const before = await skus();
    const csv = productCsv([
      productRow('OK-1'),
      productRow('BAD-1', { mrp: '', sellingPrice: '10', inStock: '2.5' }),
      productRow('BAD-2', { sellingPrice: '300' }),
      productRow('BAD-3', { category: 'No such category', variants: 'not json' }),
      productRow('OK-1', { name: 'Twice' }),
      productRow('BAD-4', { images: '', hsnCode: '12' }),
      productRow('BAD-5', {
        variants: '[{"name":"","price":10,"stock":1}]',
        images: 'https://x.example/a.png',
      }),
    ]);
    for (const dryRun of [true, false]) {
      const task = await importProducts(csv, dryRun);
      expect(task.state).toBe('succeeded');
      expect(task.total).toBe(7);
      expect(task.processed).toBe(7);
      expect(task.report!.isApplied).toBe(false);
      expect(task.report!.errors).toEqual([
        { row: 3, column: 'mrp', message: 'MRP is required' },
        { row: 3, column: 'inStock', message: 'Stock must be a whole number' },
        { row: 4, column: 'sellingPrice', message: 'Selling Price cannot exceed MRP' },
        { row: 5, column: 'category', message: 'Choose a category from the list' },
        {
          row: 5,
          column: 'variants',
          message: expect.stringContaining('Variants must be a JSON list'),
        },
        { row: 6, column: 'sku', message: 'This SKU is already on row 2' },
        { row: 7, column: 'images', message: 'Image is required' },
        { row: 7, column: 'hsnCode', message: 'HSN Code must be 4, 6 or 8 digits' },
        {
          row: 8,
          column: 'images',
          message: expect.stringContaining('must be a picture of this shop'),
        },
        { row: 8, column: 'variants', message: 'Variant name is required' },
      ]);
      expect(await skus()).toEqual(before);
    }
  });

  it('applies a clean file: creates new SKUs, updates existing ones, one audit row for the import', async () => {
    const csv = productCsv([
      productRow('NEW-1', {
        tags: 'glass, beaker',
        specs: '[{"key":"Capacity","value":"250 ml"}]',
      }),
      productRow('NEW-2', {
        variants:
          '[{"name":"100 ml","price":90,"stock":7},{"name":"250 ml","price":120,"stock":3}]',
        hsnCode: '7017',
        gstRatePercent: '12',
      }),
      productRow('SEED-1', {
        name: 'Digital pH Meter Pro',
        sellingPrice: '180',
        inStock: '9',
        tags: 'ph, meter, pro',
        isPerishable: 'yes',
      }),
    ]);
    const dry = await importProducts(csv, true);
    expect(dry.report).toMatchObject({ errors: [], isApplied: false });
    expect(await skus()).not.toContain('NEW-1');

    const task = await importProducts(csv, false);
    expect(task.report).toMatchObject({ errors: [], created: 2, updated: 1, isApplied: true });
    const [seed] = await t.db.select().from(products).where(eq(products.sku, 'SEED-1'));
    expect(seed).toMatchObject({
      name: 'Digital pH Meter Pro',
      sellingPricePaise: 18_000,
      onHand: 9,
      tags: ['ph', 'meter', 'pro'],
      isPerishable: true,
      // Left blank in the sheet: the product keeps its own.
      hsnCode: '9027',
      gstRatePercent: 18,
    });
    const [withVariants] = await t.db.select().from(products).where(eq(products.sku, 'NEW-2'));
    expect(withVariants).toMatchObject({
      variantsEnabled: true,
      hsnCode: '7017',
      gstRatePercent: 12,
    });
    const variants = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, withVariants!.id));
    expect(variants.map((v) => [v.name, v.onHand])).toEqual([
      ['100 ml', 7],
      ['250 ml', 3],
    ]);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.kind, 'import'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entityId: expect.any(String), action: 'product-import' });
    const productAudits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'product'), eq(auditEvents.entityId, seed!.id)));
    expect(productAudits.map((a) => a.action)).toContain('updated');
  });

  it('keeps a variant’s row when an update names it again, and refuses counts below what checkouts hold', async () => {
    const [product] = await t.db.select().from(products).where(eq(products.sku, 'NEW-2'));
    const [small] = await t.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, product!.id), eq(productVariants.name, '100 ml')));
    await t.db
      .update(productVariants)
      .set({ reserved: 5 })
      .where(eq(productVariants.id, small!.id));
    const tooFew = await importProducts(
      productCsv([productRow('NEW-2', { variants: '[{"name":"100 ml","price":90,"stock":4}]' })]),
    );
    expect(tooFew.report!.errors).toEqual([
      {
        row: 2,
        column: 'variants',
        message: `Beaker NEW-2 (100 ml): 5 units are held by unpaid checkouts, so the stock cannot go below 5.`,
      },
    ]);
    const ok = await importProducts(
      productCsv([productRow('NEW-2', { variants: '[{"name":"100 ml","price":95,"stock":6}]' })]),
    );
    expect(ok.report).toMatchObject({ updated: 1, isApplied: true });
    const rows = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product!.id));
    expect(rows).toMatchObject([
      { id: small!.id, onHand: 6, reserved: 5, sellingPricePaise: 9500 },
    ]);
    await t.db
      .update(productVariants)
      .set({ reserved: 0 })
      .where(eq(productVariants.id, small!.id));
  });

  it('exports every column with safe quoting, and the export imports back unchanged', async () => {
    await importProducts(
      productCsv([
        productRow('ODD-1', {
          name: '=HYPERLINK("http://evil.example","Click")',
          description: 'Line one, with a comma\nLine "two" with quotes\n@mention and -minus',
          brand: '+Brand',
          tags: "-cold, 'quoted",
        }),
      ]),
    );
    const first = await exportCsv();
    expect(first.charCodeAt(0)).toBe(0xfeff);
    expect(first).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(first).toContain(`'+Brand`);
    expect(first).toContain(
      '"Line one, with a comma\nLine ""two"" with quotes\n@mention and -minus"',
    );
    const header = first.slice(1).split('\r\n')[0];
    expect(header).toBe(PRODUCT_CSV_COLUMNS.join(','));

    const dbBefore = await t.db.select().from(products);
    const task = await importProducts(first.slice(1), false);
    // Every row matches its product exactly, so nothing is written again.
    expect(task.report).toMatchObject({ errors: [], created: 0, updated: 0, isApplied: true });
    expect(task.report!.unchanged).toBe(dbBefore.length);
    expect(await exportCsv()).toBe(first);
    const [odd] = await t.db.select().from(products).where(eq(products.sku, 'ODD-1'));
    expect(odd).toMatchObject({
      name: '=HYPERLINK("http://evil.example","Click")',
      brand: '+Brand',
      tags: ['-cold', "'quoted"],
    });
  });

  it('carries a chemical’s CAS number, formula, grade and purity; a file without them keeps them', async () => {
    const chemical = productRow('CHEM-1', {
      name: 'Acetone AR',
      casNumber: '67-64-1',
      formula: 'C3H6O',
      grade: 'AR',
      purity: '99.5%',
    });
    const bad = await importProducts(productCsv([{ ...chemical, casNumber: '67-64-2' }]));
    expect(bad.report!.errors).toEqual([
      { row: 2, column: 'casNumber', message: 'Enter a valid CAS number.' },
    ]);
    expect(await skus()).not.toContain('CHEM-1');

    expect((await importProducts(productCsv([chemical]))).report).toMatchObject({ created: 1 });
    const stored = async () =>
      (await t.db.select().from(products).where(eq(products.sku, 'CHEM-1')))[0];
    expect(await stored()).toMatchObject({
      casNumber: '67-64-1',
      formula: 'C3H6O',
      grade: 'AR',
      purity: '99.5%',
    });
    const exported = await exportCsv();
    expect(exported).toContain(',67-64-1,C3H6O,AR,99.5%');

    // A sheet made before these columns existed changes the name and leaves them alone.
    const oldColumns = PRODUCT_CSV_COLUMNS.filter(
      (column) => !['casNumber', 'formula', 'grade', 'purity'].includes(column),
    );
    const renamed = { ...chemical, name: 'Acetone AR, 2.5 l' };
    const oldCsv = csvLine(oldColumns) + csvLine(oldColumns.map((column) => renamed[column] ?? ''));
    expect((await importProducts(oldCsv)).report).toMatchObject({ errors: [], updated: 1 });
    expect(await stored()).toMatchObject({ name: 'Acetone AR, 2.5 l', casNumber: '67-64-1' });

    // A blank cell clears: the product is no longer described as that chemical.
    const cleared = productCsv([{ ...renamed, casNumber: '', formula: '', grade: '', purity: '' }]);
    expect((await importProducts(cleared)).report).toMatchObject({ errors: [], updated: 1 });
    expect(await stored()).toMatchObject({
      casNumber: null,
      formula: null,
      grade: null,
      purity: null,
    });
  });

  it('refuses a file with too many rows, too large, not a CSV, or a wrong header before any job', async () => {
    const header = csvLine(PRODUCT_CSV_COLUMNS);
    const manyRows = header + 'x\r\n'.repeat(10_001);
    const tooMany = await upload('/api/admin/products/import', manyRows);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/more than 10,000 rows/);

    const big = Buffer.alloc(CSV_IMPORT_MAX_BYTES + 1024, 'a');
    const tooBig = await upload('/api/admin/products/import', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/larger than 10 MB/);

    const png = await upload('/api/admin/products/import', await pngImage(), { name: 'a.csv' });
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toMatch(/not a CSV file/);

    const wrongHeader = await upload('/api/admin/products/import', 'sku,name,colour\r\nA,B,C\r\n');
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toMatch(/does not know: colour/);

    const empty = await upload('/api/admin/products/import', header);
    expect(empty.statusCode).toBe(400);

    const badFlag = await upload('/api/admin/products/import?dryRun=maybe', header);
    expect(badFlag.statusCode).toBe(400);
    expect(await t.runJobs()).toBe(0);
  });

  it('is for admins only', async () => {
    const csv = productCsv([productRow('SHOP-1')]);
    expect((await upload('/api/admin/products/import', csv, { cookie: shopper })).statusCode).toBe(
      403,
    );
    expect((await upload('/api/admin/stock/import', csv, { cookie: shopper })).statusCode).toBe(
      403,
    );
    const exported = await t.app.inject({
      url: '/api/admin/products/export.csv',
      headers: { cookie: shopper },
    });
    expect(exported.statusCode).toBe(403);
    const job = await t.app.inject({
      url: '/api/admin/jobs/00000000-0000-0000-0000-000000000000',
      headers: { cookie: shopper },
    });
    expect(job.statusCode).toBe(403);
    const missing = await t.app.inject({
      url: '/api/admin/jobs/00000000-0000-0000-0000-000000000000',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('stock count CSV', () => {
  it('sets counts through the inventory, one audit row per change with before and after', async () => {
    const [plain] = await t.db.select().from(products).where(eq(products.sku, 'NEW-1'));
    await t.db.update(products).set({ reserved: 3 }).where(eq(products.id, plain!.id));
    const bad = await importStock(
      'sku,variant,countedQuantity\r\nNEW-1,,2\r\nNOPE,,1\r\nNEW-2,,5\r\nNEW-2,500 ml,5\r\nNEW-1,,-1\r\nSEED-1,,x\r\n',
    );
    expect(bad.report!.errors).toEqual([
      {
        row: 2,
        column: 'countedQuantity',
        message:
          'Beaker NEW-1: 3 units are held by unpaid checkouts, so the stock cannot go below 3.',
      },
      { row: 3, column: 'sku', message: 'No product has the SKU NOPE' },
      { row: 4, column: 'variant', message: 'Beaker NEW-2 has variants: name the variant counted' },
      { row: 5, column: 'variant', message: 'Beaker NEW-2 has no variant named 500 ml' },
      { row: 6, column: 'countedQuantity', message: 'Counted quantity cannot be negative' },
      { row: 6, column: 'sku', message: 'This item is already counted on row 2' },
      { row: 7, column: 'countedQuantity', message: 'Counted quantity must be a number' },
    ]);
    const [unchanged] = await t.db.select().from(products).where(eq(products.id, plain!.id));
    expect(unchanged!.onHand).toBe(plain!.onHand);

    const task = await importStock(
      `sku,variant,countedQuantity\r\nNEW-1,,12\r\nNEW-2,100 ml,${2}\r\nSEED-1,,9\r\n`,
    );
    expect(task.report).toMatchObject({ errors: [], updated: 2, unchanged: 1, isApplied: true });
    const [after] = await t.db.select().from(products).where(eq(products.id, plain!.id));
    expect(after).toMatchObject({ onHand: 12, reserved: 3 });
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'stock-adjustment'));
    expect(trail).toHaveLength(2);
    expect(trail.find((row) => row.entityId === plain!.id)).toMatchObject({
      before: { variantId: null, onHand: 40 },
      after: { variantId: null, onHand: 12 },
    });
    const imports = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'import'), eq(auditEvents.action, 'stock-import')));
    expect(imports).toHaveLength(1);
  });
});
