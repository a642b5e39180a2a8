import { expect, test, testAt } from './support/test.ts';
import { newShopper, signUpAndLogIn } from './support/accounts.ts';
import { logIn, ORDER_SHOPPERS } from './support/orders.ts';
import { screenSaver } from './support/screenshots.ts';
import { axe } from './support/axe.ts';

// Buying like an institution: quick order by SKU and "Buy again" on a past order.
// SCREENSHOTS=1 saves each screen at both widths.

const save = screenSaver('quick-order');

const BALANCE = 'ME204 Analytical Balance 220 g x 0.1 mg';
const STIRRER = '2MLH Magnetic Stirrer with Hot Plate, 2 L';

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });

    testAt(width, 1280)(
      'a buyer pastes SKUs, sees each line matched or why not, and adds the good ones',
      async ({ page }) => {
        await signUpAndLogIn(page.request, newShopper('quick'));
        await page.goto('/cart');
        await page.getByRole('link', { name: 'Quick order by SKU' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
        // A CSV from a spreadsheet fills the box, to check before anything is sent.
        const box = page.getByLabel('SKU, quantity — one line each');
        await page.getByLabel('Upload a CSV').setInputFiles({
          name: 'order.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('sku,quantity\r\nMT-ME204,1\r\n'),
        });
        // A text box keeps line ends as \n.
        await expect(box).toHaveValue('sku,quantity\nMT-ME204,1\n');
        await page
          .getByLabel('SKU, quantity — one line each')
          .fill(
            [
              'sku,quantity',
              'MT-ME204, 1',
              'rem-2mlh\t2',
              'TAR-PT200-96, 10',
              'BOR-5640-VF100, 2',
              'RIV-MC-100B, 3',
              'NOPE-404, 3',
              'BOR-1000-BKR, 1',
              'hello',
            ].join('\n'),
          );
        await page.getByRole('button', { name: 'Check lines' }).click();

        const lines = page.getByRole('region', { name: 'Your lines' });
        const row = (sku: string) => lines.getByRole('row').filter({ hasText: sku });
        await expect(row('MT-ME204')).toContainText(BALANCE);
        await expect(row('MT-ME204')).toContainText('Ready to add');
        await expect(row('REM-2MLH')).toContainText(STIRRER);
        await expect(row('NOPE-404')).toContainText('No product has this SKU.');
        await expect(row('BOR-1000-BKR')).toContainText(
          'This product comes in variants: choose one on its page.',
        );
        await expect(row('hello')).toContainText('Write the line as SKU, quantity');
        expect((await axe(page).analyze()).violations).toEqual([]);
        await save(page, 'checked', width);

        await lines.getByRole('button', { name: 'Add 5 lines to cart' }).click();
        const added = page.getByRole('region', { name: 'Added to your cart' });
        await expect(added.getByRole('row').filter({ hasText: 'MT-ME204' })).toContainText(
          'Added to your cart',
        );
        await added.getByRole('link', { name: 'Go to cart' }).click();
        const cartNames = page.getByRole('heading', { level: 3 });
        await expect(cartNames.getByRole('link', { name: BALANCE })).toBeVisible();
        await expect(cartNames.getByRole('link', { name: STIRRER })).toBeVisible();
        await expect(cartNames).toHaveCount(5);
        // Ten boxes of tips reach their quantity price.
        await expect(
          page.getByRole('listitem').filter({ hasText: 'Pipette Tips 200 µl, Box of 96' }),
        ).toContainText('₹42.00 each');
      },
    );

    testAt(width, 375)(
      'a buyer puts a delivered order back in the cart with Buy again',
      async ({ page }) => {
        await logIn(page.request, ORDER_SHOPPERS.reorder);
        await page.goto('/orders');
        await page.getByRole('button', { name: 'Buy again: order TXN-E2E-REORDER' }).click();
        const alert = page.getByRole('status').filter({ hasText: 'added to your cart' });
        await expect(alert).toContainText('2 products added to your cart at today’s prices.');
        await save(page, 'buy-again', width);
        await alert.getByRole('link', { name: 'View cart' }).click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(
          page.getByRole('heading', { level: 3 }).getByRole('link', { name: STIRRER }),
        ).toBeVisible();
      },
    );
  });
}
