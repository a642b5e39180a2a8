import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, testAt } from './support/test.ts';
import { ADMIN_ROUTES, logInAsAdmin } from './support/admin.ts';
import { axe } from './support/axe.ts';

// Axe on every admin screen as an admin; with SCREENSHOTS=1 also full-page PNGs at 375/1280.
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
const isSaving = process.env.SCREENSHOTS === '1';
if (isSaving) fs.mkdirSync(outDir, { recursive: true });

const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

// Orders screens belong to the orders work; they are checked there.
const SCREENS = ADMIN_ROUTES.filter(([route]) => !route.includes('order'));

// Each screen is checked at 1280 px, then at 375 px in the same page: a list turns into cards
// there and the sidebar into a drawer, while a form only narrows, so forms are checked once.
for (const [route, heading] of SCREENS) {
  const widths = isSaving || route.includes('manage') || route.includes('audit') ? 2 : 1;
  test(`${route} has no accessibility violations`, async ({ page }) => {
    await logInAsAdmin(page);
    for (const viewport of [...WIDTHS].reverse().slice(0, widths)) {
      await page.setViewportSize(viewport);
      if (page.url() === 'about:blank') await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      const results = await axe(page).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
      );
      expect([viewport.width, summary]).toEqual([viewport.width, []]);
      if (isSaving) {
        await page.evaluate(() => document.fonts.ready);
        const name = `${route.slice(1).toLowerCase()}-${viewport.width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      }
    }
  });
}

test('the product form shows each error above its input', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin-add-Product');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const info = page.getByRole('region', { name: 'Product Information' });
  const error = info.getByText('Name is required');
  await expect(error).toBeVisible();
  const input = info.getByLabel('Name');
  const errorBox = await error.boundingBox();
  const inputBox = await input.boundingBox();
  expect(errorBox!.y).toBeLessThan(inputBox!.y);
  await expect(page.getByText('Image is required')).toBeVisible();
  if (isSaving) {
    await page.screenshot({
      path: path.join(outDir, 'admin-product-errors-1280.png'),
      fullPage: true,
    });
  }
});

for (const viewport of WIDTHS) {
  testAt(viewport.width, 1280)(
    `the edit forms show GST defaults and on hand, reserved and available at ${viewport.width}px`,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await logInAsAdmin(page);
      await page.goto('/admin-manage-category');
      await page.getByRole('button', { name: 'Edit Glassware' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Category' })).toBeVisible();
      await expect(page.getByLabel('HSN Code')).toHaveValue('70179090');
      await expect(page.getByLabel('GST Rate (%)')).toHaveValue('12');
      if (isSaving) {
        await page.evaluate(() => document.fonts.ready);
        const name = `admin-edit-category-${viewport.width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      }

      await page.goto('/admin-manage-Product');
      const withVariants = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^Edit / }) })
        .filter({ hasNotText: 'No Variants' });
      await withVariants
        .first()
        .getByRole('button', { name: /^Edit / })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
      const pricing = page.getByRole('region', { name: 'Pricing & Stock' });
      await expect(
        pricing.getByText(
          /^On hand\. Reserved: \d+ \(held by unpaid checkouts\) · Available: \d+$/,
        ),
      ).toBeVisible();
      await expect(
        page.getByRole('group', { name: 'Variant 1' }).getByText(/^On hand\. Reserved: \d+/),
      ).toBeVisible();
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      if (isSaving) {
        await page.evaluate(() => document.fonts.ready);
        const name = `admin-edit-product-${viewport.width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      }
    },
  );
}
