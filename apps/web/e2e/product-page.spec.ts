import { seriousViolations } from './support/axe.ts';
import { expect, test, testAt } from './support/test.ts';
import type { Page, Route } from '@playwright/test';
import { newShopper, outboxCount, readOutbox, signUpAndLogIn } from './support/accounts.ts';
import { logInAsAdmin } from './support/admin.ts';
import { addGlasswareProduct, productIdOf, uniqueWord } from './support/products.ts';
import { screenSaver } from './support/screenshots.ts';

// The product page (docs/product): a breadcrumb nothing covers, the specifications table, a
// lightbox for the pictures, a skeleton while loading, Retry after a failed load, and
// "Notify me when it is back" with its one mail when an admin restocks, also for one sold-out
// variant of a product that has others in stock. SCREENSHOTS=1 saves the variant's
// screens to /screenshots.

const save = screenSaver('product');

const BURETTE = 'Burette 50 ml with PTFE Stopcock, Class A';
const BALANCE = 'ME204 Analytical Balance 220 g x 0.1 mg';

/** Serious and critical axe findings on the page as it is now. */
async function openProduct(page: Page, id: string, name: string) {
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`at ${width} px the breadcrumb is on top of everything and links its category`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openProduct(page, await productIdOf(page.request, BURETTE), BURETTE);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Glassware', BURETTE]);
    await expect(crumbs.getByText(BURETTE)).toHaveAttribute('aria-current', 'page');
    for (const crumb of [crumbs, crumbs.getByRole('link', { name: 'Glassware' })]) {
      const isOnTop = await crumb.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.height > 0 && hit !== null && element.contains(hit);
      });
      expect(isOnTop).toBe(true);
    }
    await crumbs.getByRole('link', { name: 'Glassware' }).click();
    await expect(page).toHaveURL(/\/filter\?category=Glassware$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Glassware' })).toBeVisible();
  });
}

