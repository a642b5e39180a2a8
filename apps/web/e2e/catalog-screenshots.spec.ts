import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { newShopper, signUpAndLogIn } from './support/accounts.ts';

// Visual review aid, not a test: SCREENSHOTS=1 saves the catalog screens to /screenshots.
test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to save screenshots');

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

/** Scrolls through the page so lazy images load, then saves it whole. */
async function save(page: Page, name: string, width: number, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, `catalog-${name}-${width}.png`), fullPage });
}

async function openProduct(page: Page, name: string) {
  await page.goto(`/filter?query=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });
    // Full-page captures of long pages are slow; these are not timing tests.
    test.setTimeout(120_000);

    test('home, filter and product', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
      await save(page, 'home', width);

      await page.goto('/filter');
      await expect(
        page.getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
      ).toBeVisible();
      await save(page, 'filter-initial', width);
      await page.getByRole('button', { name: /filters$/ }).click();
      await save(page, 'filter-toggled', width);

      await openProduct(page, 'Beaker, Low Form with Spout');
      await save(page, 'product-variants', width);
      await openProduct(page, 'Student Monocular Microscope');
      await save(page, 'product-out-of-stock', width);
    });

    test('search dropdown and wishlist', async ({ page }) => {
      await signUpAndLogIn(page.request, newShopper(`shots${width}`));
      await page.goto('/wishlist');
      await expect(page.getByText('Your wishlist is empty.')).toBeVisible({ timeout: 15_000 });
      await save(page, 'wishlist-empty', width);

      await page.goto('/filter?category=Glassware');
      for (const name of ['Beaker, Low Form with Spout', 'Pipette Tips 200 µl, Box of 96']) {
        await page.getByRole('button', { name: `Add to wishlist: ${name}` }).click();
        await expect(
          page.getByRole('button', { name: `Remove from wishlist: ${name}` }),
        ).toBeVisible();
      }
      await page.goto('/wishlist');
      await expect(
        page.getByRole('button', { name: /^Delete .* from your wishlist$/ }),
      ).toHaveCount(2);
      await save(page, 'wishlist-filled', width);
      await page
        .getByRole('button', { name: /^Delete .* from your wishlist$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `catalog-wishlist-confirm-${width}.png`) });
      await page.keyboard.press('Escape');

      await page.goto('/');
      const header = page.getByRole('banner');
      if (width < 480) await header.getByRole('button', { name: 'Toggle search' }).click();
      await header.getByRole('combobox', { name: 'Search products' }).pressSequentially('flask');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(outDir, `catalog-search-dropdown-${width}.png`) });
    });
  });
}
