import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { logInAsAdmin } from './support/admin.ts';
import { addGlasswareProduct, uniqueWord } from './support/products.ts';

// The catalog lists find things: the sidebar's low-stock count opens that filter, a SKU finds
// its product, two products are deactivated with one question, the page number survives a
// reload; and a half-filled product form asks before it is left.

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results');
fs.mkdirSync(outDir, { recursive: true });

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(outDir, `catalog-lists-${name}-${width}.png`),
    fullPage: true,
  });
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });

test('an admin finds low-stock products from the sidebar, searches by SKU and deactivates two at once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page);
  const word = uniqueWord();
  // Nothing on the shelf against an alert of 1: both count as low on stock.
  const names = [`Bulk Flask ${word} One`, `Bulk Flask ${word} Two`];
  for (const name of names) await addGlasswareProduct(page.request, { name, stock: 0 });
  const sku = `E2E-${names[0]!.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`;

  await page.goto('/admin-manage-category');
  await page.getByRole('link', { name: /products low on stock/ }).click();
  await expect(page).toHaveURL(/\/admin-manage-Product\?stock=low$/);
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('low');
  for (const name of names) await expect(rowOf(page, name)).toContainText('Low stock');

  // A SKU finds its one product.
  await page.getByLabel('Search').fill(sku.toLowerCase());
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, names[0]!)).toBeVisible();

  // Both, selected and deactivated with one confirmation.
  await page.getByLabel('Search').fill(word);
  await expect(rowOf(page, names[1]!)).toBeVisible();
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('2 products selected');
  await bar.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate 2 products?' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('2 products deactivated.')).toBeVisible();
  for (const name of names) await expect(rowOf(page, name)).toContainText('inactive');
  await expect(bar).toHaveCount(0);

  // The page number lives in the URL.
  await page.goto('/admin-manage-Product?sort=name-asc');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('columnheader', { name: /Name/ }).first()).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('a changed product form asks before it is left, by link or by reload', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin-add-Product');
  const name = page.getByRole('region', { name: 'Product Information' }).getByLabel('Name');
  await name.fill('Half-typed Burette');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Manage Products' })
    .click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin-add-Product$/);
  await expect(name).toHaveValue('Half-typed Burette');

  // A reload asks the browser's own question.
  let asked = '';
  page.once('dialog', (question) => {
    asked = question.type();
    void question.dismiss();
  });
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => asked).toBe('beforeunload');
  await expect(name).toHaveValue('Half-typed Burette');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Manage Products' })
    .click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin-manage-Product$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the products, categories and banners lists at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await logInAsAdmin(page);
    await page.goto('/admin-manage-Product');
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible({ timeout: 15_000 });
    await page
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .check();
    await expect(page.getByRole('region', { name: 'Selected rows' })).toBeVisible();
    await shoot(page, 'products', width);
    await page.goto('/admin-manage-category');
    await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();
    await shoot(page, 'categories', width);
    await page.goto('/admin-manage-banners');
    await expect(page.getByRole('table', { name: 'Primary banners' })).toBeVisible();
    await shoot(page, 'banners', width);
  });
}
