import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

// Shoppers and orders the e2e server's seed makes (apps/api/test/support/e2e-seed.ts).
export const ORDER_SHOPPERS = {
  journey: { email: 'orders-journey@labshop.test', password: 'Lab@2025x' },
  screens: { email: 'orders-screens@labshop.test', password: 'Lab@2025x' },
  returns: { email: 'orders-returns@labshop.test', password: 'Lab@2025x' },
  aftersales: { email: 'orders-aftersales@labshop.test', password: 'Lab@2025x' },
  reorder: { email: 'orders-reorder@labshop.test', password: 'Lab@2025x' },
} as const;

export const JOURNEY_ORDER = {
  transactionId: 'TXN-E2E-JOURNEY',
  products: ['2MLH Magnetic Stirrer with Hot Plate, 2 L', 'Microcentrifuge Tubes, Pack of 500'],
} as const;

/** Logs in through the API; calls made with a page's `page.request` log the page in too. */
export async function logIn(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const res = await request.post('/api/auth/login', { data: account });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Three paid orders waiting to be packed, of one shopper found by her phone number. */
export const BULK_ORDERS = {
  phone: '98000 00005',
  customer: 'Vikram Sethi',
  transactionIds: ['TXN-E2E-BULK-1', 'TXN-E2E-BULK-2', 'TXN-E2E-BULK-3'],
} as const;
