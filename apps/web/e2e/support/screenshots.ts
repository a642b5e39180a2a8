import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './shop-server.ts';

const outDir = path.join(repoRoot, 'screenshots');

/** SCREENSHOTS=1 saves every screen of the journeys for a person to look at. */
export const isSavingScreenshots = process.env.SCREENSHOTS === '1';

/**
 * A journey's `save(page, name, width)`: the screen as `screenshots/<prefix>-<name>-<width>.png`
 * once the fonts have loaded, when SCREENSHOTS=1, and nothing otherwise.
 */
export function screenSaver(prefix: string) {
  return async function save(page: Page, name: string, width: number, fullPage = true) {
    if (!isSavingScreenshots) return;
    fs.mkdirSync(outDir, { recursive: true });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(outDir, `${prefix}-${name}-${width}.png`),
      fullPage,
      // Cards off screen skip their drawing (content-visibility); a full page shows them all.
      style: '.card-cell { content-visibility: visible; }',
    });
  };
}
