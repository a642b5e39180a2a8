import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { newShopper, signUpAndLogIn } from './support/accounts.ts';

// Visual review aid, not a test: SCREENSHOTS=1 saves the account screens to /screenshots.
test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to save screenshots');

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

async function save(page: Page, name: string, width: number) {
  // From the top, so the sticky header is not stitched into the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(outDir, `account-${name}-${width}.png`),
    fullPage: true,
  });
}

const ADDRESSES = [
  {
    street: '14 Anna Salai, 3rd Floor, Spencer Towers',
    landmark: 'Opposite Spencer Plaza',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipcode: '600002',
    addressType: 'Office',
    isPrimary: true,
  },
  {
    street: '22 Lake View Road',
    landmark: 'Near Guindy station',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipcode: '600032',
    addressType: 'Home',
    isPrimary: false,
  },
];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('signup, corporate, errors and OTP step', async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel(/corporate account/).check();
      await expect(page.getByLabel('GST Number')).toBeVisible();
      await save(page, 'signup-corporate', viewport.width);

      await page.getByLabel('Mobile number').fill('987654321');
      await page.getByLabel('Password', { exact: true }).fill('lab2025');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Company scale selection is required.')).toBeVisible();
      await save(page, 'signup-errors', viewport.width);

      const shopper = newShopper(`shot${viewport.width}`);
      await page.getByLabel('Full name').fill(shopper.name);
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Mobile number').fill(shopper.phoneNumber);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByLabel('GST Number').fill('33AABCL1234F1Z5');
      await page.getByLabel('Trade name').fill('Raman Analytical Labs');
      await page.getByLabel('Company scale').selectOption('small');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await page.getByLabel('6-digit code').fill('12');
      await page.getByRole('button', { name: 'Verify email' }).click();
      await expect(page.getByText('Enter a valid 6-digit OTP.')).toBeVisible();
      await save(page, 'otp', viewport.width);
    });

    test('login, forgot mode and new password', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await save(page, 'login', viewport.width);
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
      await save(page, 'forgot', viewport.width);
      await page.goto('/reset-password/abc123');
      await page.getByLabel('New Password', { exact: true }).fill('abcdef');
      await expect(page.getByText('uppercase letter')).toBeVisible();
      await save(page, 'reset-password', viewport.width);
    });

    test('profile with addresses and empty', async ({ page }) => {
      await signUpAndLogIn(page.request, newShopper(`empty${viewport.width}`));
      await page.goto('/user/profile');
      await expect(page.getByText('No addresses found. Add a new address.')).toBeVisible();
      await save(page, 'profile-empty', viewport.width);

      // A JSON body, as the web app's own calls send: a body-less write needs our Origin.
      await page.request.post('/api/auth/logout', { data: {} });
      await signUpAndLogIn(page.request, newShopper(`full${viewport.width}`));
      for (const address of ADDRESSES) {
        expect((await page.request.post('/api/user/addresses', { data: address })).status()).toBe(
          201,
        );
      }
      await page.goto('/user/profile');
      await expect(page.getByRole('article')).toHaveCount(2);
      await page.getByRole('button', { name: 'Verify Now' }).click();
      await expect(page.getByLabel('SMS code')).toBeVisible();
      await page.getByRole('button', { name: /^Edit address: 22/ }).click();
      await save(page, 'profile-addresses', viewport.width);
      await page.getByRole('button', { name: /^Delete address: 14/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({
        path: path.join(outDir, `account-delete-confirm-${viewport.width}.png`),
      });
    });
  });
}
