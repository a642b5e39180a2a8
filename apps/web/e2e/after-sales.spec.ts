import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, testAt } from './support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, newShopper, readOutboxMatching, signUpAndLogIn } from './support/accounts.ts';
import { ORDER_SHOPPERS, logIn } from './support/orders.ts';
import { axe } from './support/axe.ts';

// After the order: the shopper cancels one not yet packed and sees its refund; the admin ships
// one with its carrier and tracking number, which the mail and the orders page carry. And on
// the product side: a variant product's card says "Choose options", quantities can be typed.
// The seed writes the orders (apps/api/test/support/e2e-seed.ts). SCREENSHOTS=1 saves screens.

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
const isSaving = process.env.SCREENSHOTS === '1';

async function save(page: Page, name: string, fullPage = true) {
  if (!isSaving) return;
  fs.mkdirSync(outDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(outDir, `after-sales-${name}-${width}.png`), fullPage });
}

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

async function productNamed(request: APIRequestContext, name: string) {
  const res = await request.get(`/api/user/products/search?query=${encodeURIComponent(name)}`);
  const hit = ((await res.json()) as { _id: string; name: string }[]).find((p) => p.name === name);
  if (!hit) throw new Error(`${name} is not in the demo catalog`);
  const detail = await request.get(`/api/user/product/${hit._id}`);
  return (await detail.json()).product as { _id: string; inStock: number; sellingPrice: number };
}

const STIRRER = '2MLH Magnetic Stirrer with Hot Plate, 2 L';
const BEAKER = 'Beaker, Low Form with Spout';
const BURETTE = 'Burette 50 ml with PTFE Stopcock, Class A';
const CARRIER = 'Blue Dart';

