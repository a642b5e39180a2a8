import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, testAt } from './support/test.ts';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { ORDER_SHOPPERS, logIn } from './support/orders.ts';
import { axe } from './support/axe.ts';

// The seed leaves one order per width in transit (apps/api/test/support/e2e-seed.ts); the
// admin delivers it through the API, then the shopper returns one of its lines and the admin
// approves and receives it. SCREENSHOTS=1 also saves each screen to /screenshots.

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
const isSaving = process.env.SCREENSHOTS === '1';

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

async function save(page: Page, name: string, width: number, fullPage = true) {
  if (!isSaving) return;
  fs.mkdirSync(outDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `returns-${name}-${width}.png`), fullPage });
}

const TUBES = 'Microcentrifuge Tubes, Pack of 500 (0.5 ml)';

for (const { width, transactionId } of [
  { width: 1280, transactionId: 'TXN-E2E-RETURN-WIDE' },
  { width: 375, transactionId: 'TXN-E2E-RETURN-NARROW' },
]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });

    testAt(width, 375)(
      'a shopper returns a line of a delivered order; an admin approves and receives it; the refund completes',
      async ({ browser }) => {
        test.setTimeout(210_000);
        const viewport = { width, height: width < 768 ? 800 : 900 };
        const adminContext = await browser.newContext({ viewport });
        const admin = await adminContext.newPage();
        await logIn(admin.request, ADMIN);
        const orders = await admin.request.get('/api/admin/orders?limit=100');
        const { orders: list } = (await orders.json()) as {
          orders: { _id: string; transactionId: string }[];
        };
        const orderId = list.find((order) => order.transactionId === transactionId)?._id;
        expect(orderId).toBeTruthy();
        const delivered = await admin.request.post(`/api/admin/order/${orderId}/status`, {
          data: { status: 'delivered' },
        });
        expect(delivered.ok(), await delivered.text()).toBe(true);

        const shopperContext = await browser.newContext({ viewport });
        const shopper = await shopperContext.newPage();
        await logIn(shopper.request, ORDER_SHOPPERS.returns);
        await shopper.goto('/orders');
        const card = shopper.getByRole('article', { name: transactionId });
        // A loaded machine can take a while over the first page of the session.
        await expect(card.getByText('Returns close')).toBeVisible({ timeout: 30_000 });
        await card.getByRole('button', { name: `Return items of order ${transactionId}` }).click();
        const form = shopper.getByRole('dialog', { name: 'Return items' });
        await expect(form).toBeVisible();
        await expect(form.getByText('Perishable: cannot be returned')).toBeVisible();
        await form.getByRole('button', { name: 'Request return' }).click();
        await expect(form.getByText('Choose at least one item to return.')).toBeVisible();
        await form.getByRole('button', { name: `More ${TUBES}` }).click();
        await form.getByLabel('Reason').selectOption('damaged');
        await form.getByLabel(/Comment/).fill('One pack arrived crushed.');
        await expect(form.getByText('₹480.00', { exact: true })).toBeVisible();
        await save(shopper, 'form', width, false);
        await expectNoAxeViolations(shopper);
        await form.getByRole('button', { name: 'Request return' }).click();
        await expect(shopper.getByText('Your return request has been sent.')).toBeVisible();
        await expect(form).toBeHidden();
        await expect(card.getByText('Return requested')).toBeVisible();
        await save(shopper, 'orders-requested', width);

        await admin.goto('/admin-manage-returns');
        const item = admin.getByRole('article', { name: `Return for order ${transactionId}` });
        await expect(item.getByText('One pack arrived crushed.')).toBeVisible({ timeout: 30_000 });
        await save(admin, 'queue', width);
        await item
          .getByRole('button', { name: `Approve return for order ${transactionId}` })
          .click();
        const approve = admin.getByRole('dialog', { name: 'Approve this return?' });
        await expect(approve.getByText(`3 × ${TUBES}`)).toHaveCount(0);
        await expect(approve.getByText(`1 × ${TUBES}`)).toBeVisible();
        await approve.getByRole('button', { name: 'Approve return' }).click();
        await expect(admin.getByText('Return approved.', { exact: false }).first()).toBeVisible();

        await admin.getByLabel('Show').selectOption('approved');
        const approved = admin.getByRole('article', { name: `Return for order ${transactionId}` });
        await approved
          .getByRole('button', { name: `Receive return for order ${transactionId}` })
          .click();
        const receive = admin.getByRole('dialog', { name: 'Mark the items received?' });
        await expect(receive.getByRole('checkbox', { name: `1 × ${TUBES}` })).toBeChecked();
        await save(admin, 'receive', width, false);
        await expectNoAxeViolations(admin);
        await receive.getByRole('button', { name: 'Receive and refund ₹480.00' }).click();
        await expect(admin.getByText('Return received.', { exact: false }).first()).toBeVisible();
        await admin.getByLabel('Show').selectOption('received');
        const received = admin.getByRole('article', { name: `Return for order ${transactionId}` });
        await expect(received.getByRole('link', { name: /Credit note CN\// })).toBeVisible();
        await save(admin, 'received', width);
        await adminContext.close();

        await shopper.reload();
        await expect(card.getByText('Items received')).toBeVisible();
        await card.getByRole('button', { name: 'Show More' }).click();
        const returns = card.getByRole('region', { name: 'Returns' });
        await expect(returns.getByText('Refund ₹480.00')).toBeVisible();
        const download = shopper.waitForEvent('download');
        await returns.getByRole('link', { name: /Download credit note/ }).click();
        expect((await download).suggestedFilename()).toMatch(/^CN-.*\.pdf$/);
        await save(shopper, 'orders-received', width);
        await expectNoAxeViolations(shopper);

        // The simulator completes the refund by itself; the poller brings the news back.
        await expect(async () => {
          await shopper.reload();
          await expect(card.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 5_000 });
        }).toPass({ timeout: 90_000, intervals: [3_000] });
        await card.getByRole('button', { name: 'Show More' }).click();
        await expect(returns.getByText('The refund has been completed.')).toBeVisible();
        await save(shopper, 'orders-refunded', width);
        await shopperContext.close();
      },
    );
  });
}

