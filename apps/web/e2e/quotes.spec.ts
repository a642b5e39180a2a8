import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { AdminQuote, Quote } from '@labshop/domain/api/quotes';
import { indiaDay } from '@labshop/domain/quote-status';
import { QUOTE_MESSAGES } from '@labshop/domain/validation/quote';
import { readPdf } from '../../api/test/support/read-pdf.ts';
import {
  ADMIN,
  newShopper,
  nextAddress,
  readOutboxMatching,
  signUpAndLogIn,
  verifyPhone,
} from './support/accounts.ts';
import { logIn } from './support/orders.ts';
import { seriousViolations } from './support/axe.ts';
import { addGlasswareProduct, uniqueWord } from './support/products.ts';
import { repoRoot } from './support/shop-server.ts';
import { expect, NARROW, test, WIDE } from './support/test.ts';

// Quotes: a corporate buyer asks for prices on a product page, the admin prices and sends the
// quote, the buyer follows the mail's link, accepts and pays on the simulator with a PO
// number, and the invoice names both. The second test walks every quote screen and checks the
// new ones with axe; with SCREENSHOTS=1 it walks them at 375 and 1280 px and saves each under
// test-results/quotes-screens for a person to look at.

const shotsDir = path.join(repoRoot, 'test-results', 'quotes-screens');
const isSaving = process.env.SCREENSHOTS === '1';
const COMPANY = 'Deccan Bio Labs';
const CHECKED = new Set(['quotes-list', 'quote-quoted', 'request-dialog', 'admin-answer']);
const GSTIN = '29ABCDE1234F1ZW';

