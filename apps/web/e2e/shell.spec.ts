import { expect, test } from './support/test.ts';

test('a guest sees Login in the account menu', async ({ page }) => {
  await page.goto('/');
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Login', 'Sign up']);
  await menu.getByRole('menuitem', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('the account menu opens on hover and closes with Escape', async ({ page }) => {
  await page.goto('/about');
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.hover();
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
  await account.focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeHidden();
  await expect(account).toBeFocused();
});

test('Wishlist, Orders and Your Cart send a guest to /login', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const name of ['Wishlist', 'Orders', 'Your Cart']) {
    await expect(header.getByRole('link', { name })).toHaveAttribute('href', '/login');
  }
  await header.getByRole('link', { name: 'Your Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the header search goes to /filter with the encoded query and ignores blanks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await search.fill(' pH meter & probe ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/filter\?query=pH%20meter%20%26%20probe$/);
});

test('below 480px the search bar sits behind a toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Toggle search' });
  await expect(header.getByRole('combobox', { name: 'Search products' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
});

test('an unknown route shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer shows the Chennai office, company links and the current year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Chennai');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} LabShop`);
  await expect(footer.getByRole('link', { name: 'Terms & Condition' })).toHaveAttribute(
    'href',
    '/toc',
  );
  for (const name of ['My Account', 'Wishlist', 'Orders']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '/login');
  }
});

test('header and footer are hidden on /Change-password paths', async ({ page }) => {
  await page.goto('/Change-password/some-token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('/admin leads to the admin dashboard (and a guest on to /login)', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('every storefront route shows a page heading, not an error', async ({ page }) => {
  const routes = [
    '/',
    '/signup',
    '/login',
    '/reset-password/abc123',
    '/user/profile',
    '/wishlist',
    '/filter?query=burette',
    '/product/abc123',
    '/compare',
    '/cart',
    '/orders',
    '/pay-now',
    '/payment-success?transactionId=T1&code=SUCCESS',
  ];
  for (const path of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: /not found|went wrong/i })).toHaveCount(0);
  }
});
