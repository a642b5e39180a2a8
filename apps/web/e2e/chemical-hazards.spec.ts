import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { newShopper, signUpAndLogIn } from './support/accounts.ts';
import { logInAsAdmin } from './support/admin.ts';
import { productIdOf } from './support/products.ts';

// A solvent's GHS label on its page (pictograms by their names, the signal word, the
// statements) and the cart's hazardous goods line. SCREENSHOTS=1 also saves the product page's
// hazards, the admin form's hazards section and the cart at 375 and 1280 px.

const SOLVENT = 'Acetonitrile HPLC Gradient Grade, 2.5 L';
const isSavingScreenshots = process.env.SCREENSHOTS === '1';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');

async function save(target: Page | Locator, name: string, width: number) {
  if (!isSavingScreenshots) return;
  fs.mkdirSync(outDir, { recursive: true });
  // The sticky header and a phone's buy bar would cover a section scrolled under them.
  await target.screenshot({
    path: path.join(outDir, `ghs-${name}-${width}.png`),
    style: 'header, [data-buy-bar] { visibility: hidden !important; }',
  });
}

async function addToCart(request: APIRequestContext, productId: string) {
  const res = await request.post('/api/user/cart', {
    data: { productId, variantId: null, quantity: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

for (const width of isSavingScreenshots ? [375, 1280] : [1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a solvent shows its GHS label, and the cart says it holds hazardous goods', async ({
      page,
    }) => {
      await signUpAndLogIn(page.request, newShopper(`ghs${width}`));
      const id = await productIdOf(page.request, SOLVENT);
      await addToCart(page.request, id);

      await page.goto(`/product/${id}`);
      const hazards = page.getByRole('region', { name: 'Hazards' });
      await expect(hazards.getByRole('img', { name: 'Flame', exact: true })).toBeVisible();
      await expect(hazards.getByRole('img', { name: 'Exclamation mark' })).toBeVisible();
      await expect(hazards.getByRole('img')).toHaveCount(2);
      await expect(hazards.getByText('Danger', { exact: true })).toBeVisible();
      await expect(hazards.getByText('Highly flammable liquid and vapour')).toBeVisible();
      await save(hazards, 'product', width);

      // Buy now's checkout says it too.
      await page.getByRole('button', { name: 'Buy now' }).click();
      await expect(page).toHaveURL(/\/pay-now$/);
      await expect(
        page
          .getByRole('complementary', { name: 'Order summary' })
          .getByText('Contains hazardous goods'),
      ).toBeVisible();
      await page.goto('/cart');
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByText('Contains hazardous goods')).toBeVisible();
      await save(page, 'cart', width);
    });

    test('the admin form edits the hazards section', async ({ page }) => {
      test.skip(!isSavingScreenshots, 'a screenshot of the form, taken with SCREENSHOTS=1');
      await logInAsAdmin(page);
      await page.goto(`/admin-manage-Product?q=${encodeURIComponent('Acetonitrile')}`);
      await page.getByRole('button', { name: `Edit ${SOLVENT}` }).click();
      const section = page.getByRole('group', { name: 'Hazards (GHS)' });
      await expect(section.getByRole('checkbox', { name: /Flame GHS02/ })).toBeChecked();
      await section.getByRole('textbox', { name: 'Hazard statements' }).fill('H225, H999');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expect(section.getByText('H999 is not a GHS hazard statement.')).toBeVisible();
      await save(section, 'admin', width);
    });
  });
}
