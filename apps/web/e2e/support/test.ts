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
