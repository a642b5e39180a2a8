import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  codeIn,
  newShopper,
  outboxCount,
  readOutbox,
  resetLinkIn,
  signUpAndLogIn,
} from './support/accounts.ts';

async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  return page.getByRole('menu', { name: 'Account' });
}

test('a corporate buyer signs up, verifies, logs in, adds an address, verifies the phone and logs out', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const shopper = newShopper('corporate');

  await page.goto('/signup');
  await page.getByLabel('Full name').fill(shopper.name);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Mobile number').fill(shopper.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await expect(page.getByLabel('GST Number')).toHaveCount(0);
  await page.getByLabel(/corporate account/).check();
  await page.getByLabel('GST Number').fill('33AABCL1234F1Z5');
  await page.getByLabel('Trade name').fill('Raman Analytical Labs');
  await page.getByLabel('Company scale').selectOption('medium');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
  const code = codeIn(await readOutbox('verify-email', shopper.email));
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toBeVisible();
  // The shopper lands on / after the 2-second delay (docs/product/accounts.md).
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Quotes', 'Filters', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByText('No addresses found. Add a new address.')).toBeVisible();

  const profile = await (await page.request.get('/api/user/profile')).json();
  expect(profile).toMatchObject({
    isCorporate: true,
    corporateDetails: { gstNumber: '33AABCL1234F1Z5', companyScale: 'medium' },
  });

  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('14 Anna Salai');
  await page.getByRole('textbox', { name: 'Landmark', exact: true }).fill('Opposite Spencer Plaza');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chennai');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Tamil Nadu');
  await page.getByRole('textbox', { name: 'PIN code', exact: true }).fill('600002');
  await page.getByRole('radio', { name: 'Office' }).check();
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: /Office address, 14 Anna Salai/ });
  await expect(card).toContainText('Primary');
  await expect(card).toContainText('Chennai, Tamil Nadu 600002');

  const smsSeen = outboxCount('verify-phone', shopper.phoneNumber);
  await page.getByRole('button', { name: 'Verify Now' }).click();
  const smsCode = codeIn(await readOutbox('verify-phone', shopper.phoneNumber, smsSeen));
  await page.getByLabel('SMS code').fill(smsCode);
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page.getByText('Phone number verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Now' })).toHaveCount(0);

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect((await openAccountMenu(page)).getByRole('menuitem')).toHaveText([
    'Login',
    'Sign up',
  ]);
});

test('the signup form shows the spec messages live and on submit', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Mobile number').fill('987654321');
  await expect(page.getByText('Mobile number must be exactly 10 digits.')).toBeVisible();
  await page.getByLabel('Mobile number').fill('98765432101');
  await expect(page.getByText('Mobile number cannot exceed 10 digits.')).toBeVisible();
  await page.getByLabel('Full name').fill('R2');
  await expect(page.getByText('Name cannot contain numbers or special characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('lab@2025');
  await expect(
    page.getByText('Password must include at least one uppercase letter.'),
  ).toBeVisible();

  await page.getByLabel(/corporate account/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    'Email number is required.',
    'GST Number is required.',
    'Trade name is required.',
    'Company scale selection is required.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('GST Number')).toHaveAttribute('aria-invalid', 'true');
});

test('an admin logs in and lands on the category dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-manage-category$/, { timeout: 10_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
});

test('a wrong password shows the login failure in the spec words', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed: ' })).toContainText(
    'Login failed: Invalid email or password.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  test.setTimeout(60_000);
  const shopper = newShopper('reset');
  await signUpAndLogIn(page.request, shopper);
  // A JSON body, as the web app's own calls send: a body-less write needs our Origin.
  await page.request.post('/api/auth/logout', { data: {} });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a link');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  const link = resetLinkIn(await readOutbox('reset-password', shopper.email));
  await page.goto(new URL(link).pathname);
  const newPassword = page.getByLabel('New Password', { exact: true });
  await newPassword.fill('abc');
  await expect(
    page.getByText('Password must include at least one uppercase letter.'),
  ).toBeVisible();
  await newPassword.fill('Abc1@');
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await newPassword.fill('Fresh@2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('Fresh@2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test('a used or unknown reset link shows the server message', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await page.getByLabel('New Password', { exact: true }).fill('Fresh@2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'reset link' })).toContainText(
    'invalid or has expired',
  );
});

test('an unverified email is offered the OTP step from the login page', async ({ page }) => {
  const shopper = newShopper('unverified');
  const signup = await page.request.post('/api/auth/signup', {
    data: { ...shopper, isCorporate: false },
  });
  expect(signup.status()).toBe(201);
  await readOutbox('verify-email', shopper.email);

  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed: ' })).toContainText(
    'Please verify your email',
  );
  await page.getByRole('button', { name: 'Verify email now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();

  // Arriving here asks for a fresh code, so the newest mail holds the one to use.
  const code = codeIn(await readOutbox('verify-email', shopper.email, 1));
  await page.getByLabel('6-digit code').fill('12345');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Enter a valid 6-digit OTP.')).toBeVisible();
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'OTP verification failed: ' }),
  ).toContainText('Invalid or expired OTP.');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('addresses are edited, and deleted after a confirm; a failed delete puts the address back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndLogIn(page.request, newShopper('addresses'));
  for (const street of ['1 Lab Road', '2 Bench Street']) {
    const added = await page.request.post('/api/user/addresses', {
      data: {
        street,
        city: 'Pune',
        state: 'Maharashtra',
        zipcode: '411001',
        landmark: 'Near the station',
        addressType: 'Home',
        isPrimary: false,
      },
    });
    expect(added.status()).toBe(201);
  }
  await page.goto('/user/profile');
  const first = page.getByRole('article', { name: /1 Lab Road/ });
  const second = page.getByRole('article', { name: /2 Bench Street/ });
  await expect(first).toContainText('Primary');

  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Please fill all address fields')).toBeVisible();
  await expect(page.getByText('Street is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'PIN code', exact: true }).fill('41100');
  await expect(page.getByText('PIN code must be 6 digits')).toBeVisible();

  await second.getByRole('button', { name: /^Edit address/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit address' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue(
    '2 Bench Street',
  );
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Mumbai');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(second).toContainText('Mumbai, Maharashtra 411001');
  await expect(page.getByRole('heading', { name: 'Add a new address' })).toBeVisible();

  await page.route('**/api/user/addresses/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } })
      : route.fallback(),
  );
  await first.getByRole('button', { name: /^Delete address/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this address?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await first.getByRole('button', { name: /^Delete address/ }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(first).toBeVisible();

  await page.unroute('**/api/user/addresses/*');
  await first.getByRole('button', { name: /^Delete address/ }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(first).toHaveCount(0);
  await expect(page.getByText('Address deleted successfully')).toBeVisible();
  await page.reload();
  await expect(second).toBeVisible();
  await expect(first).toHaveCount(0);
});

test('a guest visiting the profile is sent to /login', async ({ page }) => {
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});
