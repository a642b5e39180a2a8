import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, test, testAt } from './support/test.ts';
import { logInAsAdmin } from './support/admin.ts';
import { axe } from './support/axe.ts';

// The owner's first screen: the figures of the seeded shop, a period switch kept in the URL, a
// number that opens the list behind it, and the month's GSTR-1 zip. Other specs change orders
// at the same time, so the numbers are checked for their shape, and against the API where
// they cannot move under the test. Screenshots land in test-results/ for a person to look at.

const GSTR1_FILES = ['b2b.csv', 'b2cl.csv', 'cdnr.csv', 'cdnur.csv', 'b2cs.csv', 'hsn.csv'];

for (const width of [1280, 375]) {
  testAt(width, 1280)(
    `the admin reads the dashboard, switches the period and opens a list at ${width}px`,
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
      await logInAsAdmin(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // The week by default: seven days in the chart's table, the cards with their figures.
      const chartDays = page
        .getByRole('table', { name: 'Revenue and orders per day' })
        .locator('tbody tr');
      await expect(chartDays).toHaveCount(7);
      await expect(page.getByRole('link', { name: /^Revenue ₹/ })).toBeVisible();
      for (const label of [
        'Orders to pack',
        'Payments pending',
        'Returns to handle',
        'Low on stock',
      ]) {
        await expect(page.getByRole('link', { name: new RegExp(`^${label} \\d+`) })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: /Top products/ })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: testInfo.outputPath(`dashboard-${width}.png`),
        fullPage: true,
      });
      const results = await axe(page).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([]);

      await page.getByRole('link', { name: '30 days' }).click();
      await expect(page).toHaveURL(/\/admin\?days=30$/);
      await expect(chartDays).toHaveCount(30);
      await page.getByRole('link', { name: 'Today' }).click();
      await expect(page).toHaveURL(/\/admin\?days=1$/);
      await expect(page.getByRole('heading', { name: /Takings · Today/ })).toBeVisible();
      await expect(chartDays).toHaveCount(0);

      // The payments still pending now: the card's number is the API's, and opens that list.
      const api = await page.request.get('/api/admin/dashboard?days=1');
      const { paymentsPending } = (await api.json()) as { paymentsPending: number };
      const pendingCard = page.getByRole('link', { name: /^Payments pending/ });
      await expect(pendingCard).toContainText(String(paymentsPending));
      await pendingCard.click();
      await expect(page).toHaveURL(/\/admin-manage-orders\?paymentStatus=PENDING$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\?days=1$/);
    },
  );
}

test('the admin downloads a month’s GSTR-1 as a zip of the offline tool’s files', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/admin');
  const period = page.getByLabel('Return period');
  // Last month by default; the seeded orders were invoiced this month.
  const now = new Date();
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  await expect(period).not.toHaveValue(thisMonth);
  await period.fill(thisMonth);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download GSTR-1' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`GSTR1-${thisMonth}.zip`);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(GSTR1_FILES);
  const hsn = new TextDecoder().decode(files['hsn.csv']);
  expect(hsn.startsWith('HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value')).toBe(
    true,
  );
});