for (const { width, suffix } of [
  { width: 1280, suffix: 'WIDE' },
  { width: 375, suffix: 'NARROW' },
]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });

    testAt(width, 375)(
      'a shopper cancels an order before it is packed and sees the refund start',
      async ({ page }) => {
        test.setTimeout(120_000);
        const transactionId = `TXN-E2E-CANCEL-${suffix}`;
        await logIn(page.request, ORDER_SHOPPERS.aftersales);
        await page.goto('/orders');
        const card = page.getByRole('article', { name: transactionId });
        // The card names what was bought: the first three products, then a count.
        const products = card.getByRole('list', { name: `Products in order ${transactionId}` });
        await expect(products.getByRole('link', { name: STIRRER })).toBeVisible({
          timeout: 30_000,
        });
        await expect(products.getByRole('listitem')).toHaveCount(3);
        await expect(card.getByText('+1 more')).toBeVisible();
        await save(page, 'orders');

        await card.getByRole('button', { name: `Cancel order ${transactionId}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
        await expect(dialog.getByText(/Everything you paid is refunded/)).toBeVisible();
        await save(page, 'cancel-dialog', false);
        await expectNoAxeViolations(page);
        // "Keep order" sends nothing.
        await dialog.getByRole('button', { name: 'Keep order' }).click();
        await expect(dialog).toBeHidden();
        await expect(
          card.getByRole('button', { name: `Cancel order ${transactionId}` }),
        ).toBeVisible();

        await card.getByRole('button', { name: `Cancel order ${transactionId}` }).click();
        await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
        await expect(
          page.getByRole('status').filter({
            hasText: /^Your order has been cancelled\. Refund of ₹[\d,]+\.\d\d started\.$/,
          }),
        ).toBeVisible();
        await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
        await expect(card.getByRole('list', { name: 'Refunds' })).toContainText(
          /Refund of ₹[\d,]+\.\d\d started/,
        );
        await expect(card.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
        await card.getByRole('button', { name: 'Show More' }).click();
        const tracker = card.getByRole('list', { name: 'Order progress' });
        await expect(tracker.getByRole('listitem', { name: 'Packed: cancelled' })).toBeVisible();
        await save(page, 'cancelled');
        await expectNoAxeViolations(page);

        // The cancel holds across a reload: the server has it, with the credit note.
        await page.reload();
        await expect(card.getByText('Cancelled', { exact: true })).toBeVisible({ timeout: 30_000 });
        await card.getByRole('button', { name: 'Show More' }).click();
        await expect(card.getByRole('link', { name: /Download credit note/ })).toBeVisible();
      },
    );

    testAt(width, 1280)(
      'the admin ships an order with its tracking; the mail and the orders page carry it',
      async ({ browser }) => {
        test.setTimeout(150_000);
        const transactionId = `TXN-E2E-SHIP-${suffix}`;
        const trackingNumber = `7745${suffix === 'WIDE' ? '1001' : '2002'}33`;
        const viewport = { width, height: width < 768 ? 800 : 900 };
        const adminContext = await browser.newContext({ viewport });
        const admin = await adminContext.newPage();
        await logIn(admin.request, ADMIN);
        const list = await admin.request.get('/api/admin/orders?limit=100');
        const { orders } = (await list.json()) as {
          orders: { _id: string; transactionId: string }[];
        };
        const orderId = orders.find((order) => order.transactionId === transactionId)?._id;
        expect(orderId).toBeTruthy();

        await admin.goto(`/admin-order-details/${orderId}`);
        const status = admin.getByLabel('New status');
        await expect(status).toBeEnabled({ timeout: 30_000 });
        await status.selectOption('in transit');
        const form = admin.getByRole('group', { name: 'Shipment' });
        await expect(form.getByLabel('Carrier')).toBeVisible();
        await admin.getByRole('button', { name: 'Update Status' }).click();
        await expect(form.getByText('Carrier is required for an order in transit.')).toBeVisible();
        await expect(
          form.getByText('Tracking number is required for an order in transit.'),
        ).toBeVisible();
        await form.getByLabel('Carrier').fill(CARRIER);
        await form.getByLabel('Tracking number').fill(trackingNumber);
        await form
          .getByLabel('Tracking link (optional)')
          .fill(`https://www.bluedart.com/track?awb=${trackingNumber}`);
        if (isSaving) {
          await admin
            .getByRole('region', { name: 'Update Status' })
            .screenshot({ path: path.join(outDir, `after-sales-admin-ship-form-${width}.png`) });
        }
        await admin.getByRole('button', { name: 'Update Status' }).click();
        await expect(admin.getByText('Order status updated successfully!')).toBeVisible();
        const shipment = admin.getByRole('region', { name: 'Shipment' });
        await expect(shipment.getByText(trackingNumber, { exact: true })).toBeVisible();
        await expect(shipment.getByText(CARRIER, { exact: true })).toBeVisible();
        await save(admin, 'admin-shipped');
        await expectNoAxeViolations(admin);
        await adminContext.close();

        // The server's worker sends the mail; its text has the carrier, the number and the link.
        const mail = await readOutboxMatching(
          'order-in-transit',
          ORDER_SHOPPERS.aftersales.email,
          (text) => text.includes(transactionId),
        );
        const text = Buffer.from(mail, 'latin1').toString('utf8');
        expect(text).toContain(`Tracking number: ${trackingNumber}`);
        expect(text).toContain(`Carrier: ${CARRIER}`);
        expect(text).toContain('× Microcentrifuge Tubes, Pack of 500');
        const link = /https?:\/\/\S+\/orders\?transactionId=[\w-]+/.exec(text)?.[0] ?? '';
        expect(link).toContain(`/orders?transactionId=${transactionId}`);

        // The mail's link opens that order, with the shipment beside the tracker.
        const shopperContext = await browser.newContext({ viewport });
        const shopper = await shopperContext.newPage();
        await logIn(shopper.request, ORDER_SHOPPERS.aftersales);
        await shopper.goto(new URL(link).pathname + new URL(link).search);
        const card = shopper.getByRole('article', { name: transactionId });
        const onItsWay = card.getByRole('region', { name: 'Shipment' });
        await expect(onItsWay).toBeVisible({ timeout: 30_000 });
        await expect(onItsWay).toContainText(`On its way with ${CARRIER}`);
        await expect(onItsWay).toContainText(trackingNumber);
        await expect(
          onItsWay.getByRole('link', { name: /Track on Blue Dart’s site/ }),
        ).toHaveAttribute('href', `https://www.bluedart.com/track?awb=${trackingNumber}`);
        await expect(
          card
            .getByRole('list', { name: 'Order progress' })
            .getByRole('listitem', { name: 'In Transit: completed' }),
        ).toBeVisible();
        await expect(card).toBeInViewport();
        await save(shopper, 'shipped', false);
        await expectNoAxeViolations(shopper);
        await shopperContext.close();
      },
    );

    testAt(width, 375)(
      'a variant product’s card says Choose options and opens its page at the picker',
      async ({ page }) => {
        await page.goto('/filter?query=beaker');
        const choose = page.getByRole('button', { name: `Choose options: ${BEAKER}` });
        await expect(choose).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('button', { name: `Add to cart: ${BEAKER}` })).toHaveCount(0);
        await save(page, 'variant-card', false);
        await choose.click();
        await expect(page).toHaveURL(/\/product\/[\w-]+#options$/);
        const picker = page.getByRole('group', { name: 'Choose a variant' });
        await expect(picker).toBeInViewport();
        await expect(picker.getByText('Pick one to add it to your cart.')).toBeVisible();
        await save(page, 'variant-picker', false);
      },
    );

    testAt(width, 1280)(
      'quantities can be typed on the product page and in the cart, within stock',
      async ({ page }) => {
        test.setTimeout(120_000);
        await signUpAndLogIn(page.request, newShopper(`typed-qty-${width}`));
        const burette = await productNamed(page.request, BURETTE);
        await page.goto(`/product/${burette._id}`);
        const quantity = page.getByRole('textbox', { name: 'Quantity' });
        await expect(quantity).toHaveValue('1', { timeout: 30_000 });
        const bar = page.locator('[data-buy-bar]');
        if (width < 768) {
          // On a phone the buttons ride in a bar at the bottom of the screen.
          await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
          await page.mouse.wheel(0, 1500);
          await expect(bar.getByRole('button', { name: 'Buy now' })).toBeInViewport();
          await page.mouse.wheel(0, -3000);
        }
        await quantity.fill(String(burette.inStock + 40));
        await quantity.press('Enter');
        await expect(page.getByRole('alert')).toHaveText(
          `Only ${burette.inStock} available in stock.`,
        );
        await expect(quantity).toHaveValue(String(burette.inStock));
        await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
        await quantity.fill('3');
        await quantity.evaluate((field) => field.scrollIntoView({ block: 'center' }));
        await save(page, 'typed-quantity', false);
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'Product added to cart successfully!' }),
        ).toBeVisible();

        await page.goto('/cart');
        const line = page.getByRole('textbox', { name: `Quantity of ${BURETTE}` });
        await expect(line).toHaveValue('3', { timeout: 30_000 });
        await line.fill('5');
        await line.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'Cart updated.' })).toBeVisible();
        await expect(line).toHaveValue('5');
        await line.fill('99999');
        await line.blur();
        await expect(page.getByRole('alert')).toHaveText(
          `Only ${burette.inStock} available in stock.`,
        );
        await expect(line).toHaveValue(String(burette.inStock));
        // Not a number: the field goes back to the quantity.
        await line.fill('abc');
        await line.press('Enter');
        await expect(line).toHaveValue(String(burette.inStock));
        await save(page, 'cart-typed');
        await expectNoAxeViolations(page);
      },
    );
  });
}
