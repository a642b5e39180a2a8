import type { SearchSuggestion } from '@labshop/domain/api/catalog';
import { api } from './client.ts';

/** Header search suggestions (storefront-and-catalog.md); the caller aborts the previous one. */
export function fetchSuggestions(query: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  return api.get<SearchSuggestion[]>(
    `/api/user/products/search?query=${encodeURIComponent(query)}`,
    { signal },
  );
}
