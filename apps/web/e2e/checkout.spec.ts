import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, testAt } from './support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { PURCHASE_ORDER_MESSAGES } from '@labshop/domain/validation/purchase-order';
import { newShopper, signUpAndLogIn, verifyPhone } from './support/accounts.ts';
import { axe } from './support/axe.ts';

// Names from the demo catalog (apps/api/src/db/seed/demo-data/glassware.ts).
const BURETTE = 'Burette 50 ml with PTFE Stopcock, Class A';
const BEAKER = 'Beaker, Low Form with Spout';
const PETRI = 'Glass Petri Dish 90 mm, Pack of 10';

// SCREENSHOTS=1 also saves each checkout screen, for a person to look at.
const shotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
async function snap(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(shotsDir, `checkout-${name}-${width}.png`),
    fullPage: true,
  });
}

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/user/products/search?query=${encodeURIComponent(name)}`);
  const hits = (await res.json()) as { _id: string; name: string }[];
  const hit = hits.find((product) => product.name === name);
  if (!hit) throw new Error(`${name} is not in the demo catalog`);
  return hit._id;
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`/api/user/product/${id}`);
  return ((await res.json()) as { product: { inStock: number } }).product.inStock;
}

/** A logged-in shopper whose phone is verified, as checkout requires. */
async function verifiedShopper(page: Page, label: string) {
  const shopper = newShopper(label);
  await signUpAndLogIn(page.request, shopper);
  await verifyPhone(page.request, shopper);
  return shopper;
}

// Both viewports buy the same demo products and check their stock: one at a time.
test.describe.configure({ mode: 'serial' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    testAt(viewport.width, 375)(
      'a verified shopper fills the cart, goes through the three tabs and pays on the simulator',
      async ({ page }) => {
        // The whole journey with three axe scans: past 30 s on a loaded machine.
        test.setTimeout(60_000);
        await verifiedShopper(page, `pay${viewport.width}`);
        const buretteId = await productId(page.request, BURETTE);
        const beakerId = await productId(page.request, BEAKER);
        const buretteStock = await stockOf(page.request, buretteId);

        await page.goto('/filter?query=burette');
        await expect(page.getByRole('button', { name: `Add to cart: ${BURETTE}` })).toBeVisible();
        await snap(page, 'filter');

        await page.goto(`/product/${buretteId}`);
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'Product added to cart successfully!' }),
        ).toBeVisible();

        await page.goto(`/product/${beakerId}`);
        await page.getByText('100 ml', { exact: true }).click();
        await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'Product added to cart successfully!' }),
        ).toBeVisible();

        await page.goto('/cart');
        const lines = page.getByRole('tabpanel').getByRole('listitem');
        await expect(lines).toHaveCount(2);
        await expect(lines.filter({ hasText: BEAKER })).toContainText('Variant: 100 ml');
        await expect(lines.filter({ hasText: BEAKER }).getByRole('group')).toContainText('2');
        const summary = page.getByRole('complementary', { name: 'Order summary' });
        await expect(summary).toContainText('Overall total');
        await snap(page, 'cart');
        await expectNoAxeViolations(page);

        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('tab', { name: /Shipping Details/ })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.getByText('No addresses found. Add a new address.')).toBeVisible();
        // Next does nothing without an address.
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('tab', { name: /Shipping Details/ })).toHaveAttribute(
          'aria-selected',
          'true',
        );

        await page.getByRole('button', { name: 'Add Address' }).click();
        const modal = page.getByRole('dialog', { name: 'Add Address' });
        await modal.getByLabel('Street').fill('14 Lab Lane');
        await modal.getByLabel('Landmark').fill('Opposite IIT gate');
        await modal.getByLabel('City').fill('Chennai');
        await modal.getByLabel('State').selectOption('Tamil Nadu');
        await modal.getByLabel('PIN code').fill('600036');
        await snap(page, 'address-modal');
        await modal.getByRole('button', { name: 'Add address' }).click();
        await expect(modal).toBeHidden();
        await expect(page.getByRole('radio', { name: /14 Lab Lane/ })).toBeChecked();
        await snap(page, 'shipping');

        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('tab', { name: /Payment Options/ })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.getByRole('radio', { name: /Mobile payment app/ })).toBeChecked();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(page.getByRole('tab', { name: /Shipping Details/ })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await page.getByRole('button', { name: 'Next' }).click();
        // An institution's own purchase order goes on the invoice; a bad one is caught first.
        const purchaseOrder = page.getByLabel('Purchase order number (optional)');
        await purchaseOrder.fill('PO<42>');
        await page.getByRole('button', { name: 'Proceed to Pay' }).click();
        await expect(page.getByText(PURCHASE_ORDER_MESSAGES.purchaseOrderNumber)).toBeVisible();
        await expect(page).toHaveURL(/\/cart/);
        await purchaseOrder.fill('PO/2026-27/0042');
        await snap(page, 'payment');

        await page.getByRole('button', { name: 'Proceed to Pay' }).click();
        await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
        await expect(page.getByRole('button', { name: 'Fail' })).toBeVisible();
        await snap(page, 'simulator');
        await page.getByRole('button', { name: 'Pay', exact: true }).click();

        await expect(page).toHaveURL(/\/payment-success\?transactionId=.+&code=SUCCESS/);
        await expect(
          page.getByText('Payment successful! Your order has been placed.'),
        ).toBeVisible();
        await expect(page.getByRole('table')).toContainText(BURETTE);
        await expect(page.getByRole('table')).toContainText('100 ml');
        await snap(page, 'success');
        await expectNoAxeViolations(page);

        // The order, checked through the API (the orders screen is another change).
        const transactionId = new URL(page.url()).searchParams.get('transactionId');
        const status = await page.request.post('/api/user/pay-status', { data: { transactionId } });
        expect(await status.json()).toMatchObject({
          paymentStatus: 'SUCCESS',
          order: { transactionId },
        });
        const order = await page.request.get(`/api/user/orders/${transactionId}`);
        expect(await order.json()).toMatchObject({
          order: { purchaseOrderNumber: 'PO/2026-27/0042' },
        });
        const cart = await page.request.get('/api/user/cart');
        expect(((await cart.json()) as { cart: unknown[] }).cart).toEqual([]);
        expect(await stockOf(page.request, buretteId)).toBe(buretteStock - 1);
      },
    );

    testAt(viewport.width, 1280)(
      'a shopper who presses Fail sees the failure panel and the stock is unchanged',
      async ({ page }) => {
        await verifiedShopper(page, `fail${viewport.width}`);
        const address = await page.request.post('/api/user/addresses', {
          data: {
            street: '2 Bench Road',
            city: 'Pune',
            state: 'Maharashtra',
            zipcode: '411001',
            landmark: 'Near NCL',
          },
        });
        expect(address.ok(), await address.text()).toBe(true);
        const petriId = await productId(page.request, PETRI);
        const stock = await stockOf(page.request, petriId);

        await page.goto(`/product/${petriId}`);
        await page.getByRole('button', { name: 'Buy now', exact: true }).click();
        await expect(page).toHaveURL(/\/pay-now$/);
        await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
          PETRI,
        );
        await expect(page.getByRole('radio', { name: /2 Bench Road/ })).toBeChecked();
        await snap(page, 'pay-now');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Proceed to Pay' }).click();

        await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
        await page.getByRole('button', { name: 'Fail' }).click();
        await expect(page).toHaveURL(/\/payment-success\?transactionId=.+&code=PAYMENT_ERROR/);
        await expect(
          page.getByRole('alert').filter({ hasText: 'Invalid payment details.' }),
        ).toBeVisible();
        await expect(page.getByText('Insufficient balance')).toBeVisible();
        await expect(page.getByText(/refunded automatically within 24 hours/)).toBeVisible();
        await snap(page, 'failure');
        await expectNoAxeViolations(page);
        await expect.poll(() => stockOf(page.request, petriId)).toBe(stock);
      },
    );
  });
}

test('Buy now’s Proceed to Pay waits for the addresses before it can be pressed', async ({
  page,
}) => {
  await verifiedShopper(page, 'paywait');
  const address = await page.request.post('/api/user/addresses', {
    data: {
      street: '9 Flask Street',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      landmark: 'Near the university gate',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  // The addresses come with the profile; it is held until the button has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/profile', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/product/${await productId(page.request, BEAKER)}`);
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page).toHaveURL(/\/pay-now$/);
  const proceed = page.getByRole('button', { name: 'Proceed to Pay' });
  await expect(page.getByText('Loading addresses…')).toBeVisible();
  await expect(proceed).toBeDisabled();
  release();
  await expect(page.getByRole('radio', { name: /9 Flask Street/ })).toBeChecked();
  await expect(proceed).toBeEnabled();
});
