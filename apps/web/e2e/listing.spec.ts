import { expect, test, testAt } from './support/test.ts';
import type { Locator, Page } from '@playwright/test';
import { axe } from './support/axe.ts';

// Listing and search suggestions (decision 014): sort, brand facet, price bands, the phone sheet,
// a failed load with Retry, and suggestion rows a shopper can read and reach by keyboard.

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });

function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** The selling prices of the cards on screen, in order (the Price component's first amount). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productList(page).locator('p.price > span:nth-child(2)').allTextContents();
  return texts.map(rupees);
}

/** "Showing 1–11 of 11 products" -> 11. */
async function shownTotal(page: Page): Promise<number> {
  const lead = page.getByText(/^Showing \d+–\d+ of \d+ products?$/);
  await expect(lead).toBeVisible();
  return Number((await lead.textContent())!.match(/of (\d+)/)![1]);
}

const isSorted = (values: number[], inOrder: (a: number, b: number) => boolean) =>
  values.every((value, i) => i === 0 || inOrder(values[i - 1]!, value));

/** Waits for the grid to show the answer to the current URL (not skeletons, not the last one). */
async function settled(page: Page) {
  await expect(productList(page)).toHaveAttribute('aria-busy', 'false');
  await expect(productList(page).getByRole('heading').first()).toBeVisible();
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("cards drawn a row at a time at start are not dimmed; the last filter's cards are", async ({
    page,
  }) => {
    // Every class the list has had, from its first appearance (the reveal steps are frames long).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { listClasses: string[] }).listClasses = seen;
      new MutationObserver(() => {
        const list = document.querySelector('ul[aria-label="Products"]');
        if (list) seen.push(list.className);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/filter');
    await settled(page);
    // Every card drawn, the reveal steps over.
    const total = await shownTotal(page);
    await expect(productList(page).getByRole('heading')).toHaveCount(Math.min(total, 24));
    expect(total).toBeGreaterThan(4);
    const classes = await page.evaluate(
      () => (window as unknown as { listClasses: string[] }).listClasses,
    );
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.filter((name) => name.includes('opacity-60'))).toEqual([]);
    // A new filter keeps the old cards on screen, dimmed, until its own arrive.
    await page.route('**/api/user/products?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(productList(page)).toHaveClass(/opacity-60/);
    await expect(productList(page)).toHaveAttribute('aria-busy', 'true');
    await settled(page);
    await expect(productList(page)).not.toHaveClass(/opacity-60/);
  });

  test('sorts by price both ways and by rating, kept in the URL and sent to the API', async ({
    page,
  }) => {
    await page.goto('/filter?category=Glassware');
    await settled(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('newest');
    await expect(sort.getByRole('option', { name: 'Relevance' })).toHaveCount(0);

    const asked = page.waitForRequest((r) => r.url().includes('sort=price_asc'));
    await sort.selectOption({ label: 'Price: low to high' });
    await asked;
    await expect(page).toHaveURL(/sort=price_asc/);
    await settled(page);
    await expect.poll(async () => isSorted(await cardPrices(page), (a, b) => a <= b)).toBe(true);
    const cheapFirst = await cardPrices(page);
    expect(cheapFirst[0]).toBeLessThan(cheapFirst.at(-1)!);

    await page.reload();
    await expect(sort).toHaveValue('price_asc');
    await settled(page);
    expect(await cardPrices(page)).toEqual(cheapFirst);

    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect.poll(() => cardPrices(page)).toEqual([...cheapFirst].reverse());

    await sort.selectOption({ label: 'Customer rating' });
    await expect(page).toHaveURL(/sort=rating/);
    await sort.selectOption({ label: 'Newest first' });
    await expect(page).not.toHaveURL(/sort=/);
  });

  test('a search is sorted by relevance unless another order is chosen', async ({ page }) => {
    await page.goto('/filter?query=meter');
    await settled(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('relevance');
    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/query=meter&sort=price_desc/);
    await expect.poll(async () => isSorted(await cardPrices(page), (a, b) => a >= b)).toBe(true);
  });

  test('the brand facet of a category lists only its brands, with counts', async ({ page }) => {
    await page.goto('/filter?category=Glassware');
    await settled(page);
    const brands = page.getByRole('group', { name: 'Brands' });
    const boxes = brands.getByRole('checkbox');
    await expect(boxes).not.toHaveCount(0);
    const labels = await boxes.evaluateAll((inputs) =>
      inputs.map((input) => input.closest('label')!.textContent!.trim()),
    );
    // "Borosil4 products": a name, then its count.
    const counts = labels.map((label) => Number(label.match(/(\d+) products?$/)![1]));
    const names = labels.map((label) => label.replace(/\d+ products?$/, ''));
    expect(names).toEqual(expect.arrayContaining(['Borosil']));
    for (const other of ['3M', 'Ansell', 'Olympus']) expect(names).not.toContain(other);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(await shownTotal(page));
    // Four brands need no search box.
    await expect(brands.getByRole('searchbox', { name: 'Search brands' })).toHaveCount(0);

    // Ticking one brand narrows the list to its count but keeps the others on offer.
    const borosil = counts[names.indexOf('Borosil')]!;
    await brands.getByRole('checkbox', { name: /^Borosil/ }).click();
    await expect(page).toHaveURL(/brand=Borosil/);
    await expect.poll(() => shownTotal(page)).toBe(borosil);
    await expect(boxes).toHaveCount(names.length);
  });

  test('more than 8 brands get a search box inside the facet', async ({ page }) => {
    await page.goto('/filter');
    await settled(page);
    const brands = page.getByRole('group', { name: 'Brands' });
    await expect.poll(() => brands.getByRole('checkbox').count()).toBeGreaterThan(8);
    await brands.getByRole('searchbox', { name: 'Search brands' }).fill('boro');
    await expect(brands.getByRole('checkbox')).toHaveCount(1);
    await expect(brands.getByRole('checkbox', { name: /^Borosil/ })).toBeVisible();
    await brands.getByRole('searchbox', { name: 'Search brands' }).fill('zzz');
    await expect(brands.getByText('No brand matches “zzz”.')).toBeVisible();
  });

  test('price bands set minPrice and maxPrice, beyond the slider too', async ({ page }) => {
    await page.goto('/filter');
    await settled(page);
    const bands = page.getByRole('radiogroup', { name: 'Price band' });

    await bands.getByRole('radio', { name: 'Over ₹1,00,000' }).click();
    await expect(page).toHaveURL(/minPrice=100000$/);
    await settled(page);
    await expect.poll(async () => (await cardPrices(page)).every((p) => p >= 100000)).toBe(true);
    expect((await cardPrices(page)).length).toBeGreaterThan(0);
    await expect(page.getByText('₹1,00,000 and above')).toBeVisible();

    await bands.getByRole('radio', { name: '₹1,000 – ₹10,000' }).click();
    await expect(page).toHaveURL(/minPrice=1000&maxPrice=10000$/);
    await settled(page);
    await expect
      .poll(async () => (await cardPrices(page)).every((p) => p >= 1000 && p <= 10000))
      .toBe(true);

    await bands.getByRole('radio', { name: 'Under ₹1,000' }).click();
    await expect(page).toHaveURL(/maxPrice=999.99$/);
    await settled(page);
    await expect.poll(async () => (await cardPrices(page)).every((p) => p < 1000)).toBe(true);

    await bands.getByRole('radio', { name: 'Any price' }).click();
    await expect(page).toHaveURL(/\/filter$/);
  });

  test('the rating facet reads "1 star & up"', async ({ page }) => {
    await page.goto('/filter');
    const rating = page.getByRole('group', { name: 'Minimum rating' });
    await expect(rating.getByText('1 star & up', { exact: true })).toBeVisible();
    await expect(rating.getByText('2 stars & up', { exact: true })).toBeVisible();
    await expect(rating.getByText(/1 stars/)).toHaveCount(0);
  });

  test('a failed load says so with Retry, never beside Loading or a server message', async ({
    page,
  }) => {
    let isFailing = true;
    await page.route('**/api/user/products?*', (route) =>
      isFailing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'upstream pool exhausted (raw)' }),
          })
        : route.continue(),
    );
    // Sorted: a landing listing (a category alone) carries its first page and asks nothing.
    await page.goto('/filter?category=Glassware&sort=price_asc');
    const failed = page.getByRole('alert').filter({ hasText: 'Products could not be loaded' });
    await expect(failed).toBeVisible();
    await expect(page.getByText('Loading products…')).toHaveCount(0);
    await expect(page.getByText(/upstream pool exhausted/)).toHaveCount(0);

    isFailing = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await settled(page);
    await expect(failed).toHaveCount(0);
    await shownTotal(page);
  });
});

