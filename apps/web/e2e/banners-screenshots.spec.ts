import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin.ts';

// Visual review aid, not a test: SCREENSHOTS=1 saves the home banners, category tiles,
// Glassware cards and the admin banner form to /screenshots.
test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to save screenshots');

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

async function save(page: Page, name: string, width: number, fullPage = true) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, `banners-${name}-${width}.png`), fullPage });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });
    test.setTimeout(120_000);

    test('home, Glassware cards and the banner form', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
      await save(page, 'home-top', width, false);
      await save(page, 'home', width);

      await page.goto('/filter?category=Glassware');
      await expect(
        page.getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
      ).toBeVisible();
      await save(page, 'glassware', width);

      await logInAsAdmin(page);
      await page.goto('/admin-manage-banners');
      await expect(page.getByRole('table', { name: 'Primary banners' })).toBeVisible();
      await save(page, 'admin-list', width);
      await page.getByRole('button', { name: 'Edit secondary banner 1' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Banner' })).toBeVisible();
      await save(page, 'admin-form', width);
    });
  });
}
