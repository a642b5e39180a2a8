import { expect, test } from './support/test.ts';
import { newShopper, signUpAndLogIn } from './support/accounts.ts';
import { ADMIN_ROUTES, ADMIN_SCRIPT, logInAsAdmin } from './support/admin.ts';

// Each test walks every admin route with a full page load; on a busy 2-core machine that is
// more than the default 30 s, so the walk gets room without anything being timed.
test.describe.configure({ timeout: 90_000 });

function recordScripts(page: import('@playwright/test').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a guest opening an admin route is sent to /login and sees no admin screen', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  for (const [path] of ADMIN_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  }
  expect(scripts.filter((url) => ADMIN_SCRIPT.test(url))).toEqual([]);
});

test('a shopper opening an admin route is sent to / and never downloads the back office', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await signUpAndLogIn(page.request, newShopper('admin-gate'));
  // Browse as a shopper would first.
  for (const path of ['/', '/filter', '/wishlist', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  for (const [path] of ADMIN_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => ADMIN_SCRIPT.test(url))).toEqual([]);
});

test('an admin sees every admin route inside the collapsible sidebar', async ({ page }) => {
  const scripts = recordScripts(page);
  await logInAsAdmin(page);
  for (const [path, heading] of ADMIN_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  }
  // Routes match whatever the case, as the spec's mixed-case ones are typed.
  await page.goto('/admin-manage-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
  // The back office did arrive as its own files.
  expect(scripts.some((url) => ADMIN_SCRIPT.test(url))).toBe(true);
  const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
