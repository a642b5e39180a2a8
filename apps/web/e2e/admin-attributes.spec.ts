import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import { logInAsAdmin } from './support/admin.ts';
import type { Page } from '@playwright/test';

// The category edit page's attributes: add one, move it, delete it after confirming, all by
// keyboard-reachable buttons. SCREENSHOTS=1 also saves the screen at 375 and 1280 px.

const isSaving = process.env.SCREENSHOTS === '1';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

async function openCentrifuges(page: Page) {
  await logInAsAdmin(page);
  await page.goto('/admin-manage-category?q=Centrifuges');
  await page.getByRole('button', { name: 'Edit Centrifuges' }).first().click();
  await expect(page.getByRole('heading', { name: 'Attributes' })).toBeVisible();
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('adds, moves and deletes an attribute', async ({ page }) => {
    await openCentrifuges(page);
    const list = page.getByRole('list', { name: 'Attributes' });
    await expect(list.getByText('maximum_speed_rpm')).toBeVisible();
    await page.getByRole('button', { name: 'Add attribute' }).click();
    const form = page.getByRole('form', { name: 'Add attribute' });
    await form.getByLabel('Name').fill('Noise');
    await form.getByLabel('Unit').fill('dB');
    await form.getByRole('button', { name: 'Add attribute' }).click();
    await expect(list.getByText('noise_db')).toBeVisible();
    const rows = list.getByRole('listitem');
    await expect(rows.last()).toContainText('Noise');

    await page.getByRole('button', { name: 'Move Noise up' }).click();
    await expect(rows.nth((await rows.count()) - 2)).toContainText('Noise');
    if (isSaving) {
      await page.screenshot({
        path: path.join(outDir, 'admin-attributes-1280.png'),
        fullPage: true,
      });
    }

    await page.getByRole('button', { name: 'Delete Noise' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Every product’s value of it is deleted too.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByText('noise_db')).toHaveCount(0);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test.skip(!isSaving, 'walked at 1280 px; SCREENSHOTS=1 saves the narrow screen');

  test('the attributes screen', async ({ page }) => {
    fs.mkdirSync(outDir, { recursive: true });
    await openCentrifuges(page);
    await page.getByRole('button', { name: 'Edit Rotor' }).click();
    await page.getByRole('form', { name: 'Edit attribute Rotor' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, 'admin-attributes-375.png'), fullPage: true });
  });
});
