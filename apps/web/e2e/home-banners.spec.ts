import { createHash } from 'node:crypto';
import { expect, test } from './support/test.ts';
import type { Locator, Page } from '@playwright/test';
import { logInAsAdmin, tealPng } from './support/admin.ts';
import { axe } from './support/axe.ts';

// Home banners: text readable on a phone, banners that lead somewhere, carousel controls
// big enough to hit, pictures without text and category tiles that name themselves once.

async function openHome(page: Page) {
  // Reduced motion stops the slide show, so the slide under test stays in place.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
}

/** The slide on show; other specs may reorder the banners, so none is assumed first. */
function currentSlide(carousel: Locator) {
  return carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box');
  return rect;
}

test.describe('at 375 px', () => {
  // The slide show as most shoppers get it: playing, with its Pause button.
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'no-preference' });

  test('banner text is HTML over the art, the subtitle at least 14 px, above the controls', async ({
    page,
  }) => {
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Featured offers' });
    const slide = currentSlide(carousel);
    const headline = slide.getByTestId('banner-headline');
    const subtitle = slide.getByTestId('banner-subtitle');
    await expect(headline).toBeVisible();
    await expect(subtitle).toBeVisible();
    // Text, not pixels of a picture: a screen reader and a phone both get it.
    expect((await headline.textContent())?.length).toBeGreaterThan(5);
    const fontSize = await subtitle.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(14);

    // Text fits inside the slide, and no control sits on it.
    const slideBox = await box(slide);
    for (const text of [headline, subtitle]) {
      const rect = await box(text);
      expect(rect.y).toBeGreaterThanOrEqual(slideBox.y);
      expect(rect.y + rect.height).toBeLessThanOrEqual(slideBox.y + slideBox.height);
    }
    for (const name of ['Previous slide', 'Next slide', 'Pause slide show']) {
      const control = carousel.getByRole('button', { name });
      if (!(await control.count())) continue;
      const rect = await box(control);
      expect(rect.y).toBeGreaterThanOrEqual(slideBox.y + slideBox.height - 1);
    }
  });

  test('carousel controls: 44 px primary buttons, dots at least 24 px', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured offers' });
    for (const name of ['Previous slide', 'Next slide', 'Pause slide show']) {
      const rect = await box(carousel.getByRole('button', { name }));
      expect(rect.width, name).toBeGreaterThanOrEqual(44);
      expect(rect.height, name).toBeGreaterThanOrEqual(44);
    }
    const dots = carousel.getByRole('button', { name: /^Show slide/ });
    await expect(dots).toHaveCount(3);
    for (const dot of await dots.all()) {
      const rect = await box(dot);
      expect(rect.width).toBeGreaterThanOrEqual(24);
      expect(rect.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('the banner space is reserved and only the first banner loads eagerly', async ({ page }) => {
    // Banner art never arrives: the box must still have its final size.
    await page.route('**/uploads/**', (route) => route.abort());
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Featured offers' });
    const rect = await box(currentSlide(carousel));
    expect(rect.height).toBeGreaterThan(rect.width * 0.5);
    const images = carousel.locator('img');
    await expect(images).toHaveCount(3);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    for (const image of (await images.all()).slice(1)) {
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
    // The server's HTML for / asks for the first banner before any script runs.
    const first = await images.first().getAttribute('src');
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(`<link rel="preload" as="image" href="`);
    expect(html).toContain(`${first}" fetchpriority="high" />`);
  });

  test('banners and category tiles pass axe, text contrast included', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('region', { name: 'Sale offers' })).toBeVisible();
    const results = await axe(page)
      .include('[aria-roledescription="carousel"]')
      .include('[aria-labelledby="home-categories"]')
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
  });
});

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r!, g!, b!].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}

/** The brightest pixel behind an element's text: its box drawn with the text hidden. */
async function brightestBehind(page: Page, text: Locator): Promise<number[]> {
  await text.evaluate((el) => ((el as HTMLElement).style.color = 'transparent'));
  const png = (await text.screenshot()).toString('base64');
  await text.evaluate((el) => ((el as HTMLElement).style.color = ''));
  return page.evaluate(async (data) => {
    // Decoded from bytes: the shop's Content-Security-Policy forbids fetching data: URLs.
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let best = [0, 0, 0];
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! > best[0]! + best[1]! + best[2]!)
        best = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    }
    return best;
  }, png);
}

