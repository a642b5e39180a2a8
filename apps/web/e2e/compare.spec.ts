import { seriousViolations } from './support/axe.ts';
import { expect, test, testAt } from './support/test.ts';
import { screenSaver } from './support/screenshots.ts';

// Comparing products (docs/product/routes-and-shell.md): a tray kept in the browser, and /compare?ids=... with the
// specifications aligned and the rows that differ marked. SCREENSHOTS=1 saves each screen.

const save = screenSaver('compare');

const ME204 = 'ME204 Analytical Balance 220 g x 0.1 mg';
const QUINTIX = 'Quintix 224-1S Analytical Balance';
const ATX224R = 'ATX224R Analytical Balance';
const BEAKER = 'Beaker, Low Form with Spout';

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });

    testAt(width, 1280)('a shopper compares three balances side by side', async ({ page }) => {
      await page.goto('/filter?query=Analytical%20Balance');
      for (const name of [ME204, QUINTIX, ATX224R]) {
        const toggle = page.getByRole('button', { name: `Compare: ${name}`, exact: true });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      }
      const tray = page.getByRole('complementary', { name: 'Products to compare' });
      await expect(tray.getByRole('link', { name: 'Compare (3)' })).toBeVisible();
      await save(page, 'tray', width);

      await tray.getByRole('link', { name: 'Compare (3)' }).click();
      await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+,[^,]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
      const table = page.getByRole('table');
      for (const name of [ME204, QUINTIX, ATX224R]) {
        await expect(table.getByRole('columnheader', { name })).toBeVisible();
      }
      // All three weigh 220 g to 0.1 mg; their warranties differ (2, 2 and 1 year).
      await expect(table.getByRole('row', { name: /^Capacity 220 g 220 g 220 g$/ })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: 'Warranty Differs' })).toBeVisible();
      await expect(
        table.getByRole('rowheader', { name: 'Readability', exact: true }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await save(page, 'page', width);

      await page.getByRole('checkbox', { name: 'Show only differences' }).check();
      await expect(table.getByRole('rowheader', { name: 'Capacity' })).toHaveCount(0);
      await expect(table.getByRole('rowheader', { name: 'Warranty Differs' })).toBeVisible();

      await table.getByRole('button', { name: `Remove from compare: ${ATX224R}` }).click();
      await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+$/);
      await expect(table.getByRole('columnheader')).toHaveCount(2);

      // The tray follows the page: back on the products, the two remain.
      await page.getByRole('link', { name: 'Add more Balances & Weighing' }).click();
      await expect(tray.getByRole('link', { name: 'Compare (2)' })).toBeVisible();

      // A product of another category is not mixed in; the tray says why and offers a way out.
      await page.goto('/filter?query=Beaker');
      await page.getByRole('button', { name: `Compare: ${BEAKER}`, exact: true }).click();
      await expect(
        tray.getByText('You can compare products of one category at a time.'),
      ).toBeVisible();
      await save(page, 'other-category', width);
      await tray.getByRole('button', { name: 'Compare Glassware instead' }).click();
      await expect(tray.getByText('Add one more to compare')).toBeVisible();
      await tray.getByRole('button', { name: 'Clear' }).click();
      await expect(tray).toBeHidden();
    });

    testAt(width, 375)(
      'at a phone’s width the comparison scrolls sideways under its row names',
      async ({ page }) => {
        await page.goto('/filter?query=Analytical%20Balance');
        for (const name of [ME204, QUINTIX, ATX224R]) {
          await page.getByRole('button', { name: `Compare: ${name}`, exact: true }).click();
        }
        await page.getByRole('link', { name: 'Compare (3)' }).click();
        const table = page.getByRole('table');
        await expect(table.getByRole('columnheader', { name: ATX224R })).toBeAttached();
        // The page itself never scrolls sideways; the table's frame does.
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        }));
        expect(widths.page).toBeLessThanOrEqual(widths.viewport);
        const rowName = table.getByRole('rowheader', { name: 'Warranty Differs' });
        const before = await rowName.boundingBox();
        await table.evaluate((element) => element.parentElement!.scrollBy({ left: 400 }));
        await expect(table.getByRole('columnheader', { name: ATX224R })).toBeInViewport();
        // The row names stay put while the columns pass under them.
        expect((await rowName.boundingBox())?.x).toBe(before?.x);
        await save(page, 'page-scrolled', width);
      },
    );
  });
}
