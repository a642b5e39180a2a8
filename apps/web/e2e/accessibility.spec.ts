import { expect, test } from './support/test.ts';
import { axe } from './support/axe.ts';

// Admin screens are checked as an admin in admin-screens.spec.ts.
const PAGES = ['/', '/about', '/policy', '/login', '/no-such-page'];

for (const path of PAGES) {
  test(`${path} has no detectable accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await axe(page).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}

test('the account menu is keyboard operable', async ({ page }) => {
  await page.goto('/about');
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
  await expect(account).toHaveAttribute('aria-expanded', 'false');
});
