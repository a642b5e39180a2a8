import { expect, test, testAt } from './support/test.ts';
import { newShopper, signUpAndLogIn } from './support/accounts.ts';
import { logInAsAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { productIdOf } from './support/products.ts';
import { CART_MESSAGES } from '@labshop/domain/validation/cart-messages';
import { screenSaver } from './support/screenshots.ts';

// Quantity prices: the product page's table, the cart's unit price, the admin's rows.
// SCREENSHOTS=1 saves each screen at both widths.

const save = screenSaver('price-breaks');

// The demo's tips: ₹45 a box, ₹42 from 10, ₹39 from 50.
const TIPS = 'Pipette Tips 200 µl, Box of 96';

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });

    testAt(width, 375)(
      'a buyer sees the quantity prices, reaches one, and the cart charges it',
      async ({ page }) => {
        await signUpAndLogIn(page.request, newShopper('breaks'));
        await page.goto(`/product/${await productIdOf(page.request, TIPS)}`);
        const table = page.getByRole('region', { name: 'Buy more, pay less' });
        const rows = table.getByRole('row');
        await expect(rows.filter({ hasText: '1–9 units' })).toContainText('₹45.00 each');
        await expect(rows.filter({ hasText: '10–49 units' })).toContainText('₹42.00 each');
        await expect(rows.filter({ hasText: '50 or more units' })).toContainText('₹39.00 each');
        await expect(rows.filter({ hasText: '1–9 units' })).toHaveAttribute('aria-current', 'true');

        const quantity = page.getByRole('group', { name: 'Quantity' }).getByRole('textbox');
        await quantity.fill('10');
        await quantity.press('Tab');
        await expect(rows.filter({ hasText: '10–49 units' })).toHaveAttribute(
          'aria-current',
          'true',
        );
        expect(await seriousViolations(page)).toEqual([]);
        await save(page, 'product', width);

        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await expect(page.getByText(CART_MESSAGES.added)).toBeVisible();
        await page.goto('/cart');
        const line = page.getByRole('listitem').filter({ hasText: TIPS });
        await expect(line).toContainText('₹42.00 each (quantity price; ₹45.00)');
        await expect(line).toContainText('₹39.00 each from 50 units');
        await expect(line).toContainText('₹420.00');
        await save(page, 'cart', width);
      },
    );

    testAt(width, 1280)('an admin sets quantity prices on the product form', async ({ page }) => {
      await logInAsAdmin(page);
      await page.goto(`/admin-manage-Product?q=${encodeURIComponent('Pipette Tips')}`);
      await page.getByRole('button', { name: `Edit ${TIPS}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
      const card = page.getByRole('region', { name: 'Quantity Prices' });
      await expect(card.getByRole('group', { name: 'quantity price 2' })).toBeVisible();
      await card.getByRole('button', { name: 'Add Quantity Price' }).click();
      const third = card.getByRole('group', { name: 'quantity price 3' });
      await third.getByLabel('From quantity').fill('40');
      await third.getByLabel('Unit price (₹)').fill('41');
      await page.getByRole('button', { name: 'Update Product' }).click();
      // 40 comes before 50: out of order, marked on its row, nothing saved.
      await expect(third).toContainText(
        'Each price break must start at a larger quantity than the one before',
      );
      await save(page, 'admin', width);
      await card.getByRole('button', { name: 'Remove quantity price 3' }).click();
      await expect(card.getByRole('group', { name: 'quantity price 3' })).toHaveCount(0);
    });
  });
}