async function corporateBuyer(page: Page, label: string) {
  const buyer = newShopper(label);
  await signUpAndLogIn(page.request, buyer, {
    isCorporate: true,
    corporateDetails: { gstNumber: GSTIN, tradeName: COMPANY, companyScale: 'small' },
  });
  await verifyPhone(page.request, buyer);
  const address = await page.request.post('/api/user/addresses', {
    data: {
      street: '7 Research Park',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560012',
      landmark: 'Near IISc',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  return buyer;
}

/** A page in a context of its own, logged in as the shop's admin. */
async function adminPage(browser: Browser, viewport = WIDE) {
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
  });
  const page = await context.newPage();
  await logIn(page.request, ADMIN);
  return page;
}

async function newProduct(admin: APIRequestContext) {
  const name = `Volumetric Flask ${uniqueWord()}`;
  return { id: await addGlasswareProduct(admin, { name, stock: 100 }), name };
}

test('a corporate buyer requests a quote, the admin answers, the buyer accepts and pays with a PO number', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  const admin = await adminPage(browser);
  const product = await newProduct(admin.request);
  const buyer = await corporateBuyer(page, 'quote');

  // The product page: Request a quote, for more than a cart line would hold.
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote' });
  await expect(dialog.getByLabel('Company (optional)')).toHaveValue(COMPANY);
  await expect(dialog.getByLabel('GSTIN (optional)')).toHaveValue(GSTIN);
  const quantity = dialog.getByLabel('Quantity');
  await quantity.fill('0');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(QUOTE_MESSAGES.quantity)).toBeVisible();
  await quantity.fill('40');
  await dialog.getByLabel('Note for our sales team (optional)').fill('Deliver before the audit.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: QUOTE_MESSAGES.requested }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Quote Q-\d{6}$/ })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Quote ',
    '',
  );
  const facts = page.getByRole('complementary', { name: 'About this quote' });
  await expect(facts).toContainText('Requested');
  await expect(facts).toContainText(COMPANY);

  // The back office: the queue, then the answer.
  await admin.goto('/admin-manage-quotes');
  await admin.getByLabel('State').selectOption('requested');
  await admin.getByRole('link', { name: `Answer quote ${number}` }).click();
  await expect(admin.getByRole('complementary', { name: 'Buyer' })).toContainText(
    'Deliver before the audit.',
  );
  await admin.getByRole('spinbutton', { name: `Unit price of ${product.name}` }).fill('612.5');
  await admin.getByLabel('Delivery charge (₹)').fill('450');
  await expect(admin.locator('p', { hasText: 'Quote total' })).toContainText('₹24,950.00');
  await admin.getByRole('button', { name: 'Send quote' }).click();
  await expect(admin.getByRole('status').filter({ hasText: QUOTE_MESSAGES.sent })).toBeVisible();
  await admin.context().close();

  // The mail's link opens the priced quote.
  const mail = await readOutboxMatching('quote-sent', buyer.email, (text) => text.includes(number));
  const link = /https?:\/\/[^\s"<>]+\/quotes\/[0-9a-f-]{36}/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(facts.getByText('Quoted', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('₹612.50');

  await page.getByLabel('Purchase order number (optional)').fill('PO/DBL/2026/118');
  await page.getByRole('button', { name: 'Accept and pay ₹24,950.00' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?transactionId=.+&code=SUCCESS/);
  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();

  const transactionId = new URL(page.url()).searchParams.get('transactionId');
  const invoice = await page.request.get(`/api/user/orders/${transactionId}/invoice`);
  expect(invoice.ok()).toBe(true);
  const pdf = await readPdf(await invoice.body());
  expect(pdf.text).toMatch(/Your PO No\.:? PO\/DBL\/2026\/118/);
  expect(pdf.text).toContain(number);

  await page.goto('/quotes');
  await expect(page.getByRole('article').filter({ hasText: number })).toContainText('Accepted');
});

test('the quote screens show their state and pass axe', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const product = await newProduct(admin.request);
  await corporateBuyer(page, 'quoteshots');
  const ask = async (quantity: number) => {
    const res = await page.request.post('/api/user/quotes', {
      data: {
        lines: [{ productId: product.id, quantity }],
        note: 'Two deliveries, one per semester.',
        company: COMPANY,
        gstNumber: GSTIN,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { quote: Quote }).quote;
  };
  const requested = await ask(12);
  const quoted = await ask(60);
  const sent = await admin.request.post(`/api/admin/quotes/${quoted._id}/send`, {
    data: {
      lines: [{ lineId: quoted.lines[0]!._id, unitPrice: 640 }],
      deliveryCharge: 300,
      validUntil: indiaDay(new Date(), 10),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect(((await sent.json()) as { quote: AdminQuote }).quote.state).toBe('quoted');

  const inCart = await page.request.post('/api/user/cart', {
    data: { productId: product.id, variantId: null, quantity: 3 },
  });
  expect(inCart.ok(), await inCart.text()).toBe(true);
  if (isSaving) fs.mkdirSync(shotsDir, { recursive: true });
  // A dialog is shot as the screen shows it; a page whole.
  const shoot = async (target: Page, name: string, width: number, fullPage = true) => {
    if (isSaving) {
      await target.evaluate(() => document.fonts.ready);
      await target.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage });
    }
    // The new screens are checked for accessibility once, at the wide width.
    if (width === WIDE.width && CHECKED.has(name)) {
      expect(await seriousViolations(target), name).toEqual([]);
    }
  };
  for (const viewport of isSaving ? [NARROW, WIDE] : [WIDE]) {
    await page.setViewportSize(viewport);
    await admin.setViewportSize(viewport);
    await page.goto('/quotes');
    await expect(page.getByRole('article')).toHaveCount(2);
    await shoot(page, 'quotes-list', viewport.width);
    await page.goto(`/quotes/${quoted._id}`);
    await expect(page.getByRole('button', { name: /Accept and pay/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /7 Research Park/ })).toBeChecked();
    await shoot(page, 'quote-quoted', viewport.width);
    await page.goto(`/quotes/${requested._id}`);
    await expect(page.getByText('Our sales team is pricing your request.')).toBeVisible();
    await shoot(page, 'quote-requested', viewport.width);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Request a quote' }).scrollIntoViewIfNeeded();
    await shoot(page, 'product-page', viewport.width, false);
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect(page.getByRole('dialog').getByLabel('Company (optional)')).toHaveValue(COMPANY);
    await shoot(page, 'request-dialog', viewport.width, false);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Request a quote' })).toBeVisible();
    await shoot(page, 'cart', viewport.width);
    await admin.goto('/admin-manage-quotes');
    await expect(
      admin.getByRole('link', { name: `Answer quote ${requested.number}` }),
    ).toBeVisible();
    await shoot(admin, 'admin-queue', viewport.width);
    await admin.goto(`/admin-quote/${requested._id}`);
    await expect(admin.getByRole('button', { name: 'Send quote' })).toBeVisible();
    await shoot(admin, 'admin-answer', viewport.width);
  }
  await admin.context().close();
});
