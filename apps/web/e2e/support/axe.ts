import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}
