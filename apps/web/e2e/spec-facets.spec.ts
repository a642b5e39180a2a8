import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';

// Filtering balances by readability on /filter: the range lives in the URL, the list narrows,
// Back restores it. SCREENSHOTS=1 also saves the facets at 375 and 1280 px.

const isSaving = process.env.SCREENSHOTS === '1';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

async function save(page: Page, name: string) {
  if (!isSaving) return;
  fs.mkdirSync(outDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `facets-${name}.png`), fullPage: true });
}

/** "Showing 1–10 of 10 products" -> 10. */
async function shownTotal(page: Page): Promise<number> {
  const lead = page.getByText(/^Showing \d+–\d+ of \d+ products?$/);
  await expect(lead).toBeVisible();
  return Number((await lead.textContent())!.match(/of (\d+)/)![1]);
}

const BALANCES = '/filter?category=Balances+%26+Weighing';

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filters balances by readability, kept in the URL, undone by Back', async ({ page }) => {
    await page.goto(BALANCES);
    const all = await shownTotal(page);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const from = panel.getByRole('textbox', { name: 'Readability (mg) from' });
    const to = panel.getByRole('textbox', { name: 'Readability (mg) to' });
    await from.fill('0.01');
    await to.fill('0.1');
    await to.press('Enter');
    await expect(page).toHaveURL(/spec\.readability_mg=0\.01\.\.0\.1/);
    await expect.poll(() => shownTotal(page)).toBeLessThan(all);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('heading');
    await expect(cards.first()).toBeVisible();
    // 0.1 mg balances only: the coarser ones (0.01 g, 1 mg, 0.1 g) are gone.
    await expect(cards.filter({ hasText: 'ME204' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'PGB' })).toHaveCount(0);
    await expect(panel.getByRole('group', { name: 'Rotor' })).toHaveCount(0);
    await save(page, 'filtered-1280');

    await page.goBack();
    await expect(page).not.toHaveURL(/spec\./);
    await expect.poll(() => shownTotal(page)).toBe(all);
    await expect(from).toHaveValue('');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test.skip(!isSaving, 'the journey is walked at 1280 px; SCREENSHOTS=1 saves the sheet');

  test('the filter sheet shows the facets', async ({ page }) => {
    await page.goto(`${BALANCES}&spec.readability_mg=0.01..0.1&spec.internal_calibration=true`);
    await page.getByRole('button', { name: 'Show filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const from = sheet.getByRole('textbox', { name: 'Readability (mg) from' });
    await expect(from).toHaveValue('0.01');
    await from.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, 'facets-sheet-375.png') });
    await sheet.getByRole('checkbox', { name: /^Yes/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, 'facets-sheet-checks-375.png') });
  });
});
