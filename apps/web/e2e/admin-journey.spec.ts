import { expect, test } from './support/test.ts';
import { amberPng, logInAsAdmin, tealPng } from './support/admin.ts';
import { addGlasswareProduct } from './support/products.ts';

// Letters only: category names allow no digits to stand in for the 3 letters they need.
function uniqueWord(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
}

test('an admin adds a category and a product with variants and images, edits its price, and the shop shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const categoryName = `Cuvettes ${word}`;
  const productName = `Quartz Cuvette ${word}`;
  await logInAsAdmin(page);

  // Category with an image and the GST defaults its products start with.
  await page.goto('/admin-add-category');
  await page.getByLabel('Name').fill(categoryName);
  await expect(page.getByLabel('HSN Code')).toHaveValue('9027');
  await page.getByLabel('HSN Code').fill('90278010');
  await page.getByLabel('GST Rate (%)').selectOption('12');
  await page.getByLabel('Image').setInputFiles(tealPng());
  await expect(page.getByRole('img', { name: 'Preview of teal.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page).toHaveURL(/\/admin-manage-category$/);
  await expect(page.getByRole('row', { name: new RegExp(categoryName) })).toBeVisible();

  // Product with two variants and two images.
  await page.goto('/admin-add-Product');
  const info = page.getByRole('region', { name: 'Product Information' });
  await info.getByLabel('Name').fill(productName);
  await info.getByLabel('Category').selectOption({ label: categoryName });
  await info.getByLabel('Description').fill('10 mm path length quartz cuvette for UV work.');
  await info.getByLabel('Brand').fill('Hellma');
  await info.getByLabel('SKU').fill(`QC-${word}`);
  const pricing = page.getByRole('region', { name: 'Pricing & Stock' });
  await pricing.getByLabel('MRP (₹)').fill('900');
  await pricing.getByLabel('Selling Price (₹)').fill('850');
  await pricing.getByLabel('Stock').fill('20');
  await pricing.getByLabel('Minimum Product Alert').fill('2');
  // Prefilled from the category chosen above.
  await expect(pricing.getByLabel('HSN Code')).toHaveValue('90278010');
  await expect(pricing.getByLabel('GST Rate (%)')).toHaveValue('12');
  await page
    .getByRole('region', { name: 'Delivery Options' })
    .getByLabel('Delivery Time Estimate (days)')
    .fill('4');
  await page.getByLabel('Has variants').selectOption('yes');
  const first = page.getByRole('group', { name: 'Variant 1' });
  await first.getByLabel('Name').fill('Pack of 2');
  await first.getByLabel('Price (₹)').fill('850');
  await first.getByLabel('Stock').fill('8');
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const second = page.getByRole('group', { name: 'Variant 2' });
  await second.getByLabel('Name').fill('Pack of 4');
  await second.getByLabel('Price (₹)').fill('880');
  await second.getByLabel('Stock').fill('5');
  await page.getByLabel('Add images').setInputFiles([tealPng('front.png'), amberPng('side.png')]);
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin-manage-product$/i);
  const row = page.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pack of 2, Pack of 4');

  // The shop's filter page lists it under its category.
  await page.goto(`/filter?category=${encodeURIComponent(categoryName)}`);
  await expect(page.getByText(productName).first()).toBeVisible();

  // Edit its price.
  await page.goto('/admin-manage-Product');
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  const editPricing = page.getByRole('region', { name: 'Pricing & Stock' });
  await expect(editPricing.getByLabel('HSN Code')).toHaveValue('90278010');
  await expect(
    page
      .getByRole('group', { name: 'Variant 2' })
      .getByText('On hand. Reserved: 0 (held by unpaid checkouts) · Available: 5'),
  ).toBeVisible();
  await editPricing.getByLabel('Selling Price (₹)').fill('799');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin-manage-product$/i);
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText('799.00');
  await page.goto(`/filter?category=${encodeURIComponent(categoryName)}`);
  await expect(page.getByText('₹799.00').first()).toBeVisible();
});

test('an admin moves a banner up', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin-manage-banners');
  const table = page.getByRole('table', { name: 'Primary banners' });
  const secondRow = table.getByRole('row').nth(2);
  const imageOf = (row: typeof secondRow) => row.getByRole('img').getAttribute('src');
  const moving = await imageOf(secondRow);
  await page.getByRole('button', { name: 'Move primary banner 2 up' }).click();
  await expect.poll(() => imageOf(table.getByRole('row').nth(1))).toBe(moving);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
});

test('a refused upload shows the spec message and the form stays', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin-add-category');
  await page.getByLabel('Name').fill('Refused Upload');
  await page.getByLabel('Image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Only PNG and JPEG images are allowed.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-add-category$/);
});

test('a price change shows on the audit trail, filtered in the URL, with its before and after', async ({
  page,
}, testInfo) => {
  const name = `Audit Flask ${uniqueWord()}`;
  await logInAsAdmin(page);
  await addGlasswareProduct(page.request, { name, stock: 6 });

  // The trail's link opens the product form; the change is made there as an admin makes it.
  await page.goto('/admin-audit');
  await page.getByLabel('Kind').selectOption('product');
  await expect(page).toHaveURL(/\/admin-audit\?kind=product$/);
  const added = page.getByRole('row', { name: new RegExp(`Added ${name}`) });
  await added.getByRole('button', { name: 'Edit product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Pricing & Stock' })
    .getByLabel('Selling Price (₹)')
    .fill('799');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin-manage-product$/i);

  // Back to the trail: the filter came back with the URL, and the edit is its newest row.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-audit\?kind=product$/);
  await expect(page.getByLabel('Kind')).toHaveValue('product');
  const edited = page.getByRole('row', { name: new RegExp(`${name}: price ₹850.00 → ₹799.00`) });
  await expect(edited).toContainText('Product');
  await edited.getByText('Show before and after').click();
  const values = edited.getByRole('table', { name: 'Values before and after this change' });
  await expect(values.getByRole('row', { name: 'Selling price ₹850.00 ₹799.00' })).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(edited).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`admin-audit-${width}.png`),
      fullPage: true,
    });
  }
});
