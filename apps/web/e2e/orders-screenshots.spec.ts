import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { ORDER_SHOPPERS, logIn } from './support/orders.ts';

// Visual review aid, not a test: SCREENSHOTS=1 saves the order screens to /screenshots.
test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to save screenshots');

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

async function save(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, `orders-${name}-${width}.png`), fullPage: true });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });
    test.setTimeout(120_000);

    test('shopper orders', async ({ page }) => {
      await logIn(page.request, ORDER_SHOPPERS.screens);
      await page.goto('/orders');
      const delivered = page.getByRole('article', { name: 'TXN-E2E-DELIVERED' });
      await expect(delivered).toBeVisible();
      await save(page, 'list', width);
      await delivered.getByRole('button', { name: 'Show More' }).click();
      await page
        .getByRole('article', { name: 'TXN-E2E-CANCELLED' })
        .getByRole('button', { name: 'Show More' })
        .click();
      await save(page, 'expanded', width);
      await delivered
        .getByRole('button', { name: /Add Review/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Add Review' })).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `orders-review-modal-${width}.png`) });
    });

    test('admin orders', async ({ page }) => {
      await logIn(page.request, ADMIN);
      await page.goto('/admin-manage-orders');
      await expect(page.getByRole('link', { name: 'View order TXN-E2E-DELIVERED' })).toBeVisible();
      await save(page, 'admin-list', width);
      await page.getByRole('link', { name: 'View order TXN-E2E-PACKED' }).click();
      await expect(page.getByRole('heading', { name: 'Status History' })).toBeVisible();
      await save(page, 'admin-details', width);
      await page.getByLabel('New status').selectOption('cancelled');
      await page.getByRole('button', { name: 'Update Status' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `orders-admin-cancel-${width}.png`) });
      await page.getByRole('button', { name: 'No' }).click();
    });
  });
}
