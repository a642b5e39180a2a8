import { expect, test } from './support/test.ts';
import { ADMIN, newShopper, signUpAndLogIn } from './support/accounts.ts';
import { JOURNEY_ORDER, ORDER_SHOPPERS, logIn } from './support/orders.ts';

// The order in these journeys is written by the e2e seed as checkout would leave it (paid,
// in transit), so this spec needs no payment gateway.

test('a new shopper sees No orders found.', async ({ page }) => {
  await signUpAndLogIn(page.request, newShopper('orders-empty'));
  await page.goto('/orders');
  await expect(page.getByText('No orders found.')).toBeVisible();
});

test('a guest opening /orders is sent to /login', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin sets an order to delivered, the shopper sees the tracker change and reviews a product', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await logIn(shopper.request, ORDER_SHOPPERS.journey);
  await shopper.goto('/orders');
  const card = shopper.getByRole('article', { name: JOURNEY_ORDER.transactionId });
  await expect(card.getByText('In Transit')).toBeVisible();
  await card.getByRole('button', { name: 'Show More' }).click();
  const tracker = card.getByRole('list', { name: 'Order progress' });
  await expect(tracker.getByRole('listitem', { name: 'In Transit: completed' })).toBeVisible();
  await expect(tracker.getByRole('listitem', { name: 'Delivered: pending' })).toBeVisible();
  await expect(card.getByRole('button', { name: /Add Review/ })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin.request, ADMIN);
  await admin.goto('/admin-manage-orders');
  await admin.getByRole('link', { name: `View order ${JOURNEY_ORDER.transactionId}` }).click();
  await expect(admin).toHaveURL(/\/admin-order-details\//);
  const products = admin.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('rowheader', { name: JOURNEY_ORDER.products[0] })).toBeVisible();
  const update = admin.getByRole('button', { name: 'Update Status' });
  await expect(update).toBeDisabled();
  await admin.getByLabel('New status').selectOption('delivered');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(admin.getByText('Order status updated successfully!')).toBeVisible();
  // Locked after one update until the page is reloaded.
  await expect(admin.getByLabel('New status')).toBeDisabled();
  await expect(update).toBeDisabled();
  const history = admin.getByRole('table', { name: 'Status History' });
  await expect(history.getByRole('row').last()).toContainText('Delivered');
  await admin.reload();
  await expect(admin.getByLabel('New status')).toBeEnabled();
  await adminContext.close();

  await shopper.reload();
  await expect(card.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await card.getByRole('button', { name: 'Show More' }).click();
  for (const step of ['Ordered', 'Packed', 'In Transit', 'Delivered']) {
    await expect(tracker.getByRole('listitem', { name: `${step}: completed` })).toBeVisible();
  }

  // The paid order's tax invoice downloads as a PDF.
  const download = shopper.waitForEvent('download');
  await card.getByRole('link', { name: /Download invoice/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  const product = JOURNEY_ORDER.products[0];
  await card.getByRole('button', { name: `Add Review for ${product}` }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Add Review' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Rating must be a whole number from 1 to 5.')).toBeVisible();
  await dialog.getByLabel('Rating').selectOption('5');
  await dialog.getByLabel('Comment').fill('Holds 80 °C steadily through a long titration.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(shopper.getByText('Review submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Reviewed')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add Review for ${product}` })).toHaveCount(0);

  await shopper.goto(`/filter?query=${encodeURIComponent('2MLH Magnetic Stirrer')}`);
  await shopper.getByRole('link', { name: product }).first().click();
  await expect(shopper.getByText('Holds 80 °C steadily through a long titration.')).toBeVisible();
  await expect(shopper.getByText('Nisha Verma')).toBeVisible();
  await shopperContext.close();
});

test('a shopper opening an admin order screen is sent home, a guest to /login', async ({
  page,
}) => {
  await page.goto('/admin-manage-orders');
  await expect(page).toHaveURL(/\/login$/);
  await signUpAndLogIn(page.request, newShopper('orders-not-admin'));
  await page.goto('/admin-manage-orders');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('table')).toHaveCount(0);
});
