import { asc, desc, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@labshop/domain/constants';
import { products } from '../../db/schema.ts';

export const newestFirst = [desc(products.createdAt), desc(products.id)];

// Every order ends on the id, so rows with equal prices or ratings keep one order from page
// to page and none is shown twice or skipped. Ties run the same way as the sort, so an index
// on (column, id) can serve both directions.
export const ORDERS: Record<Exclude<ProductSort, 'relevance'>, SQL[]> = {
  newest: newestFirst,
  price_asc: [asc(products.sellingPricePaise), asc(products.id)],
  price_desc: [desc(products.sellingPricePaise), desc(products.id)],
  // Among equal averages, more reviews make the rating more believable.
  rating: [desc(products.averageRating), desc(products.totalReviews), desc(products.id)],
};

export type ListingOrder = keyof typeof ORDERS;
