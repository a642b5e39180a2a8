import { PRODUCTS_PAGE_DEFAULT } from '@labshop/domain/constants';
import { cardImageUrl } from '@labshop/domain/images';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import type { Db } from '../../db/client.ts';
import { listProducts } from '../catalog/service.ts';

// A listing's largest paint is one of its first cards' pictures, whose addresses the browser
// learns only from the API answer the page asks for once its code has run. For the listings
// shoppers land on from outside (a category, a search, or all products) the server names them
// in the page it sends, so they load alongside the scripts. It reads the same first page the
// app then asks for, from the same cache.

const FIRST_ROW = 4;
const LANDING_PARAMS = new Set(['category', 'query']);

export async function listingPreloads(db: Db, url: URL): Promise<string[]> {
  if (url.pathname !== '/filter' && url.pathname !== '/filter/') return [];
  const params = url.searchParams;
  // Any other filter, a sort or a later page: the app's own request decides, not a guess here.
  if ([...params.keys()].some((key) => !LANDING_PARAMS.has(key))) return [];
  const categories = params.getAll('category');
  const query = params.get('query')?.trim() ?? '';
  if (categories.length > 1 || params.getAll('query').length > 1) return [];
  if (
    query.length > TEXT_LIMITS.searchText ||
    (categories[0]?.length ?? 0) > TEXT_LIMITS.categoryName
  ) {
    return [];
  }
  const listing = await listProducts(db, {
    categoryNames: categories.length ? categories : undefined,
    query: query || undefined,
    limit: PRODUCTS_PAGE_DEFAULT,
  });
  return listing.products
    .slice(0, FIRST_ROW)
    .flatMap((product) => (product.images[0] ? [cardImageUrl(product.images[0])] : []));
}
