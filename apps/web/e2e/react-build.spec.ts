import { expect, test as base } from './support/test.ts';
import { ADMIN } from './support/accounts.ts';
import { REACT_WEB_DIST, startShop } from './support/shop-server.ts';

// The production build runs on Preact (docs/decisions/013-preact-in-the-production-build.md);
// WEB_RUNTIME=react builds on React itself for anyone who prefers it. Every other spec tests
// the Preact build; this one journey keeps the React build working. It starts a shop of its own
// serving apps/web/dist-react (npm run test:e2e builds it), so no other spec waits for it.
// The shop is the test's own fixture, not the worker's: a worker fixture of this file alone
// gave it a worker of its own, which Playwright started last, with its browser, while the
// other worker sat idle.

const test = base.extend<{ reactShop: string }>({
  reactShop: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShop({ webDist: REACT_WEB_DIST, admin: ADMIN });
      await use(shop.baseURL);
      await shop.stop();
    },
    { timeout: 150_000 },
  ],
  baseURL: async ({ reactShop }, use) => use(reactShop),
});

// A seeded shopper (apps/api/test/support/e2e-seed.ts) on this shop's own data.
const SHOPPER = { email: 'orders-journey@labshop.test', password: 'Lab@2025x' };
const PRODUCT = 'Test Tubes 18 x 150 mm, Rimless';

test('on the React build, a shopper goes from the home page to a product, adds it and sees the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('combobox', { name: 'Search products' }),
  ).toBeVisible({ timeout: 30_000 });
  // React renders the page, not Preact: react-dom marks the root it renders into.
  const rootKeys = await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}));
  expect(rootKeys.some((key) => key.startsWith('__reactContainer$'))).toBe(true);

  await page.goto('/login');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.pressSequentially('test tubes');
  await page.getByRole('option', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();

  await page.getByText('Pack of 50', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Product added to cart successfully!' }),
  ).toBeVisible();

  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Your Cart, 1 item' });
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('tabpanel').getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(PRODUCT);
  await expect(lines.first()).toContainText('Variant: Pack of 50');
});
