import { expect, test } from './support/test.ts';

const PAGES = [
  { path: '/about', heading: 'About Us' },
  { path: '/policy', heading: 'Privacy Policy' },
  { path: '/toc', heading: 'Terms & Condition' },
  { path: '/refund', heading: 'Refund Return' },
  { path: '/shipping', heading: 'Shipping Details' },
] as const;

for (const { path, heading } of PAGES) {
  test(`${path} shows its heading '${heading}'`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | LabShop`);
  });
}

test('the privacy policy has its 11 numbered sections and its effective date', async ({ page }) => {
  await page.goto('/policy');
  const sections = page.getByRole('heading', { level: 2, name: /^\d+\. / });
  await expect(sections).toHaveText([
    '1. Introduction',
    '2. Information We Collect',
    '3. Use of Your Information',
    '4. Disclosure',
    '5. Third-Party Websites',
    '6. Security',
    '7. Your Rights',
    '8. Changes',
    '9. Contact Us',
    '10. Account Cancellation',
    '11. Termination Policy',
  ]);
  await expect(page.getByText('Effective 01/01/2025')).toBeVisible();
});

test('the refund and shipping pages state the policy values', async ({ page }) => {
  await page.goto('/refund');
  const refund = page.getByRole('main');
  await expect(refund).toContainText('processed within 48 hours');
  await expect(refund).toContainText('within 1 to 7 days');
  await expect(refund).toContainText('7 days of delivery');
  await expect(refund).toContainText('Perishable items are non-refundable');
  await expect(refund).toContainText('within 24 hours');

  await page.goto('/shipping');
  const shipping = page.getByRole('main');
  await expect(shipping).toContainText('processed in 1-3 business days');
  await expect(shipping).toContainText('delivered in 5-7 business days');
});

test('the about page covers EMI, refurbished machines, service and software', async ({ page }) => {
  await page.goto('/about');
  for (const name of [
    'EMI options',
    'Refurbished machines with extended warranty',
    'Service support',
    'Software solutions',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
});
