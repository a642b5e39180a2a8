import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type PlaywrightTestOptions,
} from '@playwright/test';
import { nextAddress } from './accounts.ts';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with each test behind an address of its own: the e2e server trusts the
 * runner as its proxy (TRUST_PROXY), so X-Forwarded-For names the client, as real shoppers
 * behind the shop's proxy are named. The shop's per-address limits (logins, codes) then count
 * one test's requests, never the whole suite's, however many specs log in.
 */
export const test = base.extend<object, { warmContext: BrowserContext }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': nextAddress() });
  },
  /**
   * One browser context per worker, handed to each test in turn with its cookies, stored data
   * and pages gone. A fresh context per test started from an empty HTTP cache, so every test's
   * first page downloaded and compiled the whole app again: half a second of a busy core each,
   * on a suite that keeps both cores busy. What a test may set differs only in the viewport
   * and reduced motion, which a page sets on itself; a second context a test opens with
   * browser.newContext() is its own, as before.
   */
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ warmContext, browser, baseURL, extraHTTPHeaders }, use, testInfo) => {
    // A spec that serves another shop (react-build.spec.ts) gets a context of its own.
    if (baseURL !== testInfo.project.use.baseURL) {
      const own = await browser.newContext({
        ...contextOptions(testInfo.project.use),
        baseURL,
        extraHTTPHeaders,
      });
      await use(own);
      await own.close();
      return;
    }
    await warmContext.setExtraHTTPHeaders(extraHTTPHeaders ?? {});
    await use(warmContext);
    for (const page of warmContext.pages()) await page.close();
    await warmContext.clearCookies();
    await warmContext.clearPermissions();
    await warmContext.unrouteAll({ behavior: 'ignoreErrors' });
  },
  page: async ({ context, viewport, reducedMotion, baseURL }, use) => {
    const page = await context.newPage();
    // What the shop kept in the browser for the last test (the compare tray, a guest's
    // intent) goes; the HTTP cache stays.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL ?? 'http://127.0.0.1').origin,
      storageTypes: 'local_storage,indexeddb,service_workers,cache_storage',
    });
    await cdp.detach();
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: reducedMotion ?? null });
    await use(page);
  },
});

/** The project's device, as every test's context starts (the viewport is set per page). */
function contextOptions(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = use;
  return { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch };
}

export const WIDE = { width: 1280, height: 900 };
export const NARROW = { width: 375, height: 800 };

/**
 * The test function for a journey written for both widths, at one of them: `test` where it
 * walks there, else `test.skip`. A journey's logic is the same at both widths, and walking
 * each twice doubled the suite's time on two cores; so each journey names its width, and the
 * journeys of a spec between them walk both layouts. SCREENSHOTS=1, which saves every screen
 * for a person to look at, walks every journey at both.
 */
export function testAt(current: number, width: number) {
  return process.env.SCREENSHOTS === '1' || current === width ? test : test.skip;
}
