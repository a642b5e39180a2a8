import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';

// Visual review aid, not a test: SCREENSHOTS=1 saves full-page PNGs of every route to /screenshots.
test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to save screenshots');

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

// Admin screens are taken as an admin in admin-screens.spec.ts.
const ROUTES = [
  ['home', '/'],
  ['signup', '/signup'],
  ['login', '/login'],
  ['reset-password', '/reset-password/abc123'],
  ['profile', '/user/profile'],
  ['wishlist', '/wishlist'],
  ['filter', '/filter?query=burette'],
  ['product', '/product/abc123'],
  ['cart', '/cart'],
  ['orders', '/orders'],
  ['pay-now', '/pay-now'],
  ['payment-success', '/payment-success'],
  ['about', '/about'],
  ['policy', '/policy'],
  ['refund', '/refund'],
  ['shipping', '/shipping'],
  ['toc', '/toc'],
  ['not-found', '/no-such-page'],
  ['change-password', '/Change-password/abc123'],
] as const;

const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

fs.mkdirSync(outDir, { recursive: true });

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const [name, route] of ROUTES) {
      test(`screenshot ${name}`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: path.join(outDir, `${name}-${viewport.width}.png`),
          fullPage: true,
        });
      });
    }

    test('screenshot open menus', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      if (viewport.width < 768) {
        await header.getByRole('button', { name: 'Menu' }).click();
        await header.getByRole('button', { name: 'Toggle search' }).click();
      }
      await header.getByRole('button', { name: 'Account' }).click();
      await page.screenshot({ path: path.join(outDir, `header-menus-${viewport.width}.png`) });
    });
  });
}
