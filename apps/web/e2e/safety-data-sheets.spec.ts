import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { SDS_MESSAGES } from '@labshop/domain/chemicals/safety-data-sheet';
import { expect, NARROW, test, WIDE } from './support/test.ts';
import { logInAsAdmin, tealPng } from './support/admin.ts';
import { productIdOf, uniqueWord } from './support/products.ts';

// An admin uploads a new version of a solvent's safety data sheet on its edit page (a picture
// renamed .pdf is refused there with the shared message), and a guest downloads it from the
// solvent's page.
// SCREENSHOTS=1 saves the admin card and the product page's link at 375 and 1280 px.

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
const isSaving = process.env.SCREENSHOTS === '1';

async function saveBoth(page: Page, target: Locator, name: string) {
  if (!isSaving) return;
  fs.mkdirSync(outDir, { recursive: true });
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `sds-${name}-${size.width}.png`) });
  }
}

const sheet = (revision: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${revision}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

// A demo solvent: the seed gave it a sheet, so the new one becomes current over it.
const SOLVENT = 'Methanol HPLC Grade';

test('an admin uploads a solvent’s new safety data sheet and a guest downloads it from its page', async ({
  browser,
  page,
}) => {
  await logInAsAdmin(page);
  const productId = await productIdOf(page.request, SOLVENT);

  await page.goto(`/admin-manage-Product?q=${encodeURIComponent(SOLVENT)}`);
  await page.getByRole('button', { name: `Edit ${SOLVENT}` }).click();
  const card = page.getByRole('region', { name: 'Safety data sheet' });
  await expect(card.getByRole('link', { name: /^Download methanol-sds\.pdf of / })).toBeVisible();

  // Judged by its bytes before it is sent: a picture named .pdf is refused at once.
  const input = card.getByLabel('Upload a new version');
  await input.setInputFiles({ ...tealPng('sheet.pdf'), mimeType: 'application/pdf' });
  await expect(card.getByText(SDS_MESSAGES.notPdf)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Upload PDF' })).toBeDisabled();

  const revised = sheet(`revision ${uniqueWord()}`);
  await input.setInputFiles({
    name: 'methanol-sds-rev2.pdf',
    mimeType: 'application/pdf',
    buffer: revised,
  });
  await expect(card.getByText(SDS_MESSAGES.notPdf)).toBeHidden();
  await card.getByRole('button', { name: 'Upload PDF' }).click();
  await expect(page.getByText(SDS_MESSAGES.uploaded)).toBeVisible();
  // The new one is current; the seeded one is kept as an earlier version.
  const current = card.getByRole('region', { name: 'Current' });
  await expect(current.getByText('methanol-sds-rev2.pdf', { exact: true })).toBeVisible();
  const earlier = card.getByRole('region', { name: 'Earlier versions' });
  await expect(earlier.getByText('methanol-sds.pdf', { exact: true })).toBeVisible();
  await saveBoth(page, card, 'admin-card');

  // A guest, in a browser of their own, downloads the new one from the product page.
  const guest = await browser.newPage();
  await guest.goto(`/product/${productId}`);
  const link = guest.getByRole('link', { name: /Safety data sheet \(PDF\)/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([guest.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Methanol-HPLC-Grade-SDS.pdf');
  expect(fs.readFileSync(await download.path()).equals(revised)).toBe(true);
  await saveBoth(guest, link, 'product-link');
  await guest.close();
});
