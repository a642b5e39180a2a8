import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { newShopper, signUpAndLogIn } from './support/accounts.ts';
import { firstProductIds } from './support/shell.ts';

// Visual review aid, not a test: SCREENSHOTS=1 saves the header, footer, wishlist and address
// form to /screenshots as shell-*.png.
test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to save screenshots');

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

const WIDTHS = [
  { width: 375, height: 800 },
  // Where the Categories button and Orders join the row and the phone menu goes.
  { width: 768, height: 900 },
  { width: 1280, height: 900 },
] as const;

async function shot(page: Page, name: string, width: number, fullPage = false) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `shell-${name}-${width}.png`), fullPage });
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('guest header, category menu and footer', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, 'header-guest', viewport.width);
      const header = page.getByRole('banner');
      await header
        .getByRole('button', { name: /Categories|Menu/ })
        .first()
        .click();
      await expect(header.getByRole('link', { name: 'Glassware' })).toBeVisible();
      await shot(page, 'categories-open', viewport.width);
      await page.keyboard.press('Escape');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').screenshot({
        path: path.join(outDir, `shell-footer-${viewport.width}.png`),
      });
    });

    test('signed-in header, wishlist and address forms', async ({ page }) => {
      await signUpAndLogIn(page.request, newShopper(`shellshot${viewport.width}`));
      for (const productId of await firstProductIds(page.request, 3)) {
        await page.request.post('/api/user/wishlist', { data: { productId } });
      }
      await page.request.post('/api/user/cart', {
        data: { productId: (await firstProductIds(page.request, 1))[0], quantity: 2 },
      });
      await page.goto('/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
      await shot(page, 'wishlist', viewport.width, true);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Account|Hi,/ })
        .click();
      await shot(page, 'header-signed-in', viewport.width);
      await page.keyboard.press('Escape');

      await page.goto('/user/profile');
      await page.getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByText('Please fill all address fields')).toBeVisible();
      await page.locator('#address-form').scrollIntoViewIfNeeded();
      await page.locator('#address-form').screenshot({
        path: path.join(outDir, `shell-address-form-${viewport.width}.png`),
      });
    });
  });
}
