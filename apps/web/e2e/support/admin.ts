import { expect, type Page } from '@playwright/test';
import { ADMIN } from './accounts.ts';

// Two real 96 x 96 PNGs (teal and amber), small enough to sit here as text.
const TEAL =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZsQ3DMADEQG/gTVlm/kyQNIbxKg7QBASfkeLr/uTcvyFc6Nx/FQEogHqyEgYFUAzqvZ8aEwugGJSJtbrQalAAxaBMLA3qzP8VRDqAYlAmlgY177FIB1AMysSad8dFMYBiUCbWPEAeqwEUgzKxNKh5jEU6gGJQJtY8Oi6KARSDMrEOOb6sBlAMysTSoOY9FukAikGZWPPuuCgGUAzKxJoHyGM1gGJQJpYGNY+xSAdQDMrEmkfHRTGAYlAm1iHHl9UAikGZWBrUvMciHUAxKBNr3h0XxQCKQZlY8wB5rAZQDMrE0qDmMRbpAIpBmVjz6LgoBlAMysQ65PiyGkA9MegL1UEt//WIvFkAAAAASUVORK5CYII=';
const AMBER =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZsQ3DMADEQPfcv82W7jNB0hjGqzhAExB8Roqv+5Nz/4ZwoXP/VQSgAOrJShgUQDGo935qTCyAYlAm1upCq0EBFIMysTSoM/9XEOkAikGZWBrUvMciHUAxKBNr3h0XxQCKQZlY8wB5rAZQDMrE0qDmMRbpAIpBmVjz6LgoBlAMysQ65PiyGkAxKBNLg5r3WKQDKAZlYs2746IYQDEoE2seII/VAIpBmVga1DzGIh1AMSgTax4dF8UAikGZWIccX1YDKAZlYmlQ8x6LdADFoEyseXdcFAMoBmVizQPksRpAMSgTS4Oax1ikAygGZWLNo+OiGEAxKBPrkOPLagD1xKAvugw7Z2DUHaAAAAAASUVORK5CYII=';

export const tealPng = (name = 'teal.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(TEAL, 'base64'),
});
export const amberPng = (name = 'amber.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(AMBER, 'base64'),
});

/** Logs the page in as the server's admin through the API (the page shares its cookies). */
export async function logInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Every admin route (docs/product/routes-and-shell.md), with the heading its page shows. */
export const ADMIN_ROUTES = [
  ['/admin-add-category', 'Add Category'],
  ['/admin-manage-category', 'Manage Categories'],
  ['/admin-add-Product', 'Add New Product'],
  ['/admin-manage-Product', 'Manage Products'],
  ['/admin-add-banners', 'Add Banner'],
  ['/admin-manage-banners', 'Manage Banners'],
  ['/admin-manage-orders', 'Manage Orders'],
  ['/admin-manage-returns', 'Manage Returns'],
  ['/admin-order-details/abc123', 'Order Details'],
  ['/admin-audit', 'Audit trail'],
] as const;

/** Script files of the back office; shoppers must never fetch one. */
export const ADMIN_SCRIPT =
  /\/assets\/(admin-[^/]*|manage-[^/]*|add-(category|product|banner)-page[^/]*|order-details-page[^/]*|audit-page[^/]*)\.js$/;
