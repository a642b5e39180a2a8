import { PRODUCT_CSV_COLUMNS } from '@labshop/domain/catalog-csv/product-csv';
import { expect, test } from './support/test.ts';
import { logInAsAdmin } from './support/admin.ts';
import { axe } from './support/axe.ts';

// Bulk catalog work on screen: 50 products from a CSV with two bad rows, the errors shown by
// row and column, the file fixed and imported, the products listed. Screenshots at 375/1280.

type Cells = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;

const line = (values: readonly string[]) =>
  values.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',') + '\n';

function productCsv(image: string, stamp: string, broken: boolean): Buffer {
  const rows = Array.from({ length: 50 }, (_, i): Cells => {
    const n = String(i + 1).padStart(2, '0');
    return {
      sku: `IMP-${stamp}-${n}`,
      name: `Imported flask ${stamp} no. ${n}`,
      brand: 'Borosil',
      category: broken && i === 9 ? 'Glasware' : 'Glassware',
      description: 'Volumetric flask, class A, with stopper.',
      mrp: broken && i === 29 ? 'ninety' : '900',
      sellingPrice: '850',
      inStock: '12',
      minProductAlert: '2',
      status: 'active',
      isFeatured: 'no',
      deliveryTimeEstimate: '4',
      images: image,
    };
  });
  const text =
    line(PRODUCT_CSV_COLUMNS) +
    rows.map((row) => line(PRODUCT_CSV_COLUMNS.map((c) => row[c] ?? ''))).join('');
  return Buffer.from(text);
}

test('imports 50 products after the two bad rows the check found are fixed', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page);
  const listed = await page.request.get('/api/admin/products?page=1&limit=1');
  const image = ((await listed.json()) as { products: { images: string[] }[] }).products[0]!
    .images[0]!;
  const stamp = Date.now().toString(36).slice(-6);

  await page.goto('/admin-manage-Product');
  await page.getByRole('link', { name: 'Import / Export CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Products' });
  const importButton = card.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Export CSV' }).click();
  const exported = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of exported) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toContain(PRODUCT_CSV_COLUMNS.join(','));

  await card.getByLabel('CSV file').setInputFiles({
    name: 'flasks.csv',
    mimeType: 'text/csv',
    buffer: productCsv(image, stamp, true),
  });
  await card.getByRole('button', { name: 'Check file' }).click();
  const problems = card.getByRole('table', { name: 'Problems in flasks.csv' });
  await expect(problems).toBeVisible();
  await expect(card.getByText('flasks.csv has 2 problems. Nothing was imported.')).toBeVisible();
  const rows = problems.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('11');
  await expect(rows.nth(0)).toContainText('category');
  await expect(rows.nth(0)).toContainText('Choose a category from the list');
  await expect(rows.nth(1)).toContainText('31');
  await expect(rows.nth(1)).toContainText('mrp');
  await expect(rows.nth(1)).toContainText('MRP must be a number');
  await expect(importButton).toBeDisabled();

  const results = await axe(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/product-import-errors-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/product-import-errors-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await card.getByLabel('CSV file').setInputFiles({
    name: 'flasks-fixed.csv',
    mimeType: 'text/csv',
    buffer: productCsv(image, stamp, false),
  });
  await expect(problems).toHaveCount(0);
  await card.getByRole('button', { name: 'Check file' }).click();
  await expect(card.getByText('flasks-fixed.csv: all 50 rows are valid.')).toBeVisible();
  await importButton.click();
  const dialog = page.getByRole('dialog', { name: 'Import flasks-fixed.csv?' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(
    card.getByText('Imported flasks-fixed.csv: 50 products added, 0 updated.'),
  ).toBeVisible();
  await expect(importButton).toBeDisabled();
  await page.screenshot({ path: 'test-results/product-import-done-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/product-import-done-375.png', fullPage: true });

  await card.getByRole('link', { name: 'See the products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
  // One transaction, one creation time: the newest-first list shows them in id order.
  await expect(
    page.getByRole('row', { name: new RegExp(`Imported flask ${stamp}`) }).first(),
  ).toBeVisible();
});