for (const width of [375, 1280]) {
  test(`banner text keeps 4.5:1 contrast over a white picture at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The worst art an admin could upload: plain white.
    const white = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC',
      'base64',
    );
    await page.route('**/uploads/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: white }),
    );
    await openHome(page);
    const slide = currentSlide(page.getByRole('region', { name: 'Featured offers' }));
    await expect(slide.locator('img')).toHaveJSProperty('complete', true);
    for (const testId of ['banner-headline', 'banner-subtitle']) {
      const text = slide.getByTestId(testId);
      // Tailwind's colours are oklch: a canvas turns the computed colour into sRGB.
      const color = await text.evaluate((el) => {
        const context = new OffscreenCanvas(1, 1).getContext('2d')!;
        context.fillStyle = getComputedStyle(el).color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      });
      const background = await brightestBehind(page, text);
      const ratio = (luminance(color) + 0.05) / (luminance(background) + 0.05);
      expect(ratio, `${testId} over rgb(${background})`).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test('clicking the Safety week banner opens Lab Safety', async ({ page }) => {
  await openHome(page);
  const sale = page.getByRole('region', { name: 'Sale offers' });
  const banner = sale.getByRole('link', { name: /Safety week: up to 15% off/ });
  await banner.click();
  await expect(page).toHaveURL(/\/filter\?category=Lab(%20|\+)Safety$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lab Safety');
});

test('a linked banner is reached by keyboard and shows its focus', async ({ page }) => {
  await openHome(page);
  const banner = currentSlide(page.getByRole('region', { name: 'Featured offers' })).getByRole(
    'link',
  );
  const href = await banner.getAttribute('href');
  expect(href).toMatch(/^\/(filter\?category=|signup)/);
  await page.keyboard.press('Tab');
  for (let i = 0; i < 20 && !(await banner.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(banner).toBeFocused();
  const outline = await banner.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
});

test('category tiles print their name once, beside a picture without a text alternative', async ({
  page,
}) => {
  await openHome(page);
  const tiles = page.getByRole('region', { name: 'Shop by category' });
  const glassware = tiles.getByRole('link', { name: 'Glassware', exact: true });
  await expect(glassware).toHaveText('Glassware');
  await expect(glassware.locator('img')).toHaveAttribute('alt', '');
});

test('cards show a picture per kind of product, without the name drawn into it', async ({
  page,
}) => {
  const pictureOf = async (category: string, name: string) => {
    await page.goto(`/filter?category=${encodeURIComponent(category)}`);
    const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    const src = await card.filter({ hasText: name }).locator('img').first().getAttribute('src');
    expect(src, name).toBeTruthy();
    const body = await (await page.request.get(src!)).body();
    return createHash('sha256').update(body).digest('hex');
  };
  const glassware = ['Beaker', 'Burette', 'Measuring Cylinder', 'Glass Petri Dish', 'Test Tubes'];
  const pictures = [];
  for (const name of glassware) pictures.push(await pictureOf('Glassware', name));
  expect(new Set(pictures).size).toBe(glassware.length);
  // Two analytical balances: one drawing, which could not be if it carried their names.
  expect(await pictureOf('Balances & Weighing', 'ME204 Analytical Balance')).toBe(
    await pictureOf('Balances & Weighing', 'Quintix 224-1S Analytical Balance'),
  );
});

test('an admin links a banner to a product found by name, and bad addresses are refused', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/admin-add-banners');
  await page.getByLabel('Status').selectOption('inactive');
  await page.getByLabel('Image').setInputFiles(tealPng());
  await page.getByLabel('Headline').fill('Burettes for titration');
  await page.getByLabel('Subtitle').fill('Class A, with PTFE stopcocks');

  await page.getByLabel('Banner links to').selectOption('url');
  await page.getByLabel('Web address or page').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add Banner' }).click();
  await expect(page.getByText(/Link must be an http:\/\/ or https:\/\/ address/)).toBeVisible();

  await page.getByLabel('Banner links to').selectOption('product');
  await page.getByLabel('Product', { exact: true }).fill('Burette');
  await page
    .getByRole('list', { name: 'Matching products' })
    .getByRole('button', { name: /Burette 50 ml/ })
    .click();
  await expect(page.getByText(/Links to Burette 50 ml/)).toBeVisible();
  await page.getByRole('button', { name: 'Add Banner' }).click();
  await expect(page).toHaveURL(/\/admin-manage-banners$/);
  const row = page.getByRole('row', { name: /Burettes for titration/ });
  await expect(row).toContainText('Product: Burette 50 ml');

  // Leave the shared shop as it was.
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
