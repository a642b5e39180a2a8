import { useQuery } from '@tanstack/react-query';
import type { CategorySummary, HomeResponse } from '@labshop/domain/api/catalog';
import { api } from './client.ts';

/**
 * The active categories, for the header's category menu. They come with the home answer, which
 * the server caches; sharing the home page's query key means one request serves both.
 */
export function useShopCategories() {
  return useQuery({
    queryKey: ['home'],
    queryFn: ({ signal }) => api.get<HomeResponse>('/api/user/home', { signal }),
    select: (home): CategorySummary[] => home.categories,
  });
}

/** A category leads to /filter?category=<category name> (storefront-and-catalog.md). */
export function categoryHref(name: string): string {
  return `/filter?category=${encodeURIComponent(name)}`;
}
