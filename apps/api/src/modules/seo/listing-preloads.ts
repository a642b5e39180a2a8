import { PRODUCTS_PAGE_DEFAULT } from '@labshop/domain/constants';
import { cardImageUrl } from '@labshop/domain/images';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import type { ProductListResponse } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { listProducts } from '../catalog/listing-service.ts';

// A listing's largest paint is one of its first cards' pictures, whose addresses the browser
// learns only from the API answer the page asks for once its code has run. For the listings
// shoppers land on from outside (a category, a search, or all products) the server names them
// in the page it sends, so they load alongside the scripts. It reads the same first page the
// app then asks for, from the same cache.

const FIRST_ROW = 4;
const LANDING_PARAMS = new Set(['category', 'query']);

export interface LandingListing {
  /** The API path the listing page asks for, exactly as apps/web's filtersToApiQuery spells it. */
  apiPath: string;
  listing: ProductListResponse;
}

/** The first page of a landing listing (all products, a category, a search), or null. */
export async function landingListing(db: Db, url: URL): Promise<LandingListing | null> {
  if (url.pathname !== '/filter' && url.pathname !== '/filter/') return null;
  const params = url.searchParams;
  // Any other filter, a sort or a later page: the app's own request decides, not a guess here.
  if ([...params.keys()].some((key) => !LANDING_PARAMS.has(key))) return null;
  const categories = params.getAll('category');
  const query = params.get('query')?.trim() ?? '';
  if (categories.length > 1 || params.getAll('query').length > 1) return null;
  const category = categories[0]?.trim() ?? '';
  if (query.length > TEXT_LIMITS.searchText || category.length > TEXT_LIMITS.categoryName) {
    return null;
  }
  const listing = await listProducts(db, {
    categoryNames: category ? [category] : undefined,
    query: query || undefined,
    limit: PRODUCTS_PAGE_DEFAULT,
  });
  const api = new URLSearchParams();
  if (query) api.set('query', query);
  if (category) api.set('categoryNames', category);
  api.set('page', '1');
  api.set('limit', String(PRODUCTS_PAGE_DEFAULT));
  return { apiPath: `/api/user/products?${api.toString()}`, listing };
}

export function listingPreloads(landing: LandingListing | null): string[] {
  return (landing?.listing.products ?? [])
    .slice(0, FIRST_ROW)
    .flatMap((product) => (product.images[0] ? [cardImageUrl(product.images[0])] : []));
}