test('the specifications table lists the product’s rows in order', async ({ page }) => {
  await openProduct(page, await productIdOf(page.request, BALANCE), BALANCE);
  const table = page.getByRole('region', { name: 'Specifications' }).getByRole('table');
  await expect(table.getByRole('rowheader').first()).toHaveText('Capacity');
  await expect(table.getByRole('row', { name: 'Readability 0.1 mg' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Warranty 2 years' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the main picture opens a lightbox: arrows, zoom, Tab kept inside, Escape returns focus', async ({
  browser,
  page,
}) => {
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage);
  const name = `Lightbox Flask ${uniqueWord()}`;
  const id = await addGlasswareProduct(adminPage.request, { name, stock: 5 });
  await admin.close();

  await openProduct(page, id, name);
  const opener = page.getByRole('button', { name: 'Open picture 1 of 2 full size' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `${name}: pictures` });
  await expect(dialog).toBeVisible();
  const picture = dialog.getByRole('img');
  await expect(picture).toHaveAttribute('alt', `${name}, picture 1 of 2`);
  // Shown large: most of the viewport, not the card-sized picture.
  const box = await picture.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(400);

  await page.keyboard.press('ArrowRight');
  await expect(picture).toHaveAttribute('alt', `${name}, picture 2 of 2`);
  await page.keyboard.press('ArrowLeft');
  await expect(picture).toHaveAttribute('alt', `${name}, picture 1 of 2`);
  await dialog.getByRole('button', { name: 'Next picture' }).click();
  await expect(picture).toHaveAttribute('alt', `${name}, picture 2 of 2`);

  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Twice the size, scrolled to its middle: the frame scrolls once the larger picture is laid
  // out (a ResizeObserver), which may be a frame after the button says zoomed.
  const zoomed = () =>
    picture.evaluate((img) => ({
      width: img.getBoundingClientRect().width,
      frame: img.parentElement!.clientWidth,
      left: img.parentElement!.scrollLeft,
    }));
  await expect.poll(async () => (await zoomed()).left).toBeGreaterThan(0);
  const { width, frame } = await zoomed();
  expect(width).toBeGreaterThan(frame * 1.5);

  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The page shows the picture last viewed, and the keyboard is back where it was.
  await expect(page.getByRole('button', { name: 'Open picture 2 of 2 full size' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Escape and Enter in one burst: the dialog's close event then lands after the Enter, which
  // once left the lightbox shut (and a busy CI machine spaced Playwright's presses that way).
  await pressAtOnce(page, 'Escape', 'Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open picture 2 of 2 full size' })).toBeFocused();
});

/** Keys sent without waiting for each to be handled, as a fast typist's arrive. */
async function pressAtOnce(page: Page, ...keys: ('Escape' | 'Enter')[]) {
  const cdp = await page.context().newCDPSession(page);
  const codes = { Escape: 27, Enter: 13 };
  const events = keys.flatMap((key) => {
    const event = { key, code: key, windowsVirtualKeyCode: codes[key] };
    const text = key === 'Enter' ? { text: '\r', unmodifiedText: '\r' } : {};
    return [
      { type: 'keyDown' as const, ...event, ...text },
      { type: 'keyUp' as const, ...event },
    ];
  });
  await Promise.all(events.map((event) => cdp.send('Input.dispatchKeyEvent', event)));
  await cdp.detach();
}

test('a guest’s product page renders from the answer written into it, without asking the API', async ({
  page,
}) => {
  const id = await productIdOf(page.request, BURETTE);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/user/product/${id}`)) reads.push(request.url());
  });
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: BURETTE })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(reads).toEqual([]);
});

test('a landing listing renders from the answer written into it, without asking the API', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/products?')) reads.push(request.url());
  });
  await page.goto('/filter?category=Glassware');
  // Other journeys add glassware, so which products fill page 1 is not this test's concern.
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards.first().getByRole('heading')).toBeVisible();
  await expect(page.getByText(/^Showing 1–\d+ of \d+ products$/)).toBeVisible();
  expect(reads).toEqual([]);
});

test('a skeleton of the final size holds the page, and a failed load offers Retry', async ({
  page,
}) => {
  // Signed in: a guest's product page carries its answer and never shows the skeleton.
  await signUpAndLogIn(page.request, newShopper('skeleton'));
  const id = await productIdOf(page.request, BURETTE);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/user/product/${id}`, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/product/${id}`);
  const skeleton = page.locator('[aria-busy="true"]');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
  // No bare loading text: it is for screen readers only.
  const loadingText = await page.getByText('Loading...', { exact: true }).boundingBox();
  expect(loadingText?.width ?? 0).toBeLessThanOrEqual(1);
  const placeholder = await skeleton.locator('.aspect-square').boundingBox();
  release();
  await expect(page.getByRole('heading', { level: 1, name: BURETTE })).toBeVisible();
  const picture = await page
    .getByRole('button', { name: /^Open picture 1 of \d+ full size$/ })
    .boundingBox();
  expect(placeholder && picture).toBeTruthy();
  // The picture sits inside its 1 px frame; the placeholder is the frame.
  expect(Math.abs(placeholder!.width - picture!.width)).toBeLessThanOrEqual(3);
  expect(Math.abs(placeholder!.y - picture!.y)).toBeLessThanOrEqual(3);

  await page.unroute(`**/api/user/product/${id}`);
  let isFailing = true;
  await page.route(`**/api/user/product/${id}`, (route: Route) =>
    isFailing
      ? route.fulfill({ status: 503, json: { message: 'upstream timeout' } })
      : route.continue(),
  );
  await page.goto(`/product/${id}`);
  const failed = page.getByRole('alert').filter({ hasText: 'This product could not be loaded' });
  await expect(failed).toBeVisible();
  await expect(page.getByText('upstream timeout')).toHaveCount(0);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  isFailing = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: BURETTE })).toBeVisible();
});

test('sold out: no delivery date, a shopper asks to be told, the admin restocks and adds specs, one mail arrives', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await logInAsAdmin(adminPage);
  const name = `Restock Flask ${uniqueWord()}`;
  const id = await addGlasswareProduct(adminPage.request, { name, stock: 0 });

  // A guest is offered the login instead.
  await openProduct(page, id, name);
  await expect(page.getByText('Log in to get an email when it is back in stock.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify me when it is back' })).toHaveCount(0);
  await expect(page.getByText(/Estimated delivery|Ready in/)).toHaveCount(0);

  const shopper = newShopper('restock');
  await signUpAndLogIn(page.request, shopper);
  await openProduct(page, id, name);
  await expect(page.getByText(/Estimated delivery|Ready in/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Notify me when it is back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will email you' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('We will email you when it is back in stock.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(outboxCount('back-in-stock', shopper.email)).toBe(0);

  // The admin restocks it in the product form and fills its specifications.
  await adminPage.goto('/admin-manage-Product');
  await adminPage.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await adminPage.getByRole('region', { name: 'Pricing & Stock' }).getByLabel('Stock').fill('6');
  const specs = adminPage.getByRole('region', { name: 'Specifications' });
  const rows: [string, string][] = [
    ['Material', 'Borosilicate glass 3.3'],
    ['Capacity', '250 ml'],
    ['Colour', 'Clear'],
  ];
  for (const [index, [key, value]] of rows.entries()) {
    await specs.getByRole('button', { name: 'Add Specification' }).click();
    const row = specs.getByRole('group', { name: `Specification ${index + 1}` });
    await row.getByLabel('Name').fill(key);
    await row.getByLabel('Value').fill(value);
  }
  await specs.getByRole('button', { name: 'Move specification 2 up' }).click();
  await specs.getByRole('button', { name: 'Remove specification 3' }).click();
  await adminPage.getByRole('button', { name: 'Update Product' }).click();
  await expect(adminPage).toHaveURL(/\/admin-manage-product$/i);
  await admin.close();

  const mail = await readOutbox('back-in-stock', shopper.email);
  expect(mail).toContain(`${name} is back in stock`);
  expect(mail).toContain(`/product/${id}`);
  expect(outboxCount('back-in-stock', shopper.email)).toBe(1);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page.getByText(/Estimated delivery/)).toBeVisible();
  const table = page.getByRole('region', { name: 'Specifications' }).getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText(['Capacity', 'Material']);
});

for (const width of [375, 1280]) {
  testAt(width, 375)(
    `at ${width} px a sold-out variant offers Notify me, switching with the picker`,
    async ({ browser, page }) => {
      test.setTimeout(90_000);
      const admin = await browser.newContext();
      const adminPage = await admin.newPage();
      await logInAsAdmin(adminPage);
      const name = `Variant Flask ${uniqueWord()}`;
      const id = await addGlasswareProduct(adminPage.request, {
        name,
        stock: 0,
        variants: [
          { name: '250 ml', stock: 4 },
          { name: '500 ml', stock: 0 },
        ],
      });
      await admin.close();

      await page.setViewportSize({ width, height: 800 });
      const notify = page.getByRole('button', { name: 'Notify me when it is back' });
      const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true });
      const pick = (variant: string) =>
        page.getByRole('radio', { name: new RegExp(variant) }).check({ force: true });

      // A guest is offered the login for the sold-out variant, as for a sold-out product.
      await openProduct(page, id, name);
      await expect(addToCart).toBeEnabled();
      await pick('500 ml');
      await expect(
        page.getByText('Log in to get an email when it is back in stock.'),
      ).toBeVisible();

      await signUpAndLogIn(page.request, newShopper('variant-alert'));
      await page.goto(`/product/${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
      // The variant in stock is chosen first: nothing to wait for.
      await expect(page.getByRole('radio', { name: /250 ml/ })).toBeChecked();
      await expect(addToCart).toBeEnabled();
      await expect(notify).toHaveCount(0);

      await pick('500 ml');
      await expect(notify).toBeVisible();
      await expect(addToCart).toBeDisabled();
      await notify.scrollIntoViewIfNeeded();
      await save(page, 'variant-notify', width);
      await notify.click();
      const requested = page.getByRole('status').filter({ hasText: 'We will email you' });
      await expect(requested).toBeVisible();
      await expect(page.getByRole('button', { name: 'Don’t notify me' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await save(page, 'variant-requested', width);

      // Back to the variant in stock: buyable, no request shown; and again to the sold-out one.
      await pick('250 ml');
      await expect(addToCart).toBeEnabled();
      await expect(requested).toHaveCount(0);
      await expect(notify).toHaveCount(0);
      await pick('500 ml');
      await expect(requested).toBeVisible();

      // The request is the shopper's: after a reload the variant still shows it.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
      await pick('500 ml');
      await expect(requested).toBeVisible();
      await page.getByRole('button', { name: 'Don’t notify me' }).click();
      await expect(notify).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
      await pick('500 ml');
      await expect(notify).toBeVisible();
    },
  );
}
