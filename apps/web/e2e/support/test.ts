import { test as base } from '@playwright/test';
import { nextAddress } from './accounts.ts';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with each test behind an address of its own: the e2e server trusts the
 * runner as its proxy (TRUST_PROXY), so X-Forwarded-For names the client, as real shoppers
 * behind the shop's proxy are named. The shop's per-address limits (logins, codes) then count
 * one test's requests, never the whole suite's, however many specs log in.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': nextAddress() });
  },
});

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
