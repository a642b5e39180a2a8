import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { codeIn, newShopper, readOutbox, signUpAndLogIn } from './support/accounts.ts';
import { logInAsAdmin } from './support/admin.ts';

// Money back on the simulator gateway: an admin refunds part of a paid order by hand, sees the
// simulator fail it and retries it, then cancels the order, which refunds the rest; the shopper
// sees the refunds start and complete. SCREENSHOTS=1 saves each screen at 1280 and 375 px.

const PETRI = 'Glass Petri Dish 90 mm, Pack of 10';

const shotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.SCREENSHOTS !== '1') return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(shotsDir, `refunds-${name}-${viewport.width}.png`),
      fullPage: options.fullPage ?? true,
    });
  }
  await page.setViewportSize(original);
}

/** One part of the page at both widths, to read at full size. */
async function snapPart(page: Page, part: Locator, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: path.join(shotsDir, `refunds-${name}-part-${width}.png`) });
  }
  await page.setViewportSize(original);
}

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/user/products/search?query=${encodeURIComponent(name)}`);
  const hit = ((await res.json()) as { _id: string; name: string }[]).find((p) => p.name === name);
  if (!hit) throw new Error(`${name} is not in the demo catalog`);
  return hit._id;
}

async function buyOnSimulator(page: Page): Promise<string> {
  const shopper = newShopper('refund');
  await signUpAndLogIn(page.request, shopper);
  const sent = await page.request.post('/api/user/phone/send-otp', { data: {} });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = codeIn(await readOutbox('verify-phone', shopper.phoneNumber));
  expect((await page.request.post('/api/user/phone/verify', { data: { otp } })).ok()).toBe(true);
  const address = await page.request.post('/api/user/addresses', {
    data: {
      street: '7 Assay Lane',
      city: 'Hyderabad',
      state: 'Telangana',
      zipcode: '500007',
      landmark: 'Near IICT',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  await page.goto(`/product/${await productId(page.request, PETRI)}`);
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible({
    timeout: 20_000,
  });
  return new URL(page.url()).searchParams.get('transactionId') ?? '';
}

/** Reloads until the check passes: refunds move in the server's own jobs, seconds apart. */
async function untilAfterReload(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 60_000, intervals: [2_000] });
}

test('an admin refunds, retries and cancels a paid order, and the shopper sees the refunds complete', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const transactionId = await buyOnSimulator(page);

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  await admin.goto('/admin-manage-orders');
  await admin.getByRole('link', { name: `View order ${transactionId}` }).click();
  const money = admin.getByRole('region', { name: 'Payments and Refunds' });
  await expect(money.getByText(transactionId)).toBeVisible();
  await expect(money.getByText('No refunds.')).toBeVisible();
  const refundable = (await money.getByText(/^Refundable:/).innerText()).replace(
    'Refundable: ',
    '',
  );

  // A refund by hand, confirmed with its amount repeated.
  await money.getByRole('button', { name: 'Refund' }).click();
  await money.getByLabel('Amount (₹)').fill('10');
  await money.getByLabel('Reason').fill('Chipped rim on one dish');
  await money.getByRole('button', { name: 'Review refund' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Refund ₹10.00?' });
  await expect(confirm).toContainText('₹10.00 goes back to Priya Raman');
  await snap(admin, 'admin-confirm', { fullPage: false });
  await snapPart(admin, money, 'admin-form');
  await confirm.getByRole('button', { name: 'Yes, refund ₹10.00' }).click();
  await expect(admin.getByText('Refund of ₹10.00 started.')).toBeVisible();
  const handRefund = money.getByRole('list', { name: 'Refunds' }).getByRole('listitem').first();
  await expect(handRefund).toContainText('Refund by hand: Chipped rim on one dish');

  // The simulator fails it on its switch; the poller brings the failure back, with Retry.
  const simulator = await adminContext.newPage();
  await simulator.goto('/api/payments/simulator/refunds');
  await simulator
    .getByRole('button', { name: /^Fail refund / })
    .first()
    .click();
  await expect(simulator.getByText('FAILED')).toBeVisible();
  await snap(simulator, 'simulator');
  await untilAfterReload(admin, () =>
    expect(handRefund.getByText('Failed', { exact: true })).toBeVisible(),
  );
  await snap(admin, 'admin-failed');
  await snapPart(admin, money, 'admin-failed');
  await handRefund.getByRole('button', { name: 'Retry' }).click();
  await admin
    .getByRole('dialog', { name: 'Retry the refund of ₹10.00?' })
    .getByRole('button', { name: 'Yes, refund ₹10.00' })
    .click();
  await expect(handRefund.getByText('Retried')).toBeVisible();

  // Cancelling refunds what remains, said in the question.
  await admin.getByLabel('New status').selectOption('cancelled');
  await admin.getByRole('button', { name: 'Update Status' }).click();
  const cancel = admin.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(cancel).toContainText('is refunded to the shopper');
  await cancel.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(admin.getByText('Order status updated successfully!')).toBeVisible();
  await expect(money.getByText('Nothing left to refund.')).toBeVisible();
  await expect(money.getByRole('list', { name: 'Refunds' }).getByRole('listitem')).toHaveCount(3);
  await expect(money.getByText('Order cancelled')).toBeVisible();

  // The shopper sees both refunds start, then complete by themselves.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: transactionId });
  const refunds = card.getByRole('list', { name: 'Refunds' });
  await expect(refunds.getByText(/^Refund of ₹[\d,]+\.\d\d (started|completed)$/)).toHaveCount(2);
  await snap(page, 'shopper-started');
  await snapPart(page, card, 'shopper-started');
  await untilAfterReload(page, () =>
    expect(refunds.getByText(/^Refund of ₹[\d,]+\.\d\d completed$/)).toHaveCount(2),
  );
  await expect(refunds).toContainText('Refund of ₹10.00 completed');
  await snap(page, 'shopper-completed');
  await snapPart(page, card, 'shopper-completed');
  await untilAfterReload(admin, () =>
    expect(money.getByText('Completed', { exact: true })).toHaveCount(2),
  );
  await snap(admin, 'admin-details');
  await snapPart(admin, money, 'admin-details');
  expect(refundable).toMatch(/^₹/);
  await adminContext.close();
});

test('an admin can list the late payments on their own', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin-manage-orders');
  await page.getByLabel('Show').selectOption('late');
  await expect(page.getByText('No orders found.')).toBeVisible();
  await snap(page, 'admin-late-filter');
});
