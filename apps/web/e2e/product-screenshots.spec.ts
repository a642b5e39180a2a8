import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { newShopper, signUpAndLogIn } from './support/accounts.ts';
import { logInAsAdmin } from './support/admin.ts';
import { productIdOf } from './support/products.ts';

// Visual review aid, not a test: SCREENSHOTS=1 saves the product page's states and the admin
// form's specifications editor to /screenshots.
test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to save screenshots');

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

const BALANCE = 'ME204 Analytical Balance 220 g x 0.1 mg';
const SOLD_OUT = 'Student Monocular Microscope';

async function save(page: Page, name: string, width: number, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `product-${name}-${width}.png`), fullPage });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });
    test.setTimeout(120_000);

    test('product page states', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // Signed in: a guest's page carries its answer and never shows the loading skeleton.
      await signUpAndLogIn(page.request, newShopper(`productload${width}`));
      const id = await productIdOf(page.request, BALANCE);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/user/product/${id}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/product/${id}`);
      await expect(page.locator('[aria-busy="true"]')).toBeVisible();
      await save(page, 'loading', width, false);
      release();
      await expect(page.getByRole('heading', { level: 1, name: BALANCE })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await save(page, 'in-stock', width);

      await page.getByRole('button', { name: /^Open picture 1 of \d+ full size$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await save(page, 'lightbox', width, false);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await save(page, 'lightbox-zoomed', width, false);
      await page.keyboard.press('Escape');

      await signUpAndLogIn(page.request, newShopper(`productshots${width}`));
      const soldOut = await productIdOf(page.request, SOLD_OUT);
      await page.goto(`/product/${soldOut}`);
      await page.getByRole('button', { name: 'Notify me when it is back' }).click();
      await expect(page.getByText('We will email you when it is back in stock.')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await save(page, 'out-of-stock-signed-in', width);
    });

    test('admin specifications editor', async ({ page }) => {
      await logInAsAdmin(page);
      await page.goto('/admin-manage-Product');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const specs = page.getByRole('region', { name: 'Specifications' });
      await specs.getByRole('button', { name: 'Add Specification' }).click();
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expect(specs.getByText('Specification name is required')).toBeVisible();
      await specs.screenshot({ path: path.join(outDir, `product-admin-specs-${width}.png`) });
    });
  });
}
