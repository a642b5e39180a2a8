import { expect, test } from './support/test.ts';
import { ADMIN, newShopper, signUpAndLogIn } from './support/accounts.ts';
import { axe } from './support/axe.ts';

test('the account screens have no detectable accessibility violations', async ({ page }) => {
  test.setTimeout(60_000);
  async function expectNoViolations() {
    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  }
  await page.goto('/signup');
  await page.getByLabel(/corporate account/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('GST Number is required.')).toBeVisible();
  await expectNoViolations();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expectNoViolations();

  await page.goto('/reset-password/abc');
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await expect(page.getByText('uppercase letter')).toBeVisible();
  await expectNoViolations();

  await signUpAndLogIn(page.request, newShopper('axe'));
  await page.request.post('/api/user/addresses', {
    data: {
      street: '5 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560001',
      landmark: 'Near Metro',
      addressType: 'Office',
      isPrimary: true,
    },
  });
  await page.goto('/user/profile');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoViolations();
});

test('login works by keyboard alone, including show/hide and the forgot-password mode', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Forgot Password?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin-manage-category$/, { timeout: 10_000 });
});
