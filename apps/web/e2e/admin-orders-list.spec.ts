import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { logInAsAdmin } from './support/admin.ts';
import { BULK_ORDERS } from './support/orders.ts';

// The back office's orders list: found by a phone number, three packed with one confirmation,
// the filter kept in the URL through an order's page and Back, and the filtered CSV.

async function shot(page: Page, name: string) {
  // From the top, so the sticky header does not land over the middle of a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/admin-orders-${name}.png`, fullPage: true });
  await page.screenshot({ path: `test-results/admin-orders-${name}-top.png` });
}

const rowOf = (page: Page, transactionId: string) =>
  page.getByRole('row').filter({ has: page.getByText(transactionId, { exact: true }) });

test('an admin finds orders by phone, packs three at once, and comes Back to the same filter', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.goto('/admin-manage-orders?status=Ordered');
  await expect(page.getByLabel('Status')).toHaveValue('ordered');

  await page.getByLabel('Search orders').fill(BULK_ORDERS.phone);
  await expect(page).toHaveURL(/q=98000\+00005/);
  await expect(page.getByText('3 orders', { exact: true })).toBeVisible();
  for (const id of BULK_ORDERS.transactionIds) await expect(rowOf(page, id)).toBeVisible();

  // The filtered list as a file: the same three orders, and nothing else.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(4);
  expect(csv).toContain(BULK_ORDERS.customer);

  await page.getByRole('checkbox', { name: 'Select all orders on this page' }).check();
  await expect(page.getByText('3 orders selected')).toBeVisible();
  await shot(page, 'selected-1280');

  await page.getByRole('button', { name: 'Mark as packed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark 3 orders as Packed?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, change' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '3 orders marked Packed.' }),
  ).toBeVisible();
  // Refreshed under the same filter: packed orders are no longer "Ordered".
  await expect(page.getByText('No orders found.')).toBeVisible();
  await shot(page, 'after-bulk-1280');

  await page.getByLabel('Status').selectOption('packed');
  for (const id of BULK_ORDERS.transactionIds) {
    await expect(rowOf(page, id).getByText('Packed', { exact: true })).toBeVisible();
  }
  const filtered = page.url();
  await page.getByRole('link', { name: `View order ${BULK_ORDERS.transactionIds[0]}` }).click();
  await expect(page.getByRole('heading', { name: 'Status History' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByLabel('Search orders')).toHaveValue(BULK_ORDERS.phone);
  await expect(page.getByLabel('Status')).toHaveValue('packed');
  await expect(rowOf(page, BULK_ORDERS.transactionIds[2])).toBeVisible();

  // The order page's own "All orders" link returns to the filter too.
  await page.getByRole('link', { name: `View order ${BULK_ORDERS.transactionIds[1]}` }).click();
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(filtered);

  // On a phone the rows are cards, the filters and the bar stack.
  await page.setViewportSize({ width: 375, height: 800 });
  await rowOf(page, BULK_ORDERS.transactionIds[0])
    .getByRole('checkbox', { name: `Select order ${BULK_ORDERS.transactionIds[0]}` })
    .check();
  await expect(page.getByText('1 order selected')).toBeVisible();
  await shot(page, 'selected-375');
});
