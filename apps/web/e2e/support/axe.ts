import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe for one page, the way every test runs it. Legacy mode runs axe inside the page: the
 * default opens a second blank page per check to merge frame results, and we have no
 * cross-origin frames to merge. Only violations are collected: building a unique selector for
 * every passing node was most of what was left. Together they cut a check from 6 s to 2 s on a
 * two-core machine (the admin products list), a quarter of the end-to-end suite's CPU.
 *
 * Product cards off screen skip their rendering (content-visibility: auto), and axe read the
 * colours of such a card as they were when it was last drawn: a card drawn while the session
 * loaded still had its disabled grey after Add to cart was enabled (4 runs of 4 at 375 px on
 * the product page's similar products). A shopper scrolling there sees it drawn afresh, so
 * the check draws every card first.
 */
class ShopAxe extends AxeBuilder {
  constructor(private readonly shopPage: Page) {
    super({ page: shopPage });
  }

  override async analyze() {
    await this.shopPage.addStyleTag({
      content: '.card-cell { content-visibility: visible !important; }',
    });
    return super.analyze();
  }
}

export function axe(page: Page): AxeBuilder {
  return new ShopAxe(page).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * Axe's serious and critical findings on the page, one line each: [] when there are none.
 * The page is judged at rest: a refetch dims a list and a late answer re-renders cards, and
 * axe reading colours in between reported contrast failures on plain white buttons (seen twice
 * on clean CI runs). A test that holds a request on purpose waits at most a few seconds here.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}
