import {
  productDetailResponseSchema,
  productListResponseSchema,
} from '@labshop/domain/api/catalog';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getProductDetail } from '../catalog/service.ts';
import type { LandingListing } from './listing-preloads.ts';
import { PRODUCT_PATH } from './page-head.ts';
import { scriptJson } from './render-head.ts';

// A product page's or a landing listing's one read is written into the page the server sends,
// so the app renders it without a round trip after its scripts have run (that wait was most
// of the page's largest paint). A product page only for guests: a signed-in shopper's answer
// carries their own back-in-stock flag, and the page then asks the API as before. The app
// uses it once (apps/web/src/api/initial-data.ts).

export const INITIAL_DATA_ID = 'labshop-initial-data';

export interface InitialData {
  /** The API path the app will read, exactly as it asks for it. */
  url: string;
  data: unknown;
}

/** A landing listing's first page is the same for everyone. */
export function listingInitialData(landing: LandingListing | null): InitialData | null {
  if (!landing) return null;
  return { url: landing.apiPath, data: z.encode(productListResponseSchema, landing.listing) };
}

export async function initialDataFor(db: Db, url: URL, isGuest: boolean) {
  const match = isGuest ? PRODUCT_PATH.exec(url.pathname) : null;
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1] ?? '');
  } catch {
    return null;
  }
  // An unknown or hidden product: the page shows its 404 and the app asks the API.
  const detail = await getProductDetail(db, id).catch(() => null);
  if (!detail) return null;
  const answer = { ...detail, hasStockAlert: false, variantStockAlerts: [] };
  return {
    url: `/api/user/product/${encodeURIComponent(id)}`,
    data: z.encode(productDetailResponseSchema, answer),
  } satisfies InitialData;
}

export function withInitialData(html: string, initial: InitialData | null): string {
  if (!initial) return html;
  const tag = `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptJson(initial)}</script>`;
  return html.replace('</head>', () => `    ${tag}\n  </head>`);
}