/** Types into the header's search box (opening it first on a phone) and waits for the rows. */
async function openSuggestions(page: Page, text: string): Promise<Locator> {
  await page.goto('/');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Toggle search' });
  if (await toggle.isVisible()) await toggle.click();
  const search = header.getByRole('combobox', { name: 'Search products' });
  await search.pressSequentially(text);
  await expect(page.getByRole('option', { name: `See all results for '${text}'` })).toBeVisible();
  return search;
}

for (const width of [375, 1280]) {
  test.describe(`search suggestions at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });

    test('rows show a legible picture, brand and price, and none is cut off', async ({ page }) => {
      await openSuggestions(page, 'meter');
      const listbox = page.getByRole('listbox', { name: 'Suggested products' });
      const options = listbox.getByRole('option');
      await expect(options).toHaveCount(9);
      const viewport = page.viewportSize()!;
      // Measured once the list has settled: a late answer may still redraw its rows.
      await expect(async () => {
        const listBox = await listbox.boundingBox();
        expect(listBox).not.toBeNull();
        expect(await listbox.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
        for (const option of await options.all()) {
          const box = await option.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.y + box!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height);
          expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
        }
      }).toPass({ timeout: 15_000 });
      for (const option of (await options.all()).slice(0, 8)) {
        await expect(option).toContainText(/₹[\d,]+\.\d\d/);
        const image = option.locator('img');
        await expect(image).toHaveAttribute('src', /\/uploads\//);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const size = (await image.boundingBox())!;
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(48);
      }
      // Each row names the product's own brand and price, as the API answers them.
      const answer = await page.request.get('/api/user/products/search?query=meter');
      const items = (await answer.json()) as {
        name: string;
        brand: string;
        sellingPrice: number;
      }[];
      const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
      for (const [i, item] of items.entries()) {
        await expect(options.nth(i)).toContainText(item.name);
        await expect(options.nth(i)).toContainText(item.brand);
        await expect(options.nth(i)).toContainText(inr.format(item.sellingPrice));
      }
    });

    testAt(width, 1280)(
      'the keyboard reaches every row, and the last opens all results',
      async ({ page }) => {
        const search = await openSuggestions(page, 'meter');
        const options = page
          .getByRole('listbox', { name: 'Suggested products' })
          .getByRole('option');
        for (let i = 0; i < 9; i++) {
          await search.press('ArrowDown');
          await expect(options.nth(i)).toHaveAttribute('aria-selected', 'true');
          await expect(search).toHaveAttribute(
            'aria-activedescendant',
            (await options.nth(i).getAttribute('id'))!,
          );
        }
        await search.press('ArrowDown');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await search.press('ArrowUp');
        await expect(options.last()).toHaveAttribute('aria-selected', 'true');
        await search.press('Escape');
        await expect(search).toHaveAttribute('aria-expanded', 'false');
        await expect(search).toHaveValue('meter');

        await search.press('ArrowUp');
        await expect(options.last()).toHaveAttribute('aria-selected', 'true');
        await search.press('Enter');
        await expect(page).toHaveURL(/\/filter\?query=meter$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “meter”');
        await expect(page.getByRole('listbox', { name: 'Suggested products' })).toBeHidden();
      },
    );

    testAt(width, 375)('clicking See all opens the filter page for the text', async ({ page }) => {
      await openSuggestions(page, 'micro');
      await page.getByRole('option', { name: "See all results for 'micro'" }).click();
      await expect(page).toHaveURL(/\/filter\?query=micro$/);
      await settled(page);
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('filters open as a sheet over the list and close onto N results', async ({ page }) => {
    await page.goto('/filter?category=Glassware');
    await settled(page);
    const firstCard = productList(page).getByRole('listitem').first();
    const before = (await firstCard.boundingBox())!;
    // The list starts on the first screen, not under an open panel.
    expect(before.y).toBeLessThan(400);

    const opener = page.getByRole('button', { name: 'Show filters' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect((await firstCard.boundingBox())!.y).toBe(before.y);

    // Focus stays inside the sheet, whichever way the shopper tabs.
    const isFocusInside = () => sheet.evaluate((dialog) => dialog.contains(document.activeElement));
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await isFocusInside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await isFocusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    const total = await shownTotal(page);
    await expect(sheet.getByRole('button', { name: `Show ${total} results` })).toBeVisible();
    await sheet.getByRole('checkbox', { name: /^Borosil/ }).click();
    await expect(page).toHaveURL(/brand=Borosil/);
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).not.toHaveText(`Show ${total} results`);
    const label = (await show.textContent())!;
    const count = Number(label.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    await show.click();
    await expect(sheet).toBeHidden();
    expect(await shownTotal(page)).toBe(count);
  });

  test('the sheet offers bands and sort controls of touch size', async ({ page }) => {
    await page.goto('/filter');
    await settled(page);
    for (const control of [
      page.getByRole('combobox', { name: 'Sort by' }),
      page.getByRole('button', { name: 'Show filters' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('button', { name: 'Show filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('radio', { name: 'Over ₹1,00,000' }).click();
    await expect(page).toHaveURL(/minPrice=100000$/);
    const close = sheet.getByRole('button', { name: 'Close filters' });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(sheet).toBeHidden();
    await settled(page);
    await expect.poll(async () => (await cardPrices(page)).every((p) => p >= 100000)).toBe(true);
  });

  test('the open sheet has no serious accessibility violations', async ({ page }) => {
    await page.goto('/filter?category=Glassware');
    await settled(page);
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    const results = await axe(page).analyze();
    const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