test.describe('perishable products', () => {
  test('say on their page that they cannot be returned; others say for how long they can', async ({
    page,
  }) => {
    const search = async (query: string) => {
      const res = await page.request.get(
        `/api/user/products/search?query=${encodeURIComponent(query)}`,
      );
      const [first] = (await res.json()) as { _id: string }[];
      return first?._id;
    };
    await page.goto(`/product/${await search('Ethanol Absolute')}`);
    await expect(page.getByText('This item cannot be returned')).toBeVisible({ timeout: 30_000 });
    await save(page, 'product-perishable', 1280, false);
    await page.goto(`/product/${await search('2MLH Magnetic Stirrer')}`);
    await expect(page.getByText('Returnable within 7 days of delivery')).toBeVisible({
      timeout: 30_000,
    });
  });

  for (const width of [375, 1280]) {
    test(`screens at ${width}px`, async ({ browser }) => {
      test.skip(!isSaving, 'set SCREENSHOTS=1 to save screenshots');
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 800 : 900 },
      });
      const page = await context.newPage();
      const res = await page.request.get('/api/user/products/search?query=Ethanol%20Absolute');
      const [ethanol] = (await res.json()) as { _id: string }[];
      await page.goto(`/product/${ethanol?._id}`);
      const notice = page.getByText('This item cannot be returned');
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await notice.scrollIntoViewIfNeeded();
      await save(page, 'product-perishable', width, false);
      await logIn(page.request, ADMIN);
      await page.goto('/admin-add-Product');
      const field = page.getByLabel('Perishable');
      await expect(field).toBeVisible({ timeout: 30_000 });
      await field.scrollIntoViewIfNeeded();
      await save(page, 'product-form', width, false);
      await context.close();
    });
  }
});
